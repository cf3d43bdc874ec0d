import * as zod from 'zod';
import { LIMITS } from '../../../shared/messages';
import type { TRosterFile, TRosterProblem } from '../../../shared/rosters';
import { zStaffUsername } from '../../../shared/user';
import { ok, type Outcome, refuse } from '../../outcome';
import { readManifest, readRosterTable, type RosterRow } from './roster-csv';
import { serverRostersText } from './texts';
import { FILE_FIELD } from './zip-reader';

/**
 * A roster's files read into what Classmint makes of them (P47, docs/rosters.md), before any
 * database is asked: the teachers and students, each class with its one teacher, and each student's
 * enrolments. A row that can't be used is a problem (file, line, why) and is skipped; what it names
 * is then *held*: Classmint keeps it as it is rather than treat it as gone, so a typo in one row
 * never drops a student. A row marked `tobedeleted` is reported and treated as gone.
 */

export interface RosterPerson {
  line: number;
  sourcedId: string;
  role: 'teacher' | 'student';
  /** The Classmint username: a student's number, a teacher's sign-in name. */
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface RosterClass {
  line: number;
  sourcedId: string;
  name: string;
  /** The period the roster gives (`periods`, else `classCode`), when it reads as one (0 to 99). */
  period: number | null;
  teacherSourcedId: string;
}

export interface RosterStudentEnrollment {
  line: number;
  classSourcedId: string;
  userSourcedId: string;
}

export interface ReadRoster {
  /** Teachers and students, in the file's order. */
  people: RosterPerson[];
  classes: RosterClass[];
  enrollments: RosterStudentEnrollment[];
  problems: TRosterProblem[];
  /** What skipped rows name, kept in Classmint as it is: people's and classes' sourcedIds, and `class|user` pairs. */
  held: { people: Set<string>; classes: Set<string>; pairs: Set<string> };
}

export const pairKey = (classSourcedId: string, userSourcedId: string) => `${classSourcedId}|${userSourcedId}`;

const REQUIRED = {
  'users.csv': ['sourcedId', 'role', 'username', 'givenName', 'familyName'],
  'classes.csv': ['sourcedId', 'title'],
  'enrollments.csv': ['classSourcedId', 'userSourcedId', 'role'],
} as const;
type TReadFile = keyof typeof REQUIRED;

/** OneRoster's sourcedIds are GUIDs or SIS keys; a longer one is a wrong column (and too long to index). */
const MAX_SOURCED_ID = 255;

/** A problem in the language of the admin reading the preview. */
const wording: typeof serverRostersText.t = (key, values) => serverRostersText.t(key, values);

const isEmail = (value: string) => zod.email().safeParse(value).success;
const isStaffUsername = (value: string) => zStaffUsername().safeParse(value).success;
const isStudentNumber = (value: string) => /^\d{1,20}$/.test(value);

/**
 * A period from a roster's text when it holds exactly one number from 0 to 99: "3", "P3",
 * "Period 03", "3rd". "1-2" or "ALG1-03" hold two numbers, "MATH101" one too large: no period.
 */
export function periodFrom(text: string): number | null {
  const numbers = text.match(/\d+/g);
  if (numbers?.length !== 1) return null;
  const period = Number(numbers[0]);
  return period <= 99 ? period : null;
}

/** The class's period: its first listed period (`periods` may list several: "1,2"), else its class code. */
function classPeriod(row: RosterRow): number | null {
  const first = row.get('periods').split(',')[0]?.trim() ?? '';
  return periodFrom(first) ?? periodFrom(row.get('classCode'));
}

/** A row's status: OneRoster's bulk files say `active` or nothing; `tobedeleted` means gone. */
type TStatus = 'present' | 'gone' | 'unknown';
function statusOf(row: RosterRow): TStatus {
  const status = row.get('status').toLowerCase();
  return status === '' || status === 'active' ? 'present' : status === 'tobedeleted' ? 'gone' : 'unknown';
}

export function readRoster(files: ReadonlyMap<TRosterFile, string>): Outcome<ReadRoster> {
  const manifest = files.get('manifest.csv');
  if (manifest !== undefined) {
    const read = readManifest(manifest);
    if (!read.ok) return refuse('INVALID', FILE_FIELD, read.message);
    for (const file of Object.keys(REQUIRED)) {
      const kind = read.properties.get(`file.${file.replace(/\.csv$/, '').toLowerCase()}`);
      if (kind === 'delta') {
        return refuse('INVALID', FILE_FIELD, serverRostersText.t('delta', { file }));
      }
    }
  }
  const tables = {} as Record<TReadFile, RosterRow[]>;
  for (const file of Object.keys(REQUIRED) as TReadFile[]) {
    const text = files.get(file);
    if (text === undefined) {
      return refuse('INVALID', FILE_FIELD, serverRostersText.t('missingFile', { file }));
    }
    const read = readRosterTable(file, text, REQUIRED[file]);
    if (!read.ok) return refuse('INVALID', FILE_FIELD, read.message);
    tables[file] = read.rows;
  }
  return ok(readRows(tables));
}

function readRows(tables: Record<TReadFile, RosterRow[]>): ReadRoster {
  const problems: TRosterProblem[] = [];
  const problem = (file: TReadFile, line: number, message: string) => problems.push({ file, line, message });
  const held = { people: new Set<string>(), classes: new Set<string>(), pairs: new Set<string>() };

  // users.csv: teachers and students; other roles (administrators, aides, guardians...) are not Classmint's.
  const people = new Map<string, RosterPerson>();
  const goneUsers = new Set<string>();
  const otherRoles = new Set<string>();
  const seenUsers = new Map<string, number>();
  const usernames = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const row of tables['users.csv']) {
    const sourcedId = row.get('sourcedId');
    const say = (message: string) => problem('users.csv', row.line, message);
    if (!sourcedId || sourcedId.length > MAX_SOURCED_ID) {
      say(sourcedId ? wording('idTooLong', { max: MAX_SOURCED_ID }) : wording('noPersonId'));
      continue;
    }
    const first = seenUsers.get(sourcedId);
    if (first !== undefined) {
      say(wording('repeatsId', { line: String(first) }));
      continue;
    }
    seenUsers.set(sourcedId, row.line);
    const role = row.get('role').toLowerCase();
    if (role !== 'teacher' && role !== 'student') {
      otherRoles.add(sourcedId);
      continue;
    }
    const status = statusOf(row);
    if (status === 'gone' || row.get('enabledUser').toLowerCase() === 'false') {
      if (status === 'gone') say(wording('personGone'));
      goneUsers.add(sourcedId);
      continue;
    }
    const hold = (message: string) => {
      say(message);
      held.people.add(sourcedId);
    };
    if (status === 'unknown') {
      hold(wording('unknownStatus', { status: row.get('status') }));
      continue;
    }
    const firstName = row.get('givenName');
    const lastName = row.get('familyName');
    if (!firstName || !lastName) {
      hold(wording('noColumnValue', { column: firstName ? 'familyName' : 'givenName' }));
      continue;
    }
    if (firstName.length > LIMITS.name || lastName.length > LIMITS.name) {
      hold(wording('nameTooLong', { max: LIMITS.name }));
      continue;
    }
    const username = usernameOf(role, row);
    if (!username.ok) {
      hold(username.message);
      continue;
    }
    const email = row.get('email') || null;
    if (email !== null && (email.length > LIMITS.email || !isEmail(email))) {
      hold(wording('notAnEmail', { email: email.slice(0, 80) }));
      continue;
    }
    const sameUsername = usernames.get(username.value.toLowerCase());
    if (sameUsername !== undefined) {
      hold(wording('sameUsername', { username: username.value, line: String(sameUsername) }));
      continue;
    }
    const sameEmail = email === null ? undefined : emails.get(email.toLowerCase());
    if (sameEmail !== undefined) {
      hold(wording('sameEmail', { email: email ?? '', line: String(sameEmail) }));
      continue;
    }
    usernames.set(username.value.toLowerCase(), row.line);
    if (email !== null) emails.set(email.toLowerCase(), row.line);
    people.set(sourcedId, { line: row.line, sourcedId, role, username: username.value, firstName, lastName, email });
  }

