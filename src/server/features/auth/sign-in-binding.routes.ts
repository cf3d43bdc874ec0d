import { unbindSignIn } from '../../../shared/api/auth';
import { defineRoute, type Route } from '../../http/route';
import type { SignInUnbinding } from './sign-in-unbinding';

/** P46: the admin unbinds a person from their school provider account. */
export function signInBindingRoutes(unbinding: SignInUnbinding): Route[] {
  return [
    defineRoute(unbindSignIn, {
      summary:
        'Unbind a teacher or a student from their school provider account: their next school sign-in binds anew (admin)',
      tag: 'auth',
      access: ['admin'],
      handler: ({ actor, params }) => unbinding.unbind(actor, params.username),
    }),
  ];
}
