import { ZCurrentUserResponse, ZOwnAccountUpdate } from '../../../shared/user';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { AccountService } from './account.service';

const wrapUser = <T>(user: T) => ({ user });

export function accountRoutes(accounts: AccountService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/user',
      summary: 'The signed-in user with the class settings that govern them',
      tag: 'account',
      access: 'signedIn',
      allowSuspended: true,
      response: ZCurrentUserResponse,
      async handler({ actor }) {
        const result = await accounts.current(actor.id);
        return result.ok ? ok(wrapUser(result.value)) : result;
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/user',
      summary: 'Change your own name, password, dark mode, anonymous songs or What\'s New flag',
      tag: 'account',
      access: 'signedIn',
      body: ZOwnAccountUpdate,
      bodyKey: 'user',
      response: ZCurrentUserResponse,
      async handler({ actor, body }) {
        const result = await accounts.updateOwn(actor, body.user);
        return result.ok ? ok(wrapUser(result.value)) : result;
      },
    }),
  ];
}
