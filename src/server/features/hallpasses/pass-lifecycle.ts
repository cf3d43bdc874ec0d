import { storedText } from '../../i18n/stored-text';
import { serverHallText } from './texts';
import { eq, type SQL } from 'drizzle-orm';
import { minutesOver, overtimeFine } from '../../../shared/hall-rules';
import { MAX_PASS_MINUTES } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import type { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { hallpasses } from '../../db/hall-schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { type LockedStudent, refund, takeAtMost } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { notify } from '../notifications';
import type { SettingsService } from '../settings';
import { emergencyCovering } from './emergency.queries';
import { destinationWords } from './destination-words';
import { lateFineNotices } from './late-fine-notices';
import { destinationLimit, moveWaitLine, placeFor } from './hall-places';
import {
  hasPassAccommodation,
  lockCourse,
  lockPass,
  lockSeparationsOf,
  outPassesOfCourse,
  type PassRow,
  separatedPeerOut,
  waitLineOf,
} from './hallpasses.queries';
import { hallText } from '../../../shared/hall-texts/texts';
import { passesInReachOf } from './passes-in-reach';
import { auditPassOfSharedClass, type PassAction } from './shared-class-audit';

/** Why a pass that never went out was taken back: its ledger line. */
type TTakeBackReason = 'notApprovedRefund' | 'lineLeftRefund' | 'withdrawnRefund';

/**
 * What happens to a pass after it is made (P48): it returns, is approved or denied, or its student
 * leaves the line; and the wait line moves. Each takes the pass's student, then its course, then
 * the pass (LOCK-ORDER.md), so two presses at once act once; money moves only through the kernel.
 */
export function createPassLifecycle(db: Db, clock: Clock, settings: SettingsService) {
  const ownerOf = (actor: Actor): SQL =>
    actor.role === 'student' ? eq(hallpasses.studentId, actor.id) : passesInReachOf(actor);

  /** Gives back what a pass that never went out held, and removes it. */
  async function takeBack(tx: Tx, row: PassRow, actor: Actor, why: TTakeBackReason): Promise<boolean> {
    const refunded = await refund(tx, {
      teacherId: row.teacherId,
      studentId: row.studentId,
      source: 'hallpass',
      refundOf: row.id,
      amount: row.cost,
      description: storedText(serverHallText, why),
      typeTitle: storedText(serverHallText, 'typeTitle'),
      createdBy: actor.personId,
    });
    await tx.delete(hallpasses).where(eq(hallpasses.id, row.id));
    await publish(tx, { to: { course: row.courseId }, event: 'passes' });
    return refunded;
  }

  /**
   * A late return's fine (P48), a ledger fine the teacher may delete like any other. It never takes
   * the balance below 0 (issue 42): the kernel takes what the balance allows, and the teacher is
   * told what was taken, since a rule charged their student without anyone pressing.
   */
  async function fineIfLate(tx: Tx, row: PassRow & { startedAt: Date }, student: LockedStudent, now: Date) {
    const { hallpass, fines, scoreConverter } = await settings.stored(row.teacherId, tx);
    if (!fines.enabled || hallpass.overtimeFinePerMinute === 0) return;
    if (await hasPassAccommodation(tx, row.studentId)) return;
    // Counted up to the longest pass: a pass ended the next morning is not a day's worth of minutes.
    const minutes = Math.min(MAX_PASS_MINUTES, minutesOver(row.startedAt, row.duration, now));
    const amount = overtimeFine(hallpass, minutes);
    if (amount <= 0) return;
    const destination = destinationWords(row.destination);
    const description = storedText(serverHallText, 'lateDescription', { destination, minutes });
    const fine = await takeAtMost(
      tx,
      student,
      amount,
      {
        type: 'fine',
        description,
        typeTitle: storedText(serverHallText, 'typeTitle'),
        productId: null,
        // The teacher's rule fines, whoever pressed.
        createdBy: row.teacherId,
        at: now,
      },
      scoreConverter,
    );
    const told = lateFineNotices(row, student, { ...fine, description, destination, minutes });
    await notify(tx, told);
  }

  /**
   * Ends an active pass among those `owner` selects (a student's, a teacher's, a kiosk's course),
   * in the caller's transaction; a returned one answers as it is, so a second press does nothing.
   */
  async function returnIn(tx: Tx, owner: SQL, id: string): Promise<Outcome<string>> {
    const locked = await lockPass(tx, id, owner);
    if (!locked) return notFound('pass');
    const { row } = locked;
    if (row.state === 'returned') return ok(row.id);
    if (row.state !== 'active' || !row.startedAt) return refuse('CONFLICT', 'pass', hallText.t('notStarted'));
    const now = clock.now();
    await tx
      .update(hallpasses)
      .set({ state: 'returned', returnedAt: now, updatedAt: now })
      .where(eq(hallpasses.id, row.id));
    await fineIfLate(tx, { ...row, startedAt: row.startedAt }, locked.student, now);
    await publish(tx, { to: { course: row.courseId }, event: 'passes' });
    await moveWaitLine(tx, row.courseId, (await settings.stored(row.teacherId, tx)).hallpass, now);
    return ok(row.id);
  }

  /** The audit entry of an action on a pass read by its id (a return answers only the id). */
  async function auditPassAction(tx: Tx, actor: Actor, id: string, action: PassAction): Promise<void> {
    if (!actor.coTeaching) return;
    const [pass] = await tx
      .select({ id: hallpasses.id, studentId: hallpasses.studentId, destination: hallpasses.destination })
      .from(hallpasses)
      .where(eq(hallpasses.id, id));
    if (pass) await auditPassOfSharedClass(tx, actor, pass, action);
  }

  return {
    /** Ends an active pass (the student's own, or the teacher's); a returned one answers as it is. */
    async returnPass(actor: Actor, id: string): Promise<Outcome<string>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        const returned = await returnIn(tx, ownerOf(actor), id);
        if (returned.ok && actor.role === 'teacher') await auditPassAction(tx, actor, returned.value, 'returned');
        return returned;
      });
    },

    returnIn,

    /** The teacher's OK: the pass starts when a place is free, else waits in the line. */
    async approve(actor: Actor, id: string): Promise<Outcome<string>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        // P50: nothing starts during an emergency (the switch took back every request anyway).
        if ((await emergencyCovering(tx, actor.id)).length > 0)
          return refuse('CONFLICT', 'emergency', hallText.t('emergencyStaff'));
        const locked = await lockPass(tx, id, ownerOf(actor));
        if (!locked) return notFound('pass');
        const { row } = locked;
        // A second press of Approve finds it approved: nothing more to do.
        if (row.state === 'active' || row.state === 'waiting') return ok(row.id);
        if (row.state !== 'requested') return refuse('CONFLICT', 'pass', hallText.t('notRequested'));
        const now = clock.now();
        const { hallpass } = await settings.stored(row.teacherId, tx);
        await moveWaitLine(tx, row.courseId, hallpass, now);
        const accommodation = await hasPassAccommodation(tx, row.studentId);
        const out = await outPassesOfCourse(tx, row.courseId, now);
        const fits = accommodation || placeFor(out, hallpass, destinationLimit(hallpass, row.destination)).free;
        await lockSeparationsOf(tx, [row.studentId]);
        const starts = fits && !(await separatedPeerOut(tx, row.studentId, now));
        await tx
          .update(hallpasses)
          .set(
            starts
              ? { state: 'active', startedAt: now, updatedAt: now }
              : { state: 'waiting', queuedAt: now, updatedAt: now },
          )
          .where(eq(hallpasses.id, row.id));
        await publish(tx, { to: { course: row.courseId }, event: 'passes' });
        await auditPassOfSharedClass(tx, actor, row, 'approved');
        await notify(tx, [
          {
            userId: row.studentId,
            type: 'info',
            title: storedText(serverHallText, 'approvedTitle'),
            content: storedText(serverHallText, starts ? 'approvedGo' : 'approvedInLine', {
              destination: destinationWords(row.destination),
            }),
          },
        ]);
        return ok(row.id);
      });
    },

    /** The teacher's no: the request is removed and what it held refunded. */
    async deny(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        const locked = await lockPass(tx, id, ownerOf(actor));
        if (!locked) return notFound('pass');
        const { row } = locked;
        if (row.state !== 'requested') return refuse('CONFLICT', 'pass', hallText.t('notRequested'));
        const refunded = await takeBack(tx, row, actor, 'notApprovedRefund');
        await auditPassOfSharedClass(tx, actor, row, 'denied');
        await notify(tx, [
          {
            userId: row.studentId,
            type: 'info',
            title: storedText(serverHallText, 'notApprovedTitle'),
            content: refunded
              ? storedText(serverHallText, 'notApprovedRefunded', {
                  destination: destinationWords(row.destination),
                  points: formatPoints(row.cost),
                })
              : storedText(serverHallText, 'notApprovedContent', { destination: destinationWords(row.destination) }),
          },
        ]);
        return ok(undefined);
      });
    },

    /** The student leaves the wait line or withdraws a request: removed, and refunded. */
    async leave(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        const locked = await lockPass(tx, id, ownerOf(actor));
        if (!locked) return notFound('pass');
        const { row } = locked;
        if (row.state !== 'requested' && row.state !== 'waiting')
          return refuse('CONFLICT', 'pass', hallText.t('notWaiting'));
        await takeBack(tx, row, actor, row.state === 'waiting' ? 'lineLeftRefund' : 'withdrawnRefund');
        return ok(undefined);
      });
    },

    /**
     * Moves a course's wait line when someone is in it: a pass that ran out frees its place without
     * anyone pressing, so reads of the hall move the line too (one small read when nobody waits).
     */
    async settle(courseId: string): Promise<void> {
      if ((await waitLineOf(db, courseId)).length === 0) return;
      await runInTransaction(db, async (tx) => {
        if (!(await lockCourse(tx, courseId))) return ok(undefined);
        const [course] = await tx
          .select({ teacherId: courses.teacherId })
          .from(courses)
          .where(eq(courses.id, courseId));
        if (course)
          await moveWaitLine(tx, courseId, (await settings.stored(course.teacherId, tx)).hallpass, clock.now());
        return ok(undefined);
      });
    },
  };
}
export type PassLifecycle = ReturnType<typeof createPassLifecycle>;
