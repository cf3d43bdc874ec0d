import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TAccessLogEntry, TStudentRecord } from '../../src/shared/privacy';
import { makeAdmin, makeTeacher, signIn } from '../support/factories';
import { historyOfZenobia } from '../support/student-history';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * P41 and P44: a student's record holds everything kept about them (checked against every table
 * that can hold a student), their teacher's copy only that teacher's economy, and every staff read
 * of their data is in the access log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

type RecordAnswer = { record: TStudentRecord };

/**
 * Every column that can point at a student (a foreign key to `users` or `student_accounts`, or the
 * audit's plain id), and where the record answers for it. A new table that can hold a student fails
 * here until the record covers it (or it is shown not to hold students' data).
 */
const COVERED: Record<string, string> = {
  'access_log.student_id': 'accessLog',
  'audit_entries.student_id': 'audit',
  'enrollments.account_id': 'economies.courses',
  'hall_separation_members.student_id': 'economies.separations',
  'hallpasses.student_id': 'economies.passes',
  'jukebox_plays.student_id': 'economies.jukebox',
  'notifications.account_id': 'economies.notifications',
  'notifications.user_id': 'economies.notifications',
  'oidc_bindings.user_id': 'student.schoolAccount', // test/api/school-sign-in.test.ts binds one
  'purchases.student_id': 'economies.purchases',
  'roster_enrollments.account_id': 'economies.roster',
  'scores.student_id': 'economies.scores',
  'sessions.user_id': 'sessions',
  'song_requests.student_id': 'economies.songs',
  'student_accounts.person_id': 'economies',
  'transactions.student_id': 'economies.transactions',
};
/** Columns that point at users but never at a student's own data: who acted, or a teacher. */
const NOT_STUDENT_DATA = new Set([
  'access_log.actor_id', // the staff member who read
  'audit_entries.actor_id',
  'audit_entries.teacher_id',
  'courses.teacher_id',
  'hall_emergencies.started_by_id', // the staff member who switched it on
  'hall_emergencies.teacher_id', // whose courses it covers
  'hall_separation_members.teacher_id', // the teacher keeping the group apart
  'hall_separations.teacher_id',
  'hallpasses.created_by_id', // who created the pass: the student's own passes are covered above
  'hallpasses.teacher_id',
  'jukebox_access_requests.teacher_id',
  'kiosks.teacher_id',
  'jukebox_plays.teacher_id',
  'course_co_teachers.co_teacher_id', // a teacher sharing a course (P60)
  'login_devices.user_id', // a device token hash: a secret, never exported
  'presets.teacher_id',
  'products.teacher_id',
  'purchases.created_by',
  'purchases.teacher_id',
  'scores.teacher_id',
  'song_requests.removal_requested_by', // the classmate who paid for a removal: never named
  'song_requests.teacher_id',
  'spotify_auth_states.teacher_id',
  'spotify_connections.teacher_id',
  'student_accounts.teacher_id',
  'tasks.teacher_id',
  'teacher_settings.teacher_id',
  'transactions.created_by',
  'transactions.teacher_id',
]);

