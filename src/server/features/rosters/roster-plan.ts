import { randomUUID } from 'node:crypto';
import type { TRosterProblem } from '../../../shared/rosters';
import type { AccountRow, CourseRow, EnrollmentRow, PersonRow, RosterEnrollmentRow } from './roster-state';
import { serverRostersText } from './texts';
import { pairKey, type ReadRoster, type RosterPerson } from './roster-rows';

/**
 * What a roster changes, decided in memory from the roster's rows and what the database holds
 * (P47, docs/rosters.md): who is new, who changed, which classes become or rename courses, and
 * which enrolments are made, dropped, restored or put back. Nothing here writes; roster-write.ts
 * applies the plan in the lock order.
 */

/** A roster's teacher or student as Classmint will have them. Usernames are never changed: a matched person keeps theirs. */
export interface PlannedPerson {
  id: string;
  isNew: boolean;
  role: 'teacher' | 'student';
  sourcedId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** The fields an existing person's update changes: firstName, lastName, email, sourcedId (linked). */
  changes: string[];
}

export interface PeoplePlan {
  bySourcedId: Map<string, PlannedPerson>;
  /** In the file's order. */
  people: PlannedPerson[];
  problems: TRosterProblem[];
  /** sourcedIds of rows the database refused (a role or an e-mail another person has): kept as they are. */
  held: Set<string>;
}

/**
 * Each roster person is found by sourcedId (kept from earlier rosters), else by username (a person
 * a teacher or the admin made before, whose sourcedId is then linked), else is new. A student is
 * made only when the roster has them in a class: a person in Classmint belongs to a teacher.
 */
export function planPeople(roster: ReadRoster, existing: readonly PersonRow[]): PeoplePlan {
  const bySourced = new Map(existing.filter((p) => p.sourcedId !== null).map((p) => [p.sourcedId, p]));
  const byUsername = new Map(existing.map((p) => [p.username.toLowerCase(), p]));
  const byEmail = new Map(existing.filter((p) => p.email !== null).map((p) => [p.email?.toLowerCase(), p]));
  const enrolled = new Set(roster.enrollments.map((e) => e.userSourcedId));
  const plan: PeoplePlan = { bySourcedId: new Map(), people: [], problems: [], held: new Set() };
  const claimed = new Set<string>();

  for (const row of roster.people) {
    const refuse = (message: string) => {
      plan.problems.push({ file: 'users.csv', line: row.line, message });
      plan.held.add(row.sourcedId);
    };
    const match = findMatch(row, bySourced, byUsername);
    if (!match.ok) {
      refuse(match.message);
      continue;
    }
    const found = match.person;
    const emailOwner = row.email === null ? undefined : byEmail.get(row.email.toLowerCase());
    if (emailOwner && emailOwner.id !== found?.id) {
      refuse(serverRostersText.t('emailTaken', { email: row.email ?? '' }));
      continue;
    }
    if (found && claimed.has(found.id)) {
      refuse(serverRostersText.t('alreadyMatched', { username: found.username }));
      continue;
    }
    if (!found && row.role === 'student' && !enrolled.has(row.sourcedId)) continue;
    const person = found ? updated(row, found) : created(row);
    if (found) claimed.add(found.id);
    plan.bySourcedId.set(row.sourcedId, person);
    plan.people.push(person);
  }
  return plan;
}

function findMatch(
  row: RosterPerson,
  bySourced: ReadonlyMap<string | null, PersonRow>,
  byUsername: ReadonlyMap<string, PersonRow>,
): { ok: true; person: PersonRow | undefined } | { ok: false; message: string } {
  const sourced = bySourced.get(row.sourcedId);
  if (sourced) {
    return sourced.role === row.role
      ? { ok: true, person: sourced }
      : {
          ok: false,
          message: serverRostersText.t('roleDiffers', {
            role: row.role,
            username: sourced.username,
            existingRole: sourced.role,
          }),
        };
  }
  const named = byUsername.get(row.username.toLowerCase());
  if (!named) return { ok: true, person: undefined };
  if (named.role !== row.role) {
    return {
      ok: false,
      message: serverRostersText.t('usernameOfRole', { username: row.username, role: named.role }),
    };
  }
  if (named.sourcedId !== null) {
    return {
      ok: false,
      message: serverRostersText.t('usernameOfOther', { username: row.username, id: named.sourcedId }),
    };
  }
  return { ok: true, person: named };
}

function created(row: RosterPerson): PlannedPerson {
  return {
    id: randomUUID(),
    isNew: true,
    role: row.role,
    sourcedId: row.sourcedId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    changes: [],
  };
}

