import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/server/db/schema';
import type { TCourse } from '../../src/shared/courses';
import type { TAuditEntry, TEconomy } from '../../src/shared/ledger';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { hallSettings } from '../support/hall-settings';
import { songSettings } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { defaultSettings } from '../../src/shared/settings';
import type { TSong } from '../../src/shared/songs';
import { createTestApp, type TestApp } from '../support/test-app';

// P60: a course's teacher shares it with other teachers of the installation, who act in it, in the
// teacher's economy, for its students only, and under their own name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A teacher (fines on) with two courses, a student in each, and another teacher to share one with. */
async function sharedClass() {
  const db = t.database.db;
  const owner = await makeTeacher(db, { title: 'Mrs.', lastName: 'Owens', settings: { fines: { enabled: true } } });
  const coTeacher = await makeTeacher(db, { title: 'Mr.', lastName: 'Cole' });
  const shared = await makeCourse(db, owner.id, 1, 'Inclusion Math');
  const other = await makeCourse(db, owner.id, 2, 'Honors Math');
  const inShared = await makeStudent(db, owner.id, { courseId: shared.id, firstName: 'Ana' });
  const inOther = await makeStudent(db, owner.id, { courseId: other.id, firstName: 'Ben' });
  const teacher = await signIn(t.app, owner.username);
  const co = await signIn(t.app, coTeacher.username);
  return { owner, coTeacher, shared, other, inShared, inOther, teacher, co };
}

type TShared = Awaited<ReturnType<typeof sharedClass>>;

async function share(c: TShared) {
  const answer = await c.teacher.post<{ course: TCourse }>(`/api/courses/${c.shared.slug}/co-teachers`, {
    coTeachers: { usernames: [c.coTeacher.username] },
  });
  expect(answer.status).toBe(200);
  return answer.body.course;
}

const bonus = (student: string, amount = 5) => ({
  transaction: { student, amount, description: 'Helped a classmate', type: 'bonus' },
});

