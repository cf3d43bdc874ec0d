import { sql, type SQL } from 'drizzle-orm';

/**
 * The pieces the school seeds build their SQL from: the live seed (seed-steps.ts) and the frozen
 * seeds of earlier releases (releases/). Only data and SQL building, no table or column, so a
 * schema change never reaches a frozen seed through here.
 */

export const FIRST_NAMES = [
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
export const LAST_NAMES = [
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
export const BONUSES = [
  'Participation',
  'Helped a classmate',
  'Homework streak',
  'Great question',
  'Cleaned up the lab',
];
export const FINES = ['Late to class', 'Phone out', 'Missing materials', 'Talking during the test'];
export const PURCHASES = ['Store: pencil', 'Store: snack', 'Hall pass', 'Song request', 'Homework pass', 'Seat choice'];

/** A constant text array as an SQL literal (the values are ours, never input). */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);

/** A constant whole number inlined in the statement, so PostgreSQL knows its type wherever it appears. */
export const int = (value: number): SQL => sql.raw(String(Math.trunc(value)));

/** One of `values`, chosen by an SQL expression (the same expression picks the same value). */
export const pick = (values: readonly string[], index: SQL): SQL =>
  sql`(${textArray(values)})[1 + ((${index}) % ${int(values.length)})]`;

/** Teachers of the school (`bench-t01` …), as `t`; their teacher number comes from the name. */
export const isSchoolTeacher = sql`t.username like 'bench-t%'`;
export const teacherNumber = sql`substr(t.username, 8)::int`;
