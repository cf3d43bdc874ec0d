import { eq } from 'drizzle-orm';
import { type TJukeboxState, type TQueue, type TTrack } from '../../../shared/jukebox';
import { formatPoints } from '../../../shared/scoring';
import type { Clock, TTimeZone } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { balanceOfStudent, type LockedStudent, lockStudent, removeEntry, spend } from '../../economy';
import { publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, type Refused } from '../../outcome';
import type { JukeboxAccess, JukeboxUser } from './jukebox-access';
import {
  addsToday,
  artistsOf,
  capturePlay,
  lastAddOfCourse,
  recordPlay,
  releasePlay,
  staleHoldsOf,
} from './jukebox-plays';
import { createKeyedGate } from './keyed-gate';
import type { PlaylistsService } from './playlists.service';
import type { JukeboxFailure, JukeboxResult, SpotifyConnections } from './spotify-connections';
import { refusalOfSpotify } from './spotify-refusals';
import { serverJukeboxText } from './texts';
import { storedText } from '../../i18n/stored-text';
import { musicText } from '../../../shared/music/texts';

type Receipt = { track: { name: string; artists: { name: string }[] }; cost: number };

const text = serverJukeboxText.t;

/** The ledger's entry types (P19), kept as messages: each reader reads them in their language. */
const JUKEBOX_TYPE = storedText(serverJukeboxText, 'jukeboxType');
const SKIP_TYPE = storedText(serverJukeboxText, 'skipType');

/** Paid requests of one class waiting for their turn in this process before "busy" is answered. */
const MAX_WAITING_PER_TEACHER = 40;

const insufficientFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'insufficientFunds', musicText.t('insufficientFunds', { points: formatPoints(balance) }));

const explicitOff = (): Refused => refuse('CONFLICT', 'jukebox', text('explicitOff'));

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Longer than any hold lives (one Spotify call under its deadline): older ones were left by a stopped process. */
const STALE_HOLD_MS = 5 * 60_000;

/** What a hold wrote: the play that is held and the charge that goes if Spotify refuses. */
interface Hold {
  playId: string;
  entryId: string | null;
}

/**
 * The jukebox's queue (P20, P37): Now Playing and Up Next, and the paid actions. A student's queue
 * addition or skip is paid in three short steps, and no transaction is open while Spotify is asked
 * (issue 27: on the embedded database's one connection, a hanging Spotify held every request):
 *
 *   1. hold: one transaction locks the student (then the course), checks the balance, the day's cap
 *      and the fair order, and writes the charge with a 'held' play, through the economy kernel;
 *   2. ask Spotify, with no transaction or connection held;
 *   3. capture (the play is done) or release (the play and its charge are removed) in a second one.
 *
 * So the student pays only for what Spotify accepted, once: the held play counts for the cap and
 * the fair turns while it is asked, and settling it is guarded by its state, so it happens once.
 */