describe('sharing a course (P60)', () => {
  it('lists the co-teacher on the course, and the course among the co-teacher’s, with its teacher', async () => {
    const c = await sharedClass();
    const course = await share(c);
    expect(course.coTeachers).toEqual([{ username: c.coTeacher.username, title: 'Mr.', lastName: 'Cole' }]);
    expect(course.teacher).toEqual({ username: c.owner.username, title: 'Mrs.', lastName: 'Owens' });

    const theirs = await c.co.get<{ courses: TCourse[] }>('/api/courses');
    expect(theirs.status).toBe(200);
    expect(theirs.body.courses.map((k) => k.name)).toEqual(['Inclusion Math']);
    const [seen] = theirs.body.courses;
    expect(seen?.teacher).toEqual({ username: c.owner.username, title: 'Mrs.', lastName: 'Owens' });
    expect(seen?.students.map((s) => s.firstName)).toEqual(['Ana']);
    // Acting in it, the co-teacher sees that one course.
    const inIt = await c.co.inCourse(c.shared.id).get<{ courses: TCourse[] }>('/api/courses');
    expect(inIt.body.courses.map((k) => k.name)).toEqual(['Inclusion Math']);
    // Sharing twice changes nothing.
    expect((await share(c)).coTeachers).toHaveLength(1);
  });

  it('refuses usernames that are not teachers, the teacher themselves, and an empty list', async () => {
    const c = await sharedClass();
    const path = `/api/courses/${c.shared.slug}/co-teachers`;
    const unknown = await c.teacher.post(path, {
      coTeachers: { usernames: [c.coTeacher.username, 'nobody-here', c.inShared.username] },
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { errors: { usernames: [`are not teachers here: nobody-here, ${c.inShared.username}`] } },
    });
    const self = await c.teacher.post(path, { coTeachers: { usernames: [c.owner.username.toUpperCase()] } });
    expect(self).toMatchObject({
      status: 422,
      body: { errors: { usernames: ['include your own: the course is already yours'] } },
    });
    const empty = await c.teacher.post(path, { coTeachers: { usernames: [] } });
    expect(empty).toMatchObject({ status: 422, body: { errors: { usernames: ['Choose at least one teacher'] } } });
    const broken = await c.teacher.post(path, { coTeachers: { usernames: ['a\u0000b'] } });
    expect(broken.status).toBe(422);
    const wrongType = await c.teacher.post(path, { coTeachers: { usernames: 'just-one' } });
    expect(wrongType.status).toBe(422);
    // Nothing was shared by any of them.
    const list = await c.co.get<{ courses: TCourse[] }>('/api/courses');
    expect(list.body.courses).toEqual([]);
  });

  it('is the course’s own teacher’s: another teacher gets 404, the co-teacher 403', async () => {
    const c = await sharedClass();
    await share(c);
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const path = `/api/courses/${c.shared.slug}/co-teachers`;
    const body = { coTeachers: { usernames: [c.coTeacher.username] } };
    expect(await stranger.post(path, body)).toMatchObject({
      status: 404,
      body: { errors: { course: ['was not found'] } },
    });
    expect((await stranger.delete(path, body)).status).toBe(404);
    // As themselves the course is not theirs; acting in it, changing its adults is its teacher's.
    expect((await c.co.delete(path, body)).status).toBe(404);
    expect(await c.co.inCourse(c.shared.id).delete(path, body)).toMatchObject({
      status: 403,
      body: { errors: { course: ['is shared with you: only its own teacher can do this'] } },
    });
  });

  it('records each change in the audit trail, and taking one off ends what they can do at once', async () => {
    const c = await sharedClass();
    await share(c);
    const acting = c.co.inCourse(c.shared.id);
    expect((await acting.post('/api/transactions', bonus(c.inShared.id))).status).toBe(201);

    const removed = await c.teacher.delete<{ course: TCourse }>(`/api/courses/${c.shared.slug}/co-teachers`, {
      coTeachers: { usernames: [c.coTeacher.username, 'not-a-co-teacher'] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.course.coTeachers).toEqual([]);
    // The same session, the next request: the course is no longer theirs to name.
    expect(await acting.post('/api/transactions', bonus(c.inShared.id))).toMatchObject({
      status: 404,
      body: { errors: { course: ['was not found'] } },
    });
    expect((await c.co.get<{ courses: TCourse[] }>('/api/courses')).body.courses).toEqual([]);

    const trail = await c.teacher.get<{ entries: TAuditEntry[] }>('/api/audit');
    const changes = trail.body.entries.filter((e) => e.entity === 'course');
    expect(changes.map((e) => [e.before, e.after])).toEqual([
      [{ coTeachers: [c.coTeacher.username] }, { coTeachers: [] }],
      [{ coTeachers: [] }, { coTeachers: [c.coTeacher.username] }],
    ]);
    expect(changes.every((e) => e.actor?.username === c.owner.username)).toBe(true);
  });

  it('goes with the course', async () => {
    const c = await sharedClass();
    await share(c);
    expect((await c.teacher.delete(`/api/courses/${c.shared.slug}`)).status).toBe(204);
    expect((await c.co.get<{ courses: TCourse[] }>('/api/courses')).body.courses).toEqual([]);
  });
});

describe('a co-teacher acting in the shared course (P60)', () => {
  it('gives bonuses and fines in the teacher’s economy, named in the ledger and the audit trail', async () => {
    const c = await sharedClass();
    await share(c);
    const acting = c.co.inCourse(c.shared.id);
    const given = await acting.post('/api/transactions', bonus(c.inShared.id, 7));
    expect(given.status).toBe(201);
    const fined = await acting.post('/api/transactions', {
      transaction: { student: c.inShared.id, amount: 2, description: 'Phone out', type: 'fine' },
    });
    expect(fined.status).toBe(201);
    const bulk = await acting.post('/api/transactions/bulk', {
      transactions: { students: [c.inShared.id], amount: 1, description: 'Clean desks', type: 'bonus' },
    });
    expect(bulk.status).toBe(201);

    const rows = await t.database.db.select().from(transactions).where(eq(transactions.studentId, c.inShared.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.teacherId === c.owner.id && r.createdBy === c.coTeacher.id)).toBe(true);

    // The teacher sees it in the balance and, under the co-teacher's name, in the audit trail.
    const economy = await c.teacher.get<TEconomy>('/api/scores/all');
    expect(economy.body.students.find((s) => s._id === c.inShared.id)?.totals.balance).toBe(6);
    const trail = await c.teacher.get<{ entries: TAuditEntry[] }>(`/api/audit?username=${c.inShared.username}`);
    const created = trail.body.entries.filter((e) => e.entity === 'transaction' && e.action === 'create');
    expect(created).toHaveLength(3);
    expect(created.every((e) => e.actor?.username === c.coTeacher.username)).toBe(true);
  });

  it('sees the roster and balances of the shared course only, each student shown in it', async () => {
    const c = await sharedClass();
    await share(c);
    // Ben is also in the shared course, but his first course by period is the other one.
    await c.teacher.post(`/api/courses/${c.shared.slug}/enroll`, { course: { usernames: [c.inOther.username] } });
    const early = await makeCourse(t.database.db, c.owner.id, 0, 'Homeroom');
    const onlyElsewhere = await makeStudent(t.database.db, c.owner.id, { courseId: early.id });
    const economy = await c.co.inCourse(c.shared.id).get<TEconomy>('/api/scores/all');
    expect(economy.status).toBe(200);
    expect(economy.body.students.map((s) => [s.firstName, s.course?.name])).toEqual([
      ['Ana', 'Inclusion Math'],
      ['Ben', 'Inclusion Math'],
    ]);
    expect(economy.body.students.map((s) => s._id)).not.toContain(onlyElsewhere.id);
    expect(economy.body.summary.students).toBe(2);
  });

  it('reaches no student of the teacher’s other courses: 404, and a bulk entry for none', async () => {
    const c = await sharedClass();
    await share(c);
    const acting = c.co.inCourse(c.shared.id);
    expect(await acting.post('/api/transactions', bonus(c.inOther.id))).toMatchObject({
      status: 404,
      body: { errors: { student: ['was not found'] } },
    });
    const bulk = await acting.post('/api/transactions/bulk', {
      transactions: { students: [c.inShared.id, c.inOther.id], amount: 1, description: 'Both', type: 'bonus' },
    });
    expect(bulk.status).toBe(404);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.teacherId, c.owner.id));
    expect(rows).toEqual([]);
    // Naming the other course instead makes them nobody there: as themselves, with no such student.
    expect((await c.co.inCourse(c.other.id).post('/api/transactions', bonus(c.inOther.id))).status).toBe(404);
  });

  it('uses the teacher’s presets and settings but may change none of them', async () => {
    const c = await sharedClass();
    await share(c);
    const made = await c.teacher.post<{ bonus: { _id: string } }>('/api/bonuses', {
      bonus: { description: 'Great question', amount: 3 },
    });
    expect(made.status).toBe(201);
    const acting = c.co.inCourse(c.shared.id);
    const presets = await acting.get<{ bonuses: { description: string }[] }>('/api/bonuses');
    expect(presets.body.bonuses.map((b) => b.description)).toEqual(['Great question']);
    const refusal = {
      status: 403,
      body: { errors: { course: ['is shared with you: only its own teacher can do this'] } },
    };
    expect(await acting.post('/api/bonuses', { bonus: { description: 'Mine', amount: 1 } })).toMatchObject(refusal);
    expect(await acting.delete(`/api/bonuses/${made.body.bonus._id}`)).toMatchObject(refusal);
    expect(await acting.put('/api/user/settings', { settings: { fines: { enabled: false } } })).toMatchObject(refusal);
    expect(await acting.put(`/api/courses/${c.shared.slug}`, { course: { name: 'Renamed' } })).toMatchObject(refusal);
    expect(await acting.get(`/api/students/${c.inShared.username}/record`)).toMatchObject(refusal);
    // What is about the person stays theirs: who they are, with the course named or not.
    const me = await acting.get<{ user: { username: string } }>('/api/user');
    expect(me).toMatchObject({ status: 200, body: { user: { username: c.coTeacher.username } } });
    const session = await acting.get<{ user: { username: string } }>('/api/session');
    expect(session).toMatchObject({ status: 200, body: { user: { username: c.coTeacher.username } } });
  });
});

