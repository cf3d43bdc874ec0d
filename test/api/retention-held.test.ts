import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallpasses } from '../../src/server/db/hall-schema';
import { queryRows } from '../../src/server/db/raw';
import { transactions } from '../../src/server/db/schema';
import { settleHeldPassesBefore } from '../../src/server/features/hallpasses/pass-expiry';
import { createRetentionService } from '../../src/server/features/retention/retention.service';
import type { TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

/**
 * P43 with P48: the daily purge never drops points. A pass that still holds its cost (asked for,
 * or waiting in the line) when it is older than the passes' retention is refunded, once, before
 * the purge deletes passes. The app's and the purge's clocks are the same controlled clock.
 */
const clock = manualClock(new Date('2026-01-05T15:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const purger = () => createRetentionService(t.database.db, clock, { settlePasses: settleHeldPassesBefore });
/** The purge as it runs once a day: the day is claimed afresh for each call here. */
async function purge() {
  await t.database.db.execute(sql`update retention_settings set last_purged_at = null`);
  const purged = await purger().purgeIfDue();
  expect(purged).not.toBeNull();
  return purged!;
}

async function classroom() {
  const s = defaultSettings();
  s.hallpass = {
    ...s.hallpass,
    enabled: true,
    allowStudentCreation: true,
    maxOut: 1,
    waitLine: true,
    destinations: [
      { name: 'Restroom', cost: 10, needsApproval: false, maxOut: 0 },
      { name: 'Office', cost: 7, needsApproval: true, maxOut: 0 },
    ],
  };
  const teacher = await makeTeacher(t.database.db, { settings: s });
  const course = await makeCourse(t.database.db, teacher.id, 1);
  return { teacher, course, client: await signIn(t.app, teacher.username) };
}

async function pupil(teacher: MadeUser, courseId: string) {
  const student = await makeStudent(t.database.db, teacher.id, { courseId });
  await giveBonus(t.database.db, teacher.id, student.id, 100);
  return { student, client: await signIn(t.app, student.username) };
}

const start = async (client: ApiClient, destination: string) => {
  const answer = await client.post<{ pass: TPass }>('/api/passes', { pass: { destination } });
  expect(answer.status).toBe(201);
  return answer.body.pass;
};
const balanceOf = async (teacher: ApiClient, username: string) =>
  (await teacher.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;
/** The balance the ledger alone gives (bonuses in, fines and purchases out; a refund is a negative purchase). */
const ledgerBalanceOf = async (studentId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(case when type = 'bonus' then amount else -amount end), 0)::int as n
          from transactions where student_id = ${studentId}`,
    )
  )[0]!.n;
const refundsOf = (passIds: string[]) =>
  t.database.db.select().from(transactions).where(inArray(transactions.refundOf, passIds));

describe('the daily purge and the points passes hold (P43, P48)', () => {
  it('refunds a pass in the line and a request older than kept, once, and keeps the spent one spent', async () => {
    const { teacher, course, client } = await classroom();
    const out = await pupil(teacher, course.id);
    const waiting = await pupil(teacher, course.id);
    const asking = await pupil(teacher, course.id);
    const active = await start(out.client, 'Restroom');
    const inLine = await start(waiting.client, 'Restroom');
    const asked = await start(asking.client, 'Office');
    expect([active.state, inLine.state, asked.state]).toEqual(['active', 'waiting', 'requested']);
    expect(await balanceOf(client, waiting.student.username)).toBe(90);
    expect(await balanceOf(client, asking.student.username)).toBe(93);

    // A year and a day on, with the default retention of passes (365 days), every one is older than kept.
    clock.advance(366 * DAY_MS);
    const purged = await purge();
    expect(purged.passes).toBe(1);
    const left = await t.database.db
      .select()
      .from(hallpasses)
      .where(inArray(hallpasses.id, [active._id, inLine._id, asked._id]));
    expect(left).toEqual([]);

    const refunds = await refundsOf([inLine._id, asked._id]);
    expect(refunds.map((r) => [r.refundOf, r.amount, r.description]).sort()).toEqual(
      [
        [inLine._id, -10, 'Unused hallpass removed after a long time: refund'],
        [asked._id, -7, 'Unused hallpass removed after a long time: refund'],
      ].sort(),
    );
    const teacherNow = await signIn(t.app, teacher.username);
    // The held points are back; the pass that went out stays paid for. Every balance is its ledger.
    expect(await balanceOf(teacherNow, waiting.student.username)).toBe(100);
    expect(await balanceOf(teacherNow, asking.student.username)).toBe(100);
    expect(await balanceOf(teacherNow, out.student.username)).toBe(90);
    for (const kid of [out, waiting, asking])
      expect(await ledgerBalanceOf(kid.student.id)).toBe(await balanceOf(teacherNow, kid.student.username));

    // The next day's purge finds nothing more to give back.
    clock.advance(DAY_MS);
    await purge();
    expect(await refundsOf([inLine._id, asked._id])).toHaveLength(2);
    expect(await ledgerBalanceOf(waiting.student.id)).toBe(100);
  });

  it('keeps a held pass younger than kept, still holding its points', async () => {
    const { teacher, course } = await classroom();
    const first = await pupil(teacher, course.id);
    const second = await pupil(teacher, course.id);
    await start(first.client, 'Restroom');
    const inLine = await start(second.client, 'Restroom');
    clock.advance(300 * DAY_MS);
    await purge();
    const [row] = await t.database.db.select().from(hallpasses).where(eq(hallpasses.id, inLine._id));
    expect(row?.state).toBe('waiting');
    expect(await refundsOf([inLine._id])).toEqual([]);
    expect(await balanceOf(await signIn(t.app, teacher.username), second.student.username)).toBe(90);
  });

  it.runIf(onPostgres)('refunds once when the student leaves the line while the purge settles it', async () => {
    for (let round = 0; round < 5; round++) {
      const { teacher, course } = await classroom();
      const first = await pupil(teacher, course.id);
      const kids = [await pupil(teacher, course.id), await pupil(teacher, course.id)];
      await start(first.client, 'Restroom');
      const passes = [await start(kids[0]!.client, 'Restroom'), await start(kids[1]!.client, 'Office')];
      clock.advance(366 * DAY_MS);
      // Signed in again a year on (the old sessions ran out), before the race.
      const client = await signIn(t.app, teacher.username);
      const leaving = await Promise.all(kids.map((kid) => signIn(t.app, kid.student.username)));
      const [, ...left] = await Promise.all([
        purge(),
        ...leaving.map((kid, i) => kid.put(`/api/passes/${passes[i]!._id}/leave`, { pass: {} })),
      ]);
      // Whichever came first gave the points back; the other found the pass gone.
      for (const answer of left) expect([204, 404]).toContain(answer.status);
      expect(await refundsOf(passes.map((p) => p._id))).toHaveLength(2);
      for (const kid of kids) {
        expect(await balanceOf(client, kid.student.username)).toBe(100);
        expect(await ledgerBalanceOf(kid.student.id)).toBe(100);
      }
    }
  });
});
