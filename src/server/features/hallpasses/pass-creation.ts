import { storedText } from '../../i18n/stored-text';
import { serverHallText } from './texts';
import type * as zod from 'zod';
import { type ZTeacherPassCreate } from '../../../shared/hallpasses';
import {
  blackoutUntil,
  clockLabel,
  destinationLabel,
  destinationPrice,
  findDestination,
  storedDestination,
  teacherPassPrice,
} from '../../../shared/hall-rules';
import type { TSettings } from '../../../shared/settings';
import { type Clock, localClock, localTime, type TTimeZone } from '../../common/clock';
import { idOf, isUuid } from '../../common/ids';
import { courseOfAccount } from '../../common/students.queries';
import { hallpasses } from '../../db/hall-schema';
import { type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { balanceOfStudent, isPrimeActive, type LockedStudent, lockStudent, spend } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, refuseMany } from '../../outcome';
import type { SettingsService } from '../settings';
import { emergencyCovering, enterHall, teacherOfAccount } from './emergency.queries';
import { passesLeftToday, passesOutToday } from './day-rule';
import { destinationWords } from './destination-words';
import { destinationLimit, moveWaitLine, placeFor } from './hall-places';
import {
  currentPassOf,
  hasPassAccommodation,
  lockCourse,
  lockSeparationsOf,
  outPassesOfCourse,
  passCountOf,
  separatedPeerOut,
} from './hallpasses.queries';
import { hallText } from '../../../shared/hall-texts/texts';
import { substituteText } from '../../../shared/substitute-texts/texts';
import { auditPassOfSharedClass } from './shared-class-audit';

type TeacherInput = zod.infer<typeof ZTeacherPassCreate>['pass'];
/** Where a student's pass was pressed: their own session, or a kiosk with or without their PIN checked (P49). */
export type TPassOrigin = 'app' | 'kioskWithPin' | 'kioskWithoutPin';

/** Whole minutes until an instant, at least 1: 'Please try again in 4 minutes' (hall-texts `activeForStudent`). */
const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
const minutesLeft = (startedAt: Date, duration: number, now: Date) =>
  minutesUntil(new Date(startedAt.getTime() + duration * 60_000), now);

/**
 * Making a pass (P18, P34, P39, P48). A pass belongs to the student's course; one course's passes are
 * decided one at a time (the student's row is locked, then their course's), so the places of a
 * course hold however many students press at once. A student's refusals are the seed's texts;
 * a teacher meets the same rules as warnings that `override` passes.
 */
