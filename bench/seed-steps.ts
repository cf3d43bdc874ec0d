import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/raw';
import { IMPORT_TEACHER_NUMBER, SCHOOL, type SchoolShape } from './school';
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
} from './seed-sql';

/**
 * The seed as set-based SQL (generate_series, one statement per table), so the database does the
 * work in bulk instead of the client sending a million rows. Runs on PostgreSQL and PGlite alike.
 *
 * P40's model: a student is a person (`users`) with an account per teacher (`student_accounts`,
 * ids of their own, never the person's) enrolled in that teacher's courses (`enrollments`); scores
 * and ledger rows belong to the account.
 */

/** The teacher and period whose first seats are the students shared with other teachers. */
const SHARED_FROM = { teacher: 1, period: 1 } as const;

/**
 * Every seat of the school, one row per student and course: each school course's
 * `studentsPerCourse` seats and the import course's `importStudents` (`home`, where the username
 * comes from), then the shared slice: the first `sharedStudents` seats of teacher 01's period 1
 * again, with teacher k (k = 2 … 1 + sharedTeachers) in period k.
 */
function seats(shape: SchoolShape): SQL {
  const lastSharedTeacher = 1 + shape.sharedTeachers;
  return sql`(
    select c.id as course_id, c.teacher_id, c.period, n.teacher, s as seat, true as home,
           '2' || lpad(n.teacher::text, 2, '0') || c.period || lpad(s::text, 3, '0') as username
    from courses c
    join users t on t.id = c.teacher_id
    cross join lateral (select case when ${isSchoolTeacher} then ${teacherNumber} else ${int(IMPORT_TEACHER_NUMBER)} end as teacher,
                               case when ${isSchoolTeacher} then ${int(shape.studentsPerCourse)} else ${int(shape.importStudents)} end as seats) n
    cross join lateral generate_series(1, n.seats) s
    union all
    select c.id, c.teacher_id, c.period, ${teacherNumber}, s, false,
           '2' || lpad(${int(SHARED_FROM.teacher)}::text, 2, '0') || ${int(SHARED_FROM.period)} || lpad(s::text, 3, '0')
    from courses c
    join users t on t.id = c.teacher_id
    cross join generate_series(1, ${int(shape.sharedStudents)}) s
    where ${isSchoolTeacher} and ${teacherNumber} between 2 and ${int(lastSharedTeacher)} and c.period = ${teacherNumber}
  )`;
}

function checkShape(shape: SchoolShape): void {
  if (shape.sharedStudents === 0) return;
  const lastSharedTeacher = 1 + shape.sharedTeachers;
  if (lastSharedTeacher > shape.teachers || lastSharedTeacher > shape.coursesPerTeacher)
    throw new Error('sharedTeachers needs a teacher and a period for each of teachers 02 … 1 + sharedTeachers');
  if (shape.sharedStudents > shape.studentsPerCourse)
    throw new Error('sharedStudents is more than the seats of teacher 01, period 1');
}

export interface SeedStep {
  name: string;
  statement: SQL;
}

