import type { FastifyRequest } from 'fastify';
import { isSubstituteToken, SESSION_COOKIE, SUBSTITUTE_COOKIE, tokenFromAuthorizationHeader } from './session-token';
import { COURSE_COOKIE } from '../../shared/acting-course';
import { isUuid } from '../common/ids';
import type { SubstituteSeat } from '../common/substitute-seats.queries';
import { type Acting, actAsSubstitute, actInClass, COURSE_HEADER, notFoundCourse } from './acting-class';
import type { CoTaughtCourse, SignedInPerson } from './actor';

/** What this needs of the sessions service (features/auth/sessions.service.ts). */
export interface SessionLookup {
  /** The person behind a token: from the session cache, else one query. */
  resolve(token: string): Promise<SignedInPerson | null>;
  /** The person behind a token only if this instance checked it moments ago; never a query. */
  cached(token: string): SignedInPerson | null;
  /** A course a teacher names: their own, shared with them (P60), or neither (null): one query. */
  namedCourse(teacherId: string, courseId: string): Promise<CoTaughtCourse | 'own' | null>;
  /** A substitute's session behind a token (P60), while its code holds: one query. */
  substitute(token: string): Promise<SubstituteSeat | null>;
}

/** The course a student's request names (P40): the header, else `?courseId=`. */
function namedCourseOf(request: FastifyRequest): string | null {
  const header = request.headers[COURSE_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.courseId;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : null;
}

/**
 * The class a student's request acts in (P40). A course the request names must be theirs (else
 * 404). Without one, the class the web app keeps in a cookie (every request of the browser carries
 * it: its reads, its event stream, the page's own HTML with its first data); a kept course that is
 * not theirs (another student's choice on a shared device) is passed over, as if none was kept.
 * A teacher: only a course the request names counts; their own changes nothing, one shared with
 * them (P60) makes them act in it, any other is not found.
 */
async function actingOf(request: FastifyRequest, person: SignedInPerson, sessions: SessionLookup): Promise<Acting> {
  const named = namedCourseOf(request);
  if (person.role !== 'student') {
    // A value that is no course id is left to the route's own checks (a NUL character's 422).
    if (!named || person.role !== 'teacher' || !isUuid(named)) return actInClass(person, null);
    const course = await sessions.namedCourse(person.id, named);
    // A course neither theirs nor shared with them (any more): not found, as any other teacher's.
    if (course === null) return { ...actInClass(person, null), refusal: notFoundCourse() };
    return actInClass(person, null, course === 'own' ? null : course);
  }
  if (named) return actInClass(person, named);
  const kept = request.cookies[COURSE_COOKIE];
  if (kept) {
    const acting = actInClass(person, kept);
    if (acting.refusal?.status !== 404) return acting;
  }
  return actInClass(person, null);
}

/**
 * Who a request acts for, asked twice per request: by the rate limit (to choose its bucket) and by
 * the route (to check access). The session is resolved once and the answer kept with the request.
 */
export function createRequestActors(sessions: SessionLookup) {
  const resolved = new WeakMap<FastifyRequest, Promise<SignedInPerson | null>>();

  /** The session token the request carries: the API's header, else the web app's cookie, else `/sub`'s. */
  function tokenOf(request: FastifyRequest): string | null {
    return (
      tokenFromAuthorizationHeader(request.headers.authorization) ??
      request.cookies[SESSION_COOKIE] ??
      request.cookies[SUBSTITUTE_COOKIE] ??
      null
    );
  }

  /** The signed-in person; a substitute is none (their token is not a person's session). */
  function person(request: FastifyRequest): Promise<SignedInPerson | null> {
    let found = resolved.get(request);
    if (!found) {
      const token = tokenOf(request);
      found = token && !isSubstituteToken(token) ? sessions.resolve(token) : Promise.resolve(null);
      resolved.set(request, found);
    }
    return found;
  }

  return {
    tokenOf,
    person,

    /** The signed-in person acting in the class the request names (or their only one). */
    async resolve(request: FastifyRequest): Promise<Acting | null> {
      const token = tokenOf(request);
      if (token && isSubstituteToken(token)) {
        const seat = await sessions.substitute(token);
        return seat ? actAsSubstitute(seat) : null;
      }
      const signedIn = await person(request);
      return signedIn ? actingOf(request, signedIn, sessions) : null;
    },

    cached(request: FastifyRequest): SignedInPerson | null {
      const token = tokenOf(request);
      return token ? sessions.cached(token) : null;
    },
  };
}
export type RequestActors = ReturnType<typeof createRequestActors>;
