import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { TTrack } from '../../../shared/jukebox';
import { localDate, type TTimeZone } from '../../common/clock';
import type { Db } from '../../db/client';
import { jukeboxPlays } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** The names people read: 'Song by Artist A, Artist B'. */
export const artistsOf = (artists: readonly { name: string }[]) => artists.map((artist) => artist.name).join(', ');

/** A student's queue additions on the installation's calendar day (the per-day cap, P20). */
export async function addsToday(reader: Db | Tx, studentId: string, now: Date, timeZone: TTimeZone): Promise<number> {
  // A calendar day is at most 26 hours long in any zone; the date test below picks today's.
  const since = new Date(now.getTime() - 26 * 60 * 60_000);
  const rows = await reader
    .select({ createdAt: jukeboxPlays.createdAt })
    .from(jukeboxPlays)
    .where(and(eq(jukeboxPlays.studentId, studentId), eq(jukeboxPlays.kind, 'add'), gt(jukeboxPlays.createdAt, since)));
  const today = localDate(now, timeZone);
  return rows.filter((row) => localDate(row.createdAt, timeZone) === today).length;
}

/** The course's newest queue addition, held or done: whose it was and which track (the fair order). */
export async function lastAddOfCourse(reader: Db | Tx, courseId: string) {
  const [row] = await reader
    .select({
      id: jukeboxPlays.id,
      studentId: jukeboxPlays.studentId,
      trackUri: jukeboxPlays.trackUri,
      state: jukeboxPlays.state,
    })
    .from(jukeboxPlays)
    .where(and(eq(jukeboxPlays.courseId, courseId), eq(jukeboxPlays.kind, 'add')))
    .orderBy(desc(jukeboxPlays.createdAt))
    .limit(1);
  return row ?? null;
}

export async function recordPlay(
  tx: Tx,
  play: {
    teacherId: string;
    courseId: string | null;
    studentId: string | null;
    kind: 'add' | 'skip';
    track: Pick<TTrack, 'name' | 'artists'> & { uri?: string };
    cost: number;
    transactionId: string | null;
    at: Date;
    /** 'held' while Spotify is asked; a teacher's free play is written once it accepted. */
    state?: 'held' | 'done';
  },
): Promise<string> {
  const [row] = await tx
    .insert(jukeboxPlays)
    .values({
      teacherId: play.teacherId,
      courseId: play.courseId,
      studentId: play.studentId,
      kind: play.kind,
      trackUri: play.track.uri ?? null,
      trackName: play.track.name,
      artists: artistsOf(play.track.artists),
      cost: play.cost,
      transactionId: play.transactionId,
      state: play.state ?? 'done',
      createdAt: play.at,
    })
    .returning({ id: jukeboxPlays.id });
  if (!row) throw new Error('play insert returned nothing');
  return row.id;
}

/** Spotify accepted: the held play is done. False when it was already settled (released as stale). */
export async function capturePlay(tx: Tx, playId: string): Promise<boolean> {
  const rows = await tx
    .update(jukeboxPlays)
    .set({ state: 'done' })
    .where(and(eq(jukeboxPlays.id, playId), eq(jukeboxPlays.state, 'held')))
    .returning({ id: jukeboxPlays.id });
  return rows.length > 0;
}

/**
 * Spotify refused (or never answered): the held play goes, and answers the charge to remove with
 * it; null when it was already settled, so a release runs once.
 */
export async function releasePlay(tx: Tx, playId: string): Promise<{ transactionId: string | null } | null> {
  const [row] = await tx
    .delete(jukeboxPlays)
    .where(and(eq(jukeboxPlays.id, playId), eq(jukeboxPlays.state, 'held')))
    .returning({ transactionId: jukeboxPlays.transactionId });
  return row ?? null;
}

/**
 * A student's holds older than `before`: left by a process that stopped between asking Spotify
 * and settling. Whether Spotify took the song is unknown, so the student is given the benefit.
 */
export async function staleHoldsOf(tx: Tx, studentId: string, before: Date) {
  return tx
    .select({ id: jukeboxPlays.id })
    .from(jukeboxPlays)
    .where(
      and(eq(jukeboxPlays.studentId, studentId), eq(jukeboxPlays.state, 'held'), lt(jukeboxPlays.createdAt, before)),
    );
}