  // classes.csv: each class becomes a course once its teacher is known.
  const classRows = new Map<string, { line: number; name: string; period: number | null }>();
  const goneClasses = new Set<string>();
  const seenClasses = new Map<string, number>();
  for (const row of tables['classes.csv']) {
    const sourcedId = row.get('sourcedId');
    const say = (message: string) => problem('classes.csv', row.line, message);
    if (!sourcedId || sourcedId.length > MAX_SOURCED_ID) {
      say(sourcedId ? wording('idTooLong', { max: MAX_SOURCED_ID }) : wording('noClassId'));
      continue;
    }
    const first = seenClasses.get(sourcedId);
    if (first !== undefined) {
      say(wording('repeatsId', { line: String(first) }));
      continue;
    }
    seenClasses.set(sourcedId, row.line);
    const status = statusOf(row);
    if (status === 'gone') {
      say(wording('classGone'));
      goneClasses.add(sourcedId);
      continue;
    }
    if (status === 'unknown' || !row.get('title')) {
      say(status === 'unknown' ? wording('unknownStatus', { status: row.get('status') }) : wording('noTitle'));
      held.classes.add(sourcedId);
      continue;
    }
    // A course's name is at most 60 characters; a longer title is cut rather than the class lost.
    const name = [...row.get('title')].slice(0, LIMITS.name).join('').trim();
    classRows.set(sourcedId, { line: row.line, name, period: classPeriod(row) });
  }

