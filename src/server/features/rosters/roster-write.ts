import { type SQL, sql } from 'drizzle-orm';
import { defaultSettings } from '../../../shared/settings';
import { makeSlug } from '../../common/slug';
import { queryRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';
import { enrolmentChanged, publish } from '../../events';
import { type AuditRecord, recordAudits } from '../audit';
import type { CoursesPlan, EnrollmentsPlan, PeoplePlan, PlannedPerson, Target } from './roster-plan';
import { textArray, uuidArray } from './roster-state';

/**
 * Applies a roster's plan inside its transaction, each kind of change in one statement over
 * arrays. The caller has taken the locks (the teachers' rows, then the students' accounts); what is
 * written after them (people, courses, enrolments) follows the lock order (LOCK-ORDER.md). Nothing
 * a teacher made is written: no ledger, product, setting or score.
 */

export interface RosterPlan {
  people: PeoplePlan;
  courses: CoursesPlan;
  enrollments: EnrollmentsPlan;
}

export interface WriteContext {
  now: Date;
  /** The admin committing: the audit trail's actor. */
  actorId: string;
  passwordHashOf(person: PlannedPerson): string;
}

const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;
const nullableTextArray = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}::text[]`;

export async function writeRoster(tx: Tx, plan: RosterPlan, ctx: WriteContext): Promise<void> {
  await writePeople(tx, plan, ctx);
  await writeCourses(tx, plan.courses);
  const accountIds = await makeAccounts(tx, plan.enrollments);
  const changed = await writeEnrollments(tx, plan.enrollments, accountIds, ctx.now);
  await recordAudits(tx, auditEntries(plan, ctx.actorId));
  // Each changed student's open streams follow their classes when this commits (P38).
  await publish(tx, enrolmentChanged(changed));
}

async function writePeople(tx: Tx, plan: RosterPlan, ctx: WriteContext): Promise<void> {
  const { unplacedPeople } = plan.enrollments;
  const fresh = plan.people.people.filter((p) => p.isNew && !unplacedPeople.has(p.id));
  if (fresh.length > 0) {
    await tx.execute(sql`
      insert into users (id, username, role, first_name, last_name, email, sourced_id, password_hash)
      select * from unnest(${uuidArray(fresh.map((p) => p.id))}, ${textArray(fresh.map((p) => p.username))},
        ${textArray(fresh.map((p) => p.role))}, ${textArray(fresh.map((p) => p.firstName))},
        ${textArray(fresh.map((p) => p.lastName))}, ${nullableTextArray(fresh.map((p) => p.email))},
        ${textArray(fresh.map((p) => p.sourcedId))}, ${textArray(fresh.map((p) => ctx.passwordHashOf(p)))})`);
    const teachers = fresh.filter((p) => p.role === 'teacher').map((p) => p.id);
    if (teachers.length > 0) {
      await tx.execute(sql`
        insert into teacher_settings (teacher_id, settings)
        select id, ${JSON.stringify(defaultSettings())}::jsonb from unnest(${uuidArray(teachers)}) as id`);
    }
  }
  const changed = plan.people.people.filter((p) => !p.isNew && p.changes.length > 0);
  if (changed.length > 0) {
    await tx.execute(sql`
      update users u set first_name = v.first_name, last_name = v.last_name, email = v.email,
        sourced_id = v.sourced_id, updated_at = ${ctx.now}
      from unnest(${uuidArray(changed.map((p) => p.id))}, ${textArray(changed.map((p) => p.firstName))},
        ${textArray(changed.map((p) => p.lastName))}, ${nullableTextArray(changed.map((p) => p.email))},
        ${textArray(changed.map((p) => p.sourcedId))}) as v(id, first_name, last_name, email, sourced_id)
      where u.id = v.id`);
  }
}

async function writeCourses(tx: Tx, plan: CoursesPlan): Promise<void> {
  const fresh = plan.courses.filter((c) => c.isNew);
  if (fresh.length > 0) {
    await tx.execute(sql`
      insert into courses (id, teacher_id, name, period, slug, sourced_id)
      select * from unnest(${uuidArray(fresh.map((c) => c.id))}, ${uuidArray(fresh.map((c) => c.teacherId))},
        ${textArray(fresh.map((c) => c.name))}, ${intArray(fresh.map((c) => c.period))},
        ${textArray(fresh.map((c) => makeSlug(c.name)))}, ${textArray(fresh.map((c) => c.sourcedId))})`);
  }
  const changed = plan.courses.filter((c) => !c.isNew && c.changes.length > 0);
  if (changed.length > 0) {
    await tx.execute(sql`
      update courses c set name = v.name, period = v.period
      from unnest(${uuidArray(changed.map((c) => c.id))}, ${textArray(changed.map((c) => c.name))},
        ${intArray(changed.map((c) => c.period))}) as v(id, name, period)
      where c.id = v.id`);
  }
}

const accountKey = (personId: string, teacherId: string) => `${personId}|${teacherId}`;

/** Makes the accounts of students new to a teacher; answers every account the enrolments need, by person and teacher. */
async function makeAccounts(tx: Tx, plan: EnrollmentsPlan): Promise<Map<string, string>> {
  const { newAccounts } = plan;
  if (newAccounts.length > 0) {
    await tx.execute(sql`
      insert into student_accounts (person_id, teacher_id)
      select * from unnest(${uuidArray(newAccounts.map((a) => a.personId))}, ${uuidArray(newAccounts.map((a) => a.teacherId))})
      on conflict (person_id, teacher_id) do nothing`);
  }
  const people = [...new Set([...plan.creates, ...plan.restores, ...plan.reenrols].map((t) => t.person.id))];
  if (people.length === 0) return new Map();
  const rows = await queryRows<{ id: string; personId: string; teacherId: string }>(
    tx,
    sql`select id, person_id as "personId", teacher_id as "teacherId" from student_accounts
        where person_id = any(${uuidArray(people)})`,
  );
  return new Map(rows.map((r) => [accountKey(r.personId, r.teacherId), r.id]));
}

function pairsOf(targets: readonly Target[], accountIds: ReadonlyMap<string, string>) {
  const pairs = targets.map((t) => ({
    accountId: accountIds.get(accountKey(t.person.id, t.course.teacherId)),
    courseId: t.course.id,
  }));
  const missing = pairs.find((p) => p.accountId === undefined);
  // Made a statement ago in this transaction: an account can't be missing unless the plan is wrong.
  if (missing) throw new Error('roster: an enrolment has no account');
  return { accounts: uuidArray(pairs.map((p) => p.accountId ?? '')), courses: uuidArray(pairs.map((p) => p.courseId)) };
}

/** Writes the enrolment changes; answers the accounts whose classes changed. */
async function writeEnrollments(
  tx: Tx,
  plan: EnrollmentsPlan,
  accountIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<string[]> {
  if (plan.creates.length > 0) {
    const { accounts, courses } = pairsOf(plan.creates, accountIds);
    await tx.execute(sql`
      insert into roster_enrollments (account_id, course_id) select * from unnest(${accounts}, ${courses})
      on conflict (account_id, course_id) do update set dropped_at = null, updated_at = ${now}`);
  }
  if (plan.restores.length > 0) {
    const { accounts, courses } = pairsOf(plan.restores, accountIds);
    await tx.execute(sql`
      update roster_enrollments r set dropped_at = null, updated_at = ${now}
      from unnest(${accounts}, ${courses}) as v(account_id, course_id)
      where r.account_id = v.account_id and r.course_id = v.course_id`);
  }
  if (plan.drops.length > 0) {
    await tx.execute(sql`
      update roster_enrollments r set dropped_at = ${now}, updated_at = ${now}
      from unnest(${uuidArray(plan.drops.map((d) => d.accountId))}, ${uuidArray(plan.drops.map((d) => d.courseId))})
        as v(account_id, course_id)
      where r.account_id = v.account_id and r.course_id = v.course_id`);
  }
  const joining = [...plan.creates, ...plan.restores, ...plan.reenrols];
  if (joining.length > 0) {
    const { accounts, courses } = pairsOf(joining, accountIds);
    await tx.execute(sql`
      insert into enrollments (account_id, course_id) select * from unnest(${accounts}, ${courses})
      on conflict do nothing`);
  }
  if (plan.rowsToDelete.length > 0) {
    await tx.execute(sql`
      delete from enrollments e
      using unnest(${uuidArray(plan.rowsToDelete.map((r) => r.accountId))}, ${uuidArray(plan.rowsToDelete.map((r) => r.courseId))})
        as v(account_id, course_id)
      where e.account_id = v.account_id and e.course_id = v.course_id`);
  }
  for (const [accounts, dropped] of [
    [plan.accountDrops, true],
    [plan.accountRestores, false],
  ] as const) {
    if (accounts.length === 0) continue;
    await tx.execute(sql`
      update student_accounts set dropped = ${dropped}, updated_at = ${now}
      where id = any(${uuidArray(accounts.map((a) => a.id))})`);
  }
  return [
    ...new Set([
      ...joining.map((t) => accountIds.get(accountKey(t.person.id, t.course.teacherId)) ?? ''),
      ...plan.drops.map((d) => d.accountId),
      ...plan.accountDrops.map((a) => a.id),
      ...plan.accountRestores.map((a) => a.id),
    ]),
  ].filter((id) => id !== '');
}

type Counts = { enrolled: number; restored: number; putBack: number; dropped: number };

/**
 * The teachers' audit trails (P13): one entry per course the roster made or changed, with how many
 * students it enrolled, restored, put back or dropped (counts, never names), and one per account it
 * suspended or reinstated, as a teacher's own drop writes it.
 */
function auditEntries(plan: RosterPlan, actorId: string): AuditRecord[] {
  const counts = new Map<string, { teacherId: string; counts: Counts }>();
  const count = (courseId: string, teacherId: string, what: keyof Counts) => {
    const entry = counts.get(courseId) ?? {
      teacherId,
      counts: { enrolled: 0, restored: 0, putBack: 0, dropped: 0 },
    };
    entry.counts[what] += 1;
    counts.set(courseId, entry);
  };
  const { enrollments } = plan;
  for (const t of enrollments.creates) count(t.course.id, t.course.teacherId, 'enrolled');
  for (const t of enrollments.restores) count(t.course.id, t.course.teacherId, 'restored');
  for (const t of enrollments.reenrols) count(t.course.id, t.course.teacherId, 'putBack');
  for (const d of enrollments.drops) count(d.courseId, d.teacherId, 'dropped');
  const nonZero = (c: Counts | undefined) =>
    Object.fromEntries(Object.entries(c ?? {}).filter(([, n]) => n > 0)) as Partial<Counts>;

  const entries: AuditRecord[] = [];
  const described = new Set<string>();
  for (const course of plan.courses.courses) {
    if (!course.isNew && course.changes.length === 0 && !counts.has(course.id)) continue;
    described.add(course.id);
    const roster = nonZero(counts.get(course.id)?.counts);
    const changed = (c: { name: string; period: number }) =>
      Object.fromEntries(course.changes.map((field) => [field, field === 'name' ? c.name : c.period]));
    entries.push(
      course.isNew
        ? {
            teacherId: course.teacherId,
            actorId,
            entity: 'course',
            entityId: course.id,
            action: 'create',
            after: { name: course.name, period: course.period, roster },
          }
        : {
            teacherId: course.teacherId,
            actorId,
            entity: 'course',
            entityId: course.id,
            action: 'update',
            before: course.before ? changed(course.before) : {},
            after: { ...changed(course), roster },
          },
    );
  }
  // Courses whose class left the roster: only their drops.
  for (const [courseId, { teacherId, counts: c }] of counts) {
    if (described.has(courseId)) continue;
    entries.push({
      teacherId,
      actorId,
      entity: 'course',
      entityId: courseId,
      action: 'update',
      after: { roster: nonZero(c) },
    });
  }
  for (const [accounts, dropped] of [
    [enrollments.accountDrops, true],
    [enrollments.accountRestores, false],
  ] as const) {
    for (const account of accounts) {
      entries.push({
        teacherId: account.teacherId,
        actorId,
        studentId: account.id,
        entity: 'student',
        entityId: account.id,
        action: 'update',
        before: { dropped: !dropped },
        after: { dropped },
      });
    }
  }
  return entries;
}
