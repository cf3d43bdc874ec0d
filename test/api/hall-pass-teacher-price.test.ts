import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// Issue 42, item 12: a teacher's pass sent without a cost is charged what the settings say for the
// destination chosen (P48): a listed destination at its own price after the Prime discount, free
// for a student with the accommodation; any other destination at the base price. A cost the
// teacher sends is charged as sent (P34).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = 20;
const DESTINATIONS = [
  { name: 'Restroom', cost: 0, needsApproval: false, maxOut: 0 },
  { name: 'Library', cost: 15, needsApproval: false, maxOut: 0 },
];

async function classroom() {
  const settings = defaultSettings();
  settings.hallpass = {
    ...settings.hallpass,
    enabled: true,
    purchaseAmount: BASE,
    maxOut: 0,
    limit: 0,
    destinations: DESTINATIONS,
  };
  settings.prime = { ...settings.prime, enabled: true, hallpassDiscount: 40 };
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id, 3);
  return { teacher, course, client: await signIn(t.app, teacher.username) };
}

const write = (client: ApiClient, student: string, destination: string, extra: Record<string, unknown> = {}) =>
  client.post<{ pass: TPass }>('/api/passes', {
    pass: { student, destination, duration: 5, createdBy: 'Ms. Teacher', override: true, ...extra },
  });
const balanceOf = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

describe("a teacher's pass without a cost", () => {
  it("is charged the destination's price from the settings; another destination the base price", async () => {
    const { teacher, course, client } = await classroom();
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 100);

    const free = await write(client, student.id, 'Restroom');
    expect(free.status).toBe(201);
    expect(free.body.pass).toMatchObject({ destination: 'Restroom', cost: 0 });
    // Named as the teacher typed it, case aside: still the listed destination and its price.
    const library = await write(client, student.id, 'library');
    expect(library.body.pass).toMatchObject({ destination: 'library', cost: 15 });
    const other = await write(client, student.id, 'Gym');
    expect(other.body.pass).toMatchObject({ destination: 'Gym', cost: BASE });
    expect(await balanceOf(client, student.username)).toBe(100 - 15 - BASE);
  });

  it('takes the Prime discount off, and is free for a student with the accommodation', async () => {
    const { teacher, course, client } = await classroom();
    const prime = await makeStudent(t.database.db, teacher.id, {
      courseId: course.id,
      hasPrime: true,
      primeExpiresAt: new Date(Date.now() + 86_400_000),
    });
    await giveBonus(t.database.db, teacher.id, prime.id, 100);
    expect((await write(client, prime.id, 'Library')).body.pass.cost).toBe(9);
    expect((await write(client, prime.id, 'Gym')).body.pass.cost).toBe(12);

    const accommodated = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    expect(
      (await client.put(`/api/users/${accommodated.username}`, { user: { passAccommodation: true } })).status,
    ).toBe(200);
    expect((await write(client, accommodated.id, 'Library')).body.pass.cost).toBe(0);
    expect(await balanceOf(client, accommodated.username)).toBe(0);
  });

  it('is charged as sent when the teacher chooses a cost', async () => {
    const { teacher, course, client } = await classroom();
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 100);
    expect((await write(client, student.id, 'Restroom', { cost: 7 })).body.pass.cost).toBe(7);
    expect((await write(client, student.id, 'Library', { cost: 0 })).body.pass.cost).toBe(0);
    expect(await balanceOf(client, student.username)).toBe(93);
  });
});
