import { session } from './api/account';
import { type TFirstDataUser, pageAt } from './pages';

export type { TFirstDataUser } from './pages';

/** The element of a page's HTML that carries those answers: JSON, by address. */
export const FIRST_DATA_ELEMENT_ID = 'cm-first-data';

/** The address of the session answer, which every signed-in page reads first. */
export const SESSION_ADDRESS = session.path;

/**
 * The GET addresses whose answers a page opened directly needs before it can draw, besides the
 * session: the page's `firstReads` in the route list (pages.ts), for the page's own role (a
 * dropped student, or another role's page, reads none). The server sends their answers with the
 * page's HTML (src/server/http/first-data.ts); when it could not, the web app asks for the same
 * as soon as the session answers (src/web/first-reads.ts).
 */
export function firstReadsOf(pathname: string, user: TFirstDataUser): string[] {
  const page = pageAt(pathname);
  if (!page?.firstReads || user.dropped || page.access !== user.role) return [];
  return page.firstReads(user);
}