describe('a co-teacher’s passes in the shared course (P60)', () => {
  /** The shared class with passes on, and a pass of each course written by the teacher. */
  async function withPasses() {
    const db = t.database.db;
    const owner = await makeTeacher(db, { settings: hallSettings() });
    const coTeacher = await makeTeacher(db);
    const shared = await makeCourse(db, owner.id, 1);
    const other = await makeCourse(db, owner.id, 2);
    const inShared = await makeStudent(db, owner.id, { courseId: shared.id });
    const inOther = await makeStudent(db, owner.id, { courseId: other.id });
    const teacher = await signIn(t.app, owner.username);
    await teacher.post(`/api/courses/${shared.slug}/co-teachers`, { coTeachers: { usernames: [coTeacher.username] } });
    const acting = (await signIn(t.app, coTeacher.username)).inCourse(shared.id);
    const write = (client: typeof teacher, student: string) =>
      client.post<{ pass: { _id: string; period: number } }>('/api/passes', {
        pass: { student, destination: 'Library', duration: 5, createdBy: 'Mr. Cole', cost: 0, override: true },
      });
    return { shared, other, inShared, inOther, teacher, acting, write };
  }

  it('writes, reads, approves and ends passes of the course, and reaches no other course’s', async () => {
    const p = await withPasses();
    const theirs = await p.write(p.teacher, p.inOther.id);
    expect(theirs.status).toBe(201);
    const mine = await p.write(p.acting, p.inShared.id);
    expect(mine.status).toBe(201);
    expect(mine.body.pass.period).toBe(1);
    expect(await p.write(p.acting, p.inOther.id)).toMatchObject({
      status: 404,
      body: { errors: { student: ['was not found'] } },
    });

    const listed = await p.acting.get<{ passes: { _id: string }[] }>('/api/passes');
    expect(listed.body.passes.map((x) => x._id)).toEqual([mine.body.pass._id]);
    expect((await p.acting.get(`/api/passes?courseId=${p.other.id}`)).status).toBe(404);
    expect((await p.acting.get(`/api/passes/hall?courseId=${p.other.id}`)).status).toBe(404);
    expect((await p.acting.get('/api/passes/hall')).status).toBe(200);
    expect((await p.acting.get(`/api/passes/report?courseId=${p.other.id}`)).status).toBe(404);
    expect((await p.acting.get(`/api/passes/student/${p.inOther.username}`)).status).toBe(404);
    const report = await p.acting.get<{ report: { students: { username: string }[] } }>('/api/passes/report');
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body)).not.toContain(p.inOther.username);

    // Another course's pass is not found, whatever they do to it.
    for (const action of ['return', 'approve', 'deny'])
      expect((await p.acting.put(`/api/passes/${theirs.body.pass._id}/${action}`, { pass: {} })).status).toBe(404);
    expect((await p.acting.delete(`/api/passes/${theirs.body.pass._id}`)).status).toBe(404);
    // Their own course's pass ends when they say so.
    expect((await p.acting.put(`/api/passes/${mine.body.pass._id}/return`, { pass: {} })).status).toBe(200);
  });
});

