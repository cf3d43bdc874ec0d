import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TSubstituteCode } from '../../../shared/substitutes';
import { formatTypedCode, normaliseTypedCode } from '../../../shared/typed-codes';
import { newTypedCode } from '../../common/typed-codes';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { substituteCodes, substituteSessions } from '../../db/co-teaching-schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { auditedBy, recordAudit } from '../audit';
import type { CoursesService } from '../courses';

/** What substitutes need of the courses feature: a teacher's course, and how it is shown. */
export type OwnCourses = Pick<CoursesService, 'findOwnCourse' | 'findOwnCourseById' | 'one'>;

const HOUR_MS = 3_600_000;

/**
 * P60: the course's teacher makes codes for substitutes, sees who uses them, and ends them. A code
 * opens sessions until it expires; ending it (deleting its row) ends them at their next request.
 */
export function createSubstituteCodesService(db: Db, clock: Clock, ownCourses: OwnCourses) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  async function present(rows: Array<{ id: string; code: string; expiresAt: Date }>): Promise<TSubstituteCode[]> {
    if (rows.length === 0) return [];
    const seats = await db
      .select({
        codeId: substituteSessions.codeId,
        name: substituteSessions.name,
        startedAt: substituteSessions.createdAt,
      })
      .from(substituteSessions)
      .where(
        inArray(
          substituteSessions.codeId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(substituteSessions.createdAt));
    return rows.map((row) => ({
      code: formatTypedCode(row.code),
      expiresAt: row.expiresAt.toISOString(),
      substitutes: seats
        .filter((s) => s.codeId === row.id)
        .map((s) => ({ name: s.name, startedAt: s.startedAt.toISOString() })),
    }));
  }

  return {
    /** A code for one of the actor's courses, lasting `hours`; the course's expired codes go. */
    async make(actor: Actor, slug: string, hours: number): Promise<Outcome<TSubstituteCode>> {
      const course = await ownCourses.findOwnCourse(actor.id, slug);
      if (!course) return notFound('course');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
      const made = await runInTransaction(db, async (tx) => {
        await tx
          .delete(substituteCodes)
          .where(and(eq(substituteCodes.courseId, course.id), lte(substituteCodes.expiresAt, at(now))));
        // About 49 bits: a clash with a live code is all but impossible, and then another is drawn.
        for (;;) {
          const [row] = await tx
            .insert(substituteCodes)
            .values({ courseId: course.id, code: newTypedCode(), expiresAt, createdAt: now })
            .onConflictDoNothing()
            .returning();
          if (!row) continue;
          await recordAudit(tx, {
            teacherId: actor.id,
            ...auditedBy(actor),
            entity: 'course',
            entityId: course.id,
            action: 'update',
            after: { substituteCode: { expiresAt: expiresAt.toISOString() } },
          });
          return ok(row);
        }
      });
      if (!made.ok) return made;
      const [presented] = await present([made.value]);
      return presented ? ok(presented) : notFound('code');
    },

    /** The course's codes that have not expired, soonest ending first, with who is using each. */
    async list(actor: Actor, slug: string): Promise<Outcome<TSubstituteCode[]>> {
      const course = await ownCourses.findOwnCourse(actor.id, slug);
      if (!course) return notFound('course');
      const rows = await db
        .select({ id: substituteCodes.id, code: substituteCodes.code, expiresAt: substituteCodes.expiresAt })
        .from(substituteCodes)
        .where(and(eq(substituteCodes.courseId, course.id), gt(substituteCodes.expiresAt, at(clock.now()))))
        .orderBy(asc(substituteCodes.expiresAt));
      return ok(await present(rows));
    },

    /** Ends a code of the course at once, with every session opened with it. */
    async end(actor: Actor, slug: string, code: string): Promise<Outcome<undefined>> {
      const course = await ownCourses.findOwnCourse(actor.id, slug);
      if (!course) return notFound('course');
      const ended = await db
        .delete(substituteCodes)
        .where(and(eq(substituteCodes.courseId, course.id), eq(substituteCodes.code, normaliseTypedCode(code))))
        .returning({ id: substituteCodes.id });
      return ended.length > 0 ? ok(undefined) : notFound('code');
    },
  };
}
export type SubstituteCodesService = ReturnType<typeof createSubstituteCodesService>;
