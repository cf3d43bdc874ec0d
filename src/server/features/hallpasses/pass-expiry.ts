import { and, inArray, lt } from 'drizzle-orm';
import { hallpasses } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';
import { lockStudentsById } from '../../economy';
import { publish } from '../../events';
import { storedText } from '../../i18n/stored-text';
import { lockCourse } from './hallpasses.queries';
import { refundPassCost } from './pass-refund';
import { serverHallText } from './texts';

/** The states in which a pass holds its cost without having gone out (P48): asked for, or in the line. */
const HOLDING = ['requested', 'waiting'] as const;

/**
 * P43: before the daily purge deletes passes older than the installation keeps them, a pass that
 * still holds its cost (asked for, or waiting in the line, a year on) is given back as leaving the
 * line is: refunded through the kernel (once: the refund is keyed by the pass) and removed. In the
 * kernel's order (LOCK-ORDER.md): the students, then the courses, then the passes, read again
 * under the locks, so a student leaving the line at that moment is refunded once, by one of the two.
 * Answers how many passes were taken back.
 */
export async function settleHeldPassesBefore(tx: Tx, cutoff: Date): Promise<number> {
  const where = and(inArray(hallpasses.state, [...HOLDING]), lt(hallpasses.createdAt, cutoff));
  const peek = await tx
    .select({ studentId: hallpasses.studentId, courseId: hallpasses.courseId })
    .from(hallpasses)
    .where(where);
  if (peek.length === 0) return 0;
  await lockStudentsById(
    tx,
    peek.map((p) => p.studentId),
  );
  // One course at a time, in id order, as every other reader of several courses takes them.
  for (const courseId of [...new Set(peek.map((p) => p.courseId))].sort()) await lockCourse(tx, courseId);
  // Only the passes peeked at: a pass of another student that became old meanwhile waits a day.
  const students = [...new Set(peek.map((p) => p.studentId))];
  const rows = await tx
    .select()
    .from(hallpasses)
    .where(and(where, inArray(hallpasses.studentId, students)))
    .orderBy(hallpasses.id)
    .for('update');
  // The teacher's economy gives it back: nobody pressed anything.
  for (const row of rows) await refundPassCost(tx, row, storedText(serverHallText, 'expiredRefund'), row.teacherId);
  if (rows.length === 0) return 0;
  await tx.delete(hallpasses).where(
    inArray(
      hallpasses.id,
      rows.map((r) => r.id),
    ),
  );
  for (const courseId of new Set(rows.map((r) => r.courseId)))
    await publish(tx, { to: { course: courseId }, event: 'passes' });
  return rows.length;
}
