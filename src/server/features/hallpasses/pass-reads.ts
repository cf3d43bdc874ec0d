import { serverHallText } from './texts';
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type THallStatus, type TLastPass, type TPass } from '../../../shared/hallpasses';
import { blackoutUntil, destinationLabel, destinationPrice, destinationsOf } from '../../../shared/hall-rules';
import { type Clock, localClock, localDate, type TTimeZone } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { localWeek } from '../../common/local-week';
import { courseOfAccount, findStudentInReach } from '../../common/students.queries';
import type { Db } from '../../db/client';
import { courses, studentAccounts } from '../../db/schema';
import { hallpasses } from '../../db/hall-schema';
import { isPrimeActive } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import type { SettingsService } from '../settings';
import { passesLeftToday, passesOutToday } from './day-rule';
import { emergencyCovering } from './emergency.queries';
import { placeFor } from './hall-places';
import {
  coursesWithWaitLine,
  waitLineOf,
  hasPassAccommodation,
  outPassesOfCourse,
  selectPasses,
} from './hallpasses.queries';
import type { PassLifecycle } from './pass-lifecycle';
import { courseAskedBy, passesInReachOf } from './passes-in-reach';
import { hallText } from '../../../shared/hall-texts/texts';

/** What the pass pages read: a student's newest pass, the lists, the hall's places (P48). */
export function createPassReads(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  timeZone: TTimeZone,
  lifecycle: PassLifecycle,
) {
  const isToday = (instant: Date, now: Date) => localDate(instant, timeZone) === localDate(now, timeZone);
  // The passes the weekly report counts: out (or back) and started in the week (pass-report.ts).
  const wentOutIn = (day: string) => {
    const week = localWeek(day, timeZone);
    return and(
      inArray(hallpasses.state, ['active', 'returned']),
      gte(hallpasses.startedAt, week.from),
      lt(hallpasses.startedAt, week.to),
    );
  };

  return {
    /** The student's newest pass; 'none' when it is not from today, unless it is still running or waiting. */
    async last(actor: Actor): Promise<TLastPass> {
      const courseId = await courseOfAccount(db, actor.id, actor.courseId);
      if (courseId) await lifecycle.settle(courseId);
      const now = clock.now();
      // A pass an emergency ended does not use up the day's (P50): the one before it decides.
      const [pass] = await selectPasses(
        db,
        and(eq(hallpasses.studentId, actor.id), isNull(hallpasses.emergencyId)),
        now,
        1,
      );
      if (!pass) return { pass: null, state: 'none' };
      if (pass.state !== 'expired' && pass.state !== 'returned') return { pass, state: pass.state };
      return { pass, state: isToday(new Date(pass.createdAt), now) ? pass.state : 'none' };
    },

    /**
     * A student's own passes, or a teacher's of all their courses (one course with `courseId`);
     * only those created at `since` or later when it is given; only those that went out in the
     * `week` of a day, to the `destination` (case aside), when they are given (issue 32).
     */
    async list(
      actor: Actor,
      courseId: string | undefined,
      since?: string,
      narrow: { week?: string; destination?: string } = {},
    ): Promise<Outcome<TPass[]>> {
      const recent = and(
        since === undefined ? undefined : gte(hallpasses.createdAt, new Date(since)),
        narrow.week === undefined ? undefined : wentOutIn(narrow.week),
        narrow.destination === undefined
          ? undefined
          : sql`lower(${hallpasses.destination}) = lower(${narrow.destination})`,
      );
      if (actor.role === 'student') {
        const mine = await courseOfAccount(db, actor.id, actor.courseId);
        if (mine) await lifecycle.settle(mine);
        return ok(await selectPasses(db, and(eq(hallpasses.studentId, actor.id), recent), clock.now()));
      }
      const asked = courseAskedBy(actor, courseId);
      if (asked === 'outside') return notFound('course');
      courseId = asked;
      let where: SQL | undefined = and(passesInReachOf(actor), recent);
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
        const asked = courseAskedBy(actor, courseIdAsked);
        if (asked === 'outside') return notFound('course');
        courseIdAsked = asked;
        if (courseIdAsked === undefined) return refuse('INVALID', 'courseId', serverHallText.t('required'));
        if (!isUuid(courseIdAsked)) return notFound('course');
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseIdAsked), eq(courses.teacherId, actor.id)));
        if (!course) return notFound('course');
        courseId = course.id;
        teacherId = actor.id;
      }
      if (!courseId) return refuse('FORBIDDEN', 'hallpass', hallText.t('seeTeacher'));
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
            name: destinationLabel(d.name),
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
        todayLeft:
          student && !accommodation
            ? passesLeftToday(hallpass, await passesOutToday(db, actor.id, now, timeZone))
            : null,
        emergency: (await emergencyCovering(db, teacherId)).length > 0,
      });
    },

    async ofStudent(actor: Actor, username: string): Promise<Outcome<TPass[]>> {
      const student = await findStudentInReach(db, actor, username);
      if (!student) return notFound('student');
      return ok(await selectPasses(db, and(eq(hallpasses.studentId, student.id), passesInReachOf(actor)), clock.now()));
    },
  };
}
