import { eq } from 'drizzle-orm';
import type { TSong } from '../../../shared/songs';
import type { Db } from '../../db/client';
import { songRequests } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { presentSong, selectSongs, studentRow } from './songs.queries';
import { songsInReachOf } from './songs-in-reach';

/** What the song pages read: the student's class playlist, the teacher's songs of every course. */
export function createSongReads(db: Db) {
  return {
    /** The class playlist of the student's course, newest first. */
    async listForStudent(actor: Actor): Promise<TSong[]> {
      const me = await studentRow(db, actor);
      if (!me?.courseId) return [];
      const rows = await selectSongs(db, eq(songRequests.courseId, me.courseId));
      return rows.map((row) => presentSong(row, actor));
    },

    /** Every song of the teacher's courses, by period, newest first within one. */
    async listForTeacher(actor: Actor): Promise<TSong[]> {
      const rows = await selectSongs(db, songsInReachOf(actor), true);
      return rows.map((row) => presentSong(row, actor));
    },
  };
}