describe('a co-teacher’s song requests in the shared course (P60)', () => {
  it('lists and decides the course’s requests, and no other course’s', async () => {
    const db = t.database.db;
    const owner = await makeTeacher(db, { settings: songSettings() });
    const coTeacher = await makeTeacher(db);
    const shared = await makeCourse(db, owner.id, 1);
    const other = await makeCourse(db, owner.id, 2);
    const teacher = await signIn(t.app, owner.username);
    await teacher.post(`/api/courses/${shared.slug}/co-teachers`, { coTeachers: { usernames: [coTeacher.username] } });
    const acting = (await signIn(t.app, coTeacher.username)).inCourse(shared.id);
    const ask = async (courseId: string, title: string) => {
      const student = await makeStudent(db, owner.id, { courseId });
      await giveBonus(db, owner.id, student.id, 100);
      const asked = await (
        await signIn(t.app, student.username)
      ).post<{ song: TSong }>('/api/songs', {
        song: { title, artist: 'Queen' },
      });
      expect(asked.status).toBe(201);
      return asked.body.song;
    };
    const mine = await ask(shared.id, 'Under Pressure');
    const theirs = await ask(other.id, 'Bohemian Rhapsody');

    const listed = await acting.get<{ songs: TSong[] }>('/api/songs/teacher');
    expect(listed.body.songs.map((s) => s.title)).toEqual(['Under Pressure']);
    const decide = (song: TSong, status: string) =>
      acting.put(`/api/songs/${song._id}`, { song: { status, statusDescription: 'Not today' } });
    expect((await decide(theirs, 'rejected')).status).toBe(404);
    expect((await acting.delete(`/api/songs/${theirs._id}`)).status).toBe(404);
    expect((await decide(mine, 'rejected')).status).toBe(200);
    // The teacher sees the co-teacher's decision; the other course's request is untouched.
    const all = await teacher.get<{ songs: TSong[] }>('/api/songs/teacher');
    expect(Object.fromEntries(all.body.songs.map((s) => [s.title, s.status]))).toEqual({
      'Under Pressure': 'rejected',
      'Bohemian Rhapsody': 'pendingApproval',
    });
  });
});

