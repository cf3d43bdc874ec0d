import { eq } from 'drizzle-orm';
import type { TJukeboxState, TQueue, TTrack } from '../../../shared/jukebox';
import { formatPoints } from '../../../shared/scoring';
import type { Clock, TTimeZone } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { balanceOfStudent, lockStudent, spend } from '../../economy';
import { publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, type Refused } from '../../outcome';
import type { JukeboxAccess, JukeboxUser } from './jukebox-access';
import { addsToday, artistsOf, lastAddOfCourse, recordPlay } from './jukebox-plays';
import { createKeyedGate } from './keyed-gate';
import type { PlaylistsService } from './playlists.service';
import type { SpotifyApi } from '../../integrations/spotify/spotify-api';
import type { JukeboxFailure, SpotifyConnections } from './spotify-connections';
import { refusalOfSpotify } from './spotify-refusals';

type Receipt = { track: { name: string; artists: { name: string }[] }; cost: number };

/** Paid requests of one class waiting for their turn in this process before "busy" is answered. */
const MAX_WAITING_PER_TEACHER = 40;

const insufficientFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'insufficientFunds', `Insufficient funds! You have ${formatPoints(balance)}`);

const explicitOff = (): Refused =>
  refuse('CONFLICT', 'jukebox', 'This song is marked explicit, and explicit songs are turned off in your class.');

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The jukebox's queue (P20, P37): Now Playing and Up Next, and the paid actions. A student's queue
 * addition or skip is charged only after Spotify accepts it: the student's row is locked, the
 * balance, the day's cap and the fair order are checked, Spotify is asked, and only its yes writes
 * the charge (through the economy kernel) in the same transaction. A refusal writes nothing.
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

  /**
   * One paid action: in the class's turn, in one transaction, reaching Spotify through one session.
   * A token Spotify refuses ends the transaction (nothing is written) and the action runs once more
   * with a fresh token, fetched outside any transaction.
   */
  async function paid<T>(user: JukeboxUser, work: (tx: Tx, api: SpotifyApi) => Promise<Outcome<T>>) {
    const turn = await gate.run(user.teacherId, async (): Promise<Outcome<T>> => {
      let rejected: string | null = null;
      for (;;) {
        let tokenRefused = false;
        const session = await connections.session(user.teacherId, rejected, (failure) => {
          if (failure.kind === 'unauthorized') tokenRefused = true;
        });
        if (!session.ok) return spotifyRefusal(session.failure, user);
        const outcome = await runInTransaction(db, (tx) => work(tx, session.value.api));
        if (!tokenRefused || rejected !== null) return outcome;
        rejected = session.value.token;
      }
    });
    return turn.ran
      ? turn.value
      : refuse('TOO_MANY_ATTEMPTS', 'jukebox', 'The jukebox is busy. Try again in a moment.');
  }

  /** The track a student may queue: on their course's playlist, and not explicit unless allowed. */
  async function trackForStudent(user: JukeboxUser, uri: string): Promise<Outcome<TTrack>> {
    const playlistId = user.student?.playlistId;
    if (!playlistId) return refuse('CONFLICT', 'jukebox', "Your class doesn't have a jukebox playlist yet.");
    const loaded = await playlists.load(user.teacherId, playlistId, 'student');
    if (!loaded.ok) return loaded;
    const track = loaded.value.tracks.find((candidate) => candidate.uri === uri);
    if (!track) return refuse('INVALID', 'track', 'is not on your class playlist');
    return ok(track);
  }

  async function trackForTeacher(user: JukeboxUser, uri: string): Promise<Outcome<TTrack>> {
    const id = uri.slice('spotify:track:'.length);
    const found = await connections.withSpotify(user.teacherId, (api) => api.track(id));
    if (!found.ok) {
      return found.failure.kind === 'notFound'
        ? refuse('INVALID', 'track', 'was not found on Spotify')
        : spotifyRefusal(found.failure, user);
    }
    return ok(found.value);
  }

  /** Fair turns: a student whose song was the class's last addition waits until it has played or a classmate adds one. */
  async function stillWaiting(tx: Tx, api: SpotifyApi, user: JukeboxUser, courseId: string): Promise<Outcome<boolean>> {
    const last = await lastAddOfCourse(tx, courseId);
    if (!last || last.studentId !== user.student?.id || !last.trackUri) return ok(false);
    const queue = await api.queue();
    if (!queue.ok) return spotifyRefusal(queue.failure, user);
    return ok(queue.value.queue.some((track) => track.uri === last.trackUri));
  }

  async function studentAdd(user: JukeboxUser, actor: Actor, track: TTrack): Promise<Outcome<Receipt>> {
    const courseId = user.student?.courseId;
    if (!courseId) return refuse('CONFLICT', 'jukebox', "Your class doesn't have a jukebox playlist yet.");
    const cost = user.settings.jukebox.purchaseAmount;
    const limit = user.settings.jukebox.purchaseLimit;
    return paid(user, async (tx, api) => {
      // The student's lock first, then the course's (fair turns), in the order song requests take them.
      const student = await lockStudent(tx, actor.id);
      if (!student) return notFound('student');
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('no key update');
      const now = clock.now();
      if (limit > 0 && (await addsToday(tx, student.id, now, timeZone)) >= limit) {
        return refuse(
          'TOO_MANY_ATTEMPTS',
          'jukebox',
          `You have queued ${limit} ${limit === 1 ? 'song' : 'songs'} today, the most your class allows. You can queue more tomorrow.`,
        );
      }
      const waiting = await stillWaiting(tx, api, user, courseId);
      if (!waiting.ok) return waiting;
      if (waiting.value) {
        return refuse(
          'CONFLICT',
          'jukebox',
          'Your last song is still waiting in the queue. Let a classmate pick the next one, or try again once yours has played.',
        );
      }
      const balance = await balanceOfStudent(tx, student.id, user.settings.scoreConverter);
      if (balance < cost) return insufficientFunds(balance);

      const queued = await api.addToQueue(track.uri);
      if (!queued.ok) return spotifyRefusal(queued.failure, user);

      const charged = await spend(
        tx,
        student,
        cost,
        {
          source: 'jukebox',
          description: `Jukebox: ${track.name} by ${artistsOf(track.artists)}`,
          typeTitle: 'Jukebox',
          createdBy: actor.id,
          createdAt: now,
        },
        {
          by: 'student',
          belowZeroAllowed: false,
          converter: user.settings.scoreConverter,
          shortOfFunds: insufficientFunds,
        },
      );
      if (!charged.ok) return charged;
      await recordPlay(tx, {
        teacherId: user.teacherId,
        courseId,
        studentId: student.id,
        kind: 'add',
        track,
        cost,
        transactionId: charged.value,
        at: now,
      });
      await publish(tx, { to: { teacher: user.teacherId }, event: 'queue' });
      return ok({ track: { name: track.name, artists: track.artists }, cost });
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

  /** Skips what plays now, if it is still the song the person meant to skip. */
  async function skipNow(api: SpotifyApi, user: JukeboxUser, name: string): Promise<Outcome<TTrack>> {
    const playing = await api.currentlyPlaying();
    if (!playing.ok) return spotifyRefusal(playing.failure, user);
    const nothingTaken = user.role === 'student' ? ' No points were taken.' : '';
    if (!playing.value)
      return refuse('CONFLICT', 'jukebox', `Nothing is playing right now, so nothing was skipped.${nothingTaken}`);
    if (!sameName(playing.value.name, name)) {
      return refuse('CONFLICT', 'jukebox', `That song has already ended, so nothing was skipped.${nothingTaken}`);
    }
    const skipped = await api.skip();
    return skipped.ok ? ok(playing.value) : spotifyRefusal(skipped.failure, user);
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
        const session = await connections.session(user.teacherId);
        if (!session.ok) return spotifyRefusal(session.failure, user);
        const skipped = await skipNow(session.value.api, user, name);
        if (!skipped.ok) return skipped;
        await publish(db, { to: { teacher: user.teacherId }, event: 'queue' });
        return ok({ track: { name: skipped.value.name, artists: skipped.value.artists }, cost: 0 });
      }
      if (!user.settings.jukebox.skipSongs.enabled) {
        return refuse('FORBIDDEN', 'jukebox', 'Skipping songs is turned off in your class.');
      }
      const cost = user.settings.jukebox.skipSongs.purchaseAmount;
      return paid(user, async (tx, api) => {
        const student = await lockStudent(tx, actor.id);
        if (!student) return notFound('student');
        const balance = await balanceOfStudent(tx, student.id, user.settings.scoreConverter);
        if (balance < cost) return insufficientFunds(balance);
        const skipped = await skipNow(api, user, name);
        if (!skipped.ok) return skipped;
        const now = clock.now();
        const track = skipped.value;
        const charged = await spend(
          tx,
          student,
          cost,
          {
            source: 'skip',
            description: `Skipped: ${track.name} by ${artistsOf(track.artists)}`,
            typeTitle: 'Skip song',
            createdBy: actor.id,
            createdAt: now,
          },
          {
            by: 'student',
            belowZeroAllowed: false,
            converter: user.settings.scoreConverter,
            shortOfFunds: insufficientFunds,
          },
        );
        if (!charged.ok) return charged;
        await recordPlay(tx, {
          teacherId: user.teacherId,
          courseId: user.student?.courseId ?? null,
          studentId: student.id,
          kind: 'skip',
          track,
          cost,
          transactionId: charged.value,
          at: now,
        });
        await publish(tx, { to: { teacher: user.teacherId }, event: 'queue' });
        return ok({ track: { name: track.name, artists: track.artists }, cost });
      });
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
