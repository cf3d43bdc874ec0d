import type { TScoreConverter } from '../../shared/scoring';
import type { Tx } from '../db/transaction';
import { balanceOfStudent } from './balances';
import { recordEntries, type TeacherEntry } from './entries';
import type { LockedStudent } from './student-lock';

/** What `takeAtMost` took: the amount (0 when the balance had nothing to give) and its ledger entry. */
export interface TakenAtMost {
  /** What was asked. */
  due: number;
  /** What the balance allowed, 0 to `due`. */
  taken: number;
  /** The entry written, or null when nothing was taken (no entry of 0 is written). */
  entryId: string | null;
}

/**
 * A charge the system makes on its own (a late return's fine, P48): it takes what the balance
 * allows, down to 0 and never below, so an automatic rule can't put a student in debt. The
 * student's row is held by the caller's transaction (`LockedStudent`), so the balance read here is
 * the one the entry is written against: two such charges at once take no more than it had.
 */
export async function takeAtMost(
  tx: Tx,
  student: LockedStudent,
  due: number,
  entry: Omit<TeacherEntry, 'amount' | 'teacherId'>,
  converter: TScoreConverter,
): Promise<TakenAtMost> {
  if (!Number.isInteger(due) || due < 0) throw new Error(`take of ${due}: amounts are whole and not negative`);
  if (due === 0) return { due, taken: 0, entryId: null };
  const balance = await balanceOfStudent(tx, student.id, converter);
  const taken = Math.min(due, Math.max(0, balance));
  if (taken === 0) return { due, taken, entryId: null };
  const [row] = await recordEntries(tx, [student.id], { ...entry, teacherId: student.teacherId, amount: taken });
  return { due, taken, entryId: row?.id ?? null };
}
