import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { substituteCodes, substituteSessions } from '../db/co-teaching-schema';
import { courses } from '../db/schema';

/** A substitute's session as a request finds it (P60): their course, its teacher, their name, its end. */
export interface SubstituteSeat {
  courseId: string;
  /** The course's teacher, whose economy it is and who made the code. */
  teacherId: string;
  name: string;
  expiresAt: Date;
  tokenHash: string;
}

/**
 * The substitute session behind a token's hash, or null when there is none, its code was ended or
 * it has expired: one query for each request, so ending a code or reaching its end refuses the
 * very next request, on every instance.
 */
export async function substituteSeatOf(db: Db, tokenHash: string, now: Date): Promise<SubstituteSeat | null> {
  const [row] = await db
    .select({
      courseId: substituteCodes.courseId,
      teacherId: courses.teacherId,
      name: substituteSessions.name,
      expiresAt: substituteCodes.expiresAt,
    })
    .from(substituteSessions)
    .innerJoin(substituteCodes, eq(substituteCodes.id, substituteSessions.codeId))
    .innerJoin(courses, eq(courses.id, substituteCodes.courseId))
    .where(
      and(
        eq(substituteSessions.tokenHash, tokenHash),
        gt(substituteCodes.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    );
  return row ? { ...row, tokenHash } : null;
}