export function seedSteps(passwordHash: string, settingsJson: string, shape: SchoolShape = SCHOOL): SeedStep[] {
  checkShape(shape);
  // The ledger is spread over every account of the school's teachers (the shared ones too).
  const accounts =
    shape.teachers * shape.coursesPerTeacher * shape.studentsPerCourse + shape.sharedStudents * shape.sharedTeachers;
  const perAccount = Math.floor(shape.transactions / accounts);
  const extraRows = shape.transactions - perAccount * accounts;
  const seated = seats(shape);
  return [
    // random() is seeded so two seeds of the same school are the same school.
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
      statement: sql`insert into users (username, role, first_name, last_name, password_hash, viewed_changes)
        select s.username, 'student', ${pick(FIRST_NAMES, sql`s.seat * 7 + s.period`)}, ${pick(LAST_NAMES, sql`s.seat * 11 + s.teacher`)},
               ${passwordHash}::text, true
        from ${seated} s where s.home`,
    },
    {
      // One account per student and teacher; its id is drawn (gen_random_uuid), never the person's.
      name: 'student accounts',
      statement: sql`insert into student_accounts (person_id, teacher_id)
        select u.id, s.teacher_id from ${seated} s join users u on lower(u.username) = s.username`,
    },
    {
      name: 'enrollments',
      statement: sql`insert into enrollments (account_id, course_id)
        select a.id, s.course_id from ${seated} s
        join users u on lower(u.username) = s.username
        join student_accounts a on a.person_id = u.id and a.teacher_id = s.teacher_id`,
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
      // Every account enrolled in a course is scored on each of its assignments.
      name: 'scores',
      statement: sql`insert into scores (task_id, student_id, value, created_at, updated_at)
        select k.id, e.account_id, round(k.total_points * (0.4 + 0.6 * random())), k.created_at, k.created_at
        from tasks k join enrollments e on e.course_id = k.course_id`,
    },
    {
      name: 'transactions',
      // Half bonuses, a fifth fines, the rest purchases (one in 97 of those a refund), over 120 days.
      statement: sql`insert into transactions (teacher_id, student_id, type, amount, description, created_by, created_at, updated_at)
        select s.teacher_id, s.id, e.type,
               case e.type when 'bonus' then 5 + (random() * 95)::int
                           when 'fine' then 5 + (random() * 45)::int
                           else case when (k + s.n) % 97 = 0 then -(20 + (random() * 80)::int) else 20 + (random() * 280)::int end end,
               case e.type when 'bonus' then ${pick(BONUSES, sql`k + s.n`)}
                           when 'fine' then ${pick(FINES, sql`k + s.n`)}
                           else ${pick(PURCHASES, sql`k + s.n`)} end,
               s.teacher_id, e.at, e.at
        from (select a.id, a.teacher_id, row_number() over (order by u.username, t.username) as n
              from student_accounts a join users u on u.id = a.person_id join users t on t.id = a.teacher_id
              where ${isSchoolTeacher}) s
        cross join lateral generate_series(1, case when s.n <= ${int(extraRows)} then ${int(perAccount + 1)} else ${int(perAccount)} end) k
        cross join lateral (select case when (k * 7 + s.n) % 10 < 5 then 'bonus' when (k * 7 + s.n) % 10 < 7 then 'fine' else 'purchase' end as type,
                                   now() - random() * 120 * interval '1 day' as at) e`,
    },
    { name: 'vacuum analyze', statement: sql`vacuum analyze` },
    // Write the new pages out now rather than while the load runs.
    { name: 'checkpoint', statement: sql`checkpoint` },
  ];
}

export interface SeedCounts {
  teachers: number;
  /** Persons. */
  students: number;
  studentAccounts: number;
  enrollments: number;
  /** Persons with accounts with more than one teacher. */
  sharedStudents: number;
  courses: number;
  tasks: number;
  scores: number;
  transactions: number;
}

/** Row counts of the tables the seed fills. */
export async function countRows(db: Db): Promise<SeedCounts> {
  const [counts] = await queryRows<SeedCounts>(
    db,
    sql`select
      (select count(*)::int from users where role = 'teacher') as teachers,
      (select count(*)::int from users where role = 'student') as students,
      (select count(*)::int from student_accounts) as "studentAccounts",
      (select count(*)::int from enrollments) as enrollments,
      (select count(*)::int from (select person_id from student_accounts group by person_id having count(*) > 1) p) as "sharedStudents",
      (select count(*)::int from courses) as courses,
      (select count(*)::int from tasks) as tasks,
      (select count(*)::int from scores) as scores,
      (select count(*)::int from transactions) as transactions`,
  );
  if (!counts) throw new Error('counting rows answered nothing');
  return counts;
}
