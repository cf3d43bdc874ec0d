import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCoTeachers } from '../db/co-teaching-schema';
import { courses } from '../db/schema';
import type { CoTaughtCourse } from '../http/actor';

/**
 * The course another teacher shared with this teacher (P60), with whose economy it is, or null
 * when it is not shared with them. Read for each request that names a course, so taking a
 * co-teacher off is refused at their very next request, on every instance.
 */
export async function sharedCourseOf(db: Db, coTeacherId: string, courseId: string): Promise<CoTaughtCourse | null> {
  const [row] = await db
    .select({ courseId: courseCoTeachers.courseId, teacherId: courses.teacherId })
    .from(courseCoTeachers)
    .innerJoin(courses, eq(courses.id, courseCoTeachers.courseId))
    .where(and(eq(courseCoTeachers.courseId, courseId), eq(courseCoTeachers.coTeacherId, coTeacherId)));
  return row ?? null;
}
