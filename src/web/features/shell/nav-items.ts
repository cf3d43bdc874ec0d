import type { TCurrentUser, TRole } from '../../../shared/user';
import { isBuilt } from '../../built-features';

export type TNavItem = { tab: string; label: string; path: string };

/** Tabs of extras that are not built yet have no route (see built-features.ts). */
const built = (tabs: readonly string[]) =>
  tabs.filter((tab) => (tab === 'passes' ? isBuilt('hallpasses') : tab === 'songs' ? isBuilt('songs') : true));

/** Every tab a role has a route for (seed 001 section 2), whatever the settings show today. */
export const ROLE_TABS: Record<TRole, readonly string[]> = {
  // 'record' has no tab of its own (P41): it is opened from Settings, an account, Manage Teachers.
  student: built(['account', 'passes', 'record', 'settings', 'songs', 'store', 'products']),
  teacher: built(['accounts', 'courses', 'products', 'record', 'settings', 'songs', 'store']),
  admin: ['record', 'rosters', 'settings', 'teachers'],
};

function item(role: TRole, tab: string, label: string): TNavItem {
  return { tab, label, path: `/${role}/${tab}` };
}

/**
 * The bottom navigation of seed 000 section 2. The store item reads 'Store' when online purchases
 * are on and 'Products' otherwise, and shows when either is on (P25).
 */
export function navItemsFor(user: Pick<TCurrentUser, 'role' | 'settings'>): TNavItem[] {
  const s = user.settings;
  const storeOn = s?.products.storeEnabled === true;
  const productsShown = storeOn || s?.products.enabled === true;
  // Passes and Songs show only once those pages are built (built-features.ts).
  const songsOn = isBuilt('songs') && s?.songs.requests.enabled === true;
  const passesOn = isBuilt('hallpasses') && s?.hallpass.enabled === true;
  const storeItem = (role: TRole) => (storeOn ? item(role, 'store', 'Store') : item(role, 'products', 'Products'));

  switch (user.role) {
    case 'student':
      return [
        item('student', 'account', 'Account'),
        ...(passesOn ? [item('student', 'passes', 'Passes')] : []),
        ...(songsOn ? [item('student', 'songs', 'Songs')] : []),
        ...(productsShown ? [storeItem('student')] : []),
        item('student', 'settings', 'Settings'),
      ];
    case 'teacher':
      return [
        item('teacher', 'accounts', 'Accounts'),
        ...(songsOn ? [item('teacher', 'songs', 'Songs')] : []),
        ...(productsShown ? [storeItem('teacher')] : []),
        item('teacher', 'courses', 'Courses'),
        item('teacher', 'settings', 'Settings'),
      ];
    case 'admin':
      return [
        item('admin', 'teachers', 'Teachers'),
        item('admin', 'rosters', 'Rosters'),
        item('admin', 'settings', 'Settings'),
      ];
  }
}

/**
 * The navigation item to highlight on a tab. The store item stands for both store pages (P25): it
 * reads Store (to /teacher/store) with online purchases on and Products otherwise, and on
 * /teacher/products or /teacher/store it is the one highlighted either way.
 */
export function activeNavTab(items: readonly TNavItem[], tab: string | null): string | null {
  if (tab === null || items.some((i) => i.tab === tab)) return tab;
  const sibling = tab === 'products' ? 'store' : tab === 'store' ? 'products' : null;
  return sibling !== null && items.some((i) => i.tab === sibling) ? sibling : null;
}

/** The tab of a path such as /student/account when it is one of the user's own routes. */
export function currentTab(pathname: string, role: TRole): string | null {
  const [, pathRole, tab, ...rest] = pathname.split('/');
  if (pathRole !== role || !tab || rest.some((segment) => segment !== '')) return null;
  return ROLE_TABS[role].includes(tab) ? tab : null;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
