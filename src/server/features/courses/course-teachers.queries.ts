import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TCourseTeacher } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { courseCoTeachers } from '../../db/co-teaching-schema';
import { courses, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** Each course's own teacher and its co-teachers (P60), by course id; co-teachers by last name. */
export async function readCourseTeachers(
  db: Db | Tx,
  courseIds: readonly string[],
): Promise<Map<string, { teacher: TCourseTeacher; coTeachers: TCourseTeacher[] }>> {
  const byCourse = new Map<string, { teacher: TCourseTeacher; coTeachers: TCourseTeacher[] }>();
  if (courseIds.length === 0) return byCourse;
  const named = { username: users.username, title: users.title, lastName: users.lastName };
  const [owners, coTeachers] = await Promise.all([
    db
      .select({ courseId: courses.id, ...named })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.teacherId))
      .where(inArray(courses.id, [...courseIds])),
    db
      .select({ courseId: courseCoTeachers.courseId, ...named })
      .from(courseCoTeachers)
      .innerJoin(users, eq(users.id, courseCoTeachers.coTeacherId))
      .where(inArray(courseCoTeachers.courseId, [...courseIds]))
      .orderBy(sql`lower(${users.lastName})`, asc(users.username)),
  ]);
  for (const { courseId, ...teacher } of owners) byCourse.set(courseId, { teacher, coTeachers: [] });
  for (const { courseId, ...coTeacher } of coTeachers) byCourse.get(courseId)?.coTeachers.push(coTeacher);
  return byCourse;
}