/** A found person with the roster's names and e-mail; an e-mail the roster leaves empty is kept, never erased. */
function updated(row: RosterPerson, found: PersonRow): PlannedPerson {
  const email = row.email ?? found.email;
  const changes = [
    ...(found.firstName !== row.firstName ? ['firstName'] : []),
    ...(found.lastName !== row.lastName ? ['lastName'] : []),
    ...(found.email !== email ? ['email'] : []),
    ...(found.sourcedId === null ? ['sourcedId'] : []),
  ];
  return {
    id: found.id,
    isNew: false,
    role: row.role,
    sourcedId: row.sourcedId,
    username: found.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email,
    changes,
  };
}

export interface PlannedCourse {
  id: string;
  isNew: boolean;
  sourcedId: string;
  teacherId: string;
  teacherUsername: string;
  name: string;
  period: number;
  /** name and/or period, for a course that exists. */
  changes: string[];
  /** The course as it was, for the audit trail of an update. */
  before: { name: string; period: number } | null;
}

export interface CoursesPlan {
  bySourcedId: Map<string, PlannedCourse>;
  courses: PlannedCourse[];
  problems: TRosterProblem[];
  /** Classes skipped for what the database holds (another teacher's course): kept as they are. */
  held: Set<string>;
}

const PERIODS = [...Array.from({ length: 99 }, (_, i) => i + 1), 0];

/**
 * Each class is its teacher's course, found by sourcedId, else new. A course keeps its teacher: a
 * class whose roster teacher is not its course's owner is a problem, never a move (the course's
 * points economy is its teacher's). Periods are unique per teacher: a class takes its roster period
 * when that teacher has it free, else the lowest free one; an existing course keeps its period
 * unless the roster names another free one, so importing the same roster again changes nothing.
 */
export function planCourses(roster: ReadRoster, people: PeoplePlan, existing: readonly CourseRow[]): CoursesPlan {
  const plan: CoursesPlan = { bySourcedId: new Map(), courses: [], problems: [], held: new Set() };
  const bySourced = new Map(existing.filter((c) => c.sourcedId !== null).map((c) => [c.sourcedId, c]));
  const taken = new Map<string, Set<number>>();
  const periodsOf = (teacherId: string) => {
    let set = taken.get(teacherId);
    if (!set) taken.set(teacherId, (set = new Set()));
    return set;
  };
  for (const course of existing) periodsOf(course.teacherId).add(course.period);

  // Courses that exist first, so a new class never takes a period an existing course is about to keep.
  const withTeachers = roster.classes.flatMap((c) => {
    const teacher = people.bySourcedId.get(c.teacherSourcedId);
    // The teacher's row was refused (already reported): the class waits with them.
    if (!teacher) plan.held.add(c.sourcedId);
    return teacher ? [{ row: c, teacher, found: bySourced.get(c.sourcedId) }] : [];
  });
  const ordered = [...withTeachers.filter((c) => c.found), ...withTeachers.filter((c) => !c.found)];
  for (const { row, teacher, found } of ordered) {
    if (found && found.teacherId !== teacher.id) {
      plan.problems.push({
        file: 'classes.csv',
        line: row.line,
        message: serverRostersText.t('courseOfOther', { teacher: teacher.username }),
      });
      plan.held.add(row.sourcedId);
      continue;
    }
    const periods = periodsOf(teacher.id);
    let course: PlannedCourse;
    if (found) {
      const period =
        row.period !== null && row.period !== found.period && !periods.has(row.period) ? row.period : found.period;
      periods.delete(found.period);
      periods.add(period);
      course = {
        id: found.id,
        isNew: false,
        sourcedId: row.sourcedId,
        teacherId: teacher.id,
        teacherUsername: teacher.username,
        name: row.name,
        period,
        changes: [...(found.name !== row.name ? ['name'] : []), ...(found.period !== period ? ['period'] : [])],
        before: { name: found.name, period: found.period },
      };
    } else {
      const period =
        row.period !== null && !periods.has(row.period) ? row.period : PERIODS.find((p) => !periods.has(p));
      if (period === undefined) {
        plan.problems.push({
          file: 'classes.csv',
          line: row.line,
          message: serverRostersText.t('noPeriod', { teacher: teacher.username }),
        });
        plan.held.add(row.sourcedId);
        continue;
      }
      periods.add(period);
      course = {
        id: randomUUID(),
        isNew: true,
        sourcedId: row.sourcedId,
        teacherId: teacher.id,
        teacherUsername: teacher.username,
        name: row.name,
        period,
        changes: [],
        before: null,
      };
    }
    plan.bySourcedId.set(row.sourcedId, course);
  }
  // The file's order, for the preview.
  plan.courses = roster.classes.flatMap((c) => plan.bySourcedId.get(c.sourcedId) ?? []);
  return plan;
}

