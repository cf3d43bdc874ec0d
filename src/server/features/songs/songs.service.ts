import { storedText, type TStoredText, type TStoredValues } from '../../i18n/stored-text';
import { createHash } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type * as zod from 'zod';
import { songRequestPrice } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import { isAnonymousSongsLocked } from '../../../shared/prime-rules';
import type { TLanguage } from '../../../shared/i18n/languages';
import type { TSettings } from '../../../shared/settings';
import type { TPlaylistRemoval, TSong, TSongStatus, ZSongCreate, ZSongUpdate } from '../../../shared/songs';
import type { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { courses, songRequests, studentAccounts, users } from '../../db/schema';
import { courseOfAccount } from '../../common/students.queries';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import {
  isPrimeActive,
  type LockedStudent,
  lockStudent,
  lockStudentsById,
  lockWithItsStudents,
  refund,
  spend,
} from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, type Refused } from '../../outcome';
import { recordAudit } from '../audit';
import type { SongOnPlaylist, TakeOffPlaylist } from '../jukebox';
import { type NewNotification, notify } from '../notifications';
import type { SettingsService } from '../settings';
import { hasLiveDuplicate, presentSong, selectSongs, usedRefundKeys } from './songs.queries';
import { serverSongsText } from './texts';

type CreateInput = zod.infer<typeof ZSongCreate>['song'];
type UpdateInput = zod.infer<typeof ZSongUpdate>['song'];
type SongRecord = typeof songRequests.$inferSelect;

/** What the teacher's e-mail about a new request needs (P23), read inside the request's transaction. */
export interface SongNotice {
  notifications: TSettings['notifications'];
  /** The teacher's language (P51): the e-mail is written in it; null reads as English. */
  teacherLanguage: TLanguage | null;
  studentName: string;
  title: string;
  artist: string;
}

const text = serverSongsText.t;
/** A notification's message, read in its reader's language when they read it (P51). */
const message = (key: Parameters<typeof text>[0], values?: TStoredValues) => storedText(serverSongsText, key, values);

/** The ledger's entry types (P19): keys the ledger names, stored as they are. */
const SONG_TYPE = 'Song';
const SONG_REMOVAL_TYPE = 'Song Removal';

/** The language a person chose (P51), null when they chose none (English for an e-mail). */
async function languageOf(reader: Db | Tx, userId: string): Promise<TLanguage | null> {
  const [row] = await reader.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

const shortOfFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'insufficientFunds', text('insufficientFunds', { points: formatPoints(balance) }));

const quoted = (song: Pick<SongRecord, 'title' | 'artist'>) =>
  message('quoted', { title: song.title, artist: song.artist });
const refundNote = (amount: number) => (amount > 0 ? message('refunded', { points: formatPoints(amount) }) : '');
/** A refund's ledger line: why, and the song. */
const refundLine = (why: TStoredText, song: Pick<SongRecord, 'title' | 'artist'>) =>
  message('ledgerRefund', { why, title: song.title, artist: song.artist });

/**
 * The refund key of a removal request's charge. Each removal request of a song (a song may be
 * removal-requested, kept, and removal-requested again) gets its own key, derived from the song id
 * and the request's number (a UUIDv5-shaped SHA-1 hash), so `refund`'s once-per-key rule returns
 * each removal charge at most once, and never collides with the requester's refund (the song id).
 */
