import { session } from './api/account';
import { addressOf } from './api-address';
import { listCourses } from './api/courses';
import { listNotifications } from './api/notifications';
import { studentAccount } from './api/scores';
import { listProducts } from './api/store';
import type { TRole } from './user';

/** Who is signed in, as far as choosing a page's first reads goes. */
export type TFirstDataUser = { role: TRole; username: string; dropped: boolean };

/** The element of a page's HTML that carries those answers: JSON, by address. */
export const FIRST_DATA_ELEMENT_ID = 'cm-first-data';

/** The address of the session answer, which every signed-in page reads first. */
export const SESSION_ADDRESS = session.path;

/** A page's first reads for the signed-in user, by page address (a dropped student reads none). */
const FIRST_READS_BY_PAGE: Record<string, (user: TFirstDataUser) => string[]> = {
  // A student's notifications are on the account page (P32).
  '/student/account': (user) =>
    user.role === 'student'
      ? [addressOf(studentAccount.path, undefined, { username: user.username }), listNotifications.path]
      : [],
  '/student/store': (user) => (user.role === 'student' ? [listProducts.path] : []),
  // A teacher's notifications are behind the bell of the top bar (P32).
  '/teacher/accounts': (user) => (user.role === 'teacher' ? [listCourses.path, listNotifications.path] : []),
};

/** The pages that read more than the session first. */
export const PAGES_WITH_FIRST_READS = Object.keys(FIRST_READS_BY_PAGE);

/**
 * The GET addresses whose answers a page opened directly needs before it can draw, besides the
 * session. The server sends their answers with the page's HTML, so the page draws without waiting
 * for them after its scripts (src/server/http/first-data.ts); when it could not, the web app asks
 * for the same as soon as the session answers (src/web/page-data.ts, kept equal by a test).
 */
export function firstReadsOf(pathname: string, user: TFirstDataUser): string[] {
  if (user.dropped) return [];
  const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return FIRST_READS_BY_PAGE[page]?.(user) ?? [];
}
