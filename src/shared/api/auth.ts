import * as zod from 'zod';
import { ZLoginRequest, ZLoginResponse } from '../user';
import { defineEndpoint } from './endpoint';
import { ZUsernameParams } from './params';

/** Sign in; answers the user with a session token and sets the session cookie. */
export const login = defineEndpoint({
  method: 'POST',
  path: '/api/users/login',
  body: ZLoginRequest,
  bodyKey: 'user',
  response: ZLoginResponse,
});

/** End the caller's session. */
export const logout = defineEndpoint({ method: 'POST', path: '/api/users/logout' });

/**
 * How the login page offers sign-in (P46): the school's provider by name when it is set up
 * (`null` otherwise) and who may still use a password (`all`, `staff` or `none`: the admin always may).
 */
export const signInOptions = defineEndpoint({
  method: 'GET',
  path: '/api/auth/options',
  response: zod.object({
    signIn: zod.object({ provider: zod.string().nullable(), password: zod.enum(['all', 'staff', 'none']) }),
  }),
});

/**
 * Starts a sign-in with the school's provider (P46): a redirect to its authorize page (code with
 * PKCE S256, state and nonce), or to `/login?signin=<problem>` when it can't start. Not JSON.
 */
export const oidcStart = defineEndpoint({ method: 'GET', path: '/api/auth/oidc/start' });

/**
 * Where the provider sends the browser back (the redirect URI, PUBLIC_URL + this path). Not JSON:
 * it redirects to `/` signed in, or to `/login?signin=<problem>`. Providers add parameters of their
 * own (Google's `scope`, `authuser`...), so others are let through.
 */
export const oidcCallback = defineEndpoint({
  method: 'GET',
  path: '/api/auth/oidc/callback',
  query: zod.looseObject({
    code: zod.string().max(4096).optional(),
    state: zod.string().max(256).optional(),
    iss: zod.string().max(2048).optional(),
    error: zod.string().max(256).optional(),
  }),
});

/**
 * The admin unbinds a teacher or a student from their school provider account (P46: they got a new
 * one): their next school sign-in binds the account it comes with. 204 also when none was bound.
 * Not under `/api/users/`, where `/api/users/teacher/:username` would take a person called "teacher".
 */
export const unbindSignIn = defineEndpoint({
  method: 'DELETE',
  path: '/api/sign-in-bindings/:username',
  params: ZUsernameParams,
});