/** One student in one course, as the roster wants it. */
export interface Target {
  person: PlannedPerson;
  course: PlannedCourse;
}

/** A student-level result: a person the roster dropped from their last class, or brought back. */
export interface DroppedPerson {
  id: string;
  sourcedId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface EnrollmentsPlan {
  creates: Target[];
  restores: Target[];
  /** Active in the roster's bookkeeping, but taken out of the course in Classmint: put back. */
  reenrols: Target[];
  drops: RosterEnrollmentRow[];
  unchanged: number;
  /** Accounts to make: a student new to a teacher. */
  newAccounts: { personId: string; teacherId: string }[];
  /** Accounts that lose their last roster class (suspended in that teacher's class, never deleted). */
  accountDrops: AccountRow[];
  /** Accounts the roster had dropped that are in a class again. */
  accountRestores: AccountRow[];
  /** Enrolments of dropped roster classes that go, for accounts that stay active elsewhere with the teacher. */
  rowsToDelete: { accountId: string; courseId: string }[];
  /** Students who had a roster class and now have none, and students back from that. */
  droppedPeople: DroppedPerson[];
  restoredPeople: Set<string>;
  /** New students the roster has in no course it makes (every class of theirs was skipped): not made. */
  unplacedPeople: Set<string>;
}

export interface EnrollmentsInput {
  roster: ReadRoster;
  people: PeoplePlan;
  courses: CoursesPlan;
  rosterRows: readonly RosterEnrollmentRow[];
  accounts: readonly AccountRow[];
  enrollmentRows: readonly EnrollmentRow[];
}

const key = (...parts: string[]) => parts.join('|');

/**
 * Compares the roster's enrolments with those earlier rosters made. New ones are made; ones the
 * roster has again after a drop are restored; ones it no longer has are dropped, unless the row
 * that would say so was skipped for a problem (held). An account whose every roster class is
 * dropped, and that has no class of the teacher's own making, is dropped (suspended) in that
 * teacher's class, its enrolments kept so the teacher sees them as dropped there; while it keeps
 * another class the dropped course is simply left. An account the roster dropped is reinstated
 * when a class of the teacher has it again; one the teacher suspended stays suspended.
 */
export function planEnrollments(input: EnrollmentsInput): EnrollmentsPlan {
  const { roster, people, courses, rosterRows, accounts, enrollmentRows } = input;
  const heldPairs = new Set(roster.held.pairs);
  const targets = new Map<string, Target>();
  for (const e of roster.enrollments) {
    const person = people.bySourcedId.get(e.userSourcedId);
    const course = courses.bySourcedId.get(e.classSourcedId);
    if (!person || !course) {
      heldPairs.add(pairKey(e.classSourcedId, e.userSourcedId));
      continue;
    }
    targets.set(key(person.id, course.id), { person, course });
  }
  const isHeld = (row: RosterEnrollmentRow) => {
    const person = row.personSourcedId ?? '';
    const course = row.courseSourcedId ?? '';
    return (
      roster.held.people.has(person) ||
      people.held.has(person) ||
      roster.held.classes.has(course) ||
      courses.held.has(course) ||
      heldPairs.has(pairKey(course, person))
    );
  };

  const rosterByPair = new Map(rosterRows.map((r) => [key(r.personId, r.courseId), r]));
  const enrolled = new Set(enrollmentRows.map((r) => key(r.accountId, r.courseId)));
  const plan: EnrollmentsPlan = {
    creates: [],
    restores: [],
    reenrols: [],
    drops: [],
    unchanged: 0,
    newAccounts: [],
    accountDrops: [],
    accountRestores: [],
    rowsToDelete: [],
    droppedPeople: [],
    restoredPeople: new Set(),
    unplacedPeople: new Set(),
  };
  for (const [pair, target] of targets) {
    const row = rosterByPair.get(pair);
    if (!row) plan.creates.push(target);
    else if (row.droppedAt !== null) plan.restores.push(target);
    else if (!enrolled.has(key(row.accountId, row.courseId))) plan.reenrols.push(target);
    else plan.unchanged += 1;
  }
  plan.drops = rosterRows.filter(
    (r) => r.droppedAt === null && !targets.has(key(r.personId, r.courseId)) && !isHeld(r),
  );

  planAccounts(plan, { targets, rosterRows, accounts, enrollmentRows });
  planPeopleStates(plan, { targets, rosterRows, people });
  return plan;
}

/** Each account's state after the changes: made, dropped, reinstated, and which enrolments go. */
function planAccounts(
  plan: EnrollmentsPlan,
  input: {
    targets: ReadonlyMap<string, Target>;
    rosterRows: readonly RosterEnrollmentRow[];
    accounts: readonly AccountRow[];
    enrollmentRows: readonly EnrollmentRow[];
  },
): void {
  const accountOf = new Map(input.accounts.map((a) => [key(a.personId, a.teacherId), a]));
  // Each account's roster classes, active or not, after the changes.
  const after = new Map<string, Map<string, boolean>>();
  const stateOf = (personId: string, teacherId: string) => {
    const k = key(personId, teacherId);
    let map = after.get(k);
    if (!map) after.set(k, (map = new Map()));
    return map;
  };
  const before = new Map<string, { active: number; any: boolean }>();
  for (const row of input.rosterRows) {
    stateOf(row.personId, row.teacherId).set(row.courseId, row.droppedAt === null);
    const counts = before.get(key(row.personId, row.teacherId)) ?? { active: 0, any: false };
    before.set(key(row.personId, row.teacherId), {
      active: counts.active + (row.droppedAt === null ? 1 : 0),
      any: true,
    });
  }
  for (const row of plan.drops) stateOf(row.personId, row.teacherId).set(row.courseId, false);
  const touched = new Set(plan.drops.map((r) => key(r.personId, r.teacherId)));
  for (const { person, course } of [...plan.creates, ...plan.restores, ...plan.reenrols]) {
    stateOf(person.id, course.teacherId).set(course.id, true);
    touched.add(key(person.id, course.teacherId));
  }

  const rowsOf = new Map<string, Set<string>>();
  for (const row of input.enrollmentRows) {
    const set = rowsOf.get(row.accountId) ?? new Set<string>();
    set.add(row.courseId);
    rowsOf.set(row.accountId, set);
  }
  for (const k of touched) {
    const [personId = '', teacherId = ''] = k.split('|');
    const account = accountOf.get(k);
    const state = stateOf(personId, teacherId);
    const activeAfter = [...state.values()].filter(Boolean).length;
    if (!account) {
      if (activeAfter > 0) plan.newAccounts.push({ personId, teacherId });
      continue;
    }
    const counts = before.get(k) ?? { active: 0, any: false };
    const rows = rowsOf.get(account.id) ?? new Set<string>();
    const teachersOwn = [...rows].filter((courseId) => !state.has(courseId)).length;
    // No class left with this teacher: the enrolments stay, so the teacher sees the student dropped there.
    const keepRows = activeAfter === 0 && teachersOwn === 0;
    if (!account.dropped && keepRows && counts.active > 0) plan.accountDrops.push(account);
    if (account.dropped && counts.active === 0 && counts.any && activeAfter > 0) plan.accountRestores.push(account);
    if (keepRows) continue;
    for (const [courseId, active] of state) {
      if (!active && rows.has(courseId)) plan.rowsToDelete.push({ accountId: account.id, courseId });
    }
  }
}

/** Students who lose their last roster class anywhere, or come back from that. */
function planPeopleStates(
  plan: EnrollmentsPlan,
  input: {
    targets: ReadonlyMap<string, Target>;
    rosterRows: readonly RosterEnrollmentRow[];
    people: PeoplePlan;
  },
): void {
  const counts = new Map<string, { before: number; any: boolean; after: number; row: RosterEnrollmentRow }>();
  for (const row of input.rosterRows) {
    const c = counts.get(row.personId) ?? { before: 0, any: false, after: 0, row };
    const active = row.droppedAt === null ? 1 : 0;
    counts.set(row.personId, { before: c.before + active, any: true, after: c.after + active, row });
  }
  for (const row of plan.drops) {
    const c = counts.get(row.personId);
    if (c) c.after -= 1;
  }
  const gained = new Map<string, number>();
  for (const { person } of [...plan.creates, ...plan.restores]) gained.set(person.id, (gained.get(person.id) ?? 0) + 1);
  for (const [personId, c] of counts) {
    const after = c.after + (gained.get(personId) ?? 0);
    if (c.before > 0 && after === 0) {
      const { row } = c;
      plan.droppedPeople.push({
        id: personId,
        sourcedId: row.personSourcedId ?? '',
        username: row.username,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
      });
    } else if (c.before === 0 && c.any && after > 0) plan.restoredPeople.add(personId);
  }
  const placed = new Set([...input.targets.values()].map((t) => t.person.id));
  for (const person of input.people.people) {
    if (person.isNew && person.role === 'student' && !placed.has(person.id)) plan.unplacedPeople.add(person.id);
  }
}
