import type { ComponentType } from 'react';
import type { TRole } from '../shared/user';
import { type TFeature, isBuilt } from './built-features';
import { lazyNamed } from './lazy-named';

// Everything behind the login arrives on demand: the login page's first download stays small. An
// address opened directly has its page's scripts named in its HTML (page-modules.ts), so they
// arrive with the first script rather than after it.
export const AppShell = lazyNamed(() => import('./features/shell/app-shell'), 'AppShell');
export const HomeRedirect = lazyNamed(() => import('./features/shell/home-redirect'), 'HomeRedirect');
export const RoleGate = lazyNamed(() => import('./features/shell/role-gate'), 'RoleGate');

export interface SignedInPage {
  Page: ComponentType;
  /** Shown only once its feature is built (built-features.ts). */
  feature?: TFeature;
  /** Without the app frame: the classroom kiosk, shown on a projector (P26). */
  frameless?: true;
}

const SettingsPage = lazyNamed(() => import('./features/settings/settings-page'), 'SettingsPage');

/** The signed-in pages of seed 001 section 2, by role and by the address's last part. */
const PAGES_BY_ROLE: Record<TRole, Record<string, SignedInPage>> = {
  student: {
    account: { Page: lazyNamed(() => import('./features/accounts/student-account-page'), 'StudentAccountPage') },
    passes: {
      Page: lazyNamed(() => import('./features/hallpasses/student-passes-page'), 'StudentPassesPage'),
      feature: 'hallpasses',
    },
    settings: { Page: SettingsPage },
    songs: {
      Page: lazyNamed(() => import('./features/songs/student-songs-page'), 'StudentSongsPage'),
      feature: 'songs',
    },
    store: { Page: lazyNamed(() => import('./features/store/student-products-page'), 'StudentProductsPage') },
    products: { Page: lazyNamed(() => import('./features/store/student-products-route'), 'StudentProductsRoute') },
  },
  teacher: {
    accounts: { Page: lazyNamed(() => import('./features/accounts/teacher-accounts-page'), 'TeacherAccountsPage') },
    courses: { Page: lazyNamed(() => import('./features/courses/courses-page'), 'CoursesPage') },
    products: { Page: lazyNamed(() => import('./features/store/teacher-products-page'), 'TeacherProductsPage') },
    settings: { Page: SettingsPage },
    songs: {
      Page: lazyNamed(() => import('./features/songs/teacher-songs-page'), 'TeacherSongsPage'),
      feature: 'songs',
    },
    store: { Page: lazyNamed(() => import('./features/store/orders/manage-purchases-page'), 'ManagePurchasesPage') },
    kiosk: {
      Page: lazyNamed(() => import('./features/hallpasses/kiosk/kiosk-page'), 'KioskPage'),
      feature: 'hallpasses',
      frameless: true,
    },
  },
  admin: {
    settings: { Page: SettingsPage },
    teachers: { Page: lazyNamed(() => import('./features/teachers/teachers-page'), 'TeachersPage') },
  },
};

/** A role's built pages, as [the address's last part, page]. */
function pagesOf(role: TRole): Array<[string, SignedInPage]> {
  return Object.entries(PAGES_BY_ROLE[role]).filter(([, page]) => !page.feature || isBuilt(page.feature));
}

/** The page at an address such as `/student/account` (one trailing slash and capitals allowed), if it is built. */
export function signedInPageAt(pathname: string): { role: TRole; page: SignedInPage } | null {
  const match = /^\/(student|teacher|admin)\/([a-z]+)\/?$/.exec(pathname.toLowerCase());
  if (!match) return null;
  const role = match[1] as TRole;
  const found = pagesOf(role).find(([name]) => name === match[2]);
  return found ? { role, page: found[1] } : null;
}
