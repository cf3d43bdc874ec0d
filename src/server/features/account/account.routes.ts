import { currentUser, session, updateOwnAccount } from '../../../shared/api/account';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { AccountService } from './account.service';

const wrapUser = <T>(user: T) => ({ user });

export function accountRoutes(accounts: AccountService): Route[] {
  return [
    defineRoute(currentUser, {
      summary: 'The signed-in user with the class settings that govern them',
      tag: 'account',
      access: 'signedIn',
      allowSuspended: true,
      anyClass: true,
      async handler({ actor }) {
        const result = await accounts.current(actor);
        return result.ok ? ok(wrapUser(result.value)) : result;
      },
    }),
    defineRoute(session, {
      summary: 'Who this session belongs to: the user, or null when nobody is signed in (never a 401)',
      tag: 'account',
      // The web app asks on every page load, the login page included: being signed out is an
      // answer here, not an error the browser would log.
      access: 'public',
      async handler({ actor }) {
        if (!actor) return ok(wrapUser(null));
        const result = await accounts.current(actor);
        return result.ok ? ok(wrapUser(result.value)) : result;
      },
    }),
    defineRoute(updateOwnAccount, {
      summary: "Change your own name, password, dark mode, anonymous songs or What's New flag",
      tag: 'account',
      access: 'signedIn',
      anyClass: true,
      async handler({ actor, body }) {
        const result = await accounts.updateOwn(actor, body.user);
        return result.ok ? ok(wrapUser(result.value)) : result;
      },
    }),
  ];
}