export function removalRefundKey(songId: string, attempt: number): string {
  const hex = createHash('sha1').update(`${songId.toLowerCase()}:removal:${attempt}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Song requests (P19, P29, P35, P39): charged when requested, refunded once when rejected or
 * deleted while pending; removal requests charge the remover, and are refunded to them when the
 * teacher keeps the song. Every state change holds the song's row lock.
 */
export function createSongsService(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  onSongRequest: (notice: SongNotice) => void,
  /** Takes a removed song off its course's Spotify playlist (the jukebox's), with nothing held open. */
  takeOffPlaylist: TakeOffPlaylist,
) {
  /** A student acting in a class (P40): their account's teacher and course, and the person's names and preference. */
  async function studentRow(reader: Db | Tx, actor: Pick<Actor, 'id' | 'courseId'>) {
    const [row] = await reader
      .select({
        teacherId: studentAccounts.teacherId,
        firstName: users.firstName,
        lastName: users.lastName,
        anonymousSongs: users.anonymousSongs,
      })
      .from(studentAccounts)
      .innerJoin(users, eq(users.id, studentAccounts.personId))
      .where(eq(studentAccounts.id, actor.id));
    return row && { ...row, courseId: await courseOfAccount(reader, actor.id, actor.courseId) };
  }

  async function presentOne(tx: Tx, id: string, viewer: Actor): Promise<Outcome<TSong>> {
    const [row] = await selectSongs(tx, eq(songRequests.id, id));
    return row ? ok(presentSong(row, viewer)) : notFound('song');
  }

  /** The next unused removal refund key of a song; the caller holds the song's row lock. */
  async function nextRemovalKey(tx: Tx, songId: string): Promise<string> {
    for (let start = 1; ; start += 10) {
      const keys = Array.from({ length: 10 }, (_, i) => removalRefundKey(songId, start + i));
      const used = await usedRefundKeys(tx, keys);
      const free = keys.find((k) => !used.has(k));
      if (free) return free;
    }
  }

  /** Gives the remover back what their removal request cost (once per removal request). */
  async function refundRemover(tx: Tx, actor: Actor, song: SongRecord, why: TStoredText): Promise<number> {
    if (!song.removalRequestedBy || song.removalCost <= 0) return 0;
    const made = await refund(tx, {
      teacherId: song.teacherId,
      studentId: song.removalRequestedBy,
      source: 'songRemoval',
      refundOf: await nextRemovalKey(tx, song.id),
      amount: song.removalCost,
      description: refundLine(why, song),
      typeTitle: SONG_REMOVAL_TYPE,
      createdBy: actor.personId,
    });
    return made ? song.removalCost : 0;
  }

  /** A song with a pending removal goes: the remover gets their points back, and is told. */
  async function closeRemovalOfDeletedSong(
    tx: Tx,
    actor: Actor,
    song: SongRecord,
    remover: string,
  ): Promise<NewNotification> {
    const refunded = await refundRemover(tx, actor, song, message('whyDeleted'));
    return {
      userId: remover,
      type: 'info',
      title: message('removalClosedTitle'),
      content: message('removalClosed', { song: quoted(song), refund: refundNote(refunded) }),
    };
  }

  /** Gives the requester back `amount` for their song (the song id is the key: at most one such refund). */
  async function refundRequester(
    tx: Tx,
    actor: Actor,
    song: SongRecord,
    amount: number,
    source: 'song' | 'songRemoval',
    why: TStoredText,
  ): Promise<number> {
    const made = await refund(tx, {
      teacherId: song.teacherId,
      studentId: song.studentId,
      source,
      refundOf: song.id,
      amount,
      description: refundLine(why, song),
      typeTitle: SONG_TYPE,
      createdBy: actor.personId,
    });
    return made ? amount : 0;
  }

  /**
   * A song with its requester and remover locked first (a decision refunds or tells them; the
   * kernel's lock order, LOCK-ORDER.md). A student asking for a removal locks only themselves
   * first: nothing is written about the requester, and locking a classmate too could cross another
   * student's removal of one of theirs.
   */
  async function lockSong(tx: Tx, id: string, scope: ReturnType<typeof eq>, byStudent = false) {
    const where = and(eq(songRequests.id, id), scope);
    if (byStudent) return (await tx.select().from(songRequests).where(where).for('update'))[0];
    return lockWithItsStudents(tx, {
      peek: async () => (await tx.select().from(songRequests).where(where))[0],
      lock: async () => (await tx.select().from(songRequests).where(where).for('update'))[0],
      studentsOf: (song) => [song.studentId, song.removalRequestedBy],
    });
  }

  // Mostly two people acting on one song at once (two removal requests, two teacher tabs): said in
  // words a child reads, with the reassurance that the refusal moved no points.
  const notAllowed = (from: TSongStatus, to: TSongStatus) =>
    refuse('CONFLICT', 'status', from === to ? text('alreadyStatus', { from }) : text('cannotChange', { from, to }));

  async function requestInTransaction(
    tx: Tx,
    actor: Actor,
    input: CreateInput,
  ): Promise<Outcome<{ id: string; notice: SongNotice }>> {
    // The student's lock first: their course can't change under us (a move updates their row), and
    // every path that takes both takes the student before the course.
    const student = await lockStudent(tx, actor.id);
    const me = await studentRow(tx, actor);
    if (!student || !me?.teacherId) return notFound('student');
    const classSettings = await settings.stored(me.teacherId, tx);
    if (!classSettings.songs.requests.enabled) {
      return refuse('FORBIDDEN', 'song', text('requestsOff'));
    }
    if (!me.courseId) return refuse('FORBIDDEN', 'course', text('mustBeInCourse'));
    // The course's row lock makes the duplicate check and the insert one step per course. NO KEY
    // UPDATE conflicts with itself but not with the key-share locks of foreign keys to the course.
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, me.courseId), eq(courses.teacherId, me.teacherId)))
      .for('no key update');
    if (!course) return refuse('FORBIDDEN', 'course', text('mustBeInCourse'));
    if (
      classSettings.songs.requests.preventDuplicates &&
      (await hasLiveDuplicate(tx, course.id, input.title, input.artist))
    ) {
      return refuse('CONFLICT', 'song', text('duplicate'));
    }
    const now = clock.now();
    const prime = isPrimeActive(student, now);
    const cost = songRequestPrice(classSettings, prime);
    // Anonymity is fixed now (P39): the preference, when the class allows it and Prime doesn't lock it.
    const anonymous =
      me.anonymousSongs && classSettings.songs.requests.allowAnonymous && !isAnonymousSongsLocked(classSettings, prime);
    const charged = await spend(
      tx,
      student,
      cost,
      {
        source: 'song',
        description: message('ledgerRequest', { title: input.title, artist: input.artist }),
        typeTitle: SONG_TYPE,
        createdBy: actor.personId,
        createdAt: now,
      },
      { by: 'student', belowZeroAllowed: false, converter: classSettings.scoreConverter, shortOfFunds },
    );
    if (!charged.ok) return charged;
    const [song] = await tx
      .insert(songRequests)
      .values({
        teacherId: me.teacherId,
        courseId: course.id,
        studentId: actor.id,
        title: input.title,
        artist: input.artist,
        anonymous,
        cost,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: songRequests.id });
    if (!song) throw new Error('song insert returned nothing');
    // The class playlist and the teacher's queue refresh when this commits (P38).
    await publish(tx, { to: { course: course.id }, event: 'songs' });
    const studentName = `${me.firstName} ${me.lastName}`;
    await notify(tx, [
      {
        userId: me.teacherId,
        type: 'info',
        title: message('newRequestTitle'),
        content: message('newRequest', { student: studentName, song: quoted(input) }),
      },
    ]);
    return ok({
      id: song.id,
      notice: {
        notifications: classSettings.notifications,
        teacherLanguage: await languageOf(tx, me.teacherId),
        studentName,
        title: input.title,
        artist: input.artist,
      },
    });
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
    const charged = await spend(
      tx,
      student,
      cost,
      {
        source: 'songRemoval',
        description: message('ledgerRemovalRequest', { title: song.title, artist: song.artist }),
        typeTitle: SONG_REMOVAL_TYPE,
        createdBy: actor.personId,
        createdAt: now,
      },
      { by: 'student', belowZeroAllowed: false, converter: classSettings.scoreConverter, shortOfFunds },
    );
    if (!charged.ok) return charged;
    await tx
      .update(songRequests)
      .set({
        status: 'pendingRemoval',
        statusDescription: '',
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
      changes = { status: 'approved', statusDescription: description, spotifyTrackUri: input.trackUri ?? null };
      notices.push({
        userId: song.studentId,
        type: 'success',
        title: message('approvedTitle'),
        content: description
          ? message('approvedWith', { song: quoted(song), description })
          : message('approved', { song: quoted(song) }),
      });
    } else if (song.status === 'pendingApproval' && input.status === 'rejected') {
      changes = { status: 'rejected', statusDescription: description };
      const refunded = await refundRequester(tx, actor, song, song.cost, 'song', message('whyRejected'));
      const refund = refundNote(refunded);
      notices.push({
        userId: song.studentId,
        type: 'warning',
        title: message('rejectedTitle'),
        content: description
          ? message('rejectedWith', { song: quoted(song), description, refund })
          : message('rejected', { song: quoted(song), refund }),
      });
    } else if (song.status === 'pendingRemoval' && input.status === 'removed') {
      const classSettings = await settings.stored(song.teacherId, tx);
      // P29: the original requester gets the refund amount whenever removals are enabled.
      const amount = classSettings.songs.removals.enabled ? classSettings.songs.removals.refundAmount : 0;
      const remover = song.removalRequestedBy
        ? await studentRow(tx, { id: song.removalRequestedBy, courseId: null })
        : undefined;
      const removedBy = remover ? `${remover.firstName} ${remover.lastName}` : text('formerStudent');
      changes = { status: 'removed', removedBy, statusDescription: text('removalPaidBy', { name: removedBy }) };
      const refunded = await refundRequester(tx, actor, song, amount, 'songRemoval', message('whyRemoved'));
      notices.push({
        userId: song.studentId,
        type: 'info',
        title: message('removedTitle'),
        content: message('removed', { song: quoted(song), refund: refundNote(refunded) }),
      });
    } else if (song.status === 'pendingRemoval' && input.status === 'approved') {
      changes = { status: 'approved', statusDescription: description, removalRequestedBy: null, removalCost: 0 };
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
        song = await lockSong(tx, id, eq(songRequests.teacherId, actor.id));
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
          notices.push(await closeRemovalOfDeletedSong(tx, actor, song, song.removalRequestedBy));
        }
        await publish(tx, { to: { course: song.courseId }, event: 'songs' });
      }
      await notify(tx, notices);
    },

    async request(actor: Actor, input: CreateInput): Promise<Outcome<TSong>> {
      const made = await runInTransaction(db, (tx) => requestInTransaction(tx, actor, input));
      if (!made.ok) return made;
      // P23: the teacher's e-mail goes after COMMIT, and its failure never fails the request.
      onSongRequest(made.value.notice);
      const [row] = await selectSongs(db, eq(songRequests.id, made.value.id));
      return row ? ok(presentSong(row, actor)) : notFound('song');
    },

    /** The class playlist of the student's course, newest first. */
    async listForStudent(actor: Actor): Promise<TSong[]> {
      const me = await studentRow(db, actor);
      if (!me?.courseId) return [];
      const rows = await selectSongs(db, eq(songRequests.courseId, me.courseId));
      return rows.map((row) => presentSong(row, actor));
    },

    /** Every song of the teacher's courses, by period, newest first within one. */
    async listForTeacher(actor: Actor): Promise<TSong[]> {
      const rows = await selectSongs(db, eq(songRequests.teacherId, actor.id), true);
      return rows.map((row) => presentSong(row, actor));
    },

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

    /** The teacher deletes a song; a pending request (or removal request) is refunded first. */
    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('song');
      return runInTransaction(db, async (tx) => {
        const song = await lockSong(tx, id, eq(songRequests.teacherId, actor.id));
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
export type SongsService = ReturnType<typeof createSongsService>;
