import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_COOKIE } from '../../src/shared/acting-course';
import { defaultSettings } from '../../src/shared/settings';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TPurchase } from '../../src/shared/store';
import type { TCurrentUser } from '../../src/shared/user';
import {
  addAccount,
  makeAdmin,
  makeCourse,
  makeStudent,
  makeTeacher,
  type MadeStudent,
  type MadeUser,
  signIn,
  TEST_PASSWORD,
} from '../support/factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

/**
 * P40: one student, several teachers. A person enrolled with two teachers signs in once, chooses the
 * class they act in (`X-Classmint-Course`), and each teacher's economy stays its own: points, store,
 * passes and notifications never cross, and neither teacher's reads carry the other's.
 */
let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

function classSettings() {
  const s = defaultSettings();
  s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 0 };
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10, limit: 0 };
  s.defaultStudentPassword = 'class-default-1';
  return s;
}

interface School {
  math: MadeUser;
  art: MadeUser;
  algebra: { id: string; slug: string };
  painting: { id: string; slug: string };
  /** Enrolled in Algebra (math's) and Painting (art's): `id` is the math account. */
  ada: MadeStudent & { artAccount: string };
  asAda: ApiClient;
  asMath: ApiClient;
  asArt: ApiClient;
}

async function school(): Promise<School> {
  const { db } = t.database;
  const math = await makeTeacher(db, { lastName: 'Noether', title: 'Dr.', settings: classSettings() });
  const art = await makeTeacher(db, { lastName: 'Kahlo', title: 'Ms.', settings: classSettings() });
  const algebra = await makeCourse(db, math.id, 1, 'Algebra');
  const painting = await makeCourse(db, art.id, 4, 'Painting');
  const student = await makeStudent(db, math.id, { courseId: algebra.id, firstName: 'Ada' });
  const artAccount = await addAccount(db, student.personId, art.id, { courseId: painting.id });
  await giveBonus(db, math.id, student.id, 100);
  await giveBonus(db, art.id, artAccount, 40);
  return {
    math,
    art,
    algebra,
    painting,
    ada: { ...student, artAccount },
    asAda: await signIn(t.app, student.username),
    asMath: await signIn(t.app, math.username),
    asArt: await signIn(t.app, art.username),
  };
}

const balance = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

