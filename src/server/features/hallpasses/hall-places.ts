import { and, eq } from 'drizzle-orm';
import type { TDestination } from '../../../shared/hall-rules';
import { passEndsAt } from '../../../shared/hallpasses';
import type { TSettings } from '../../../shared/settings';
import { hallpasses } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';
import { publish } from '../../events';
import { emergencyCoversCourse } from './emergency.queries';
import { lockSeparationsOf, type OutPass, outPassesOfCourse, separatedPeerOut, waitLineOf } from './hallpasses.queries';

type HallpassSettings = TSettings['hallpass'];

/** Whether one more pass to `destination` fits, and if not, when the first place it needs frees. */
export function placeFor(
  out: readonly OutPass[],
  hallpass: HallpassSettings,
  destination: Pick<TDestination, 'name' | 'maxOut'>,
): { free: true } | { free: false; freesAt: Date } {
  const endsOf = (list: readonly OutPass[]) => list.map((p) => passEndsAt(p.startedAt, p.duration).getTime());
  const blocking: number[] = [];
  // maxOut 0 means no limit, for the course as for a destination (P48).
  if (hallpass.maxOut > 0 && out.length >= hallpass.maxOut) blocking.push(Math.min(...endsOf(out)));
  const there = out.filter((p) => p.destination.toLowerCase() === destination.name.toLowerCase());
  if (destination.maxOut > 0 && there.length >= destination.maxOut) blocking.push(Math.min(...endsOf(there)));
  if (blocking.length === 0) return { free: true };
  return { free: false, freesAt: new Date(Math.max(...blocking)) };
}

/** The destination limit of a pass's destination (a name the teacher no longer lists has none). */
export function destinationLimit(hallpass: HallpassSettings, name: string): Pick<TDestination, 'name' | 'maxOut'> {
  const found = hallpass.destinations.find((d) => d.name.toLowerCase() === name.toLowerCase());
  return { name, maxOut: found?.maxOut ?? 0 };
}

/**
 * Moves a course's wait line (P48): each waiting pass, first in line first, starts when a place
 * fits it (the course's and its destination's) and no student separated from its student is out;
 * one that can't start yet keeps its place while those behind it for other places go. The caller
 * holds the course's row, so places can't be given twice; the line's separations are locked here,
 * after the course (LOCK-ORDER.md). Nothing moves during an emergency. Answers the passes started.
 */
export async function moveWaitLine(tx: Tx, courseId: string, hallpass: HallpassSettings, now: Date): Promise<string[]> {
  const line = await waitLineOf(tx, courseId);
  if (line.length === 0) return [];
  // P50: the line stands still during an emergency (whose switch took it back besides).
  if (await emergencyCoversCourse(tx, courseId)) return [];
  await lockSeparationsOf(
    tx,
    line.map((p) => p.studentId),
  );
  const out = await outPassesOfCourse(tx, courseId, now);
  const started: string[] = [];
  for (const pass of line) {
    if (!placeFor(out, hallpass, destinationLimit(hallpass, pass.destination)).free) continue;
    if (await separatedPeerOut(tx, pass.studentId, now)) continue;
    await tx
      .update(hallpasses)
      .set({ state: 'active', startedAt: now, updatedAt: now })
      .where(and(eq(hallpasses.id, pass.id), eq(hallpasses.state, 'waiting')));
    out.push({ ...pass, courseId, startedAt: now, createdAt: now, firstName: '', lastName: '' });
    started.push(pass.id);
  }
  if (started.length > 0) await publish(tx, { to: { course: courseId }, event: 'passes' });
  return started;
}
