import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hallEmergencies, hallpasses, hallSeparations } from '../../src/server/db/hall-schema';
import { queryRows } from '../../src/server/db/raw';
import { transactions } from '../../src/server/db/schema';
import type { TEmergency } from '../../src/shared/hall-emergency';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { type ApiAnswer, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// P50: the emergency switch while students press. Only meaningful where requests really run at
// once: npm run test:pg (PostgreSQL); PGlite runs one transaction at a time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with every switch off: an emergency left on (a test's own, or one a failed test
// left) would end or refuse the next test's passes, and the admin's view lists every open one's.
afterEach(async () => {
  await t.database.db.update(hallEmergencies).set({ endedAt: new Date() }).where(isNull(hallEmergencies.endedAt));
});

const STAY = "Please stay where you are and follow your teacher's instructions.";

async function classroom(hallpass: Partial<TSettings['hallpass']> = {}, courses = 2) {
  const settings = defaultSettings();
  settings.hallpass = {
    ...settings.hallpass,
    enabled: true,
    allowStudentCreation: true,
    purchaseAmount: 10,
    // Everyone may be out at once: only the emergency stops a start.
    maxOut: 0,
    ...hallpass,
  };
  const teacher = await makeTeacher(t.database.db, { settings });
  const made = [];
  for (let i = 0; i < courses; i++) made.push(await makeCourse(t.database.db, teacher.id, i + 1));
  return { teacher, courses: made, client: await signIn(t.app, teacher.username) };
}

async function students(teacherId: string, courseIds: string[], count: number) {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(await makeStudent(t.database.db, teacherId, { courseId: courseIds[i % courseIds.length] }));
  for (const s of made) await giveBonus(t.database.db, teacherId, s.id, 100);
  const clients = await clientsFor(
    t.app,
    t.database.db,
    made.map((s) => s.id),
  );
  return made.map((s, i) => ({ ...s, client: clients[i]! }));
}

const toggle = (client: ApiClient, on: boolean) =>
  client.put<{ emergency: TEmergency }>('/api/passes/emergency', { emergency: { on } });
const press = (kid: { client: ApiClient }) => kid.client.post('/api/passes', { pass: {} });
/** Waits until at least `count` statements of this database wait for a lock. */
async function waitersAtLeast(count: number) {
  for (let i = 0; i < 100; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} requests waiting for a lock`);
}

/** After the storm: nothing out that the emergency did not end, and every pass refunded. */
async function expectAllEnded(teacherIds: string[]) {
  const rows = await t.database.db.select().from(hallpasses).where(inArray(hallpasses.teacherId, teacherIds));
  expect(rows.filter((r) => r.state !== 'returned')).toEqual([]);
  expect(rows.filter((r) => r.emergencyId === null)).toEqual([]);
  return rows;
}

/** Each balance equals the sum of its ledger rows, and (every pass refunded) the 100 given. */
async function expectBalancesWhole(
  teacher: ApiClient,
  teacherId: string,
  kids: Array<{ id: string; username: string }>,
) {
  const rows = await t.database.db
    .select({ studentId: transactions.studentId, type: transactions.type, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.teacherId, teacherId));
  for (const kid of kids) {
    const ledger = rows
      .filter((r) => r.studentId === kid.id)
      .reduce((sum, r) => sum + (r.type === 'bonus' ? r.amount : -r.amount), 0);
    const answer = await teacher.get<TStudentAccount>(`/api/scores?username=${kid.username}`);
    expect(answer.body.totals.balance).toBe(ledger);
    expect(ledger).toBe(100);
  }
}

function expectOnlyStarts(answers: ApiAnswer[]) {
  for (const a of answers) {
    if (a.status === 201) continue;
    expect(a.status).toBe(409);
    expect(a.body).toEqual({ errors: { emergency: [STAY] } });
  }
}

describe.skipIf(!process.env.DATABASE_URL)('the emergency switch under a storm (PostgreSQL)', () => {
  it('20 students pressing while the switch goes on: no pass survives it or starts after it', async () => {
    // The switch is sent among the presses: first, after 5 of them, after 10, after 15.
    for (const after of [0, 5, 10, 15]) {
      const { teacher, courses, client } = await classroom();
      const kids = await students(
        teacher.id,
        courses.map((c) => c.id),
        20,
      );
      const presses = kids.slice(0, after).map((k) => press(k));
      const switched = toggle(client, true);
      presses.push(...kids.slice(after).map((k) => press(k)));
      const answers = await Promise.all(presses);
      const state = (await switched).body.emergency;
      expect(state.on).toBe(true);
      expectOnlyStarts(answers);
      const rows = await expectAllEnded([teacher.id]);
      // Who was out is exactly every pass that started.
      expect(state.out.map((o) => o._id).sort()).toEqual(rows.map((r) => r.id).sort());
      expect(rows).toHaveLength(answers.filter((a) => a.status === 201).length);
      // Pressing again after it went on is refused, every time.
      expectOnlyStarts(await Promise.all(kids.map((k) => press(k))));
      expect((await Promise.all(kids.map((k) => press(k)))).every((a) => a.status === 409)).toBe(true);
      await expectBalancesWhole(client, teacher.id, kids);
    }
  });

  it('passes already deciding when the switch is pressed are ended by it; those pressed after it are refused', async () => {
    // Held mid-decision: each press stops at its separation's row (after it read that no emergency
    // was on), so the switch is pressed while they are deciding. Without the hall's gate it would
    // commit first and their passes would start after it, out in the hall during the emergency.
    const { teacher, courses, client } = await classroom({}, 2);
    const deciding = await students(
      teacher.id,
      courses.map((c) => c.id),
      6,
    );
    const late = await students(
      teacher.id,
      courses.map((c) => c.id),
      4,
    );
    const [partner] = await students(teacher.id, [courses[0]!.id], 1);
    for (const kid of deciding) {
      const made = await client.post('/api/passes/separations', {
        separation: { students: [kid.username, partner!.username] },
      });
      expect(made.status).toBe(201);
    }
    const groups = await t.database.db.select({ id: hallSeparations.id }).from(hallSeparations);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const blocker = t.database.db.transaction(async (tx) => {
      await tx
        .select({ id: hallSeparations.id })
        .from(hallSeparations)
        .where(
          inArray(
            hallSeparations.id,
            groups.map((g) => g.id),
          ),
        )
        .for('update');
      holding();
      await released;
    });
    await held;
    const first = deciding.map((k) => press(k));
    // One press per course waits at its separation, the others at the course they hold.
    await waitersAtLeast(6);
    const switched = toggle(client, true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = late.map((k) => press(k));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await blocker;
    const decided = await Promise.all(first);
    const state = (await switched).body.emergency;
    const refused = await Promise.all(after);
    const rows = await expectAllEnded([teacher.id]);
    expect(decided.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expectOnlyStarts(refused);
    expect(refused.every((a) => a.status === 409)).toBe(true);
    expect(rows).toHaveLength(6);
    expect(state.out).toHaveLength(6);
    await expectBalancesWhole(client, teacher.id, [...deciding, ...late]);
    await toggle(client, false);
  });

  it("the admin's switch racing two teachers' while their students press: one emergency each, nothing survives", async () => {
    const admin = await makeAdmin(t.database.db);
    const adminClient = await signIn(t.app, admin.username);
    const rooms = [await classroom(), await classroom()];
    const kids = await Promise.all(
      rooms.map((room) =>
        students(
          room.teacher.id,
          room.courses.map((c) => c.id),
          10,
        ),
      ),
    );
    const presses = kids.flat().map((k) => press(k));
    const switches = [toggle(adminClient, true), ...rooms.map((room) => toggle(room.client, true))];
    const answers = await Promise.all(presses);
    const states = await Promise.all(switches);
    expect(states.every((s) => s.status === 200 && s.body.emergency.on)).toBe(true);
    expectOnlyStarts(answers);
    const rows = await expectAllEnded(rooms.map((r) => r.teacher.id));
    expect(rows).toHaveLength(answers.filter((a) => a.status === 201).length);
    const open = await t.database.db.select().from(hallEmergencies);
    const ours = open.filter((e) => e.teacherId === null || rooms.some((r) => r.teacher.id === e.teacherId));
    expect(ours.filter((e) => e.endedAt === null)).toHaveLength(3);
    // The admin sees every pass ended, whichever switch ended it.
    const seen = (await adminClient.get<{ emergency: TEmergency }>('/api/passes/emergency')).body.emergency;
    expect(seen.out.map((o) => o._id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const [i, room] of rooms.entries()) await expectBalancesWhole(room.client, room.teacher.id, kids[i]!);
    await toggle(adminClient, false);
    for (const room of rooms) await toggle(room.client, false);
  });

  it('one teacher pressing on and off many times at once never opens two emergencies', async () => {
    const { teacher, courses, client } = await classroom();
    const kids = await students(
      teacher.id,
      courses.map((c) => c.id),
      6,
    );
    const presses = kids.map((k) => press(k));
    const toggles = await Promise.all(Array.from({ length: 12 }, (_, i) => toggle(client, i % 3 !== 2)));
    await Promise.all(presses);
    expect(toggles.every((a) => a.status === 200)).toBe(true);
    const open = await t.database.db.select().from(hallEmergencies).where(eq(hallEmergencies.teacherId, teacher.id));
    expect(open.filter((e) => e.endedAt === null).length).toBeLessThanOrEqual(1);
    // Whatever order they ran in, a last On ends whatever started between.
    await toggle(client, true);
    await expectAllEnded([teacher.id]);
    await expectBalancesWhole(client, teacher.id, kids);
    await toggle(client, false);
  });

  it('returns, leaves and approvals racing the switch: each pass refunded once, none fined, none left out', async () => {
    const destinations = [
      { name: 'Restroom', cost: 10, needsApproval: false, maxOut: 0 },
      { name: 'Office', cost: 10, needsApproval: true, maxOut: 0 },
    ];
    const { teacher, courses, client } = await classroom({ maxOut: 2, waitLine: true, destinations }, 1);
    const kids = await students(
      teacher.id,
      courses.map((c) => c.id),
      12,
    );
    const made = [];
    for (const [i, k] of kids.entries())
      made.push(
        (
          await k.client.post<{ pass: { _id: string; state: string } }>('/api/passes', {
            pass: { destination: i < 4 ? 'Office' : 'Restroom' },
          })
        ).body.pass,
      );
    expect(made.filter((p) => p.state === 'active')).toHaveLength(2);
    const actions = made.map((p, i) => {
      const kid = kids[i]!;
      if (p.state === 'requested') return client.put(`/api/passes/${p._id}/approve`, { pass: {} });
      if (p.state === 'active') return kid.client.put(`/api/passes/${p._id}/return`, { pass: {} });
      return kid.client.put(`/api/passes/${p._id}/leave`, { pass: {} });
    });
    const switched = toggle(client, true);
    const answers = await Promise.all(actions);
    expect((await switched).status).toBe(200);
    for (const a of answers) expect([200, 204, 404, 409]).toContain(a.status);
    // Passes returned before the switch are the students' own returns: not the emergency's.
    const rows = await t.database.db.select().from(hallpasses).where(eq(hallpasses.teacherId, teacher.id));
    expect(rows.filter((r) => r.state !== 'returned')).toEqual([]);
    const ledger = await t.database.db.select().from(transactions).where(eq(transactions.teacherId, teacher.id));
    expect(ledger.filter((r) => r.type === 'fine')).toEqual([]);
    const refunded = ledger.filter((r) => r.refundOf !== null).map((r) => r.refundOf);
    expect(new Set(refunded).size).toBe(refunded.length);
    // Every pass refunded unless its student came back by themselves before the switch.
    const selfReturned = rows.filter((r) => r.emergencyId === null).map((r) => r.studentId);
    for (const kid of kids) {
      const balance = ledger
        .filter((r) => r.studentId === kid.id)
        .reduce((sum, r) => sum + (r.type === 'bonus' ? r.amount : -r.amount), 0);
      expect(balance).toBe(selfReturned.includes(kid.id) ? 90 : 100);
    }
    await toggle(client, false);
  });
});
