import { and, eq, sql } from 'drizzle-orm';
import type { TPassReport, TPassReportStudent } from '../../../shared/hall-report';
import { destinationLabel, destinationsOf } from '../../../shared/hall-rules';
import { MAX_PASS_MINUTES } from '../../../shared/hallpasses';
import { type Clock, localDate, type TTimeZone } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { localWeek } from '../../common/local-week';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { courses } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { courseAskedBy } from './passes-in-reach';
import { notFound, ok, type Outcome } from '../../outcome';
import type { SettingsService } from '../settings';

/** One row of the report's query: a student's total, a student's destination, or a destination's total. */
interface ReportRow {
  /** 1 when the row is a destination's total (no student in its group). */
  allStudents: number;
  /** 1 when the row is a student's total (no destination in its group). */
  allDestinations: number;
  studentId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** lower(destination): the group's key. */
  destinationKey: string | null;
  /** One spelling of it, as a pass has it. */
  destination: string | null;
  passes: number;
  minutes: number;
  late: number;
  averageMinutes: number;
}

/**
 * The week's passes in one grouped query: per student, per student and destination, per destination
 * (GROUPING SETS). A pass counts when it went out in the week (`started_at`, so requested and
 * waiting ones don't); its minutes are whole minutes, rounded per pass so every total is the sum of
 * its rows: back minus out, capped at the longest pass; for one never brought back, its duration
 * once it is past it, else the minutes so far. Late: back after its minutes, or out past them.
 */
function reportRows(db: Db, teacherId: string, courseId: string | null, from: Date, to: Date, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ends = sql`p.started_at + p.duration * interval '1 minute'`;
  return queryRows<ReportRow>(
    db,
    sql`
      with week as (
        select p.student_id, lower(p.destination) as destination_key, p.destination,
          round(case
            when p.state = 'returned'
              then least(greatest(extract(epoch from p.returned_at - p.started_at) / 60, 0), ${MAX_PASS_MINUTES})
            when ${at} > ${ends} then p.duration
            else greatest(extract(epoch from ${at} - p.started_at) / 60, 0)
          end) as minutes,
          (p.state = 'returned' and p.returned_at > ${ends}) or (p.state = 'active' and ${at} > ${ends}) as late
        from hallpasses p
        where p.teacher_id = ${teacherId}
          ${courseId === null ? sql`` : sql`and p.course_id = ${courseId}`}
          and p.state in ('active', 'returned')
          and p.started_at >= ${from.toISOString()}::timestamptz
          and p.started_at < ${to.toISOString()}::timestamptz
      )
      select grouping(w.student_id) as "allStudents", grouping(w.destination_key) as "allDestinations",
        w.student_id as "studentId", u.username, u.first_name as "firstName", u.last_name as "lastName",
        w.destination_key as "destinationKey", min(w.destination) as destination,
        count(*)::int as passes, sum(w.minutes)::int as minutes, (count(*) filter (where w.late))::int as late,
        round(avg(w.minutes), 1)::float8 as "averageMinutes"
      from week w
      join student_accounts a on a.id = w.student_id
      join users u on u.id = a.person_id
      group by grouping sets (
        (w.student_id, u.username, u.first_name, u.last_name),
        (w.student_id, u.username, u.first_name, u.last_name, w.destination_key),
        (w.destination_key)
      )
      order by u.last_name, u.first_name, u.username, w.student_id, count(*) desc, w.destination_key`,
  );
}

/** Most passes first, then by name: the places the class goes most lead. */
const byPassesThenName = (a: { passes: number; name: string }, b: { passes: number; name: string }) =>
  b.passes - a.passes || a.name.localeCompare(b.name);

/** The weekly hall pass report (issue 32): a teacher's own students only. */
export function createPassReport(db: Db, clock: Clock, settings: SettingsService, timeZone: TTimeZone) {
  return {
    async report(
      actor: Actor,
      courseAsked: string | undefined,
      day: string | undefined,
    ): Promise<Outcome<TPassReport>> {
      // A co-teacher's report is of the course shared with them (P60).
      const courseId = courseAskedBy(actor, courseAsked);
      if (courseId === 'outside') return notFound('course');
      if (courseId !== undefined) {
        if (!isUuid(courseId)) return notFound('course');
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseId), eq(courses.teacherId, actor.id)));
        if (!course) return notFound('course');
      }
      const now = clock.now();
      const week = localWeek(day ?? localDate(now, timeZone), timeZone);
      const rows = await reportRows(db, actor.id, courseId ?? null, week.from, week.to, now);

      // A destination reads as the teacher lists it; one no longer listed (or a teacher's own word)
      // as a pass wrote it, the same spelling in every table.
      const { hallpass } = await settings.stored(actor.id, db);
      const listed = new Map(destinationsOf(hallpass).map((d) => [d.name.toLowerCase(), d.name]));
      const names = new Map<string, string>();
      for (const row of rows)
        if (row.allStudents === 1 && row.destinationKey !== null)
          names.set(
            row.destinationKey,
            destinationLabel(listed.get(row.destinationKey) ?? row.destination ?? row.destinationKey),
          );
      const nameOf = (key: string) => names.get(key) ?? key;

      const students = new Map<string, TPassReportStudent>();
      const destinations: TPassReport['destinations'] = [];
      for (const row of rows) {
        if (row.allStudents === 1) {
          const name = nameOf(row.destinationKey ?? '');
          destinations.push({ name, passes: row.passes, minutes: row.minutes, averageMinutes: row.averageMinutes });
        } else if (row.studentId !== null && row.allDestinations === 1) {
          students.set(row.studentId, {
            student: {
              _id: row.studentId,
              username: row.username ?? '',
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
            },
            passes: row.passes,
            minutes: row.minutes,
            late: row.late,
            byDestination: [],
          });
        }
      }
      for (const row of rows)
        if (row.allStudents === 0 && row.allDestinations === 0 && row.studentId !== null)
          students.get(row.studentId)?.byDestination.push({
            name: nameOf(row.destinationKey ?? ''),
            passes: row.passes,
            minutes: row.minutes,
          });
      for (const student of students.values()) student.byDestination.sort(byPassesThenName);
      return ok({
        weekStart: week.start,
        weekEnd: week.end,
        students: [...students.values()],
        destinations: destinations.sort(byPassesThenName),
      });
    },
  };
}
export type PassReport = ReturnType<typeof createPassReport>;
