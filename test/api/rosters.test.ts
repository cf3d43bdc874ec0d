import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TCourse } from '../../src/shared/courses';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TStudentRecord } from '../../src/shared/privacy';
import { apiClient, type ApiClient } from '../support/test-app';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { oneRosterSchool, type School, schoolZip } from '../support/oneroster-school';
import { countsOf, letSignIn, postRoster, tokenOf } from '../support/roster-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * P47 over time: a later roster drops what it no longer has (never deleting anyone) and restores
 * it when it returns, with the points earned; a person already in Classmint is matched (P40), and
 * only the admin may send a roster.
 */

type Answer = Awaited<ReturnType<typeof postRoster>>;

async function setUp() {
  const t = await createTestApp();
  const admin = await makeAdmin(t.database.db);
  const adminToken = await tokenOf(t.app, admin.username);
  const send = (school: School, commit: boolean): Promise<Answer> =>
    schoolZip(school).then((zip) => postRoster(t.app, adminToken, zip, { commit }));
  return { t, adminToken, send };
}

const count = async (t: TestApp, query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? -1;

/** The school without some of its rows. */
function without(
  school: School,
  drop: { users?: string[]; enrollments?: (e: School['enrollments'][number]) => boolean },
) {
  return {
    ...school,
    users: school.users.filter((u) => !drop.users?.includes(u.sourcedId)),
    enrollments: school.enrollments.filter(
      (e) => !drop.users?.includes(e.userSourcedId) && !(drop.enrollments?.(e) ?? false),
    ),
  };
}

describe('a later roster: drop and restore (P47)', () => {
  let t: TestApp;
  let send: (school: School, commit: boolean) => Promise<Answer>;
  const school = oneRosterSchool({ students: 40, teachers: 5, classes: 20, seed: 7, firstStudentNumber: 31000001 });
  const teacherOf = (classId: string) =>
    school.enrollments.find((e) => e.classSourcedId === classId && e.role === 'teacher')?.userSourcedId;
  const usernameOf = (sourcedId: string) => school.users.find((u) => u.sourcedId === sourcedId)?.username ?? '';
  const classesOf = (student: string) =>
    school.enrollments.filter((e) => e.userSourcedId === student && e.role === 'student').map((e) => e.classSourcedId);

  // A student with exactly one class of some teacher (who is the one that drops them), and classes of others.
  const pick = (() => {
    for (const student of school.users.filter((u) => u.role === 'student')) {
      const teachers = classesOf(student.sourcedId).map((c) => teacherOf(c));
      const once = teachers.find((tch) => teachers.filter((x) => x === tch).length === 1);
      if (once && new Set(teachers).size >= 2) {
        const classId = classesOf(student.sourcedId).find((c) => teacherOf(c) === once) ?? '';
        return { student, classId, teacher: usernameOf(once) };
      }
    }
    throw new Error('the generated school has no such student');
  })();
  const leaving = school.users.filter((u) => u.role === 'student' && u.sourcedId !== pick.student.sourcedId)[0]!;
  let asTeacher: ApiClient;
  let accountId: string;

  beforeAll(async () => {
    ({ t, send } = await setUp());
    const first = await send(school, true);
    expect(first.status).toBe(200);
    await letSignIn(t.database.db, [pick.teacher, pick.student.username, leaving.username]);
    asTeacher = await signIn(t.app, pick.teacher);
    const courses = await asTeacher.get<{ courses: TCourse[] }>('/api/courses');
    const course = courses.body.courses.find((c) => c.students.some((s) => s.username === pick.student.username));
    accountId = course!.students.find((s) => s.username === pick.student.username)!._id;
    // Points earned with this teacher, through the ledger.
    const bonus = await asTeacher.post('/api/transactions', {
      transaction: { student: accountId, amount: 75, description: 'Lab work', type: 'bonus' },
    });
    expect(bonus.status).toBe(201);
  });
  afterAll(() => t.close());

  const balance = async () =>
    (await asTeacher.get<TStudentAccount>(`/api/scores?username=${pick.student.username}`)).body.totals.balance;
  const studentInCourse = async () => {
    const courses = (await asTeacher.get<{ courses: TCourse[] }>('/api/courses')).body.courses;
    return courses.flatMap((c) => c.students.filter((s) => s.username === pick.student.username));
  };

  it('drops a student missing from one class there only: suspended with that teacher, their points kept', async () => {
    const later = without(school, {
      enrollments: (e) => e.userSourcedId === pick.student.sourcedId && e.classSourcedId === pick.classId,
    });
    const preview = await send(later, false);
    expect(preview.status).toBe(200);
    expect(countsOf(preview.roster).enrollments).toMatchObject({ create: 0, drop: 1, restore: 0, update: 0 });
    expect(preview.roster.enrollments.drop[0]).toMatchObject({
      teacher: pick.teacher,
      student: { username: pick.student.username },
      course: { sourcedId: pick.classId },
    });
    // Still in other teachers' classes: not a dropped student.
    expect(preview.roster.students.drop).toEqual([]);
    const ledgerRows = await count(t, sql`select count(*)::int as n from transactions`);

    const commit = await send(later, true);
    expect(countsOf(commit.roster)).toEqual(countsOf(preview.roster));
    // With this teacher the roster had them in one class: they show there, dropped (P9), never deleted.
    expect(await studentInCourse()).toMatchObject([{ _id: accountId, dropped: true }]);
    expect(await balance()).toBe(75);
    expect(await count(t, sql`select count(*)::int as n from transactions`)).toBe(ledgerRows);
    // They still act in their other classes.
    const asStudent = await signIn(t.app, pick.student.username);
    const me = await asStudent.get<{ user: { courses: unknown[] } }>('/api/user');
    expect(me.body.user.courses.length).toBe(classesOf(pick.student.sourcedId).length - 1);
    // The teacher's trail says the roster dropped them, with counts and no names.
    const audit = await asTeacher.get<{ entries: { entity: string; after: unknown }[] }>('/api/audit');
    expect(audit.body.entries.map((e) => [e.entity, e.after])).toEqual(
      expect.arrayContaining([
        ['student', { dropped: true }],
        ['course', { roster: { dropped: 1 } }],
      ]),
    );
  });

  it('restores them when the class has them again, with the same points', async () => {
    const preview = await send(school, false);
    expect(countsOf(preview.roster).enrollments).toMatchObject({ create: 0, drop: 0, restore: 1, update: 0 });
    expect(preview.roster.enrollments.restore[0]?.student.username).toBe(pick.student.username);
    await send(school, true);
    expect(await studentInCourse()).toMatchObject([{ _id: accountId, dropped: false }]);
    expect(await balance()).toBe(75);
    const again = await send(school, false);
    expect(countsOf(again.roster).enrollments).toMatchObject({ create: 0, drop: 0, restore: 0, update: 0 });
  });

  it('drops a student missing from the roster from every class, ends their sessions, and restores them all', async () => {
    const asLeaving = await signIn(t.app, leaving.username);
    const theirClasses = classesOf(leaving.sourcedId).length;
    const later = without(school, { users: [leaving.sourcedId] });
    const dropped = await send(later, true);
    expect(dropped.roster.students.drop.map((s) => s.username)).toEqual([leaving.username]);
    expect(dropped.roster.enrollments.drop).toHaveLength(theirClasses);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from student_accounts a join users p on p.id = a.person_id
            where p.username = ${leaving.username} and not a.dropped`,
      ),
    ).toBe(0);
    // P9: suspended everywhere, so signed out; still a person, who can sign in to see it.
    expect((await asLeaving.get('/api/user')).status).toBe(401);
    expect(await count(t, sql`select count(*)::int as n from users where username = ${leaving.username}`)).toBe(1);

    const back = await send(school, true);
    expect(back.roster.students.restore.map((s) => s.username)).toEqual([leaving.username]);
    expect(back.roster.enrollments.restore).toHaveLength(theirClasses);
    const again = await signIn(t.app, leaving.username);
    const me = await again.get<{ user: { courses: unknown[]; dropped: boolean } }>('/api/user');
    expect(me.body.user.courses).toHaveLength(theirClasses);
  });

  it('keeps the roster classes in the student record (P41)', async () => {
    const admin = await makeAdmin(t.database.db);
    const asAdmin = await signIn(t.app, admin.username);
    const record = await asAdmin.get<{ record: TStudentRecord }>(`/api/students/${pick.student.username}/record`);
    const rostered = record.body.record.economies.flatMap((e) => e.roster);
    expect(rostered).toHaveLength(classesOf(pick.student.sourcedId).length);
    expect(rostered.every((r) => r.droppedAt === null)).toBe(true);
  });
});

describe('people already in Classmint (P40)', () => {
  let t: TestApp;
  let send: (school: School, commit: boolean) => Promise<Answer>;
  beforeAll(async () => {
    ({ t, send } = await setUp());
  });
  afterAll(() => t.close());

  it('enrols a student a teacher added by hand, keeping their password and their other teacher', async () => {
    const school = oneRosterSchool({ students: 12, teachers: 2, classes: 4, seed: 3, firstStudentNumber: 32000001 });
    const rostered = school.users.find((u) => u.role === 'student')!;
    const other = await makeTeacher(t.database.db);
    const handMade = await makeCourse(t.database.db, other.id, 4);
    const existing = await makeStudent(t.database.db, other.id, {
      username: rostered.username,
      firstName: 'Old',
      courseId: handMade.id,
    });
    // A teacher of the roster who already has an account (by username), with a class default password.
    const rosterTeacher = school.users.find((u) => u.role === 'teacher')!;
    await makeTeacher(t.database.db, {
      username: rosterTeacher.username,
      settings: { defaultStudentPassword: 'welcome-class-1' },
    });

    const answer = await send(school, true);
    expect(answer.status).toBe(200);
    expect(answer.roster.problems).toEqual([]);
    expect(answer.roster.teachers.update.map((p) => [p.username, p.changes])).toEqual([
      [rosterTeacher.username, ['firstName', 'lastName', 'email', 'sourcedId']],
    ]);
    expect(answer.roster.students.update).toEqual([
      expect.objectContaining({
        username: rostered.username,
        changes: ['firstName', 'lastName', 'email', 'sourcedId'],
      }),
    ]);
    expect(answer.roster.students.create).toHaveLength(11);
    // One person: the same row, their own password, their hand-made class kept.
    const [person] = await queryRows<{ id: string; sourcedId: string }>(
      t.database.db,
      sql`select id, sourced_id as "sourcedId" from users where username = ${rostered.username}`,
    );
    expect(person).toEqual({ id: existing.personId, sourcedId: rostered.sourcedId });
    const asStudent = await signIn(t.app, rostered.username, TEST_PASSWORD);
    const me = await asStudent.get<{ user: { courses: { name: string }[] } }>('/api/user');
    expect(me.body.user.courses.map((c) => c.name)).toContain(handMade.name);
    expect(me.body.user.courses.length).toBeGreaterThan(1);

    // A new student whose first class is that teacher's starts with the teacher's default password;
    // one whose first class is a new teacher's has no usable password (school sign-in, P46).
    const firstClassTeacher = (student: string) => {
      const first = school.enrollments.find((e) => e.userSourcedId === student && e.role === 'student');
      return school.enrollments.find((e) => e.classSourcedId === first?.classSourcedId && e.role === 'teacher')
        ?.userSourcedId;
    };
    const fresh = school.users.filter((u) => u.role === 'student' && u !== rostered);
    const withDefault = fresh.find((u) => firstClassTeacher(u.sourcedId) === rosterTeacher.sourcedId);
    const withoutDefault = fresh.find((u) => firstClassTeacher(u.sourcedId) !== rosterTeacher.sourcedId);
    expect(withDefault && withoutDefault).toBeTruthy();
    await expect(signIn(t.app, withDefault!.username, 'welcome-class-1')).resolves.toBeDefined();
    const refused = await apiClient(t.app).post('/api/users/login', {
      user: { username: withoutDefault!.username, password: 'welcome-class-1' },
    });
    expect(refused.status).toBe(401);
  });

  it("reports a person whose username is someone else's in Classmint, and skips them", async () => {
    const staff = await makeTeacher(t.database.db, { username: 'frontdesk9' });
    const school = oneRosterSchool({
      students: 3,
      teachers: 1,
      classes: 1,
      seed: 5,
      firstStudentNumber: 33000001,
      prefix: 'p2',
    });
    // The roster's teacher has a username a teacher already has, under another sourcedId.
    await t.database.db.execute(sql`update users set sourced_id = 'not-the-roster' where id = ${staff.id}`);
    school.users[0]!.username = 'frontdesk9';
    const answer = await send(school, false);
    expect(answer.roster.problems).toEqual([
      {
        file: 'users.csv',
        line: 2,
        message:
          'has the username frontdesk9, which in Classmint is another person of the roster (sourcedId not-the-roster).',
      },
    ]);
    // Its class waits with it, and so do its students (nobody else teaches them).
    expect(countsOf(answer.roster)).toMatchObject({ courses: { create: 0 }, students: { create: 0 } });
  });
});

describe('who may send a roster', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await setUp());
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to a teacher or a student, before reading the body', async () => {
    const zip = await schoolZip(oneRosterSchool({ students: 2, teachers: 1, classes: 1 }));
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    expect(await postRoster(t.app, null, zip)).toMatchObject({ status: 401 });
    for (const username of [teacher.username, student.username]) {
      const token = await tokenOf(t.app, username);
      const answer = await postRoster(t.app, token, zip, { commit: true });
      expect(answer).toMatchObject({ status: 403, errors: { access: ['is not allowed for your account'] } });
      // A body past the limit is refused for who sends it, not for its size.
      const big = await postRoster(t.app, token, Buffer.alloc(21 * 1024 * 1024));
      expect(big.status).toBe(403);
    }
    expect(await count(t, sql`select count(*)::int as n from courses`)).toBe(0);
  });
});

describe('two commits at once', () => {
  let t: TestApp;
  let send: (school: School, commit: boolean) => Promise<Answer>;
  beforeAll(async () => {
    ({ t, send } = await setUp());
  });
  afterAll(() => t.close());

  it('run one after the other: the second finds everything made', async () => {
    const school = oneRosterSchool({ students: 60, teachers: 4, classes: 16, seed: 11 });
    const [a, b] = await Promise.all([send(school, true), send(school, true)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const created = [a, b].map((x) => x.roster.students.create.length).sort((x, y) => x - y);
    expect(created).toEqual([0, 60]);
    expect(await count(t, sql`select count(*)::int as n from users where role = 'student'`)).toBe(60);
    expect(await count(t, sql`select count(*)::int as n from courses`)).toBe(16);
  });
});

describe('what a later roster changes (P47)', () => {
  let t: TestApp;
  let send: (school: School, commit: boolean) => Promise<Answer>;
  const base = oneRosterSchool({
    students: 12,
    teachers: 3,
    classes: 6,
    seed: 21,
    firstStudentNumber: 35000001,
    prefix: 'ch',
  });
  const clone = (): School => structuredClone(base);
  beforeAll(async () => {
    ({ t, send } = await setUp());
    expect((await send(base, true)).roster.problems).toEqual([]);
  });
  afterAll(() => t.close());

  it("renames courses and people, and changes e-mails, as the school's system has them now", async () => {
    const school = clone();
    school.classes[0]!.title = 'Algebra I Honors - Period 1';
    const student = school.users.find((u) => u.role === 'student')!;
    student.familyName = 'Renamed';
    const teacher = school.users.find((u) => u.role === 'teacher')!;
    teacher.email = 'new.address@lincoln.example.org';
    const answer = await send(school, true);
    expect(answer.roster.courses.update).toEqual([
      expect.objectContaining({ name: 'Algebra I Honors - Period 1', period: 1, changes: ['name'] }),
    ]);
    expect(answer.roster.students.update).toEqual([
      expect.objectContaining({ username: student.username, lastName: 'Renamed', changes: ['lastName'] }),
    ]);
    expect(answer.roster.teachers.update).toEqual([
      expect.objectContaining({ username: teacher.username, email: teacher.email, changes: ['email'] }),
    ]);
    const [row] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where username = ${teacher.username}`,
    );
    expect(row?.email).toBe(teacher.email);
    base.classes[0]!.title = school.classes[0]!.title;
    base.users = school.users;
  });

  it("puts back a student a teacher took out of a roster class (the school's system decides)", async () => {
    const enrolment = base.enrollments.find((e) => e.role === 'student')!;
    const teacherId = base.enrollments.find(
      (e) => e.classSourcedId === enrolment.classSourcedId && e.role === 'teacher',
    )!.userSourcedId;
    const teacher = base.users.find((u) => u.sourcedId === teacherId)!;
    const student = base.users.find((u) => u.sourcedId === enrolment.userSourcedId)!;
    await letSignIn(t.database.db, [teacher.username]);
    const asTeacher = await signIn(t.app, teacher.username);
    const courses = (await asTeacher.get<{ courses: TCourse[] }>('/api/courses')).body.courses;
    const course = courses.find((c) => c.students.some((s) => s.username === student.username))!;
    const out = await asTeacher.delete(`/api/courses/${course.slug}/enroll`, {
      course: { usernames: [student.username], slug: course.slug },
    });
    expect(out.status).toBe(200);
    const answer = await send(base, true);
    expect(countsOf(answer.roster).enrollments).toMatchObject({ create: 0, update: 1, drop: 0, restore: 0 });
    expect(answer.roster.enrollments.update[0]?.student.username).toBe(student.username);
    expect(countsOf((await send(base, false)).roster).enrollments).toMatchObject({ update: 0 });
  });

  it('refuses to move a course to another teacher, and leaves its students as they are', async () => {
    const school = clone();
    school.classes[0]!.title = base.classes[0]!.title;
    school.users = base.users;
    const moved = school.classes[1]!;
    const teachers = school.users.filter((u) => u.role === 'teacher');
    const enrolment = school.enrollments.find((e) => e.classSourcedId === moved.sourcedId && e.role === 'teacher')!;
    const other = teachers.find((u) => u.sourcedId !== enrolment.userSourcedId)!;
    enrolment.userSourcedId = other.sourcedId;
    const answer = await send(school, false);
    expect(answer.roster.problems).toEqual([
      {
        file: 'classes.csv',
        line: 3,
        message: `is taught by ${other.username} in this roster, but its course is another teacher's in Classmint, and a course keeps its teacher (their class's points stay theirs). The class is skipped; its students stay as they are.`,
      },
    ]);
    expect(countsOf(answer.roster).enrollments).toMatchObject({ create: 0, drop: 0, restore: 0, update: 0 });
  });

  it("reports an e-mail another person in Classmint has, and a new class's period another course of its teacher has", async () => {
    const school = clone();
    school.users = base.users.map((u) => ({ ...u }));
    school.classes[0]!.title = base.classes[0]!.title;
    const teacher = school.users.find((u) => u.role === 'teacher')!;
    const someone = await makeTeacher(t.database.db, { email: 'taken@lincoln.example.org' });
    expect(someone.id).toBeTruthy();
    const student = school.users.find((u) => u.role === 'student')!;
    student.email = 'TAKEN@lincoln.example.org';
    // A new class in period 1, which its teacher already has: it takes the lowest free period.
    const [teacherRow] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where username = ${teacher.username}`,
    );
    const periods = await queryRows<{ period: number }>(
      t.database.db,
      sql`select period from courses where teacher_id = ${teacherRow!.id} order by period`,
    );
    school.classes.push({
      sourcedId: 'ch-cls-new',
      status: 'active',
      title: 'Study Skills',
      courseSourcedId: 'ch-crs-alg1',
      classCode: 'SS',
      periods: String(periods[0]!.period),
    });
    school.enrollments.push({
      sourcedId: 'ch-enr-new',
      status: 'active',
      classSourcedId: 'ch-cls-new',
      userSourcedId: teacher.sourcedId,
      role: 'teacher',
      primary: 'true',
    });
    const answer = await send(school, false);
    const line = school.users.indexOf(student) + 2;
    expect(answer.roster.problems).toEqual([
      {
        file: 'users.csv',
        line,
        message:
          "has the e-mail TAKEN@lincoln.example.org, which another person in Classmint has; an e-mail is one person's.",
      },
    ]);
    const free = [1, 2, 3, 4, 5, 6, 7, 8].find((p) => !periods.some((c) => c.period === p));
    expect(answer.roster.courses.create).toEqual([
      { sourcedId: 'ch-cls-new', name: 'Study Skills', period: free, teacher: teacher.username, changes: [] },
    ]);
    // The skipped student keeps every class.
    expect(countsOf(answer.roster).enrollments).toMatchObject({ drop: 0 });
  });
});
