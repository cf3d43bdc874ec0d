import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

export interface TeacherRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  title: string;
  email: string | null;
  school_account_bound_at: Date | string | null;
  permissions: { jukebox?: boolean };
  viewed_changes: boolean;
  created_at: Date | string;
  courses: number;
  students: number;
  dropped_students: number;
  prime_students: number;
  dark_mode_students: number;
  viewed_changes_students: number;
  spotify_connected: boolean;
  jukebox_request_name: string | null;
  jukebox_request_email: string | null;
  jukebox_requested_at: Date | string | null;
}

export interface CourseCountRow {
  id: string;
  teacher_id: string;
  name: string;
  period: number;
  slug: string;
  student_count: number;
}

/**
 * Teachers with their student statistics in one pass, sorted by last name (seed 001 section 4).
 * Prime counts use the injected clock's `now`, the same rule as `isPrimeActive` in the economy kernel.
 */
export function selectTeacherRows(db: Db, now: Date, onlyId?: string): Promise<TeacherRow[]> {
  return queryRows<TeacherRow>(
    db,
    sql`
      select t.id, t.username, t.first_name, t.last_name, t.title, t.email, t.permissions, t.viewed_changes, t.created_at,
        (select count(*)::int from courses c where c.teacher_id = t.id) as courses,
        count(a.id) filter (where not a.dropped)::int as students,
        count(a.id) filter (where a.dropped)::int as dropped_students,
        count(a.id) filter (where a.has_prime and (a.prime_expires_at is null or a.prime_expires_at > ${now.toISOString()}::timestamptz))::int as prime_students,
        count(a.id) filter (where s.dark_mode)::int as dark_mode_students,
        count(a.id) filter (where s.viewed_changes)::int as viewed_changes_students,
        exists (select 1 from spotify_connections sc where sc.teacher_id = t.id) as spotify_connected,
        (select b.bound_at from oidc_bindings b where b.user_id = t.id) as school_account_bound_at,
        jr.name as jukebox_request_name, jr.email as jukebox_request_email, jr.requested_at as jukebox_requested_at
      from users t
      left join student_accounts a on a.teacher_id = t.id
      left join users s on s.id = a.person_id
      left join jukebox_access_requests jr on jr.teacher_id = t.id
      where t.role = 'teacher' ${onlyId ? sql`and t.id = ${onlyId}` : sql``}
      group by t.id, jr.teacher_id
      order by lower(t.last_name), lower(t.first_name), t.username`,
  );
}

/** Courses of the given teachers, by period, each with its count of active students. */
export function selectCourseCounts(db: Db, teacherIds: string[]): Promise<CourseCountRow[]> {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return queryRows<CourseCountRow>(
    db,
    sql`
      select c.id, c.teacher_id, c.name, c.period, c.slug,
        count(a.id) filter (where not a.dropped)::int as student_count
      from courses c
      left join enrollments e on e.course_id = c.id
      left join student_accounts a on a.id = e.account_id
      where c.teacher_id in (${sql.join(
        teacherIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by c.id
      order by c.period, lower(c.name)`,
  );
}