describe('a co-teacher’s orders in the shared course (P60)', () => {
  it('orders for, lists, decides and refunds the course’s students’ orders, and no other course’s', async () => {
    const db = t.database.db;
    const settings = defaultSettings();
    settings.products = { ...settings.products, enabled: true, storeEnabled: true };
    const owner = await makeTeacher(db, { settings });
    const coTeacher = await makeTeacher(db);
    const shared = await makeCourse(db, owner.id, 1);
    const other = await makeCourse(db, owner.id, 2);
    const mine = await makeStudent(db, owner.id, { courseId: shared.id });
    const theirs = await makeStudent(db, owner.id, { courseId: other.id });
    for (const s of [mine, theirs]) await giveBonus(db, owner.id, s.id, 100);
    const product = await makeProduct(db, owner.id, { cost: 10, quantity: 10 });
    const teacher = await signIn(t.app, owner.username);
    await teacher.post(`/api/courses/${shared.slug}/co-teachers`, { coTeachers: { usernames: [coTeacher.username] } });
    const acting = (await signIn(t.app, coTeacher.username)).inCourse(shared.id);
    const order = { products: [product.id], quantities: { [product.id]: 1 } };
    const placedBy = async (student: typeof mine) =>
      (await signIn(t.app, student.username)).post<{ purchase: { _id: string } }>('/api/purchases', {
        purchase: order,
      });
    const ours = await placedBy(mine);
    const elsewhere = await placedBy(theirs);
    expect([ours.status, elsewhere.status]).toEqual([201, 201]);

    const listed = await acting.get<{ purchases: { _id: string }[]; courses: { _id: string }[] }>(
      '/api/purchases/teacher',
    );
    expect(listed.body.purchases.map((p) => p._id)).toEqual([ours.body.purchase._id]);
    expect(listed.body.courses.map((c) => c._id)).toEqual([shared.id]);
    expect((await acting.get<{ products: unknown[] }>('/api/products')).body.products).toHaveLength(1);

    const decline = { purchase: { status: 'declined' } };
    expect((await acting.put(`/api/purchases/${elsewhere.body.purchase._id}`, decline)).status).toBe(404);
    expect((await acting.delete(`/api/purchases/${elsewhere.body.purchase._id}`)).status).toBe(404);
    expect((await acting.put(`/api/purchases/${ours.body.purchase._id}`, decline)).status).toBe(200);
    // A teacher's order for a student: the course's, not another's.
    const forTheirs = await acting.post('/api/purchases', { purchase: { ...order, student: theirs.id } });
    expect(forTheirs).toMatchObject({ status: 404, body: { errors: { student: ['was not found'] } } });
    expect((await acting.post('/api/purchases', { purchase: { ...order, student: mine.id } })).status).toBe(201);
  });
});
