import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCoTeachers } from '../db/co-teaching-schema';
import { courses } from '../db/schema';
import type { CoTaughtCourse } from '../http/actor';

/**
 * A course a teacher's request names: their own (`'own'`), one another teacher shared with them
 * (P60: with whose economy it is), or null when it is neither. Read for each request that names a
 * course, in one query, so taking a co-teacher off is refused at their very next request, on every
 * instance.
 */
export async function courseNamedBy(
  db: Db,
  teacherId: string,
  courseId: string,
): Promise<CoTaughtCourse | 'own' | null> {
  const [row] = await db
    .select({
      teacherId: courses.teacherId,
      shared: sql<boolean>`exists (select 1 from ${courseCoTeachers} where ${courseCoTeachers.courseId} = ${courses.id} and ${courseCoTeachers.coTeacherId} = ${teacherId})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!row) return null;
  if (row.teacherId === teacherId) return 'own';
  return row.shared ? { courseId, teacherId: row.teacherId } : null;
}

/** Whether the course is still shared with this teacher (an open live stream asks now and then). */
export async function isSharedWith(db: Db, coTeacherId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ courseId: courseCoTeachers.courseId })
    .from(courseCoTeachers)
    .where(and(eq(courseCoTeachers.courseId, courseId), eq(courseCoTeachers.coTeacherId, coTeacherId)));
  return row !== undefined;
}
