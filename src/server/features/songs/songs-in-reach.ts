import type { SQL } from 'drizzle-orm';
import { courseRowsInReachOf } from '../../common/economy-scope';
import { songRequests } from '../../db/schema';
import type { Actor } from '../../http/actor';

/**
 * The song requests a staff request reaches: the teacher's, or a co-teacher's of the course shared
 * with them (P60), never another of the teacher's courses.
 */
export function songsInReachOf(actor: Actor): SQL {
  return courseRowsInReachOf(actor, songRequests.teacherId, songRequests.courseId);
}