  // enrollments.csv: a class's teacher, and its students.
  const teachersOf = new Map<string, { line: number; userSourcedId: string; primary: boolean }[]>();
  const classesWithHeldTeacher = new Set<string>();
  const studentEnrollments: RosterStudentEnrollment[] = [];
  const seenPairs = new Map<string, number>();
  for (const row of tables['enrollments.csv']) {
    const classSourcedId = row.get('classSourcedId');
    const userSourcedId = row.get('userSourcedId');
    const role = row.get('role').toLowerCase();
    const say = (message: string) => problem('enrollments.csv', row.line, message);
    if (!classSourcedId || !userSourcedId) {
      say(wording('noColumnValue', { column: classSourcedId ? 'userSourcedId' : 'classSourcedId' }));
      continue;
    }
    // Administrators and proctors of a class are not Classmint's to enrol.
    if (role !== 'teacher' && role !== 'student') continue;
    const pair = pairKey(classSourcedId, userSourcedId);
    const hold = (message?: string) => {
      if (message) say(message);
      held.pairs.add(pair);
    };
    const status = statusOf(row);
    if (status === 'gone') {
      say(wording('enrollmentGone'));
      continue;
    }
    if (status === 'unknown') {
      hold(wording('unknownStatus', { status: row.get('status') }));
      continue;
    }
    // What the rows it names became: gone or another role (nothing to do), skipped (already reported), or unknown.
    if (goneUsers.has(userSourcedId) || otherRoles.has(userSourcedId) || goneClasses.has(classSourcedId)) continue;
    if (held.classes.has(classSourcedId) || held.people.has(userSourcedId)) {
      if (role === 'teacher' && held.people.has(userSourcedId)) classesWithHeldTeacher.add(classSourcedId);
      hold();
      continue;
    }
    const person = people.get(userSourcedId);
    if (!seenClasses.has(classSourcedId)) {
      hold(wording('unknownClass', { id: classSourcedId }));
      continue;
    }
    if (!person) {
      hold(wording('unknownPerson', { id: userSourcedId }));
      continue;
    }
    if (person.role !== role) {
      hold(wording('roleMismatch', { username: person.username, role, personRole: person.role }));
      continue;
    }
    const first = seenPairs.get(pair);
    if (first !== undefined) {
      say(wording('repeatsEnrollment', { line: String(first) }));
      continue;
    }
    seenPairs.set(pair, row.line);
    if (role === 'teacher') {
      const list = teachersOf.get(classSourcedId) ?? [];
      list.push({ line: row.line, userSourcedId, primary: row.get('primary').toLowerCase() === 'true' });
      teachersOf.set(classSourcedId, list);
    } else studentEnrollments.push({ line: row.line, classSourcedId, userSourcedId });
  }

  // Each class's one teacher: its primary teacher, else the first listed; a course has one owner.
  const classes: RosterClass[] = [];
  for (const [sourcedId, row] of classRows) {
    const teachers = teachersOf.get(sourcedId) ?? [];
    const chosen = teachers.find((t) => t.primary) ?? teachers[0];
    if (!chosen) {
      held.classes.add(sourcedId);
      if (!classesWithHeldTeacher.has(sourcedId)) {
        problem('classes.csv', row.line, wording('noTeacher'));
      }
      continue;
    }
    for (const other of teachers) {
      if (other === chosen) continue;
      const teacher = people.get(chosen.userSourcedId)?.username ?? '';
      problem('enrollments.csv', other.line, wording('secondTeacher', { name: row.name, teacher }));
    }
    classes.push({
      line: row.line,
      sourcedId,
      name: row.name,
      period: row.period,
      teacherSourcedId: chosen.userSourcedId,
    });
  }
  const enrollments = studentEnrollments.filter((e) => {
    if (!held.classes.has(e.classSourcedId)) return true;
    held.pairs.add(pairKey(e.classSourcedId, e.userSourcedId));
    return false;
  });

  problems.sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1));
  return { people: [...people.values()], classes, enrollments, problems, held };
}

/**
 * The Classmint username of a roster person. A student's is their number (P7): `username` when it
 * is one, else `identifier` (where many SIS put the student number). A teacher's is `username` as
 * Classmint allows it (letters, digits, dots, dashes, underscores), or the part of an e-mail-like
 * username before the '@'.
 */
function usernameOf(
  role: 'teacher' | 'student',
  row: RosterRow,
): { ok: true; value: string } | { ok: false; message: string } {
  const username = row.get('username');
  if (role === 'student') {
    if (isStudentNumber(username)) return { ok: true, value: username };
    const identifier = row.get('identifier');
    if (isStudentNumber(identifier)) return { ok: true, value: identifier };
    return { ok: false, message: wording('studentNumber') };
  }
  if (isStaffUsername(username)) return { ok: true, value: username };
  const beforeAt = username.split('@')[0] ?? '';
  if (username.includes('@') && isStaffUsername(beforeAt)) return { ok: true, value: beforeAt };
  return { ok: false, message: wording('teacherUsername', { username: username.slice(0, 80) }) };
}
