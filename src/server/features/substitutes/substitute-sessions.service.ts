import { and, eq, gt, sql } from 'drizzle-orm';
import { substituteText } from '../../../shared/substitute-texts/texts';
import type { TSubstituteSession } from '../../../shared/substitutes';
import { normaliseTypedCode } from '../../../shared/typed-codes';
import type { Clock } from '../../common/clock';
import { giveTryBack, takeCountedTry, type TryRule } from '../../common/counted-tries';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { substituteCodes, substituteSessions } from '../../db/co-teaching-schema';
import { courses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { hashSessionToken, newSubstituteToken } from '../../http/session-token';
import { notFound, ok, type Outcome, refuse, withRetryAfter } from '../../outcome';
import type { OwnCourses } from './substitute-codes.service';

/** P59's rule for codes, P60's too: the 6th wrong code from one address in 15 minutes is refused. */
export const SUBSTITUTE_CODE_TRIES: TryRule = { windowSeconds: 15 * 60, tries: 5 };
const triesKey = (address: string) => `sub:${address}`;

/**
 * P60: a substitute's side. The code and a name open a session in the code's course until the code
 * expires or its teacher ends it; each request finds the session again (common/substitute-seats).
 */
export function createSubstituteSessionsService(db: Db, clock: Clock, ownCourses: OwnCourses) {
  /** The session as the substitute sees it: their name, its end, the course with its roster. */
  async function view(seat: { courseId: string; teacherId: string; name: string; expiresAt: Date }) {
    const course = await ownCourses.findOwnCourseById(seat.teacherId, seat.courseId);
    if (!course) return null;
    return { name: seat.name, expiresAt: seat.expiresAt.toISOString(), course: await ownCourses.one(course) };
  }

  return {
    /**
     * Opens a session with a code. Each try from the address is counted before the code is read, in
     * the statement that checks the limit; a right code gives its try back. An unknown, ended or
     * expired code gets one refusal, so a guess learns nothing.
     */
    async start(input: { code: string; name: string }, address: string): Promise<Outcome<TSubstituteSession>> {
      const now = clock.now();
      if (!(await takeCountedTry(db, triesKey(address), SUBSTITUTE_CODE_TRIES, now))) {
        return withRetryAfter(
          refuse('TOO_MANY_ATTEMPTS', 'code', substituteText.t('tooManyTries')),
          SUBSTITUTE_CODE_TRIES.windowSeconds,
        );
      }
      const [code] = await db
        .select({
          id: substituteCodes.id,
          courseId: substituteCodes.courseId,
          teacherId: courses.teacherId,
          expiresAt: substituteCodes.expiresAt,
        })
        .from(substituteCodes)
        .innerJoin(courses, eq(courses.id, substituteCodes.courseId))
        .where(
          and(
            eq(substituteCodes.code, normaliseTypedCode(input.code)),
            gt(substituteCodes.expiresAt, sql`${now.toISOString()}::timestamptz`),
          ),
        );
      if (!code) return refuse('NOT_FOUND', 'code', substituteText.t('unknownCode'));
      await giveTryBack(db, triesKey(address));
      const token = newSubstituteToken();
      // The code's row may go between the read and this insert (its teacher ending it): the
      // foreign key then refuses the session, as the code is no more.
      const inserted = await queryRows<{ code_id: string }>(
        db,
        sql`insert into substitute_sessions (token_hash, code_id, name, created_at)
            select ${hashSessionToken(token)}, id, ${input.name}, ${now.toISOString()}::timestamptz
            from substitute_codes where id = ${code.id}
            returning code_id`,
      );
      if (inserted.length === 0) return refuse('NOT_FOUND', 'code', substituteText.t('unknownCode'));
      const seen = await view({ ...code, name: input.name });
      if (!seen) return refuse('NOT_FOUND', 'code', substituteText.t('unknownCode'));
      return ok({ token, ...seen });
    },

    /** The session as it stands, for the `/sub` page after a reload. */
    async read(actor: Actor): Promise<Outcome<Omit<TSubstituteSession, 'token'>>> {
      if (actor.substitute === null || !actor.courseId) return notFound('session');
      const [seat] = await db
        .select({ expiresAt: substituteCodes.expiresAt })
        .from(substituteSessions)
        .innerJoin(substituteCodes, eq(substituteCodes.id, substituteSessions.codeId))
        .where(eq(substituteSessions.tokenHash, actor.sessionTokenHash));
      if (!seat) return notFound('session');
      const seen = await view({ ...seat, courseId: actor.courseId, teacherId: actor.id, name: actor.substitute });
      return seen ? ok(seen) : notFound('session');
    },

    /** The substitute leaves: this session ends, the code stays for whoever else holds it. */
    async leave(actor: Actor): Promise<Outcome<undefined>> {
      if (actor.substitute === null) return notFound('session');
      await db.delete(substituteSessions).where(eq(substituteSessions.tokenHash, actor.sessionTokenHash));
      return ok(undefined);
    },
  };
}
export type SubstituteSessionsService = ReturnType<typeof createSubstituteSessionsService>;
