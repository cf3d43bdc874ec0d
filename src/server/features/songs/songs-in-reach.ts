import { and, eq, type SQL, sql } from 'drizzle-orm';
import { songRequests } from '../../db/schema';
import type { Actor } from '../../http/actor';

/**
 * The song requests a staff request reaches: the teacher's, or a co-teacher's of the course shared
 * with them (P60), never another of the teacher's courses.
 */
export function songsInReachOf(actor: Actor): SQL {
  const ofTeacher = eq(songRequests.teacherId, actor.id);
  if (!actor.coTeaching) return ofTeacher;
  return actor.courseId ? and(ofTeacher, eq(songRequests.courseId, actor.courseId))! : sql`false`;
}
