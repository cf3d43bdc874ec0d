import { and, eq, gte, type SQL } from 'drizzle-orm';
import type * as zod from 'zod';
import {
  HALLPASS_TEXT,
  type THallStatus,
  type TLastPass,
  type TPass,
  type ZPassUpdate,
  type ZTeacherPassCreate,
} from '../../../shared/hallpasses';
import {
  blackoutUntil,
  clockLabel,
  destinationPrice,
  destinationsOf,
  findDestination,
} from '../../../shared/hall-rules';
import { hallpassPrice } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import type { TSettings } from '../../../shared/settings';
import { type Clock, localClock, localDate, localTime, type TTimeZone } from '../../common/clock';
import { idOf, isUuid } from '../../common/ids';
import { courseOfAccount, findStudentOfTeacher } from '../../common/students.queries';
import type { Db } from '../../db/client';
import { courses, hallpasses, studentAccounts } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import {
  balanceOfStudent,
  isPrimeActive,
  type LockedStudent,
  lockStudent,
  lockWithItsStudents,
  refund,
  spend,
} from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, refuseMany } from '../../outcome';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { SettingsService } from '../settings';
import { destinationLimit, moveWaitLine, placeFor } from './hall-places';
import {
  coursesWithWaitLine,
  currentPassOf,
  waitLineOf,
  hasPassAccommodation,
  lockCourse,
  lockPass,
  lockSeparationsOf,
  newestPassOf,
  outPassesOfCourse,
  passCountOf,
  selectPasses,
  separatedPeerOut,
} from './hallpasses.queries';
import { createPassLifecycle } from './pass-lifecycle';

type TeacherInput = zod.infer<typeof ZTeacherPassCreate>['pass'];
type UpdateInput = zod.infer<typeof ZPassUpdate>['pass'];

/** Whole minutes until an instant, at least 1: 'Please try again in 4 minutes'. */
const minutesUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
const minutesLeft = (startedAt: Date, duration: number, now: Date) =>
  minutesUntil(new Date(startedAt.getTime() + duration * 60_000), now);

/** A student's price of a pass: `hallpass.purchaseAmount` after the Prime hallpass discount (seed 000 section 9). */
function studentPrice(classSettings: TSettings, student: LockedStudent, now: Date): number {
  return hallpassPrice(classSettings, isPrimeActive(student, now));
}

/**
 * Hallpasses (P18, P34, P39). A pass belongs to the student's course; one course's passes are
 * decided one at a time (its row is locked first, then the student's), so one active pass per
 * course holds however many students press at once. A student's refusals are the seed's texts;
 * a teacher meets the same rules as warnings that `override` passes.
 */
