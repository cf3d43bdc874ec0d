/**
 * The modules each address draws when it is opened directly: the login and about pages, and for a
 * signed-in address the frame, the role gate, the page and its first data (paths from src/web,
 * loaded on demand by router.tsx and main.tsx).
 * The build writes, for each address, a copy of index.html that names those modules' scripts in
 * `<link rel="modulepreload">` tags (scripts/page-preloads.ts), and the server answers the address
 * with it. So the browser fetches the page's scripts while it reads the HTML, instead of finding
 * them one import after another once the first script runs (issue 11). A signed-out visitor is
 * sent to the login page and has fetched those scripts for nothing, once.
 *
 * An address missing here still works: its scripts come when the page first renders. A module
 * named here that the build cannot find fails the build.
 */
const FRAME = 'features/shell/app-shell.tsx';
const ROLE_GATE = 'features/shell/role-gate.tsx';
/**
 * Asks for the page's first data as soon as the session answers (main.tsx). First in its lists: the
 * links keep this order, and over HTTP/1.1 a browser fetches six at a time.
 */
const PAGE_DATA = 'page-data.ts';

export const PAGE_MODULES_BY_PATH: Record<string, readonly string[]> = {
  '/login': ['features/auth/login-page.tsx'],
  '/about': ['features/auth/about-page.tsx'],
  '/': [FRAME, 'features/shell/home-redirect.tsx'],
  '/student/account': [PAGE_DATA, FRAME, ROLE_GATE, 'features/accounts/student-account-page.tsx'],
  '/student/passes': [FRAME, ROLE_GATE, 'features/hallpasses/student-passes-page.tsx'],
  '/student/settings': [FRAME, ROLE_GATE, 'features/settings/settings-page.tsx'],
  '/student/songs': [FRAME, ROLE_GATE, 'features/songs/student-songs-page.tsx'],
  '/student/store': [PAGE_DATA, FRAME, ROLE_GATE, 'features/store/student-products-page.tsx'],
  '/student/products': [FRAME, ROLE_GATE, 'features/store/student-products-route.tsx'],
  '/teacher/accounts': [PAGE_DATA, FRAME, ROLE_GATE, 'features/accounts/teacher-accounts-page.tsx'],
  '/teacher/courses': [FRAME, ROLE_GATE, 'features/courses/courses-page.tsx'],
  '/teacher/products': [FRAME, ROLE_GATE, 'features/store/teacher-products-page.tsx'],
  '/teacher/settings': [FRAME, ROLE_GATE, 'features/settings/settings-page.tsx'],
  '/teacher/songs': [FRAME, ROLE_GATE, 'features/songs/teacher-songs-page.tsx'],
  '/teacher/store': [FRAME, ROLE_GATE, 'features/store/orders/manage-purchases-page.tsx'],
  // The classroom kiosk has no frame (P26).
  '/teacher/kiosk': [ROLE_GATE, 'features/hallpasses/kiosk/kiosk-page.tsx'],
  '/admin/settings': [FRAME, ROLE_GATE, 'features/settings/settings-page.tsx'],
  '/admin/teachers': [FRAME, ROLE_GATE, 'features/teachers/teachers-page.tsx'],
};
