import { and, desc, eq, gt } from 'drizzle-orm';
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

/** The course's newest queue addition: whose it was and which track (the fair order). */
export async function lastAddOfCourse(tx: Tx, courseId: string) {
  const [row] = await tx
    .select({ studentId: jukeboxPlays.studentId, trackUri: jukeboxPlays.trackUri })
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
  },
): Promise<void> {
  await tx.insert(jukeboxPlays).values({
    teacherId: play.teacherId,
    courseId: play.courseId,
    studentId: play.studentId,
    kind: play.kind,
    trackUri: play.track.uri ?? null,
    trackName: play.track.name,
    artists: artistsOf(play.track.artists),
    cost: play.cost,
    transactionId: play.transactionId,
    createdAt: play.at,
  });
}
