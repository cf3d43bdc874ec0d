import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/raw';
import { IMPORT_TEACHER_NUMBER, SCHOOL, type SchoolShape } from './school';

/**
 * The seed as set-based SQL (generate_series, one statement per table), so the database does the
 * work in bulk instead of the client sending a million rows. Runs on PostgreSQL and PGlite alike.
 */

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farah',
  'Gabe',
  'Hana',
  'Isaac',
  'Jada',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Victor',
  'Wren',
  'Xavier',
  'Yara',
  'Zane',
  'Aiden',
  'Bella',
  'Caleb',
  'Dani',
];
const LAST = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Kim',
  'Haddad',
  'Johnson',
  'Sato',
  'Lopez',
  'Brown',
  'Patel',
  'Rossi',
  'Silva',
  'Cohen',
  'Ali',
  'Singh',
  'Murphy',
  'Diaz',
  'Yusuf',
  'Chen',
  'Rao',
  'Petrov',
  'Walsh',
  'Reyes',
  'Hughes',
  'Kowalski',
  'Baker',
  'Moreno',
  'Evans',
  'Tanaka',
];
const BONUSES = ['Participation', 'Helped a classmate', 'Homework streak', 'Great question', 'Cleaned up the lab'];
const FINES = ['Late to class', 'Phone out', 'Missing materials', 'Talking during the test'];
const PURCHASES = ['Store: pencil', 'Store: snack', 'Hall pass', 'Song request', 'Homework pass', 'Seat choice'];

/** A constant text array as an SQL literal (the values are ours, never input). */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);
/** A constant whole number inlined in the statement, so PostgreSQL knows its type wherever it appears. */
const int = (value: number): SQL => sql.raw(String(Math.trunc(value)));
const pick = (values: readonly string[], index: SQL): SQL =>
  sql`(${textArray(values)})[1 + ((${index}) % ${int(values.length)})]`;

/** Teachers of the school (`bench-t01` …) and the import teacher; their teacher number comes from the name. */
const isSchoolTeacher = sql`t.username like 'bench-t%'`;
const teacherNumber = sql`substr(t.username, 8)::int`;

export interface SeedStep {
  name: string;
  statement: SQL;
}

export function seedSteps(passwordHash: string, settingsJson: string, shape: SchoolShape = SCHOOL): SeedStep[] {
  const students = shape.teachers * shape.coursesPerTeacher * shape.studentsPerCourse;
  const perStudent = Math.floor(shape.transactions / students);
  const extraRows = shape.transactions - perStudent * students;
  return [
    // random() is seeded so two seeds of the same school are the same school.
    { name: 'random seed', statement: sql`select setseed(0.2026)` },
    {
      name: 'teachers',
      statement: sql`insert into users (username, role, first_name, last_name, title, password_hash, viewed_changes)
        select 'bench-t' || lpad(g::text, 2, '0'), 'teacher', ${pick(FIRST, sql`g * 7`)}, ${pick(LAST, sql`g * 13`)}, 'Ms.', ${passwordHash}::text, true
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
               ${pick(FIRST, sql`s * 7 + c.period`)}, ${pick(LAST, sql`s * 11 + n.teacher`)}, ${passwordHash}::text, c.teacher_id, c.id, true
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
        from (select u.id, u.teacher_id, row_number() over (order by u.username) as n
              from users u join users t on t.id = u.teacher_id
              where u.role = 'student' and ${isSchoolTeacher}) s
        cross join lateral generate_series(1, case when s.n <= ${int(extraRows)} then ${int(perStudent + 1)} else ${int(perStudent)} end) k
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
  students: number;
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
      (select count(*)::int from courses) as courses,
      (select count(*)::int from tasks) as tasks,
      (select count(*)::int from scores) as scores,
      (select count(*)::int from transactions) as transactions`,
  );
  if (!counts) throw new Error('counting rows answered nothing');
  return counts;
}
