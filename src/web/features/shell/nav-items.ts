import type { TCurrentUser, TRole } from '../../../shared/user';
import { isBuilt } from '../../built-features';
import { shellText } from './texts';

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

/** Each tab's name in the catalogue. */
const TAB_NAMES = {
  account: 'tabAccount',
  accounts: 'tabAccounts',
  courses: 'tabCourses',
  passes: 'tabPasses',
  products: 'tabProducts',
  record: 'tabRecord',
  rosters: 'tabRosters',
  settings: 'tabSettings',
  songs: 'tabSongs',
  store: 'tabStore',
  teachers: 'tabTeachers',
} as const satisfies Record<string, keyof typeof shellText.messages>;

/** A tab's name in the reader's language: 'Account', 'Cuenta' (seed 000 section 2: the capitalised tab). */
export function tabName(tab: string): string {
  return Object.hasOwn(TAB_NAMES, tab) ? shellText.t(TAB_NAMES[tab as keyof typeof TAB_NAMES]) : capitalise(tab);
}

function item(role: TRole, tab: keyof typeof TAB_NAMES): TNavItem {
  return { tab, label: tabName(tab), path: `/${role}/${tab}` };
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
  const storeItem = (role: TRole) => (storeOn ? item(role, 'store') : item(role, 'products'));

  switch (user.role) {
    case 'student':
      return [
        item('student', 'account'),
        ...(passesOn ? [item('student', 'passes')] : []),
        ...(songsOn ? [item('student', 'songs')] : []),
        ...(productsShown ? [storeItem('student')] : []),
        item('student', 'settings'),
      ];
    case 'teacher':
      return [
        item('teacher', 'accounts'),
        ...(songsOn ? [item('teacher', 'songs')] : []),
        ...(productsShown ? [storeItem('teacher')] : []),
        item('teacher', 'courses'),
        item('teacher', 'settings'),
      ];
    case 'admin':
      return [item('admin', 'teachers'), item('admin', 'rosters'), item('admin', 'settings')];
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
