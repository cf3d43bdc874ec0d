import type { SQL } from 'drizzle-orm';
import { courseRowsInReachOf } from '../../common/economy-scope';
import { hallpasses } from '../../db/hall-schema';
import type { Actor } from '../../http/actor';

/**
 * The passes a staff request reaches: the teacher's, or a co-teacher's of the course shared with
 * them (P60), never another of the teacher's courses.
 */
export function passesInReachOf(actor: Actor): SQL {
  return courseRowsInReachOf(actor, hallpasses.teacherId, hallpasses.courseId);
}

/**
 * The course a staff request about passes is about: the one it asks for (or none, for all the
 * teacher's); a co-teacher's is always the shared course, and asking for another is asking for
 * something not found (`outside`).
 */
export function courseAskedBy(actor: Actor, asked: string | undefined): string | undefined | 'outside' {
  if (!actor.coTeaching) return asked;
  if (asked !== undefined && asked !== actor.courseId) return 'outside';
  return actor.courseId ?? 'outside';
}