export function createHallpassesService(db: Db, clock: Clock, settings: SettingsService, timeZone: TTimeZone) {
  const isToday = (instant: Date, now: Date) => localDate(instant, timeZone) === localDate(now, timeZone);

  const one = async (reader: Db | Tx, id: string) =>
    (await selectPasses(reader, eq(hallpasses.id, id), clock.now()))[0];

  async function insertAndCharge(
    tx: Tx,
    actor: Actor,
    student: LockedStudent,
    courseId: string,
    fields: { destination: string; duration: number; createdBy: string; cost: number },
    classSettings: TSettings,
    state: 'requested' | 'waiting' | 'active' = 'active',
    belowZeroAllowed = classSettings.hallpass.allowPurchaseWithInsufficientFunds,
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
        description: `Hallpass: ${fields.destination} (${fields.duration} min)`,
        typeTitle: 'Hallpass',
        createdBy: actor.personId,
        createdAt: now,
      },
      {
        by: actor.role === 'student' ? 'student' : 'teacher',
        belowZeroAllowed,
        converter: classSettings.scoreConverter,
        shortOfFunds: () => refuse('CONFLICT', 'insufficientFunds', HALLPASS_TEXT.fundsForStudent),
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
   */
  async function createForStudent(tx: Tx, actor: Actor, destinationName: string | undefined): Promise<Outcome<string>> {
    // The student, then their course (LOCK-ORDER.md): locked first, the student can't be moved to
    // another course while their pass is decided, and the course's lock decides the class's places.
    const student = await lockStudent(tx, actor.id);
    if (!student) return notFound('student');
    const me = { ...student, courseId: await courseOfAccount(tx, student.id, actor.courseId) };
    const classSettings = await settings.stored(me.teacherId, tx);
    const { hallpass } = classSettings;
    if (!hallpass.enabled || !hallpass.allowStudentCreation || !me.courseId)
      return refuse('FORBIDDEN', 'hallpass', HALLPASS_TEXT.seeTeacher);
    const destination = findDestination(hallpass, destinationName);
    if (!destination) return refuse('INVALID', 'destination', HALLPASS_TEXT.unknownDestination);
    if (!(await lockCourse(tx, me.courseId))) return refuse('FORBIDDEN', 'hallpass', HALLPASS_TEXT.seeTeacher);
    const now = clock.now();
    const accommodation = await hasPassAccommodation(tx, student.id);

    const mine = await currentPassOf(tx, student.id, now);
    if (mine?.state === 'active' && mine.startedAt)
      return refuse(
        'CONFLICT',
        'activeHallpass',
        HALLPASS_TEXT.activeForStudent(minutesLeft(mine.startedAt, mine.duration, now)),
      );
    if (mine) return refuse('CONFLICT', 'hallpassWaiting', HALLPASS_TEXT.alreadyWaiting);
    // Those already in line go first: a newcomer never takes a place someone waiting could take.
    await moveWaitLine(tx, me.courseId, hallpass, now);
    if (!accommodation) {
      const until = blackoutUntil(hallpass.blackouts, localClock(now, timeZone));
      if (until) return refuse('CONFLICT', 'hallpassBlackout', HALLPASS_TEXT.blackout(clockLabel(until)));
    }
    await lockSeparationsOf(tx, [student.id]);
    if (await separatedPeerOut(tx, student.id, now)) return refuse('CONFLICT', 'hallpassBusy', HALLPASS_TEXT.busy);
    const place = accommodation
      ? ({ free: true } as const)
      : placeFor(await outPassesOfCourse(tx, me.courseId, now), hallpass, destination);
    if (!place.free && !destination.needsApproval && !hallpass.waitLine)
      return refuse('CONFLICT', 'activeHallpass', HALLPASS_TEXT.activeForStudent(minutesUntil(place.freesAt, now)));
    if (!accommodation) {
      const newest = await newestPassOf(tx, student.id);
      if (newest && isToday(newest.createdAt, now)) return refuse('CONFLICT', 'expiredHallpass', HALLPASS_TEXT.expired);
      if (hallpass.limit > 0 && (await passCountOf(tx, student.id)) >= hallpass.limit)
        return refuse('CONFLICT', 'hallpassLimitReached', HALLPASS_TEXT.limitForStudent);
    }

    return insertAndCharge(
      tx,
      actor,
      student,
      me.courseId,
      {
        destination: destination.name,
        duration: hallpass.defaultDuration,
        createdBy: `${me.firstName} ${me.lastName}`.trim(),
        cost: destinationPrice(classSettings, destination, isPrimeActive(student, now), accommodation),
      },
      classSettings,
      destination.needsApproval ? 'requested' : place.free ? 'active' : 'waiting',
      // P48: a student with the accommodation is never refused for their balance.
      classSettings.hallpass.allowPurchaseWithInsufficientFunds || accommodation,
    );
  }

  /** A teacher's pass for a student: the rules are warnings in the teacher's words, `override` passes them. */
  async function createForTeacher(tx: Tx, actor: Actor, input: TeacherInput): Promise<Outcome<string>> {
    const studentId = idOf(input.student);
    if (!isUuid(studentId)) return notFound('student');
    // The student, then their course (LOCK-ORDER.md), as a student's own pass takes them.
    const student = await lockStudent(tx, studentId);
    if (!student || student.teacherId !== actor.id) return notFound('student');
    const target = { ...student, courseId: await courseOfAccount(tx, student.id, null) };
    if (!target.courseId) return refuse('CONFLICT', 'student', 'is not in a course');
    if (!(await lockCourse(tx, target.courseId))) return notFound('course');
    const classSettings = await settings.stored(actor.id, tx);
    const now = clock.now();
    const cost = input.cost ?? studentPrice(classSettings, student, now);

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
          HALLPASS_TEXT.activeForTeacher(
            `${holder.firstName} ${holder.lastName}`.trim(),
            holder.destination,
            localTime(holder.createdAt, timeZone),
            holder.duration,
          ),
        ];
      }
      await lockSeparationsOf(tx, [studentId]);
      const peer = await separatedPeerOut(tx, studentId, now);
      if (peer) {
        warnings.hallpassBusy = [
          HALLPASS_TEXT.busyForTeacher(
            `${student.firstName} ${student.lastName}`.trim(),
            `${peer.firstName} ${peer.lastName}`.trim(),
          ),
        ];
      }
      const limit = classSettings.hallpass.limit;
      const count = limit > 0 ? await passCountOf(tx, studentId) : 0;
      if (limit > 0 && count >= limit) warnings.hallpassLimitReached = [HALLPASS_TEXT.limitForTeacher(count)];
      if (cost > 0 && !classSettings.hallpass.allowPurchaseWithInsufficientFunds) {
        const balance = await balanceOfStudent(tx, studentId, classSettings.scoreConverter);
        if (balance < cost) warnings.insufficientFunds = [HALLPASS_TEXT.fundsForTeacher(balance)];
      }
      if (Object.keys(warnings).length > 0) return refuseMany('CONFLICT', warnings);
    }

    return insertAndCharge(
      tx,
      actor,
      student,
      target.courseId,
      { destination: input.destination, duration: input.duration, createdBy: input.createdBy, cost },
      classSettings,
    );
  }

  /** A pass of the teacher, its student locked first (the refund and notice name them; LOCK-ORDER.md). */
  async function lockPassOfTeacher(tx: Tx, teacherId: string, id: string) {
    const ofTeacher = and(eq(hallpasses.id, id), eq(hallpasses.teacherId, teacherId));
    return lockWithItsStudents(tx, {
      peek: async () => (await tx.select().from(hallpasses).where(ofTeacher))[0],
      lock: async () => (await tx.select().from(hallpasses).where(ofTeacher).for('update'))[0],
      studentsOf: (pass) => [pass.studentId],
    });
  }

  const lifecycle = createPassLifecycle(db, clock, settings);

  /** A pass as the API shows it, after the action that made or changed it. */
  const present = async (outcome: Outcome<string>): Promise<Outcome<TPass>> => {
    if (!outcome.ok) return outcome;
    const pass = await one(db, outcome.value);
    return pass ? ok(pass) : notFound('pass');
  };

  return {
    async create(actor: Actor, input: TeacherInput | null, destination?: string): Promise<Outcome<TPass>> {
      return present(
        await runInTransaction(db, (tx) =>
          actor.role === 'student' || !input
            ? createForStudent(tx, actor, destination)
            : createForTeacher(tx, actor, input),
        ),
      );
    },

    returnPass: async (actor: Actor, id: string) => present(await lifecycle.returnPass(actor, id)),
    approve: async (actor: Actor, id: string) => present(await lifecycle.approve(actor, id)),
    deny: lifecycle.deny,
    leave: lifecycle.leave,

    /** The student's newest pass; 'none' when it is not from today, unless it is still running or waiting. */
    async last(actor: Actor): Promise<TLastPass> {
      const courseId = await courseOfAccount(db, actor.id, actor.courseId);
      if (courseId) await lifecycle.settle(courseId);
      const now = clock.now();
      const [pass] = await selectPasses(db, eq(hallpasses.studentId, actor.id), now, 1);
      if (!pass) return { pass: null, state: 'none' };
      if (pass.state !== 'expired' && pass.state !== 'returned') return { pass, state: pass.state };
      return { pass, state: isToday(new Date(pass.createdAt), now) ? pass.state : 'none' };
    },

    /**
     * A student's own passes, or a teacher's of all their courses (one course with `courseId`);
     * only those created at `since` or later when it is given.
     */
    async list(actor: Actor, courseId: string | undefined, since?: string): Promise<Outcome<TPass[]>> {
      const recent = since === undefined ? undefined : gte(hallpasses.createdAt, new Date(since));
      if (actor.role === 'student') {
        const mine = await courseOfAccount(db, actor.id, actor.courseId);
        if (mine) await lifecycle.settle(mine);
        return ok(await selectPasses(db, and(eq(hallpasses.studentId, actor.id), recent), clock.now()));
      }
      let where: SQL | undefined = and(eq(hallpasses.teacherId, actor.id), recent);
      if (courseId !== undefined) {
        if (!isUuid(courseId)) return notFound('course');
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseId), eq(courses.teacherId, actor.id)));
        if (!course) return notFound('course');
        where = and(where, eq(hallpasses.courseId, courseId));
      }
      for (const waiting of await coursesWithWaitLine(db, actor.id))
        if (courseId === undefined || waiting === courseId) await lifecycle.settle(waiting);
      return ok(await selectPasses(db, where, clock.now()));
    },

    /** What a student sees before pressing (P48): places, when one frees, their place in line; no names. */
    async hall(actor: Actor, courseIdAsked: string | undefined): Promise<Outcome<THallStatus>> {
      let courseId: string | null;
      let teacherId: string;
      if (actor.role === 'student') {
        courseId = await courseOfAccount(db, actor.id, actor.courseId);
        const [account] = await db
          .select({ teacherId: studentAccounts.teacherId })
          .from(studentAccounts)
          .where(eq(studentAccounts.id, actor.id));
        if (!account) return notFound('student');
        teacherId = account.teacherId;
      } else {
        if (courseIdAsked === undefined) return refuse('INVALID', 'courseId', 'Required');
        if (!isUuid(courseIdAsked)) return notFound('course');
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseIdAsked), eq(courses.teacherId, actor.id)));
        if (!course) return notFound('course');
        courseId = course.id;
        teacherId = actor.id;
      }
      if (!courseId) return refuse('FORBIDDEN', 'hallpass', HALLPASS_TEXT.seeTeacher);
      await lifecycle.settle(courseId);
      const classSettings = await settings.stored(teacherId, db);
      const { hallpass } = classSettings;
      const now = clock.now();
      const student = actor.role === 'student';
      const accommodation = student && (await hasPassAccommodation(db, actor.id));
      const [account] = student
        ? await db
            .select({ hasPrime: studentAccounts.hasPrime, primeExpiresAt: studentAccounts.primeExpiresAt })
            .from(studentAccounts)
            .where(eq(studentAccounts.id, actor.id))
        : [];
      const prime = account !== undefined && isPrimeActive(account, now);
      const out = await outPassesOfCourse(db, courseId, now);
      const line = await waitLineOf(db, courseId);
      const place = placeFor(out, hallpass, { name: '', maxOut: 0 });
      const place1 = line.findIndex((p) => p.studentId === actor.id);
      return ok({
        destinations: destinationsOf(hallpass).map((d) => {
          const there = placeFor(out, { ...hallpass, maxOut: 0 }, d);
          return {
            name: d.name,
            cost: destinationPrice(classSettings, d, prime, accommodation),
            needsApproval: d.needsApproval,
            maxOut: d.maxOut,
            out: out.filter((p) => p.destination.toLowerCase() === d.name.toLowerCase()).length,
            freesAt: there.free ? null : there.freesAt.toISOString(),
          };
        }),
        maxOut: hallpass.maxOut,
        out: out.length,
        freesAt: place.free ? null : place.freesAt.toISOString(),
        waitLine: hallpass.waitLine,
        waiting: line.length,
        place: place1 >= 0 ? place1 + 1 : null,
        blackoutUntil: blackoutUntil(hallpass.blackouts, localClock(now, timeZone)),
        accommodation,
      });
    },

    async ofStudent(actor: Actor, username: string): Promise<Outcome<TPass[]>> {
      const student = await findStudentOfTeacher(db, actor.id, username);
      if (!student) return notFound('student');
      return ok(await selectPasses(db, eq(hallpasses.studentId, student.id), clock.now()));
    },

    /** A teacher corrects the destination, duration or name of a pass; the change goes to the audit trail. */
    async update(actor: Actor, id: string, input: UpdateInput): Promise<Outcome<TPass>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        const row = await lockPassOfTeacher(tx, actor.id, id);
        if (!row) return notFound('pass');
        const change = {
          destination: input.destination ?? row.destination,
          duration: input.duration ?? row.duration,
          createdBy: input.createdBy ?? row.createdBy,
        };
        const same =
          change.destination === row.destination &&
          change.duration === row.duration &&
          change.createdBy === row.createdBy;
        if (same) {
          const unchanged = await one(tx, id);
          return unchanged ? ok(unchanged) : notFound('pass');
        }
        await tx
          .update(hallpasses)
          .set({ ...change, updatedAt: clock.now() })
          .where(eq(hallpasses.id, id));
        await publish(tx, { to: { course: row.courseId }, event: 'passes' });
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          studentId: row.studentId,
          entity: 'hallpass',
          entityId: id,
          action: 'update',
          before: { destination: row.destination, duration: row.duration, createdBy: row.createdBy },
          after: change,
        });
        const pass = await one(tx, id);
        return pass ? ok(pass) : notFound('pass');
      });
    },

    /** A teacher deletes a pass: what it cost is refunded once (refund_of = the pass), in the audit trail. */
    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        // The row lock makes a second delete at the same moment wait, then find nothing: one refund.
        const locked = await lockPass(tx, id, eq(hallpasses.teacherId, actor.id));
        if (!locked) return notFound('pass');
        const { row } = locked;
        const refunded = await refund(tx, {
          teacherId: row.teacherId,
          studentId: row.studentId,
          source: 'hallpass',
          refundOf: row.id,
          amount: row.cost,
          description: `Hallpass deleted: refund`,
          typeTitle: 'Hallpass',
          createdBy: actor.personId,
        });
        await tx.delete(hallpasses).where(eq(hallpasses.id, id));
        await publish(tx, { to: { course: row.courseId }, event: 'passes' });
        // A pass that was out frees its place for the line.
        if (row.state === 'active')
          await moveWaitLine(tx, row.courseId, (await settings.stored(row.teacherId, tx)).hallpass, clock.now());
        // P36: a refund reaching a student is told to them; a free pass gives nothing back to tell of.
        if (refunded) {
          await notify(tx, [
            {
              userId: row.studentId,
              type: 'info',
              title: 'Hallpass refunded',
              content: `Your teacher removed your hallpass (${row.destination}). ${formatPoints(row.cost)} returned to your account.`,
            },
          ]);
        }
        await recordAudit(tx, {
          teacherId: row.teacherId,
          actorId: actor.personId,
          studentId: row.studentId,
          entity: 'hallpass',
          entityId: id,
          action: 'delete',
          before: {
            destination: row.destination,
            duration: row.duration,
            createdBy: row.createdBy,
            cost: row.cost,
            createdAt: row.createdAt.toISOString(),
          },
        });
        return ok(undefined);
      });
    },
  };
}
export type HallpassesService = ReturnType<typeof createHallpassesService>;
