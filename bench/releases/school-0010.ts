import { sql } from 'drizzle-orm';
import { IMPORT_TEACHER_NUMBER, SCHOOL, type SchoolShape } from '../school';
import {
  BONUSES,
  FINES,
  FIRST_NAMES,
  int,
  isSchoolTeacher,
  LAST_NAMES,
  pick,
  PURCHASES,
  teacherNumber,
} from '../seed-sql';
import type { SeedStep } from '../seed-steps';

/**
 * The bench school as the release whose newest migration was 0010 stored it (before P40): a
 * student row held its teacher and its course, and every score and ledger row pointed at that row.
 * A frozen copy of the seed of that release (bench/seed-steps.ts at the commit before P40), so the
 * migration rehearsal (bench/migration-rehearsal.ts) upgrades a school as that release wrote it,
 * whatever the live seed becomes. Don't change its SQL to follow the schema: that is its point.
 */
export function school0010Steps(passwordHash: string, settingsJson: string, shape: SchoolShape = SCHOOL): SeedStep[] {
  const students = shape.teachers * shape.coursesPerTeacher * shape.studentsPerCourse;
  const perStudent = Math.floor(shape.transactions / students);
  const extraRows = shape.transactions - perStudent * students;
  return [
    { name: 'random seed', statement: sql`select setseed(0.2026)` },
    {
      name: 'teachers',
      statement: sql`insert into users (username, role, first_name, last_name, title, password_hash, viewed_changes)
        select 'bench-t' || lpad(g::text, 2, '0'), 'teacher', ${pick(FIRST_NAMES, sql`g * 7`)}, ${pick(LAST_NAMES, sql`g * 13`)}, 'Ms.', ${passwordHash}::text, true
        from generate_series(1, ${int(shape.teachers)}) g
        union all
        select ${SCHOOL.importTeacher}::text, 'teacher', 'Ida', 'Importer', 'Mr.', ${passwordHash}::text, true`,
    },
    {
      name: 'teacher settings',
      statement: sql`insert into teacher_settings (teacher_id, settings)
        select id, ${settingsJson}::jsonb from users where role = 'teacher'`,
    },
    {
      name: 'courses',
      statement: sql`insert into courses (teacher_id, name, period, slug)
        select t.id, 'Course ' || p, p, t.username || '-p' || p
        from users t cross join generate_series(1, ${int(shape.coursesPerTeacher)}) p
        where ${isSchoolTeacher}
        union all
        select id, 'Everyone', 1, username || '-p1' from users where username = ${SCHOOL.importTeacher}`,
    },
    {
      name: 'students',
      statement: sql`insert into users (username, role, first_name, last_name, password_hash, teacher_id, course_id, viewed_changes)
        select '2' || lpad(n.teacher::text, 2, '0') || c.period || lpad(s::text, 3, '0'), 'student',
               ${pick(FIRST_NAMES, sql`s * 7 + c.period`)}, ${pick(LAST_NAMES, sql`s * 11 + n.teacher`)}, ${passwordHash}::text, c.teacher_id, c.id, true
        from courses c
        join users t on t.id = c.teacher_id
        cross join lateral (select case when ${isSchoolTeacher} then ${teacherNumber} else ${int(IMPORT_TEACHER_NUMBER)} end as teacher,
                                   case when ${isSchoolTeacher} then ${int(shape.studentsPerCourse)} else ${int(shape.importStudents)} end as seats) n
        cross join lateral generate_series(1, n.seats) s`,
    },
    {
      name: 'tasks',
      statement: sql`insert into tasks (teacher_id, course_id, slug, title, total_points, multiplier, created_at)
        select c.teacher_id, c.id, c.slug || '-a' || lpad(k::text, 2, '0'), 'Assignment ' || lpad(k::text, 2, '0'),
               (array[10, 20, 25, 50, 100])[1 + k % 5], case when k % 10 = 0 then 2 else 1 end,
               now() - (${int(shape.tasksPerCourse)} - k) * 2 * interval '1 day'
        from courses c join users t on t.id = c.teacher_id cross join generate_series(1, ${int(shape.tasksPerCourse)}) k
        where ${isSchoolTeacher}`,
    },
    {
      name: 'scores',
      statement: sql`insert into scores (task_id, student_id, value, created_at, updated_at)
        select k.id, u.id, round(k.total_points * (0.4 + 0.6 * random())), k.created_at, k.created_at
        from tasks k join users u on u.course_id = k.course_id and u.role = 'student'`,
    },
    {
      name: 'transactions',
      statement: sql`insert into transactions (teacher_id, student_id, type, amount, description, created_by, created_at, updated_at)
        select s.teacher_id, s.id, e.type,
               case e.type when 'bonus' then 5 + (random() * 95)::int
                           when 'fine' then 5 + (random() * 45)::int
                           else case when (k + s.n) % 97 = 0 then -(20 + (random() * 80)::int) else 20 + (random() * 280)::int end end,
               case e.type when 'bonus' then ${pick(BONUSES, sql`k + s.n`)}
                           when 'fine' then ${pick(FINES, sql`k + s.n`)}
                           else ${pick(PURCHASES, sql`k + s.n`)} end,
               s.teacher_id, e.at, e.at
        from (select u.id, u.teacher_id, row_number() over (order by u.username) as n
              from users u join users t on t.id = u.teacher_id
              where u.role = 'student' and ${isSchoolTeacher}) s
        cross join lateral generate_series(1, case when s.n <= ${int(extraRows)} then ${int(perStudent + 1)} else ${int(perStudent)} end) k
        cross join lateral (select case when (k * 7 + s.n) % 10 < 5 then 'bonus' when (k * 7 + s.n) % 10 < 7 then 'fine' else 'purchase' end as type,
                                   now() - random() * 120 * interval '1 day' as at) e`,
    },
    { name: 'vacuum analyze', statement: sql`vacuum analyze` },
    { name: 'checkpoint', statement: sql`checkpoint` },
  ];
}
