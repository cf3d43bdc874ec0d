import type { SQL } from 'drizzle-orm';
import { inReachOf } from '../../common/economy-scope';
import { purchases } from '../../db/schema';
import type { Actor } from '../../http/actor';

/**
 * The orders a staff request reaches: the teacher's, or a co-teacher's of the students enrolled in
 * the course shared with them (P60). An order names no course, only its student.
 */
export function ordersInReachOf(actor: Actor): SQL {
  return inReachOf(actor, purchases.teacherId, purchases.studentId);
}
