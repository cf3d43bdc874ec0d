import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TRosterEnrollment, TRosterPerson, TRosterResult } from '../../../shared/rosters';
import type { Clock } from '../../common/clock';
import { hashPassword } from '../../common/password';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { queryRows } from '../../db/raw';
import { runInTransaction, type Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { ok, type Outcome, refuse } from '../../outcome';
import type { SessionsService } from '../auth';
import { parseStoredSettings } from '../settings';
import { type PlannedPerson, planCourses, planEnrollments, planPeople } from './roster-plan';
import { parseRosterOffThread } from './roster-parse';
import type { ReadRoster } from './roster-rows';
import {
  lockAccounts,
  lockTeachers,
  readCourses,
  readEnrollmentsOf,
  readAccountsOf,
  readPeople,
  readRosterEnrollments,
  readSettingsOf,
  uuidArray,
} from './roster-state';
import { type RosterPlan, writeRoster } from './roster-write';
import { serverRostersText } from './texts';

/** One roster at a time in the whole installation (any instance): a commit, or a preview of what it would do. */
const ROSTER_LOCK = 7_304_512_947;

let unusable: Promise<string> | undefined;
/**
 * The password hash of a person the roster makes who has no password to start with: the hash of
 * a random secret nobody keeps, so no password signs them in (they use the school's sign-in, P46,
 * or a password a teacher or the admin sets), while a failed try costs the same as any other.
 */
const unusablePasswordHash = () => (unusable ??= hashPassword(randomBytes(32).toString('base64url')));

/** P47: the admin's OneRoster import (docs/rosters.md). */
export function createRostersService(
  db: Db,
  clock: Clock,
  sessions: Pick<SessionsService, 'endAllFor' | 'forgetUser'>,
) {
  return {
    /**
     * Reads the zip, then plans and applies the roster in one transaction under the roster lock:
     * rolled back for a preview (`commit` false), so a preview is exactly what a commit would do.
     */
    async importOneRoster(actor: Actor, zip: Buffer, commit: boolean): Promise<Outcome<TRosterResult>> {
      // Off the request thread: reading a large roster takes seconds of CPU (docs/rosters.md).
      const roster = await parseRosterOffThread(zip);
      if (!roster.ok) return roster;
      const hidden = await unusablePasswordHash();

      let applied: Outcome<{ result: TRosterResult; plan: RosterPlan }>;
      try {
        applied = await runInTransaction(
          db,
          async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK.toString()}::bigint)`);
            const plan = await planRoster(tx, roster.value);
            const passwords = commit ? await startingPasswords(tx, roster.value, plan, hidden) : new Map();
            await writeRoster(tx, plan, {
              now: clock.now(),
              actorId: actor.personId,
              passwordHashOf: (person) => passwords.get(person.id) ?? hidden,
            });
            return ok({ result: present(roster.value, plan, commit), plan });
          },
          { commit },
        );
      } catch (error) {
        // Someone else took a username, an e-mail or a class's course a moment ago: nothing was saved.
        if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
          return refuse('CONFLICT', 'roster', serverRostersText.t('conflict'));
        }
        throw error;
      }
      if (!applied.ok) return applied;
      if (commit) await endSessionsOfSuspended(applied.value.plan);
      return ok(applied.value.result);
    },
  };

  /**
   * P9, P40: a student the roster suspended in their last class anywhere is signed out; one who
   * keeps another class acts in what they have left.
   */
  async function endSessionsOfSuspended(plan: RosterPlan): Promise<void> {
    const { accountDrops, accountRestores } = plan.enrollments;
    const people = [...new Set(accountDrops.map((a) => a.personId))];
    const stillActive = new Set(
      people.length === 0
        ? []
        : (
            await queryRows<{ personId: string }>(
              db,
              sql`select distinct person_id as "personId" from student_accounts
                  where person_id = any(${uuidArray(people)}) and not dropped`,
            )
          ).map((r) => r.personId),
    );
    for (const personId of people) {
      if (stillActive.has(personId)) sessions.forgetUser(personId);
      else await sessions.endAllFor(personId);
    }
    for (const account of accountRestores) sessions.forgetUser(account.personId);
  }
}
export type RostersService = ReturnType<typeof createRostersService>;

/**
 * Reads what the roster can touch and decides what changes, taking the locks in their order on the
 * way: the teachers whose courses change, then the accounts whose enrolments change.
 */
async function planRoster(tx: Tx, roster: ReadRoster): Promise<RosterPlan> {
  const existingPeople = await readPeople(tx, {
    sourcedIds: [...roster.people.map((p) => p.sourcedId), ...roster.held.people],
    usernames: roster.people.map((p) => p.username),
    emails: roster.people.flatMap((p) => (p.email === null ? [] : [p.email])),
  });
  const people = planPeople(roster, existingPeople);
  const teacherIds = people.people.filter((p) => p.role === 'teacher' && !p.isNew).map((p) => p.id);
  const existingCourses = await readCourses(
    tx,
    [...roster.classes.map((c) => c.sourcedId), ...roster.held.classes],
    teacherIds,
  );
  const courses = planCourses(roster, people, existingCourses);
  await lockTeachers(
    tx,
    [...new Set(courses.courses.filter((c) => c.isNew || c.changes.includes('period')).map((c) => c.teacherId))].filter(
      (id) => teacherIds.includes(id),
    ),
  );
  const rosterRows = await readRosterEnrollments(tx);
  const students = [
    ...new Set([
      ...people.people.filter((p) => p.role === 'student' && !p.isNew).map((p) => p.id),
      ...rosterRows.map((r) => r.personId),
    ]),
  ];
  const accounts = await readAccountsOf(tx, students);
  const enrollmentRows = await readEnrollmentsOf(
    tx,
    accounts.map((a) => a.id),
  );
  const enrollments = planEnrollments({ roster, people, courses, rosterRows, accounts, enrollmentRows });
  // What was read unlocked may have moved a moment ago (a teacher dropping a student): the writes
  // are idempotent inserts, deletes and flags, and a vanished account fails the commit as a 409.
  const accountOf = new Map(accounts.map((a) => [`${a.personId}|${a.teacherId}`, a.id]));
  const joining = [...enrollments.creates, ...enrollments.restores, ...enrollments.reenrols];
  await lockAccounts(tx, [
    ...new Set([
      ...joining.flatMap((t) => accountOf.get(`${t.person.id}|${t.course.teacherId}`) ?? []),
      ...enrollments.drops.map((d) => d.accountId),
      ...enrollments.accountDrops.map((a) => a.id),
      ...enrollments.accountRestores.map((a) => a.id),
    ]),
  ]);
  return { people, courses, enrollments };
}

/**
 * P8, P40: a new student starts with the default student password of the teacher of their first
 * class in the roster, when that teacher has set one (as a student import does); everyone else the
 * roster makes starts without a usable password. An existing person's password is never touched.
 */
async function startingPasswords(
  tx: Tx,
  roster: ReadRoster,
  plan: RosterPlan,
  hidden: string,
): Promise<Map<string, string>> {
  const firstTeacher = new Map<string, string>();
  for (const e of roster.enrollments) {
    const course = plan.courses.bySourcedId.get(e.classSourcedId);
    if (course && !firstTeacher.has(e.userSourcedId)) firstTeacher.set(e.userSourcedId, course.teacherId);
  }
  const fresh = plan.people.people.filter((p) => p.isNew && p.role === 'student');
  const teachers = [...new Set(fresh.flatMap((p) => firstTeacher.get(p.sourcedId) ?? []))];
  const settings = await readSettingsOf(tx, teachers);
  const defaults = new Map(
    teachers.map((id) => [id, parseStoredSettings(settings.get(id)).defaultStudentPassword] as const),
  );
  // One hash per distinct password: a class sharing a default hashes once.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };
  const passwords = await Promise.all(
    fresh.map(async (person) => {
      const teacher = firstTeacher.get(person.sourcedId);
      const password = teacher ? defaults.get(teacher) : undefined;
      return [person.id, password ? await hashOf(password) : hidden] as const;
    }),
  );
  return new Map(passwords);
}

const byName = (a: TRosterPerson, b: TRosterPerson) =>
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.username.localeCompare(b.username);

const byCourse = (a: TRosterEnrollment, b: TRosterEnrollment) =>
  a.teacher.localeCompare(b.teacher) ||
  a.course.period - b.course.period ||
  a.student.lastName.localeCompare(b.student.lastName) ||
  a.student.firstName.localeCompare(b.student.firstName);

const personItem = (p: PlannedPerson | Omit<TRosterPerson, 'changes'>): TRosterPerson => ({
  sourcedId: p.sourcedId,
  username: p.username,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  changes: 'changes' in p ? p.changes : [],
});

/** The answer of a preview and of a commit: what changes, in lists the admin can read, and the problems. */
function present(roster: ReadRoster, plan: RosterPlan, committed: boolean): TRosterResult {
  const { people, courses, enrollments } = plan;
  const dropped = new Set(enrollments.droppedPeople.map((p) => p.id));
  const result: TRosterResult = {
    committed,
    teachers: { create: [], update: [], unchanged: 0 },
    courses: { create: [], update: [], unchanged: 0 },
    students: { create: [], update: [], drop: [], restore: [], unchanged: 0 },
    enrollments: { create: [], update: [], drop: [], restore: [], unchanged: enrollments.unchanged },
    problems: [...roster.problems, ...people.problems, ...courses.problems].sort(
      (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
    ),
  };
  for (const person of people.people) {
    if (enrollments.unplacedPeople.has(person.id)) continue;
    const item = personItem(person);
    if (person.role === 'teacher') {
      if (person.isNew) result.teachers.create.push(item);
      else if (person.changes.length > 0) result.teachers.update.push(item);
      else result.teachers.unchanged += 1;
      continue;
    }
    const { students } = result;
    if (person.isNew) students.create.push(item);
    else if (dropped.has(person.id)) students.drop.push(item);
    else if (enrollments.restoredPeople.has(person.id)) students.restore.push(item);
    else if (person.changes.length > 0) students.update.push(item);
    else students.unchanged += 1;
  }
  // Students the roster no longer lists at all.
  const listed = new Set(people.people.map((p) => p.id));
  for (const person of enrollments.droppedPeople)
    if (!listed.has(person.id)) result.students.drop.push(personItem(person));

  for (const course of courses.courses) {
    const item = {
      sourcedId: course.sourcedId,
      name: course.name,
      period: course.period,
      teacher: course.teacherUsername,
      changes: course.changes,
    };
    if (course.isNew) result.courses.create.push(item);
    else if (course.changes.length > 0) result.courses.update.push(item);
    else result.courses.unchanged += 1;
  }
  const targetItem = ({ person, course }: { person: PlannedPerson; course: (typeof courses.courses)[number] }) => ({
    course: { sourcedId: course.sourcedId, name: course.name, period: course.period },
    teacher: course.teacherUsername,
    student: { username: person.username, firstName: person.firstName, lastName: person.lastName },
  });
  result.enrollments.create = enrollments.creates.map(targetItem);
  result.enrollments.restore = enrollments.restores.map(targetItem);
  result.enrollments.update = enrollments.reenrols.map(targetItem);
  result.enrollments.drop = enrollments.drops.map((row) => ({
    course: { sourcedId: row.courseSourcedId ?? '', name: row.courseName, period: row.coursePeriod },
    teacher: row.teacherUsername,
    student: { username: row.username, firstName: row.firstName, lastName: row.lastName },
  }));
  for (const list of [result.teachers.create, result.teachers.update, ...Object.values(result.students)]) {
    if (Array.isArray(list)) list.sort(byName);
  }
  for (const list of Object.values(result.enrollments)) if (Array.isArray(list)) list.sort(byCourse);
  return result;
}
