import { and, eq } from 'drizzle-orm';
import { primeExpiry } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import { isPrimeOffered } from '../../../shared/settings';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { transactions, users } from '../../db/schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { hasActivePrime } from '../account/account.service';
import { totalsByStudent } from '../ledger/balances.queries';
import type { SettingsService } from '../settings/settings.service';

/**
 * P22: Prime is a one-time purchase of `prime.purchaseAmount`, allowed only when the balance covers
 * it, lasting to the end of the school year. The student's row is locked, so two clicks buy it once.
 */
export function createPrimeService(db: Db, clock: Clock, settings: SettingsService, primeEndMonthDay: string) {
  return {
    /** Charges the student and sets Prime; answers the new ledger entry's id. */
    async buy(actor: Actor): Promise<Outcome<string>> {
      return runInTransaction(db, async (tx) => {
        const [student] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, actor.id), eq(users.role, 'student')))
          .for('update');
        if (!student?.teacherId) return notFound('student');
        const classSettings = await settings.stored(student.teacherId, tx);
        if (!isPrimeOffered(classSettings)) return refuse('CONFLICT', 'prime', 'is not offered in your class');
        const now = clock.now();
        if (hasActivePrime(student, now)) return refuse('CONFLICT', 'prime', 'is already yours');
        const price = classSettings.prime.purchaseAmount;
        const balance = (await totalsByStudent(tx, [student.id], classSettings.scoreConverter)).get(student.id)?.balance ?? 0;
        if (balance < price) return refuse('CONFLICT', 'balance', 'Insufficient balance');
        const [entry] = await tx
          .insert(transactions)
          .values({
            teacherId: student.teacherId,
            studentId: student.id,
            type: 'purchase',
            amount: price,
            description: `Prime membership (${formatPoints(price)})`,
            typeTitle: 'Prime',
            createdBy: student.id,
          })
          .returning({ id: transactions.id });
        await tx
          .update(users)
          .set({ hasPrime: true, primeExpiresAt: primeExpiry(now, primeEndMonthDay), updatedAt: now })
          .where(eq(users.id, student.id));
        return entry ? ok(entry.id) : notFound('transaction');
      });
    },
  };
}
export type PrimeService = ReturnType<typeof createPrimeService>;