async function columnsPointingAtPeople(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select distinct c.conrelid::regclass::text || '.' || a.attname as name
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid::regclass::text in ('users', 'student_accounts')
      order by 1`,
  );
  return [...rows.map((r) => r.name.replaceAll('"', '')), 'audit_entries.student_id'].sort();
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? -1;

describe("a student's record (P41)", () => {
  it('covers every table that can hold a student, row for row, and names no classmate', async () => {
    const columns = await columnsPointingAtPeople();
    expect(columns.filter((c) => !(c in COVERED) && !NOT_STUDENT_DATA.has(c))).toEqual([]);

    const h = await historyOfZenobia(t);
    const answer = await h.asZenobia.get<RecordAnswer>('/api/user/record');
    expect(answer.status).toBe(200);
    const record = answer.body.record;
    expect(record.student).toMatchObject({
      username: h.zenobia.username,
      firstName: 'Zenobia',
      lastName: 'Quillfeather',
      email: h.roster.email,
      sourcedId: h.roster.sourcedId,
    });

    const accounts = [h.zenobia.id, h.artAccount];
    const inAccounts = sql.join(
      accounts.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const all = <K extends keyof TStudentRecord['economies'][number]>(key: K) =>
      record.economies.flatMap((e) => e[key] as unknown[]).length;
    expect(record.economies).toHaveLength(2);
    expect(all('transactions')).toBe(
      await count(sql`select count(*)::int as n from transactions where student_id in (${inAccounts})`),
    );
    expect(all('transactions')).toBeGreaterThan(5);
    expect(all('scores')).toBe(
      await count(sql`select count(*)::int as n from scores where student_id in (${inAccounts})`),
    );
    expect(all('passes')).toBe(
      await count(sql`select count(*)::int as n from hallpasses where student_id in (${inAccounts})`),
    );
    expect(all('separations')).toBe(
      await count(sql`select count(*)::int as n from hall_separation_members where student_id in (${inAccounts})`),
    );
    expect(all('separations')).toBeGreaterThan(0);
    expect(all('songs')).toBe(
      await count(sql`select count(*)::int as n from song_requests where student_id in (${inAccounts})`),
    );
    expect(all('purchases')).toBe(
      await count(sql`select count(*)::int as n from purchases where student_id in (${inAccounts})`),
    );
    expect(record.economies.flatMap((e) => e.purchases.flatMap((p) => p.items)).length).toBe(
      await count(
        sql`select count(*)::int as n from purchase_items i join purchases p on p.id = i.purchase_id where p.student_id in (${inAccounts})`,
      ),
    );
    expect(all('jukebox')).toBe(
      await count(sql`select count(*)::int as n from jukebox_plays where student_id in (${inAccounts})`),
    );
    expect(all('notifications')).toBe(
      await count(sql`select count(*)::int as n from notifications where user_id = ${h.zenobia.personId}`),
    );
    expect(all('courses')).toBe(
      await count(sql`select count(*)::int as n from enrollments where account_id in (${inAccounts})`),
    );
    expect(record.audit.length).toBe(
      await count(sql`select count(*)::int as n from audit_entries where student_id in (${inAccounts})`),
    );
    expect(record.audit.length).toBeGreaterThan(0);
    expect(record.sessions.length).toBe(
      await count(sql`select count(*)::int as n from sessions where user_id = ${h.zenobia.personId}`),
    );
    // Each economy's balance is its ledger's and scores' (the kernel's totals).
    const math = record.economies.find((e) => e.transactions.some((x) => x.description.startsWith('Great work')))!;
    expect(math.balance.balance).toBe(
      math.balance.scores + math.balance.bonuses - math.balance.fines - math.balance.purchases,
    );

    const text = JSON.stringify(record);
    expect(text).not.toMatch(/Milo|Mendez|argon2|password/i);
    expect(text).not.toContain(h.milo.username);
  });

  it("a teacher's copy holds their economy only; the admin's holds all; each read is logged (P44)", async () => {
    const h = await historyOfZenobia(t);
    const admin = await makeAdmin(t.database.db);
    const asAdmin = await signIn(t.app, admin.username);
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);

    const mathCopy = await h.asMath.get<RecordAnswer>(`/api/students/${h.zenobia.username}/record`);
    expect(mathCopy.status).toBe(200);
    expect(mathCopy.body.record.economies).toHaveLength(1);
    expect(JSON.stringify(mathCopy.body.record)).not.toMatch(/Painting|Lovely brushwork/);
    expect(mathCopy.body.record.sessions).toEqual([]);
    expect((await stranger.get(`/api/students/${h.zenobia.username}/record`)).status).toBe(404);
    expect((await h.asZenobia.get(`/api/students/${h.zenobia.username}/record`)).status).toBe(403);

    expect((await h.asMath.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(200);
    const adminCopy = await asAdmin.get<RecordAnswer>(`/api/students/${h.zenobia.username}/record`);
    expect(adminCopy.body.record.economies).toHaveLength(2);
    expect((await asAdmin.get(`/api/users/teacher/${h.art.username}/export`)).status).toBe(200);

    const log = await asAdmin.get<{ accessLog: TAccessLogEntry[] }>(`/api/access-log?student=${h.zenobia.username}`);
    expect(log.status).toBe(200);
    const seen = log.body.accessLog.map((e) => `${e.actor.role}:${e.actor.username}:${e.action}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        `teacher:${h.math.username}:record`,
        `teacher:${h.math.username}:account`,
        `admin:${admin.username}:record`,
        `admin:${admin.username}:export`,
      ]),
    );
    expect(log.body.accessLog.every((e) => e.student === h.zenobia.username)).toBe(true);
    // The student's own record shows who looked; Mr. Art's copy shows only his own reads.
    const own = await h.asZenobia.get<RecordAnswer>('/api/user/record');
    expect(own.body.record.accessLog.length).toBe(log.body.accessLog.length);
    const artCopy = await h.asArt.get<RecordAnswer>(`/api/students/${h.zenobia.username}/record`);
    expect(artCopy.body.record.accessLog.map((e) => e.actor.username)).toEqual([h.art.username]);
    expect((await h.asMath.get(`/api/access-log?student=${h.zenobia.username}`)).status).toBe(403);
    expect((await asAdmin.get('/api/access-log?student=nobody-here')).status).toBe(404);
  });
});
