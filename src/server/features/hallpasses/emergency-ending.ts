import { storedText } from '../../i18n/stored-text';
import { serverHallText } from './texts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { OVERDUE_STILL_OUT_MINUTES } from '../../../shared/hall-emergency';
import { courses } from '../../db/schema';
import { hallpasses } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';
import { lockStudentsById } from '../../economy';
import type { Actor } from '../../http/actor';
import { refundPassCost } from './pass-refund';

type Ended = { ended: number; takenBack: number };

/**
 * The passes an emergency ends in `scope`: those out (running, or overdue by less than the board's
 * hour: the student is most likely still in the hall), and those waiting or asked for. An active
 * pass older than that was forgotten, not out: it is left as it is.
 */
function toEnd(scope: SQL | undefined, now: Date): SQL | undefined {
  const stillOut = sql`${hallpasses.startedAt} + (${hallpasses.duration} + ${OVERDUE_STILL_OUT_MINUTES}) * interval '1 minute' > ${now.toISOString()}::timestamptz`;
  return and(
    scope,
    or(inArray(hallpasses.state, ['requested', 'waiting']), and(eq(hallpasses.state, 'active'), stillOut)),
  );
}

/**
 * Ends the passes of the courses an emergency covers (P50), inside the switch's transaction, which
 * holds the hall's gate: no pass can start meanwhile, so the passes read here are all there are. In
 * the kernel's order (LOCK-ORDER.md): their students, then their courses, then the passes. An
 * active pass becomes `returned` now with the emergency's id, refunded in full and never fined; a
 * pass waiting or asked for is taken back and refunded, as leaving the line is.
 */
export async function endPassesForEmergency(
  tx: Tx,
  emergencyId: string,
  teacherId: string | null,
  actor: Actor,
  now: Date,
): Promise<Ended> {
  const where = toEnd(teacherId === null ? undefined : eq(hallpasses.teacherId, teacherId), now);
  const peek = await tx
    .select({ studentId: hallpasses.studentId, courseId: hallpasses.courseId })
    .from(hallpasses)
    .where(where);
  if (peek.length === 0) return { ended: 0, takenBack: 0 };
  const lockedStudents = new Set(peek.map((p) => p.studentId));
  await lockStudentsById(tx, [...lockedStudents]);
  const courseIds = [...new Set(peek.map((p) => p.courseId))].sort();
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, courseIds))
    .orderBy(courses.id)
    .for('no key update');
  // Read again under the locks: a return or a leave may have ended one meanwhile, an approval
  // started one. The gate lets no new pass in, so every student here is already locked; should one
  // not be, it is locked now, out of order, as lockWithItsStudents does.
  const rows = await tx.select().from(hallpasses).where(where).orderBy(hallpasses.id).for('update');
  const missing = rows.map((r) => r.studentId).filter((id) => !lockedStudents.has(id));
  if (missing.length > 0) await lockStudentsById(tx, missing);

  const out = rows.filter((r) => r.state === 'active');
  const held = rows.filter((r) => r.state !== 'active');
  if (out.length > 0)
    await tx
      .update(hallpasses)
      .set({ state: 'returned', returnedAt: now, emergencyId, updatedAt: now })
      .where(
        inArray(
          hallpasses.id,
          out.map((r) => r.id),
        ),
      );
  for (const row of rows) {
    const why =
      row.state === 'active'
        ? 'emergencyEndedRefund'
        : row.state === 'waiting'
          ? 'emergencyLineRefund'
          : 'emergencyRequestRefund';
    await refundPassCost(tx, row, storedText(serverHallText, why), actor.personId);
  }
  if (held.length > 0)
    await tx.delete(hallpasses).where(
      inArray(
        hallpasses.id,
        held.map((r) => r.id),
      ),
    );
  return { ended: out.length, takenBack: held.length };
}
