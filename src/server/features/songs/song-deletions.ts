import { and, eq, inArray, or } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { songRequests } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { lockStudentsById } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { recordAudit } from '../audit';
import { type NewNotification, notify } from '../notifications';
import { message, quoted, refundNote } from './song-messages';
import { closeRemovalOfDeletedSong, refundRequester } from './song-payments';
import { lockSong } from './songs.queries';
import { songsInReachOf } from './songs-in-reach';

/** Songs that go: the teacher deletes one, or the students they name are deleted; what was paid into them is settled. */
export function createSongDeletions(db: Db, clock: Clock) {
  return {
    /**
     * Before students are deleted (one, or a course's): what classmates paid into their songs is
     * settled as deleting the song would (issue 27). A classmate's pending removal of a departing
     * student's song is refunded and told; a departing student's own pending removal of a
     * classmate's song is withdrawn, the song approved again (its payer and their points leave with
     * them). The caller holds the departing students' locks; the songs are locked here, after them.
     */
    async settleDeparture(tx: Tx, actor: Actor, studentIds: readonly string[]): Promise<void> {
      if (studentIds.length === 0) return;
      const departing = new Set(studentIds);
      const pendingRemovals = and(
        eq(songRequests.status, 'pendingRemoval'),
        or(inArray(songRequests.studentId, studentIds), inArray(songRequests.removalRequestedBy, studentIds)),
      );
      // The classmates to refund, locked before the songs (students before items, LOCK-ORDER.md).
      const removers = await tx
        .select({ id: songRequests.removalRequestedBy })
        .from(songRequests)
        .where(pendingRemovals);
      await lockStudentsById(
        tx,
        removers.map((r) => r.id).filter((id) => id !== null && !departing.has(id)),
      );
      const touched = await tx
        .select()
        .from(songRequests)
        .where(pendingRemovals)
        .orderBy(songRequests.id)
        .for('update');
      const notices: NewNotification[] = [];
      for (const song of touched) {
        if (song.removalRequestedBy && departing.has(song.removalRequestedBy)) {
          if (departing.has(song.studentId)) continue;
          await tx
            .update(songRequests)
            .set({ status: 'approved', removalRequestedBy: null, removalCost: 0, updatedAt: clock.now() })
            .where(eq(songRequests.id, song.id));
        } else if (song.removalRequestedBy) {
          notices.push(await closeRemovalOfDeletedSong(tx, actor, song, song.removalRequestedBy, true));
        }
        await publish(tx, { to: { course: song.courseId }, event: 'songs' });
      }
      await notify(tx, notices);
    },

    /** The teacher deletes a song; a pending request (or removal request) is refunded first. */
    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('song');
      return runInTransaction(db, async (tx) => {
        const song = await lockSong(tx, id, songsInReachOf(actor));
        if (!song) return notFound('song');
        const notices: NewNotification[] = [];
        if (song.status === 'pendingApproval') {
          const refunded = await refundRequester(tx, actor, song, song.cost, 'song', message('whyRequestDeleted'));
          notices.push({
            userId: song.studentId,
            type: 'info',
            title: message('deletedTitle'),
            content: message('deleted', { song: quoted(song), refund: refundNote(refunded) }),
          });
        } else if (song.status === 'pendingRemoval' && song.removalRequestedBy) {
          notices.push(await closeRemovalOfDeletedSong(tx, actor, song, song.removalRequestedBy));
        }
        await tx.delete(songRequests).where(eq(songRequests.id, song.id));
        await publish(tx, { to: { course: song.courseId }, event: 'songs' });
        await notify(tx, notices);
        await recordAudit(tx, {
          teacherId: song.teacherId,
          actorId: actor.personId,
          studentId: song.studentId,
          entity: 'song',
          entityId: song.id,
          action: 'delete',
          before: { title: song.title, artist: song.artist, status: song.status, cost: song.cost },
        });
        return ok(undefined);
      });
    },
  };
}
