import { and, eq, sql } from 'drizzle-orm';
import { type TKioskPass } from '../../../../shared/kiosks';
import type { Clock } from '../../../common/clock';
import { isUuid } from '../../../common/ids';
import { clearKioskPinTries, takeKioskPinTry } from '../../../common/kiosk-pin-throttle';
import { verifyAgainstDecoy, verifyPassword } from '../../../common/password';
import type { Db } from '../../../db/client';
import { hallpasses, kioskRequests } from '../../../db/hall-schema';
import { enrollments, studentAccounts, users } from '../../../db/schema';
import { runInTransaction, type Tx } from '../../../db/transaction';
import type { Actor } from '../../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../../outcome';
import type { SettingsService } from '../../settings';
import { selectPasses } from '../hallpasses.queries';
import type { PassCreation } from '../pass-creation';
import type { PassLifecycle } from '../pass-lifecycle';
import type { KioskActor } from './kiosk-session';
import { kioskPassOf } from './kiosks.service';
import { hallText } from '../../../../shared/hall-texts/texts';

/** An idempotency key as a kiosk sends it: a UUID in practice; anything printable and short is taken. */
const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export interface KioskPassStart {
  username: string;
  pin?: string;
  destination?: string;
}

/**
 * A kiosk's changes (P49): a student starts a pass by their username (and PIN), or ends one by
 * tapping their name. Each runs once per idempotency key: the key is claimed in the transaction
 * that acts, so a retry of a request that went through answers with its pass, and a retry sent
 * while the first is still running waits for it (the key's unique index) and then does the same.
 */
export function createKioskPasses(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  creation: PassCreation,
  lifecycle: PassLifecycle,
) {
  /** The pass a key already made or ended, if that request went through. */
  async function replayOf(reader: Db | Tx, kioskId: string, key: string): Promise<{ passId: string | null } | null> {
    const [row] = await reader
      .select({ passId: kioskRequests.passId })
      .from(kioskRequests)
      .where(and(eq(kioskRequests.kioskId, kioskId), eq(kioskRequests.key, key)));
    return row ?? null;
  }

  /**
   * Runs `act` once for this key. A refusal rolls the claim back with everything else: it charged
   * nothing, so its retry may simply try again.
   */
  async function once(kiosk: KioskActor, key: string, act: (tx: Tx) => Promise<Outcome<string>>) {
    const outcome = await runInTransaction(db, async (tx): Promise<Outcome<string>> => {
      const claimed = await tx
        .insert(kioskRequests)
        .values({ kioskId: kiosk.id, key, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ key: kioskRequests.key });
      if (claimed.length === 0) {
        const done = await replayOf(tx, kiosk.id, key);
        return done?.passId ? ok(done.passId) : notFound('pass');
      }
      const acted = await act(tx);
      if (acted.ok)
        await tx
          .update(kioskRequests)
          .set({ passId: acted.value })
          .where(and(eq(kioskRequests.kioskId, kiosk.id), eq(kioskRequests.key, key)));
      return acted;
    });
    return present(outcome);
  }

  async function present(outcome: Outcome<string>): Promise<Outcome<TKioskPass>> {
    if (!outcome.ok) return outcome;
    const [pass] = await selectPasses(db, eq(hallpasses.id, outcome.value), clock.now());
    return pass ? ok(kioskPassOf(pass)) : notFound('pass');
  }

  /** The student of this username in the kiosk's course, with what their PIN check needs. */
  async function studentInCourse(kiosk: KioskActor, username: string) {
    const [row] = await db
      .select({
        accountId: studentAccounts.id,
        personId: users.id,
        username: users.username,
        pinHash: studentAccounts.kioskPinHash,
      })
      .from(users)
      .innerJoin(
        studentAccounts,
        and(eq(studentAccounts.personId, users.id), eq(studentAccounts.teacherId, kiosk.teacherId)),
      )
      .innerJoin(
        enrollments,
        and(eq(enrollments.accountId, studentAccounts.id), eq(enrollments.courseId, kiosk.courseId)),
      )
      .where(
        and(
          sql`lower(${users.username}) = lower(${username})`,
          eq(users.role, 'student'),
          eq(studentAccounts.dropped, false),
        ),
      );
    return row ?? null;
  }

  /** P49's PIN, when the teacher asks for one: counted before it is checked (5 tries in 15 minutes). */
  async function checkPin(
    accountId: string,
    pinHash: string | null,
    pin: string | undefined,
  ): Promise<Outcome<undefined>> {
    if (pin === undefined) return refuse('INVALID', 'pin', hallText.t('pinNeeded'));
    if (!pinHash) return refuse('INVALID', 'pin', hallText.t('noPin'));
    if (!(await takeKioskPinTry(db, accountId, clock.now())))
      return refuse('TOO_MANY_ATTEMPTS', 'pin', hallText.t('pinLocked'));
    if (!(await verifyPassword(pinHash, pin))) return refuse('INVALID', 'pin', hallText.t('wrongPin'));
    await clearKioskPinTries(db, accountId);
    return ok(undefined);
  }

  function checkKey(key: string | undefined): Outcome<string> {
    return key !== undefined && KEY_PATTERN.test(key)
      ? ok(key)
      : refuse('INVALID', 'idempotencyKey', hallText.t('keyNeeded'));
  }

  return {
    async start(kiosk: KioskActor, keyHeader: string | undefined, input: KioskPassStart) {
      const key = checkKey(keyHeader);
      if (!key.ok) return key;
      // A retry of a start that went through answers at once, without its PIN counted again.
      const done = await replayOf(db, kiosk.id, key.value);
      if (done) return present(done.passId ? ok(done.passId) : notFound('pass'));

      const student = await studentInCourse(kiosk, input.username);
      const { hallpass } = await settings.stored(kiosk.teacherId);
      if (!student) {
        // As long as a PIN check, so the kiosk's timing does not tell which numbers are in the class.
        if (hallpass.kioskPin && input.pin !== undefined) await verifyAgainstDecoy(input.pin);
        return refuse('INVALID', 'username', hallText.t('unknownStudent'));
      }
      if (hallpass.kioskPin) {
        const pin = await checkPin(student.accountId, student.pinHash, input.pin);
        if (!pin.ok) return pin;
      }
      // The student's own pass, as if they pressed Buy a pass in this course (P48's rules and texts).
      const actor: Actor = {
        id: student.accountId,
        personId: student.personId,
        role: 'student',
        username: student.username,
        teacherId: kiosk.teacherId,
        courseId: kiosk.courseId,
        coTeaching: false,
        substitute: null,
        dropped: false,
        // The kiosk speaks the device's language, whoever types their number.
        language: null,
        sessionTokenHash: kiosk.sessionTokenHash,
      };
      // Without the PIN checked the pass is free (P49): a number alone never spends points.
      const at = hallpass.kioskPin ? 'kioskWithPin' : 'kioskWithoutPin';
      return once(kiosk, key.value, (tx) => creation.forStudent(tx, actor, input.destination, at));
    },

    /** Ends a pass of the kiosk's course (the student back in class taps their name). */
    async returnPass(kiosk: KioskActor, keyHeader: string | undefined, passId: string) {
      const key = checkKey(keyHeader);
      if (!key.ok) return key;
      if (!isUuid(passId)) return notFound('pass');
      return once(kiosk, key.value, (tx) => lifecycle.returnIn(tx, eq(hallpasses.courseId, kiosk.courseId), passId));
    },
  };
}
export type KioskPasses = ReturnType<typeof createKioskPasses>;
