import { matchPath } from 'react-router';
import { addressOf } from './api-address';
import { listCourses } from './api/courses';
import { listNotifications } from './api/notifications';
import { studentAccount } from './api/scores';
import { listProducts } from './api/store';
import type { TRole } from './user';

/** Who is signed in, as far as choosing a page's first reads goes. */
export type TFirstDataUser = { role: TRole; username: string; dropped: boolean };

export type TPage = {
  /** The address (seed 001 section 2), matched without regard to case or a trailing slash. */
  path: string;
  /** Who may open it: anybody, anybody signed in, or one role (another role gets "not found"). */
  access: 'public' | 'signedIn' | TRole;
  /** The module under src/web that draws it (a `*-page.tsx`), and the component it exports. */
  module: string;
  component: string;
  /** A signed-in page without the app frame: the classroom kiosk, shown on a projector (P26). */
  frameless?: true;
  /** Shown only once its feature is built (src/web/built-features.ts). */
  feature?: 'hallpasses' | 'songs';
  /** The GET addresses it needs before it can draw, besides the session (see first-data.ts). */
  firstReads?: (user: TFirstDataUser) => string[];
};

/** The frame of the signed-in pages (top bar, bottom navigation), under src/web. */
export const FRAME_MODULE = 'features/shell/app-shell.tsx';

/**
 * The one route list of the web app. The browser's router is built from it (src/web/router.tsx),
 * the build names each address's scripts in that address's HTML from it (scripts/page-preloads.ts),
 * and the server reads a page's first data with it (src/server/http/first-data.ts).
 */
export const PAGES: readonly TPage[] = [
  { path: '/login', access: 'public', module: 'features/auth/login-page.tsx', component: 'LoginPage' },
  { path: '/about', access: 'public', module: 'features/auth/about-page.tsx', component: 'AboutPage' },
  // A signed-in user's first tab.
  { path: '/', access: 'signedIn', module: 'features/shell/home-page.tsx', component: 'HomePage' },
  {
    path: '/student/account',
    access: 'student',
    module: 'features/accounts/student-account-page.tsx',
    component: 'StudentAccountPage',
    // A student's notifications are on the account page (P32).
    firstReads: (user) => [
      addressOf(studentAccount.path, undefined, { username: user.username }),
      listNotifications.path,
    ],
  },
  {
    path: '/student/passes',
    access: 'student',
    module: 'features/hallpasses/student-passes-page.tsx',
    component: 'StudentPassesPage',
    feature: 'hallpasses',
  },
  {
    path: '/student/record',
    access: 'student',
    module: 'features/records/record-page.tsx',
    component: 'RecordPage',
  },
  {
    path: '/student/settings',
    access: 'student',
    module: 'features/settings/settings-page.tsx',
    component: 'SettingsPage',
  },
  {
    path: '/student/songs',
    access: 'student',
    module: 'features/songs/student-songs-page.tsx',
    component: 'StudentSongsPage',
    feature: 'songs',
  },
  {
    path: '/student/store',
    access: 'student',
    module: 'features/store/student-products-page.tsx',
    component: 'StudentProductsPage',
    firstReads: () => [listProducts.path],
  },
  {
    path: '/student/products',
    access: 'student',
    module: 'features/store/student-catalogue-page.tsx',
    component: 'StudentCataloguePage',
  },
  {
    path: '/teacher/accounts',
    access: 'teacher',
    module: 'features/accounts/teacher-accounts-page.tsx',
    component: 'TeacherAccountsPage',
    // A teacher's notifications are behind the bell of the top bar (P32).
    firstReads: () => [listCourses.path, listNotifications.path],
  },
  {
    path: '/teacher/courses',
    access: 'teacher',
    module: 'features/courses/courses-page.tsx',
    component: 'CoursesPage',
  },
  {
    path: '/teacher/products',
    access: 'teacher',
    module: 'features/store/teacher-products-page.tsx',
    component: 'TeacherProductsPage',
  },
  // P41: a student's record, the student's username in `?student=` (as Accounts' `?student=`).
  {
    path: '/teacher/record',
    access: 'teacher',
    module: 'features/records/record-page.tsx',
    component: 'RecordPage',
  },
  {
    path: '/teacher/settings',
    access: 'teacher',
    module: 'features/settings/settings-page.tsx',
    component: 'SettingsPage',
  },
  {
    path: '/teacher/songs',
    access: 'teacher',
    module: 'features/songs/teacher-songs-page.tsx',
    component: 'TeacherSongsPage',
    feature: 'songs',
  },
  {
    path: '/teacher/store',
    access: 'teacher',
    module: 'features/store/orders/manage-purchases-page.tsx',
    component: 'ManagePurchasesPage',
  },
  {
    path: '/teacher/kiosk',
    access: 'teacher',
    module: 'features/hallpasses/kiosk/kiosk-page.tsx',
    component: 'KioskPage',
    frameless: true,
    feature: 'hallpasses',
  },
  {
    // P49: a classroom device made a kiosk. Public: it holds a kiosk session, not a person's.
    path: '/kiosk/:code',
    access: 'public',
    module: 'features/hallpasses/kiosk-device/kiosk-device-page.tsx',
    component: 'KioskDevicePage',
    feature: 'hallpasses',
  },
  {
    // P60: a course another teacher shared with this one, as its class view: roster, presets, passes.
    path: '/teacher/shared/:courseId',
    access: 'teacher',
    module: 'features/substitutes/shared-course-page.tsx',
    component: 'SharedCoursePage',
  },
  {
    // P60: a substitute's phone. Public: it holds a substitute's session (a code's), not a person's.
    path: '/sub',
    access: 'public',
    module: 'features/substitutes/substitute-page.tsx',
    component: 'SubstitutePage',
  },
  {
    path: '/admin/record',
    access: 'admin',
    module: 'features/records/record-page.tsx',
    component: 'RecordPage',
  },
  // P47: the school's OneRoster rosters.
  {
    path: '/admin/rosters',
    access: 'admin',
    module: 'features/rosters/rosters-page.tsx',
    component: 'RostersPage',
  },
  {
    path: '/admin/settings',
    access: 'admin',
    module: 'features/settings/settings-page.tsx',
    component: 'SettingsPage',
  },
  {
    path: '/admin/teachers',
    access: 'admin',
    module: 'features/teachers/teachers-page.tsx',
    component: 'TeachersPage',
  },
];

/** Whether the page is drawn inside the app frame. */
export function isFramed(page: TPage): boolean {
  return page.access !== 'public' && !page.frameless;
}

/** The modules (under src/web) a page draws with when opened directly: the frame, then the page. */
export function modulesOf(page: TPage): string[] {
  return isFramed(page) ? [FRAME_MODULE, page.module] : [page.module];
}

/**
 * The page at an address, matched as the router matches it (React Router's own `matchPath`: any
 * case, trailing slashes allowed, a `:name` segment standing for any one segment). A page of fixed
 * segments comes before one with a parameter, as the router ranks them.
 */
export function pageAt(pathname: string): TPage | undefined {
  const matches = (page: TPage) => matchPath(page.path, pathname) !== null;
  return PAGES.find((page) => !page.path.includes('/:') && matches(page)) ?? PAGES.find(matches);
}
