import { and, eq, type SQL, sql } from 'drizzle-orm';
import { purchases } from '../../db/schema';
import type { Actor } from '../../http/actor';

/**
 * The orders a staff request reaches: the teacher's, or a co-teacher's of the students enrolled in
 * the course shared with them (P60). An order names no course, only its student.
 */
export function ordersInReachOf(actor: Actor): SQL {
  const ofTeacher = eq(purchases.teacherId, actor.id);
  if (!actor.coTeaching) return ofTeacher;
  if (!actor.courseId) return sql`false`;
  return and(
    ofTeacher,
    sql`exists (select 1 from enrollments e where e.account_id = ${purchases.studentId} and e.course_id = ${actor.courseId})`,
  )!;
}