export function createQueueService(
  db: Db,
  clock: Clock,
  timeZone: TTimeZone,
  access: JukeboxAccess,
  connections: SpotifyConnections,
  playlists: PlaylistsService,
) {
  const gate = createKeyedGate(MAX_WAITING_PER_TEACHER);
  const spotifyRefusal = (failure: JukeboxFailure, user: JukeboxUser) =>
    refusalOfSpotify(failure, { role: user.role, charging: user.role === 'student' });

  /** A class's paid actions run one at a time in this process, with a bounded line; the holds decide across processes. */
  async function inTurn<T>(user: JukeboxUser, work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const turn = await gate.run(user.teacherId, work);
    return turn.ran ? turn.value : refuse('TOO_MANY_ATTEMPTS', 'jukebox', text('busy'));
  }

  /** Removes a held play and its charge; once, however many try (the play's state guards it). */
  async function release(tx: Tx, playId: string) {
    const released = await releasePlay(tx, playId);
    if (released?.transactionId) await removeEntry(tx, released.transactionId);
  }

  /** Step 3: Spotify's answer settles the hold, in a short transaction of its own. */
  async function settle<T>(
    user: JukeboxUser,
    hold: Hold,
    asked: JukeboxResult<unknown>,
    receipt: T,
  ): Promise<Outcome<T>> {
    if (!asked.ok) {
      await runInTransaction(db, async (tx) => ok(await release(tx, hold.playId)));
      return spotifyRefusal(asked.failure, user);
    }
    await runInTransaction(db, async (tx) => {
      await capturePlay(tx, hold.playId);
      await publish(tx, { to: { teacher: user.teacherId }, event: 'queue' });
      return ok(undefined);
    });
    return ok(receipt);
  }

  /** Holds left by a stopped process are released before the student's next purchase (see staleHoldsOf). */
  async function releaseStaleHolds(tx: Tx, studentId: string, now: Date) {
    const stale = await staleHoldsOf(tx, studentId, new Date(now.getTime() - STALE_HOLD_MS));
    for (const play of stale) await release(tx, play.id);
  }

  /** The track a student may queue: on their course's playlist, and not explicit unless allowed. */
  async function trackForStudent(user: JukeboxUser, uri: string): Promise<Outcome<TTrack>> {
    const playlistId = user.student?.playlistId;
    if (!playlistId) return refuse('CONFLICT', 'jukebox', text('noClassPlaylist'));
    const loaded = await playlists.load(user.teacherId, playlistId, 'student', false, true);
    if (!loaded.ok) return loaded;
    const track = loaded.value.tracks.find((candidate) => candidate.uri === uri);
    if (!track) return refuse('INVALID', 'track', text('notOnClassPlaylist'));
    return ok(track);
  }

  async function trackForTeacher(user: JukeboxUser, uri: string): Promise<Outcome<TTrack>> {
    const id = uri.slice('spotify:track:'.length);
    const found = await connections.withSpotify(user.teacherId, (api) => api.track(id));
    if (!found.ok) {
      return found.failure.kind === 'notFound'
        ? refuse('INVALID', 'track', text('notFoundOnSpotify'))
        : spotifyRefusal(found.failure, user);
    }
    return ok(found.value);
  }

  const lastSongWaits = (): Refused => refuse('CONFLICT', 'jukebox', text('lastSongWaits'));
  const dailyLimit = (limit: number): Refused => refuse('TOO_MANY_ATTEMPTS', 'jukebox', text('dailyLimit', { limit }));

  /**
   * Every rule of a student's addition the server knows alone, before Spotify is asked anything
   * (Spotify rate-limits each app, so a refusal it cannot change costs it no call): a class
   * playlist, the day's cap, the balance, and a last song still being asked. The hold checks them
   * again under the student's lock.
   */
  async function serverRulesOfAdd(user: JukeboxUser, actor: Actor): Promise<Outcome<undefined>> {
    const student = user.student;
    if (!student?.courseId || !student.playlistId) return refuse('CONFLICT', 'jukebox', text('noClassPlaylist'));
    const limit = user.settings.jukebox.purchaseLimit;
    if (limit > 0 && (await addsToday(db, actor.id, clock.now(), timeZone)) >= limit) return dailyLimit(limit);
    const balance = await balanceOfStudent(db, actor.id, user.settings.scoreConverter);
    if (balance < user.settings.jukebox.purchaseAmount) return insufficientFunds(balance);
    const last = await lastAddOfCourse(db, student.courseId);
    if (last?.studentId === student.id && (last.state === 'held' || !last.trackUri)) return lastSongWaits();
    return ok(undefined);
  }

  /**
   * Fair turns, before the hold: a student whose song was the class's last addition waits until it
   * has played or a classmate adds one. Spotify's queue is read with no transaction open; the hold
   * then checks that the class's last addition is still the one this was decided on.
   */
  async function fairTurn(user: JukeboxUser, courseId: string): Promise<Outcome<{ lastPlayId: string | null }>> {
    const last = await lastAddOfCourse(db, courseId);
    if (!last || last.studentId !== user.student?.id) return ok({ lastPlayId: last?.id ?? null });
    // Still being asked of Spotify, or queued with no track to look for: it is certainly waiting.
    if (last.state === 'held' || !last.trackUri) return lastSongWaits();
    const queue = await connections.withSpotify(user.teacherId, (api) => api.queue());
    if (!queue.ok) return spotifyRefusal(queue.failure, user);
    return queue.value.queue.some((track) => track.uri === last.trackUri)
      ? lastSongWaits()
      : ok({ lastPlayId: last.id });
  }

  /** The held charge and its 'held' play, through the kernel; the caller holds the student's lock. */
  async function holdCharge(
    tx: Tx,
    user: JukeboxUser,
    actor: Actor,
    student: LockedStudent,
    play: { kind: 'add' | 'skip'; track: TTrack; cost: number; courseId: string | null; at: Date },
  ): Promise<Outcome<Hold>> {
    // Kept as a message, read in the language of whoever reads the ledger (src/server/i18n/stored-text.ts).
    const song = storedText(serverJukeboxText, 'song', {
      name: play.track.name,
      artists: artistsOf(play.track.artists),
    });
    const charged = await spend(
      tx,
      student,
      play.cost,
      {
        source: play.kind === 'add' ? 'jukebox' : 'skip',
        description: storedText(serverJukeboxText, play.kind === 'add' ? 'ledgerAdd' : 'ledgerSkip', { song }),
        typeTitle: play.kind === 'add' ? JUKEBOX_TYPE : SKIP_TYPE,
        createdBy: actor.personId,
        createdAt: play.at,
      },
      {
        by: 'student',
        belowZeroAllowed: false,
        converter: user.settings.scoreConverter,
        shortOfFunds: insufficientFunds,
      },
    );
    if (!charged.ok) return charged;
    const playId = await recordPlay(tx, {
      teacherId: user.teacherId,
      studentId: student.id,
      transactionId: charged.value,
      state: 'held',
      ...play,
    });
    return ok({ playId, entryId: charged.value });
  }

  /** Step 1 of a student's addition: checks and the held charge, in one short transaction. */
  function holdAdd(user: JukeboxUser, actor: Actor, track: TTrack, courseId: string, lastPlayId: string | null) {
    const cost = user.settings.jukebox.purchaseAmount;
    const limit = user.settings.jukebox.purchaseLimit;
    return runInTransaction(db, async (tx): Promise<Outcome<Hold>> => {
      // The student, then the course (LOCK-ORDER.md): the course's lock makes the fair order one step.
      const student = await lockStudent(tx, actor.id);
      if (!student) return notFound('student');
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('no key update');
      const now = clock.now();
      await releaseStaleHolds(tx, student.id, now);
      const last = await lastAddOfCourse(tx, courseId);
      if (last && last.id !== lastPlayId && last.studentId === student.id) return lastSongWaits();
      if (limit > 0 && (await addsToday(tx, student.id, now, timeZone)) >= limit) return dailyLimit(limit);
      return holdCharge(tx, user, actor, student, { kind: 'add', track, cost, courseId, at: now });
    });
  }

  async function studentAdd(user: JukeboxUser, actor: Actor, track: TTrack): Promise<Outcome<Receipt>> {
    const courseId = user.student?.courseId;
    if (!courseId) return refuse('CONFLICT', 'jukebox', text('noClassPlaylist'));
    const cost = user.settings.jukebox.purchaseAmount;
    return inTurn(user, async () => {
      const turn = await fairTurn(user, courseId);
      if (!turn.ok) return turn;
      const hold = await holdAdd(user, actor, track, courseId, turn.value.lastPlayId);
      if (!hold.ok) return hold;
      const queued = await connections.withSpotify(user.teacherId, (api) => api.addToQueue(track.uri));
      return settle(user, hold.value, queued, { track: { name: track.name, artists: track.artists }, cost });
    });
  }

  async function teacherAdd(user: JukeboxUser, track: TTrack): Promise<Outcome<Receipt>> {
    const queued = await connections.withSpotify(user.teacherId, (api) => api.addToQueue(track.uri));
    if (!queued.ok) return spotifyRefusal(queued.failure, user);
    await runInTransaction(db, async (tx) => {
      const at = clock.now();
      const play = {
        teacherId: user.teacherId,
        courseId: null,
        studentId: null,
        track,
        cost: 0,
        transactionId: null,
        at,
      };
      await recordPlay(tx, { ...play, kind: 'add' });
      await publish(tx, { to: { teacher: user.teacherId }, event: 'queue' });
      return ok(undefined);
    });
    return ok({ track: { name: track.name, artists: track.artists }, cost: 0 });
  }

  /** The song to skip: what plays now, if it is still the song the person meant to skip. */
  async function songToSkip(user: JukeboxUser, name: string): Promise<Outcome<TTrack>> {
    const playing = await connections.withSpotify(user.teacherId, (api) => api.currentlyPlaying());
    if (!playing.ok) return spotifyRefusal(playing.failure, user);
    const nothingTaken = user.role === 'student' ? text('nothingTaken') : '';
    if (!playing.value) return refuse('CONFLICT', 'jukebox', text('nothingPlaying', { nothingTaken }));
    if (!sameName(playing.value.name, name)) {
      return refuse('CONFLICT', 'jukebox', text('songEnded', { nothingTaken }));
    }
    return ok(playing.value);
  }

  /** Step 1 of a student's skip: the balance and the held charge, in one short transaction. */
  function holdSkip(user: JukeboxUser, actor: Actor, track: TTrack) {
    const cost = user.settings.jukebox.skipSongs.purchaseAmount;
    return runInTransaction(db, async (tx): Promise<Outcome<Hold>> => {
      const student = await lockStudent(tx, actor.id);
      if (!student) return notFound('student');
      const now = clock.now();
      await releaseStaleHolds(tx, student.id, now);
      const courseId = user.student?.courseId ?? null;
      return holdCharge(tx, user, actor, student, { kind: 'skip', track, cost, courseId, at: now });
    });
  }

  return {
    async state(actor: Actor): Promise<Outcome<TJukeboxState>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      if (!user.value.student) return ok({ playlistId: null, addsToday: 0, addsLeft: null });
      const count = await addsToday(db, actor.id, clock.now(), timeZone);
      const limit = user.value.settings.jukebox.purchaseLimit;
      return ok({
        playlistId: user.value.student.playlistId,
        addsToday: count,
        addsLeft: limit > 0 ? Math.max(0, limit - count) : null,
      });
    },

    async read(actor: Actor): Promise<Outcome<{ queue: TQueue }>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      const queue = await connections.withSpotify(user.value.teacherId, (api) => api.queue());
      return queue.ok
        ? ok({ queue: queue.value })
        : refusalOfSpotify(queue.failure, { role: actor.role, charging: false });
    },

    async add(actor: Actor, uri: string): Promise<Outcome<Receipt>> {
      const user = await access.of(actor);
      if (!user.ok) return user;
      if (user.value.role === 'student') {
        const allowed = await serverRulesOfAdd(user.value, actor);
        if (!allowed.ok) return allowed;
      }
      const found =
        user.value.role === 'student' ? await trackForStudent(user.value, uri) : await trackForTeacher(user.value, uri);
      if (!found.ok) return found;
      if (found.value.explicit && !user.value.settings.jukebox.allowExplicit) return explicitOff();
      return user.value.role === 'student'
        ? studentAdd(user.value, actor, found.value)
        : teacherAdd(user.value, found.value);
    },

    async skip(actor: Actor, name: string): Promise<Outcome<Receipt>> {
      const found = await access.of(actor);
      if (!found.ok) return found;
      const user = found.value;
      if (user.role === 'teacher') {
        const song = await songToSkip(user, name);
        if (!song.ok) return song;
        const skipped = await connections.withSpotify(user.teacherId, (api) => api.skip());
        if (!skipped.ok) return spotifyRefusal(skipped.failure, user);
        await publish(db, { to: { teacher: user.teacherId }, event: 'queue' });
        return ok({ track: { name: song.value.name, artists: song.value.artists }, cost: 0 });
      }
      if (!user.settings.jukebox.skipSongs.enabled) {
        return refuse('FORBIDDEN', 'jukebox', text('skipsOff'));
      }
      const cost = user.settings.jukebox.skipSongs.purchaseAmount;
      return inTurn(user, async () => {
        // Short of points: refused before Spotify is asked anything (the hold checks again, locked).
        const balance = await balanceOfStudent(db, actor.id, user.settings.scoreConverter);
        if (balance < cost) return insufficientFunds(balance);
        const song = await songToSkip(user, name);
        if (!song.ok) return song;
        const hold = await holdSkip(user, actor, song.value);
        if (!hold.ok) return hold;
        const skipped = await connections.withSpotify(user.teacherId, (api) => api.skip());
        const track = { name: song.value.name, artists: song.value.artists };
        return settle(user, hold.value, skipped, { track, cost });
      });
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
