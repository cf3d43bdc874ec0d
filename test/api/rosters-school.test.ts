import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { makeAdmin, signIn } from '../support/factories';
import { oneRosterSchool, schoolZip } from '../support/oneroster-school';
import { countsOf, letSignIn, postRoster, tokenOf } from '../support/roster-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * P47 at a school's size: a OneRoster roster of 1,000 students, 40 teachers and 250 classes
 * (test/support/oneroster-school.ts), previewed, committed and imported again. The preview and the
 * commit are timed (printed, never asserted).
 */
let t: TestApp;
let adminToken: string;
const school = oneRosterSchool();
let zip: Buffer;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAdmin(t.database.db);
  adminToken = await tokenOf(t.app, admin.username);
  zip = await schoolZip(school);
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? -1;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`[roster timing] ${database}: ${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

const studentEnrollments = school.enrollments.filter((e) => e.role === 'student').length;

describe('a school of 1,000 students (P47)', () => {
  it('previews the whole school without saving anything', async () => {
    const answer = await timed('preview of 1,000 students', () => postRoster(t.app, adminToken, zip));
    expect(answer.status).toBe(200);
    expect(answer.roster.committed).toBe(false);
    expect(answer.roster.problems).toEqual([]);
    expect(countsOf(answer.roster)).toEqual({
      teachers: { create: 40, update: 0, unchanged: 0 },
      courses: { create: 250, update: 0, unchanged: 0 },
      students: { create: 1000, update: 0, drop: 0, restore: 0, unchanged: 0 },
      enrollments: { create: studentEnrollments, update: 0, drop: 0, restore: 0, unchanged: 0 },
      problems: 0,
    });
    expect(answer.roster.courses.create[0]).toEqual({
      sourcedId: 'lhs-cls-0001',
      name: 'Algebra I - Period 1',
      period: 1,
      teacher: school.users[0]?.username,
      changes: [],
    });
    expect(await count(sql`select count(*)::int as n from users where sourced_id is not null`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from courses`)).toBe(0);
  });

  it('commits it: every teacher, student, course and enrolment, in one transaction', async () => {
    const answer = await timed('commit of 1,000 students', () => postRoster(t.app, adminToken, zip, { commit: true }));
    expect(answer.status).toBe(200);
    expect(answer.roster.committed).toBe(true);
    expect(countsOf(answer.roster).enrollments.create).toBe(studentEnrollments);
    expect(await count(sql`select count(*)::int as n from users where role = 'teacher'`)).toBe(40);
    expect(await count(sql`select count(*)::int as n from users where role = 'student'`)).toBe(1000);
    expect(await count(sql`select count(*)::int as n from courses where sourced_id is not null`)).toBe(250);
    expect(await count(sql`select count(*)::int as n from enrollments`)).toBe(studentEnrollments);
    expect(await count(sql`select count(*)::int as n from roster_enrollments where dropped_at is null`)).toBe(
      studentEnrollments,
    );
    // Staff e-mails from the roster; students' too, since it gives them.
    expect(await count(sql`select count(*)::int as n from users where email is not null`)).toBe(1040);
  });

  it('changes nothing when the same roster comes again', async () => {
    for (const commit of [false, true]) {
      const answer = await timed(`re-import (${commit ? 'commit' : 'preview'})`, () =>
        postRoster(t.app, adminToken, zip, { commit }),
      );
      expect(answer.status).toBe(200);
      expect(countsOf(answer.roster)).toEqual({
        teachers: { create: 0, update: 0, unchanged: 40 },
        courses: { create: 0, update: 0, unchanged: 250 },
        students: { create: 0, update: 0, drop: 0, restore: 0, unchanged: 1000 },
        enrollments: { create: 0, update: 0, drop: 0, restore: 0, unchanged: studentEnrollments },
        problems: 0,
      });
    }
  });

  it("makes a student in two teachers' classes one person, with an account and a class with each", async () => {
    const [row] = await queryRows<{ username: string; teachers: number }>(
      t.database.db,
      sql`select p.username, count(*)::int as teachers from users p join student_accounts a on a.person_id = p.id
          group by p.username order by count(*) desc, p.username limit 1`,
    );
    expect(row!.teachers).toBeGreaterThanOrEqual(2);
    expect(await count(sql`select count(*)::int as n from users where username = ${row!.username}`)).toBe(1);
    await letSignIn(t.database.db, [row!.username]);
    const student = await signIn(t.app, row!.username);
    const me = await student.get<{ user: { courses: { teacher: { lastName: string } }[] } }>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user.courses.length).toBeGreaterThanOrEqual(row!.teachers);
  });
});
