import { eq } from 'drizzle-orm';
import type * as zod from 'zod';
import {
  SONG_APPROVAL_CONDITIONS,
  SONG_REJECTION_REASONS,
  type TPlaylistRemoval,
  type TSong,
  type ZSongUpdate,
} from '../../../shared/songs';
import { inEnglish, type TStoredText, wordingOf } from '../../i18n/stored-text';
import type { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { courses, songRequests } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { isPrimeActive, type LockedStudent, lockStudent } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import type { SongOnPlaylist, TakeOffPlaylist } from '../jukebox';
import { type NewNotification, notify } from '../notifications';
import type { SettingsService } from '../settings';
import { listedDescription, message, notAllowed, quoted, refundNote, type SongRecord, text } from './song-messages';
import { chargeStudent, refundRemover, refundRequester } from './song-payments';
import { lockSong, presentSong, selectSongs, studentRow } from './songs.queries';
import { songsInReachOf } from './songs-in-reach';

type UpdateInput = zod.infer<typeof ZSongUpdate>['song'];

/** A decision's description: its English and message when from the app's list, else the teacher's words as written. */
const described = (description: string, listed: TStoredText | null) =>
  listed
    ? { statusDescription: inEnglish(listed), wording: wordingOf({ statusDescription: listed }) }
    : { statusDescription: description, wording: null };

/**
 * What happens to a song after it is requested (P19, P29, P35): a student asks for an approved
 * song's removal, paying for it; the teacher approves or rejects a request, removes a song or keeps
 * it. Each holds the song's row lock, its students locked first (LOCK-ORDER.md).
 */
export function createSongDecisions(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  /** Takes a removed song off its course's Spotify playlist (the jukebox's), with nothing held open. */
  takeOffPlaylist: TakeOffPlaylist,
) {
  async function presentOne(tx: Tx, id: string, viewer: Actor): Promise<Outcome<TSong>> {
    const [row] = await selectSongs(tx, eq(songRequests.id, id));
    return row ? ok(presentSong(row, viewer)) : notFound('song');
  }

  /** A student asks for an approved song of their class to be removed, paying the removal price. */
  async function requestRemoval(
    tx: Tx,
    actor: Actor,
    song: SongRecord,
    input: UpdateInput,
  ): Promise<Outcome<undefined>> {
    if (input.status !== 'pendingRemoval' || song.status !== 'approved') return notAllowed(song.status, input.status);
    const classSettings = await settings.stored(song.teacherId, tx);
    if (!classSettings.songs.removals.enabled) {
      return refuse('FORBIDDEN', 'songRemoval', text('removalsOff'));
    }
    const student: LockedStudent | null = await lockStudent(tx, actor.id);
    if (!student) return notFound('student');
    const now = clock.now();
    // P29: with Prime's song-removal option on, removals are for Prime students only.
    if (classSettings.prime.enabled && classSettings.prime.songRemovalEnabled && !isPrimeActive(student, now)) {
      return refuse('FORBIDDEN', 'songRemoval', text('availableWithPrime'));
    }
    const cost = classSettings.songs.removals.purchaseAmount;
    const charge = { source: 'songRemoval', cost, now } as const;
    const charged = await chargeStudent(tx, actor, student, song, charge, classSettings.scoreConverter);
    if (!charged.ok) return charged;
    await tx
      .update(songRequests)
      .set({
        status: 'pendingRemoval',
        ...described('', null),
        removalRequestedBy: actor.id,
        removalCost: cost,
        updatedAt: now,
      })
      .where(eq(songRequests.id, song.id));
    await publish(tx, { to: { course: song.courseId }, event: 'songs' });
    const remover = await studentRow(tx, actor);
    await notify(tx, [
      {
        userId: song.teacherId,
        type: 'info',
        title: message('removalRequestedTitle'),
        content: message('removalRequested', {
          student: remover ? `${remover.firstName} ${remover.lastName}` : message('aStudent'),
          song: quoted(song),
        }),
      },
    ]);
    return ok(undefined);
  }

  /** The teacher's decisions: approve or reject a request; remove a song or keep it (P19, P29, P35). */
  async function decide(tx: Tx, actor: Actor, song: SongRecord, input: UpdateInput): Promise<Outcome<undefined>> {
    const now = clock.now();
    const description = input.statusDescription;
    const notices: NewNotification[] = [];
    let changes: Partial<typeof songRequests.$inferInsert>;

    if (song.status === 'pendingApproval' && input.status === 'approved') {
      const condition = listedDescription(SONG_APPROVAL_CONDITIONS, description);
      changes = { status: 'approved', ...described(description, condition), spotifyTrackUri: input.trackUri ?? null };
      notices.push({
        userId: song.studentId,
        type: 'success',
        title: message('approvedTitle'),
        content: description
          ? message('approvedWith', { song: quoted(song), description: condition ?? description })
          : message('approved', { song: quoted(song) }),
      });
    } else if (song.status === 'pendingApproval' && input.status === 'rejected') {
      const reason = listedDescription(SONG_REJECTION_REASONS, description);
      changes = { status: 'rejected', ...described(description, reason) };
      const refunded = await refundRequester(tx, actor, song, song.cost, 'song', message('whyRejected'));
      const refund = refundNote(refunded);
      notices.push({
        userId: song.studentId,
        type: 'warning',
        title: message('rejectedTitle'),
        content: description
          ? message('rejectedWith', { song: quoted(song), description: reason ?? description, refund })
          : message('rejected', { song: quoted(song), refund }),
      });
    } else if (song.status === 'pendingRemoval' && input.status === 'removed') {
      const classSettings = await settings.stored(song.teacherId, tx);
      // P29: the original requester gets the refund amount whenever removals are enabled.
      const amount = classSettings.songs.removals.enabled ? classSettings.songs.removals.refundAmount : 0;
      const remover = song.removalRequestedBy
        ? await studentRow(tx, { id: song.removalRequestedBy, courseId: null })
        : undefined;
      // Kept in English; each reader reads who paid in their own language (songs.queries.ts, presentSong).
      const removedBy = remover ? `${remover.firstName} ${remover.lastName}` : inEnglish(message('formerStudent'));
      const paidBy = inEnglish(message('removalPaidBy', { name: removedBy }));
      changes = { status: 'removed', removedBy, statusDescription: paidBy, wording: null };
      const refunded = await refundRequester(tx, actor, song, amount, 'songRemoval', message('whyRemoved'));
      notices.push({
        userId: song.studentId,
        type: 'info',
        title: message('removedTitle'),
        content: message('removed', { song: quoted(song), refund: refundNote(refunded) }),
      });
    } else if (song.status === 'pendingRemoval' && input.status === 'approved') {
      changes = { status: 'approved', ...described(description, null), removalRequestedBy: null, removalCost: 0 };
      const refunded = await refundRemover(tx, actor, song, message('whyDeclined'));
      if (song.removalRequestedBy) {
        notices.push({
          userId: song.removalRequestedBy,
          type: 'info',
          title: message('declinedTitle'),
          content: message('declined', { song: quoted(song), refund: refundNote(refunded) }),
        });
      }
    } else {
      return notAllowed(song.status, input.status);
    }
    await tx
      .update(songRequests)
      .set({ ...changes, updatedAt: now })
      .where(eq(songRequests.id, song.id));
    await publish(tx, { to: { course: song.courseId }, event: 'songs' });
    await notify(tx, notices);
    return ok(undefined);
  }

  /** A song on its course's Spotify playlist that the teacher's decision just removed; null otherwise. */
  async function playlistOfRemoval(
    tx: Tx,
    actor: Actor,
    song: SongRecord,
    input: UpdateInput,
  ): Promise<SongOnPlaylist | null> {
    if (actor.role !== 'teacher' || input.status !== 'removed') return null;
    const [course] = await tx
      .select({ playlistId: courses.playlistId })
      .from(courses)
      .where(eq(courses.id, song.courseId));
    if (!course?.playlistId) return null;
    const { teacherId, spotifyTrackUri: trackUri, title, artist } = song;
    return { teacherId, playlistId: course.playlistId, trackUri, title, artist };
  }

  /** The change itself, in one transaction with its locks; Spotify is asked by the caller after it. */
  function decideInTransaction(
    actor: Actor,
    id: string,
    input: UpdateInput,
  ): Promise<Outcome<{ song: TSong; onPlaylist: SongOnPlaylist | null }>> {
    if (!isUuid(id)) return Promise.resolve(notFound('song'));
    return runInTransaction(db, async (tx) => {
      let song: SongRecord | undefined;
      if (actor.role === 'student') {
        // The student first (they may pay for a removal), then the song (LOCK-ORDER.md).
        if (!(await lockStudent(tx, actor.id))) return notFound('song');
        const me = await studentRow(tx, actor);
        if (!me?.courseId) return notFound('song');
        song = await lockSong(tx, id, eq(songRequests.courseId, me.courseId), true);
      } else {
        song = await lockSong(tx, id, songsInReachOf(actor));
      }
      if (!song) return notFound('song');
      const changed =
        actor.role === 'student' ? await requestRemoval(tx, actor, song, input) : await decide(tx, actor, song, input);
      if (!changed.ok) return changed;
      const presented = await presentOne(tx, song.id, actor);
      if (!presented.ok) return presented;
      return ok({ song: presented.value, onPlaylist: await playlistOfRemoval(tx, actor, song, input) });
    });
  }

  return {
    /**
     * A student's removal request or the teacher's decision. Removing a song on its course's
     * Spotify playlist takes it off there once the removal is committed, with no transaction open
     * while Spotify answers; a refusal doesn't undo the decision, it tells the teacher what to do
     * in Spotify (docs/decisions.md, "A removed song and the Spotify playlist").
     */
    async update(
      actor: Actor,
      id: string,
      input: UpdateInput,
    ): Promise<Outcome<{ song: TSong; spotify?: TPlaylistRemoval }>> {
      const decided = await decideInTransaction(actor, id, input);
      if (!decided.ok) return decided;
      const { song, onPlaylist } = decided.value;
      return ok(onPlaylist ? { song, spotify: await takeOffPlaylist(onPlaylist) } : { song });
    },
  };
}
