import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_DATA_ELEMENT_ID, SESSION_ADDRESS, firstReadsOf } from '../../shared/first-data';
import type { TFirstDataUser } from '../../shared/first-data';
import { SESSION_COOKIE } from './session-token';

/** However the database is doing, the page itself is not held up longer than this for its data. */
const FIRST_DATA_TIMEOUT_MS = 1_000;
/** The HTML's preload of the session answer, which the page no longer needs when it carries it. */
const SESSION_PRELOAD = /[ \t]*<link rel="preload" href="\/api\/session"[^>]*>\n?/;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the page's markup
const ROOT = '<div id="root">';

/**
 * An API read as the browser would make it: the same route, the same session cookie, the same
 * address for the rate limit. Its body when it answered 200, otherwise nothing (the page then asks
 * for it itself and meets the same answer).
 */
async function readAsBrowser(app: FastifyInstance, request: FastifyRequest, address: string): Promise<string | null> {
  const answer = await app.inject({
    method: 'GET',
    url: address,
    // The page's request id, so the log tells which page the reads were for.
    headers: {
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
      'x-request-id': request.id,
      // The page's own language (P51): the user's `language` falls back to the browser's.
      'accept-language': request.headers['accept-language'] ?? '',
    },
    remoteAddress: request.ip,
  });
  return answer.statusCode === 200 ? answer.body : null;
}

/** The session and the page's first reads (src/shared/first-data.ts), as JSON by address, or null. */
async function firstDataOf(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<string | null> {
  const session = await readAsBrowser(app, request, SESSION_ADDRESS);
  if (session === null) return null;
  const user = (JSON.parse(session) as { user: TFirstDataUser | null }).user;
  if (!user) return null;
  const addresses = firstReadsOf(pathname, user);
  const answers = await Promise.all(addresses.map((address) => readAsBrowser(app, request, address)));
  const entries = [`${JSON.stringify(SESSION_ADDRESS)}:${session}`];
  addresses.forEach((address, i) => {
    if (answers[i] !== null) entries.push(`${JSON.stringify(address)}:${answers[i]}`);
  });
  // `<` only ever stands inside a JSON string, where \u003c reads the same: nothing in the data can
  // close the element it travels in (a name written `</script>`).
  return `{${entries.join(',')}}`.replace(/</g, '\\u003c');
}

/**
 * A page's HTML with the answers it reads first (issue 11): a signed-in page opened directly then
 * draws as soon as its scripts have run, without a round trip for the session and one more for its
 * data, which on a school's slow connection is a visible wait. Null when nobody is signed in, when
 * a read failed or took too long: the page is then sent as built and asks for its data itself.
 */
export async function pageWithFirstData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  readHtml: () => Promise<string>,
): Promise<string | null> {
  // A page the browser navigates to (it asks for HTML), not an icon or a script a cookie came with.
  if (!request.cookies[SESSION_COOKIE] || !String(request.headers.accept ?? '').includes('text/html')) return null;
  let timer: NodeJS.Timeout | undefined;
  const tooLate = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), FIRST_DATA_TIMEOUT_MS)));
  try {
    // Taken before the reads: an event from here on may not be in them (the page's stream asks, ?since=).
    const readAt = Date.now();
    const data = await Promise.race([firstDataOf(app, request, pathname), tooLate]);
    if (data === null) return null;
    const html = await readHtml();
    const root = html.indexOf(ROOT);
    if (root < 0) return null;
    // Cut and joined, not String.replace: a `$&` or `$'` in someone's text must stay text.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup, not a text
    const element = `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json" data-read-at="${readAt}">${data}</script>`;
    return `${html.slice(0, root).replace(SESSION_PRELOAD, '')}${element}${html.slice(root)}`;
  } catch (error) {
    request.log.warn({ err: error }, 'page sent without its first data');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
