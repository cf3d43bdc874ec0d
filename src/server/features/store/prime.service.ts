import { storedText } from '../../i18n/stored-text';
import { eq } from 'drizzle-orm';
import { primeExpiry } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import { isPrimeOffered } from '../../../shared/prime-rules';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { studentAccounts } from '../../db/schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { isPrimeActive, lockStudent, spend } from '../../economy';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import type { SettingsService } from '../settings';
import { serverStoreText } from './texts';

/**
 * P22: Prime is a one-time purchase of `prime.purchaseAmount`, allowed only when the balance covers
 * it, lasting to the end of the school year. The student's row is locked, so two clicks buy it once.
 */
/** The ledger's category of a Prime purchase: stored as a name, the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- Prime's name, the same in every language (docs/texts.md)
const PRIME_TYPE_TITLE = 'Prime';

export function createPrimeService(db: Db, clock: Clock, settings: SettingsService, primeEndMonthDay: string) {
  return {
    /** Charges the student and sets Prime; answers the new ledger entry's id. */
    async buy(actor: Actor): Promise<Outcome<string>> {
      return runInTransaction(db, async (tx) => {
        const student = await lockStudent(tx, actor.id);
        if (!student) return notFound('student');
        const classSettings = await settings.stored(student.teacherId, tx);
        if (!isPrimeOffered(classSettings)) return refuse('CONFLICT', 'prime', serverStoreText.t('primeNotOffered'));
        const now = clock.now();
        if (isPrimeActive(student, now)) return refuse('CONFLICT', 'prime', serverStoreText.t('primeAlreadyYours'));
        const price = classSettings.prime.purchaseAmount;
        // Prime is never bought on credit, whatever the store allows (P22).
        const charged = await spend(
          tx,
          student,
          price,
          {
            description: storedText(serverStoreText, 'ledgerPrime', { price: formatPoints(price) }),
            typeTitle: PRIME_TYPE_TITLE,
            source: 'prime',
            createdBy: student.personId,
          },
          {
            by: 'student',
            belowZeroAllowed: false,
            converter: classSettings.scoreConverter,
            shortOfFunds: () => refuse('CONFLICT', 'balance', serverStoreText.t('insufficientBalance')),
          },
        );
        if (!charged.ok) return charged;
        await tx
          .update(studentAccounts)
          .set({ hasPrime: true, primeExpiresAt: primeExpiry(now, primeEndMonthDay), updatedAt: now })
          .where(eq(studentAccounts.id, student.id));
        return charged.value ? ok(charged.value) : notFound('transaction');
      });
    },
  };
}
export type PrimeService = ReturnType<typeof createPrimeService>;