export function createPassCreation(clock: Clock, settings: SettingsService, timeZone: TTimeZone) {
  async function insertAndCharge(
    tx: Tx,
    actor: Actor,
    student: LockedStudent,
    courseId: string,
    fields: { destination: string; duration: number; createdBy: string; cost: number },
    classSettings: TSettings,
    state: 'requested' | 'waiting' | 'active' = 'active',
    belowZeroAllowed = classSettings.hallpass.allowPurchaseWithInsufficientFunds,
    freeAtKiosk = false,
  ): Promise<Outcome<string>> {
    const now = clock.now();
    const [pass] = await tx
      .insert(hallpasses)
      .values({
        teacherId: student.teacherId,
        courseId,
        studentId: student.id,
        ...fields,
        state,
        startedAt: state === 'active' ? now : null,
        queuedAt: state === 'waiting' ? now : null,
        createdById: actor.personId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: hallpasses.id });
    if (!pass) throw new Error('hallpass insert returned nothing');
    // The class's pass pages and the kiosk refresh when this commits (P38).
    await publish(tx, { to: { course: courseId }, event: 'passes' });
    const charged = await spend(
      tx,
      student,
      fields.cost,
      {
        source: 'hallpass',
        description: storedText(serverHallText, freeAtKiosk ? 'kioskFreeDescription' : 'boughtDescription', {
          destination: destinationWords(fields.destination),
          minutes: fields.duration,
        }),
        typeTitle: storedText(serverHallText, 'typeTitle'),
        createdBy: actor.personId,
        createdAt: now,
        // P49: the ledger says why a kiosk pass cost nothing.
        keepWhenFree: freeAtKiosk,
      },
      {
        by: actor.role === 'student' ? 'student' : 'teacher',
        belowZeroAllowed,
        converter: classSettings.scoreConverter,
        shortOfFunds: () => refuse('CONFLICT', 'insufficientFunds', hallText.t('fundsForStudent')),
      },
    );
    return charged.ok ? ok(pass.id) : charged;
  }

  /**
   * A student's own pass (P34, P48): the destination they pick (restroom when the teacher lists
   * none), the default duration, their name, the destination's price. It starts when a place is
   * free, waits in the line when none is and the line is on, or waits for approval when the
   * destination needs it. The refusals come in the seed's order (the hall, today's pass, the limit,
   * funds), after P48's own (the student's current pass, a blackout, a separation).
   *
   * `at` is where it was pressed: the student's own session, or a kiosk, which says whether the
   * student's PIN was checked. A kiosk never spends points on a number alone (P49): without a
   * checked PIN the pass is free, whatever the settings say by the time this runs.
   */
  async function createForStudent(
    tx: Tx,
    actor: Actor,
    destinationName: string | undefined,
    at: TPassOrigin = 'app',
  ): Promise<Outcome<string>> {
    // The hall's gate before any lock (P50), then the student, then their course (LOCK-ORDER.md):
    // locked first, the student can't be moved to another course while their pass is decided, and
    // the course's lock decides the class's places.
    const teacherId = await teacherOfAccount(tx, actor.id);
    if (!teacherId) return notFound('student');
    await enterHall(tx, teacherId);
    const student = await lockStudent(tx, actor.id);
    if (!student) return notFound('student');
    const me = { ...student, courseId: await courseOfAccount(tx, student.id, actor.courseId) };
    const classSettings = await settings.stored(me.teacherId, tx);
    const { hallpass } = classSettings;
    if (!hallpass.enabled || !hallpass.allowStudentCreation || !me.courseId)
      return refuse('FORBIDDEN', 'hallpass', hallText.t('seeTeacher'));
    const destination = findDestination(hallpass, destinationName);
    if (!destination) return refuse('INVALID', 'destination', hallText.t('unknownDestination'));
    if (!(await lockCourse(tx, me.courseId))) return refuse('FORBIDDEN', 'hallpass', hallText.t('seeTeacher'));
    // Read inside the gate, under the course's lock: a switch that went on is seen (P50).
    if ((await emergencyCovering(tx, teacherId)).length > 0)
      return refuse('CONFLICT', 'emergency', hallText.t('emergencyStudent'));
    const now = clock.now();
    const accommodation = await hasPassAccommodation(tx, student.id);

    const mine = await currentPassOf(tx, student.id, now);
    if (mine?.state === 'active' && mine.startedAt)
      return refuse(
        'CONFLICT',
        'activeHallpass',
        hallText.t('activeForStudent', { minutes: minutesLeft(mine.startedAt, mine.duration, now) }),
      );
    if (mine) return refuse('CONFLICT', 'hallpassWaiting', hallText.t('alreadyWaiting'));
    // Those already in line go first: a newcomer never takes a place someone waiting could take.
    await moveWaitLine(tx, me.courseId, hallpass, now);
    if (!accommodation) {
      const until = blackoutUntil(hallpass.blackouts, localClock(now, timeZone));
      if (until) return refuse('CONFLICT', 'hallpassBlackout', hallText.t('blackout', { until: clockLabel(until) }));
    }
    await lockSeparationsOf(tx, [student.id]);
    if (await separatedPeerOut(tx, student.id, now)) return refuse('CONFLICT', 'hallpassBusy', hallText.t('busy'));
    const place = accommodation
      ? ({ free: true } as const)
      : placeFor(await outPassesOfCourse(tx, me.courseId, now), hallpass, destination);
    if (!place.free && !destination.needsApproval && !hallpass.waitLine)
      return refuse(
        'CONFLICT',
        'activeHallpass',
        hallText.t('activeForStudent', { minutes: minutesUntil(place.freesAt, now) }),
      );
    if (!accommodation) {
      // The day's passes (`hallpass.perDay`, 0 = no daily rule), counted under the student's lock.
      const left = passesLeftToday(hallpass, await passesOutToday(tx, student.id, now, timeZone));
      if (left === 0) return refuse('CONFLICT', 'expiredHallpass', hallText.t('expired', { perDay: hallpass.perDay }));
      if (hallpass.limit > 0 && (await passCountOf(tx, student.id)) >= hallpass.limit)
        return refuse('CONFLICT', 'hallpassLimitReached', hallText.t('limitForStudent'));
    }

    const freeAtKiosk = at === 'kioskWithoutPin' && !accommodation;
    return insertAndCharge(
      tx,
      actor,
      student,
      me.courseId,
      {
        destination: destination.name,
        duration: hallpass.defaultDuration,
        createdBy: `${me.firstName} ${me.lastName}`.trim(),
        cost: freeAtKiosk
          ? 0
          : destinationPrice(classSettings, destination, isPrimeActive(student, now), accommodation),
      },
      classSettings,
      destination.needsApproval ? 'requested' : place.free ? 'active' : 'waiting',
      // P48: a student with the accommodation is never refused for their balance.
      classSettings.hallpass.allowPurchaseWithInsufficientFunds || accommodation,
      freeAtKiosk,
    );
  }

  /** A teacher's pass for a student: the rules are warnings in the teacher's words, `override` passes them. */
  async function createForTeacher(tx: Tx, actor: Actor, input: TeacherInput): Promise<Outcome<string>> {
    const studentId = idOf(input.student);
    if (!isUuid(studentId)) return notFound('student');
    // The hall's gate, the student, then their course (LOCK-ORDER.md), as a student's own pass takes them.
    await enterHall(tx, actor.id);
    const student = await lockStudent(tx, studentId);
    if (!student || student.teacherId !== actor.id) return notFound('student');
    // A co-teacher's pass is in the course shared with them, for a student of it (P60).
    const target = { ...student, courseId: await courseOfAccount(tx, student.id, actor.courseId) };
    if (actor.coTeaching && target.courseId !== actor.courseId) return notFound('student');
    if (!target.courseId) return refuse('CONFLICT', 'student', serverHallText.t('notInCourse'));
    if (!(await lockCourse(tx, target.courseId))) return notFound('course');
    // Not a warning: `override` does not pass an emergency (P50).
    if ((await emergencyCovering(tx, actor.id)).length > 0)
      return refuse('CONFLICT', 'emergency', hallText.t('emergencyStaff'));
    const classSettings = await settings.stored(actor.id, tx);
    const now = clock.now();
    // A cost the teacher chose is charged as sent (P34); none is the destination's price (P48).
    // A substitute's pass costs what the class's price says: they give no points of their own (P60).
    const cost =
      (actor.substitute === null ? input.cost : undefined) ??
      teacherPassPrice(
        classSettings,
        storedDestination(input.destination),
        isPrimeActive(student, now),
        await hasPassAccommodation(tx, student.id),
      );

    if (!input.override) {
      const warnings: Record<string, string[]> = {};
      const out = await outPassesOfCourse(tx, target.courseId, now);
      const place = placeFor(out, classSettings.hallpass, destinationLimit(classSettings.hallpass, input.destination));
      // The pass that holds the place longest names who is out, as the seed's warning did for the one pass.
      const holder = place.free
        ? undefined
        : out.find((p) => p.startedAt.getTime() + p.duration * 60_000 >= place.freesAt.getTime());
      if (holder) {
        warnings.activeHallpass = [
          hallText.t('activeForTeacher', {
            who: `${holder.firstName} ${holder.lastName}`.trim(),
            destination: destinationLabel(holder.destination),
            createdAt: localTime(holder.createdAt, timeZone),
            minutes: holder.duration,
          }),
        ];
      }
      await lockSeparationsOf(tx, [studentId]);
      const peer = await separatedPeerOut(tx, studentId, now);
      // A co-teacher or a substitute (P60) learns who is out only of their own course: a classmate
      // of another course is not named, as a student is never told (P48).
      if (peer && (!actor.coTeaching || peer.courseId === actor.courseId)) {
        warnings.hallpassBusy = [
          hallText.t('busyForTeacher', {
            who: `${student.firstName} ${student.lastName}`.trim(),
            other: `${peer.firstName} ${peer.lastName}`.trim(),
          }),
        ];
      } else if (peer) warnings.hallpassBusy = [hallText.t('busy')];
      const limit = classSettings.hallpass.limit;
      const count = limit > 0 ? await passCountOf(tx, studentId) : 0;
      if (limit > 0 && count >= limit)
        warnings.hallpassLimitReached = [hallText.t('limitForTeacher', { passes: count })];
      if (cost > 0 && !classSettings.hallpass.allowPurchaseWithInsufficientFunds) {
        const balance = await balanceOfStudent(tx, studentId, classSettings.scoreConverter);
        if (balance < cost) warnings.insufficientFunds = [hallText.t('fundsForTeacher', { points: balance })];
      }
      if (Object.keys(warnings).length > 0) return refuseMany('CONFLICT', warnings);
    }

    const made = await insertAndCharge(
      tx,
      actor,
      student,
      target.courseId,
      {
        destination: storedDestination(input.destination),
        duration: input.duration,
        createdBy:
          actor.substitute === null ? input.createdBy : substituteText.t('substituteNamed', { name: actor.substitute }),
        cost,
      },
      classSettings,
    );
    if (made.ok) {
      await auditPassOfSharedClass(
        tx,
        actor,
        { id: made.value, studentId: student.id, destination: storedDestination(input.destination) },
        'started',
      );
    }
    return made;
  }

  return { forStudent: createForStudent, forTeacher: createForTeacher };
}
export type PassCreation = ReturnType<typeof createPassCreation>;
