import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { TSettings } from '../../../shared/settings';
import { localDate, type TTimeZone } from '../../common/clock';
import type { Db } from '../../db/client';
import { hallpasses } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';

/** Far enough back to hold the whole of the teacher's today in any time zone. */
const TWO_DAYS_MS = 2 * 24 * 60 * 60_000;

/**
 * The passes a student went out on today, the teacher's day (P18): those that started (active or
 * returned). A pass an emergency ended (P50) was cut short and refunded: it does not count; a
 * request or a place in the line has not gone out yet. The count is decided under the student's
 * lock when a pass starts (pass-creation.ts), so presses at once can't go past the day's number.
 */
export async function passesOutToday(reader: Db | Tx, studentId: string, now: Date, timeZone: TTimeZone) {
  const rows = await reader
    .select({ createdAt: hallpasses.createdAt })
    .from(hallpasses)
    .where(
      and(
        eq(hallpasses.studentId, studentId),
        inArray(hallpasses.state, ['active', 'returned']),
        isNull(hallpasses.emergencyId),
        gte(hallpasses.createdAt, new Date(now.getTime() - TWO_DAYS_MS)),
      ),
    )
    .orderBy(desc(hallpasses.createdAt));
  const today = localDate(now, timeZone);
  return rows.filter((r) => localDate(r.createdAt, timeZone) === today).length;
}

/** Passes a student may still start today under `hallpass.perDay` (issue 42); null when there is no daily rule. */
export function passesLeftToday(hallpass: TSettings['hallpass'], outToday: number): number | null {
  return hallpass.perDay === 0 ? null : Math.max(0, hallpass.perDay - outToday);
}