describe('one student, several teachers (P40)', () => {
  it('lists their classes and asks them to choose one before any class call', async () => {
    const s = await school();
    const me = await s.asAda.get<{ user: TCurrentUser }>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ _id: s.ada.personId, hasPrime: false, settings: null, currentCourse: null });
    expect(me.body.user.courses).toEqual([
      {
        _id: s.painting.id,
        name: 'Painting',
        period: 4,
        slug: s.painting.slug,
        teacher: { title: 'Ms.', lastName: 'Kahlo' },
      },
      {
        _id: s.algebra.id,
        name: 'Algebra',
        period: 1,
        slug: s.algebra.slug,
        teacher: { title: 'Dr.', lastName: 'Noether' },
      },
    ]);

    const unchosen = await s.asAda.get(`/api/scores?username=${s.ada.username}`);
    expect(unchosen).toMatchObject({ status: 422, body: { errors: { course: ['Choose one of your classes'] } } });
    const notMine = await s.asAda.inCourse((await makeCourse(t.database.db, s.math.id, 6)).id).get('/api/user');
    expect(notMine.status).toBe(200);
    const strange = await s.asAda
      .inCourse((await makeCourse(t.database.db, s.math.id, 7)).id)
      .get(`/api/scores?username=${s.ada.username}`);
    expect(strange).toMatchObject({ status: 404, body: { errors: { course: ['was not found'] } } });

    const inArt = await s.asAda.inCourse(s.painting.id).get<{ user: TCurrentUser }>('/api/user');
    expect(inArt.body.user.currentCourse).toBe(s.painting.id);
    expect(inArt.body.user.settings).not.toBeNull();
    expect(await balance(s.asAda.inCourse(s.algebra.id), s.ada.username)).toBe(100);
    expect(await balance(s.asAda.inCourse(s.painting.id), s.ada.username)).toBe(40);
    // The query parameter chooses as the header does.
    const byQuery = await s.asAda.get<TStudentAccount>(
      `/api/scores?username=${s.ada.username}&courseId=${s.painting.id}`,
    );
    expect(byQuery.body.totals.balance).toBe(40);
  });

  it("the web app's kept class (a cookie) chooses too; a kept class that is not theirs is passed over", async () => {
    const s = await school();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: s.ada.username, password: TEST_PASSWORD } },
    });
    const session = login.json<{ user: { token: string } }>().user.token;
    const read = (cookie: string) =>
      t.app.inject({
        url: `/api/scores?username=${s.ada.username}`,
        headers: { authorization: `Token ${session}`, cookie: `${COURSE_COOKIE}=${cookie}` },
      });
    expect((await read(s.painting.id)).json<TStudentAccount>().totals.balance).toBe(40);
    // Another student's kept class on a shared device: with two classes she is asked to choose.
    const stranger = await makeCourse(t.database.db, s.math.id, 8);
    expect((await read(stranger.id)).statusCode).toBe(422);
    // A student with one class acts in it whatever another left behind.
    const solo = await makeStudent(t.database.db, s.math.id, { courseId: s.algebra.id });
    const soloLogin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: solo.username, password: TEST_PASSWORD } },
    });
    const soloRead = await t.app.inject({
      url: `/api/scores?username=${solo.username}`,
      headers: {
        authorization: `Token ${soloLogin.json<{ user: { token: string } }>().user.token}`,
        cookie: `${COURSE_COOKIE}=${s.painting.id}`,
      },
    });
    expect(soloRead.statusCode).toBe(200);
  });

  it('buys in one store and leaves the other balance unchanged; each teacher sees only their own order', async () => {
    const s = await school();
    const brush = await makeProduct(t.database.db, s.art.id, { name: 'Brush', cost: 15, quantity: 5 });
    const inArt = s.asAda.inCourse(s.painting.id);
    const bought = await inArt.post('/api/purchases', {
      purchase: { products: [brush.id], quantities: { [brush.id]: 1 } },
    });
    expect(bought.status).toBe(201);
    expect(await balance(inArt, s.ada.username)).toBe(25);
    expect(await balance(s.asAda.inCourse(s.algebra.id), s.ada.username)).toBe(100);
    // Math's store doesn't sell art's brush, whatever the student sends.
    const across = await s.asAda.inCourse(s.algebra.id).post('/api/purchases', {
      purchase: { products: [brush.id], quantities: { [brush.id]: 1 } },
    });
    expect(across.status).toBeGreaterThanOrEqual(400);
    expect(await balance(s.asAda.inCourse(s.algebra.id), s.ada.username)).toBe(100);

    const artOrders = await s.asArt.get<{ purchases: unknown[] }>('/api/purchases/teacher');
    const mathOrders = await s.asMath.get<{ purchases: unknown[] }>('/api/purchases/teacher');
    expect(artOrders.body.purchases).toHaveLength(1);
    expect(mathOrders.body.purchases).toHaveLength(0);
  });

  it('an order says the class it was placed in, for a student in two periods of one teacher', async () => {
    const s = await school();
    const geometry = await makeCourse(t.database.db, s.math.id, 3, 'Geometry');
    const enrolled = await s.asMath.post(`/api/users?courseId=${geometry.id}`, {
      user: { username: s.ada.username, firstName: 'Ada', lastName: 'Student', password: 'not-applied-1' },
    });
    expect(enrolled.status).toBe(201);
    const ruler = await makeProduct(t.database.db, s.math.id, { name: 'Ruler', cost: 10, quantity: 5 });
    const order = { purchase: { products: [ruler.id], quantities: { [ruler.id]: 1 } } };
    const inGeometry = await s.asAda.inCourse(geometry.id).post<{ purchase: TPurchase }>('/api/purchases', order);
    expect(inGeometry.status).toBe(201);
    expect(inGeometry.body.purchase.student.course?.name).toBe('Geometry');
    const inAlgebra = await s.asAda.inCourse(s.algebra.id).post<{ purchase: TPurchase }>('/api/purchases', order);
    expect(inAlgebra.body.purchase.student.course?.name).toBe('Algebra');
    // One economy: both orders came out of the same 100 points.
    expect(await balance(s.asAda.inCourse(geometry.id), s.ada.username)).toBe(80);
  });

  it('orders in both classes at once each charge their own balance, none lost, none over (concurrent on PostgreSQL)', async () => {
    const s = await school();
    const brush = await makeProduct(t.database.db, s.art.id, { name: 'Brush', cost: 10, quantity: 100 });
    const ruler = await makeProduct(t.database.db, s.math.id, { name: 'Ruler', cost: 10, quantity: 100 });
    const inArt = s.asAda.inCourse(s.painting.id);
    const inMath = s.asAda.inCourse(s.algebra.id);
    const orderOf = (id: string) => ({ purchase: { products: [id], quantities: { [id]: 1 } } });
    // 40 pts buy 4 brushes, 100 pts buy 10 rulers: 8 tries each, so art runs out and math doesn't.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => inArt.post('/api/purchases', orderOf(brush.id))),
      ...Array.from({ length: 8 }, () => inMath.post('/api/purchases', orderOf(ruler.id))),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 8).filter((x) => x === 201)).toHaveLength(4);
    expect(statuses.slice(0, 8).filter((x) => x === 409)).toHaveLength(4);
    expect(statuses.slice(8)).toEqual(Array(8).fill(201));
    expect(await balance(inArt, s.ada.username)).toBe(0);
    expect(await balance(inMath, s.ada.username)).toBe(20);
  });

  it("each teacher's reads carry only their own economy of the student, the export too", async () => {
    const s = await school();
    await s.asArt.post('/api/transactions', {
      transaction: { student: s.ada.artAccount, amount: 7, description: 'Secret art bonus', type: 'bonus' },
    });
    // Another teacher's account id is "not found" (P4), as any stranger's.
    const across = await s.asMath.post('/api/transactions', {
      transaction: { student: s.ada.artAccount, amount: 7, description: 'Wrong economy', type: 'bonus' },
    });
    expect(across.status).toBe(404);

    const mathView = await s.asMath.get<TStudentAccount>(`/api/scores?username=${s.ada.username}`);
    expect(mathView.body.student._id).toBe(s.ada.id);
    expect(mathView.body.totals.balance).toBe(100);
    expect(JSON.stringify(mathView.body)).not.toMatch(/Secret art bonus|Painting|Kahlo/);
    const economy = await s.asMath.get<{ students: { _id: string }[] }>('/api/scores/all');
    expect(economy.body.students.map((x) => x._id)).toEqual([s.ada.id]);
    expect(JSON.stringify(economy.body)).not.toContain(s.ada.artAccount);
    const mathCourses = await s.asMath.get('/api/courses');
    expect(JSON.stringify(mathCourses.body)).not.toMatch(/Painting|Secret art bonus/);

    const admin = await makeAdmin(t.database.db);
    const adminToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { user: { username: admin.username, password: TEST_PASSWORD } },
      })
    ).json<{ user: { token: string } }>().user.token;
    const exported = await t.app.inject({
      url: `/api/users/teacher/${s.math.username}/export`,
      headers: { authorization: `Token ${adminToken}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(s.ada.username);
    expect(exported.body).not.toMatch(/Secret art bonus|Painting/);

    // Manage Teachers counts her once for each teacher, in each one's course.
    const listed = await t.app.inject({
      url: '/api/users?role=teacher',
      headers: { authorization: `Token ${adminToken}` },
    });
    type TListed = { users: { username: string; stats: { students: number } }[] };
    const of = (username: string) => listed.json<TListed>().users.find((u) => u.username === username);
    expect(of(s.math.username)?.stats.students).toBe(1);
    expect(of(s.art.username)?.stats.students).toBe(1);
  });

  it('a bonus from one teacher is told in that class only', async () => {
    const s = await school();
    await s.asArt.post('/api/transactions', {
      transaction: { student: s.ada.artAccount, amount: 3, description: 'Nice shading', type: 'bonus' },
    });
    type TList = { notifications: { content: string }[] };
    const inArt = await s.asAda.inCourse(s.painting.id).get<TList>('/api/notifications');
    const inMath = await s.asAda.inCourse(s.algebra.id).get<TList>('/api/notifications');
    expect(inArt.body.notifications.map((n) => n.content).join()).toContain('Nice shading');
    expect(inMath.body.notifications).toEqual([]);
  });

  it("the one-active-pass and one-a-day rules hold per teacher's course: one class's pass does not use up the other's", async () => {
    const s = await school();
    const first = await s.asAda.inCourse(s.algebra.id).post('/api/passes', { pass: {} });
    expect(first.status).toBe(201);
    const again = await s.asAda.inCourse(s.algebra.id).post('/api/passes', { pass: {} });
    expect(again).toMatchObject({ status: 409, body: { errors: { activeHallpass: [expect.any(String)] } } });
    clock.advance(6 * 60_000);
    const tomorrowOnly = await s.asAda.inCourse(s.algebra.id).post('/api/passes', { pass: {} });
    expect(tomorrowOnly).toMatchObject({ status: 409, body: { errors: { expiredHallpass: [expect.any(String)] } } });
    const other = await s.asAda.inCourse(s.painting.id).post('/api/passes', { pass: {} });
    expect(other.status).toBe(201);
    expect(await balance(s.asAda.inCourse(s.algebra.id), s.ada.username)).toBe(90);
    expect(await balance(s.asAda.inCourse(s.painting.id), s.ada.username)).toBe(30);
  });

  it('dropping is per teacher: the other class goes on and the session stays', async () => {
    const s = await school();
    const dropped = await s.asMath.put(`/api/users/${s.ada.username}`, { user: { dropped: true } });
    expect(dropped.status).toBe(200);
    const me = await s.asAda.get<{ user: TCurrentUser }>('/api/user');
    expect(me.status).toBe(200);
    // One class left: it is implied again.
    expect(me.body.user.courses.map((c) => c._id)).toEqual([s.painting.id]);
    expect(me.body.user.currentCourse).toBe(s.painting.id);
    expect(await balance(s.asAda, s.ada.username)).toBe(40);
    const inMath = await s.asAda.inCourse(s.algebra.id).get(`/api/scores?username=${s.ada.username}`);
    expect(inMath).toMatchObject({ status: 403, body: { errors: { account: ['has been suspended'] } } });

    // Deleting is per teacher too: the person stays while art still has them.
    expect((await s.asMath.delete(`/api/users/student/${s.ada.username}`)).status).toBe(204);
    expect(await balance(s.asAda, s.ada.username)).toBe(40);
    expect((await s.asArt.delete(`/api/users/student/${s.ada.username}`)).status).toBe(204);
    expect((await s.asAda.get('/api/user')).status).toBe(401);
  });

  it("adding a student another teacher has enrols that person, password untouched; the teacher's default is not applied", async () => {
    const s = await school();
    const chemistry = await makeTeacher(t.database.db, { settings: classSettings() });
    const lab = await makeCourse(t.database.db, chemistry.id, 2, 'Chemistry');
    const asChem = await signIn(t.app, chemistry.username);
    const added = await asChem.post<{ user: { _id: string; firstName: string } }>(`/api/users?courseId=${lab.id}`, {
      user: { username: s.ada.username, firstName: 'Other', lastName: 'Name', password: 'not-her-password' },
    });
    expect(added.status).toBe(201);
    expect(added.body.user.firstName).toBe('Ada');
    expect([s.ada.id, s.ada.artAccount, s.ada.personId]).not.toContain(added.body.user._id);
    await signIn(t.app, s.ada.username);
    const me = await s.asAda.get<{ user: TCurrentUser }>('/api/user');
    expect(me.body.user.courses.map((c) => c.name).sort()).toEqual(['Algebra', 'Chemistry', 'Painting']);
    expect(await balance(s.asAda.inCourse(lab.id), s.ada.username)).toBe(0);
  });
});
