import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/shared/settings';
import { runInTransaction } from '../../src/server/db/transaction';
import { publish } from '../../src/server/events';
import { refuse } from '../../src/server/outcome';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { makeProduct, giveBonus } from '../support/store-factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P38: the live-update stream, on a real listening server (a stream never ends, so no inject).
let t: TestApp;
let baseUrl: string;
let teacherA: MadeUser;
let teacherB: MadeUser;
let studentA: MadeUser;
let classmateA: MadeUser;
let studentB: MadeUser;
let courseA: { id: string };
const open: EventStreamReader[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function streamOf(user: MadeUser) {
  const reader = await openEventStream(baseUrl, await tokenOf(t.app, user.username));
  open.push(reader);
  await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
  return reader;
}

beforeAll(async () => {
  t = await createTestApp({ events: { heartbeatMs: 100 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = t.database;
  const settings = defaultSettings();
  settings.products = { enabled: true, storeEnabled: true, taxRate: 0, allowPurchasesWithInsufficientFunds: false };
  teacherA = await makeTeacher(db, { settings });
  teacherB = await makeTeacher(db);
  courseA = await makeCourse(db, teacherA.id);
  const otherCourse = await makeCourse(db, teacherA.id, 2);
  studentA = await makeStudent(db, teacherA.id, { courseId: courseA.id });
  classmateA = await makeStudent(db, teacherA.id, { courseId: otherCourse.id });
  studentB = await makeStudent(db, teacherB.id, { courseId: (await makeCourse(db, teacherB.id)).id });
});
afterAll(async () => {
  for (const reader of open) reader.close();
  // A stream still open when the server closes is ended by it: closing doesn't wait for the client.
  const lingering = await streamOf(studentA);
  await t.close();
  await lingering.until(() => true, 'nothing');
});

describe('GET /api/events', () => {
  it('answers 401 without a session, and 401 for a token that is not one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errors: { session: ['has ended or is missing. Please log in'] } });
    const wrong = await t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: 'Token nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('is an event stream with a retry hint and heartbeats, through the security headers', async () => {
    const stream = await streamOf(studentA);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.text()).toMatch(/^retry: \d+\n/);
    await stream.until((r) => r.text().split(': heartbeat').length > 2, 'two heartbeats');
    stream.close();
  });

  it("delivers a user's own events and never another user's", async () => {
    const student = await streamOf(studentA);
    const classmate = await streamOf(classmateA);
    const stranger = await streamOf(studentB);
    const teacher = await streamOf(teacherA);
    const otherTeacher = await streamOf(teacherB);
    const client = await signIn(t.app, teacherA.username);
    const bonus = await client.post('/api/transactions', {
      transaction: { student: studentA.id, amount: 40, description: 'Helping', type: 'bonus' },
    });
    expect(bonus.status).toBe(201);
    await student.until((r) => r.names().includes('balance') && r.names().includes('notifications'), 'the bonus');
    await teacher.until((r) => r.names().includes('balance'), "the teacher's balance event");

    // Scoped events: a class reaches the teacher and all their students; a course its students and teacher.
    await publish(t.database.db, { to: { teacher: teacherA.id }, event: 'songs' });
    await publish(t.database.db, { to: { course: courseA.id }, event: 'passes', data: { id: 'x' } });
    await classmate.until((r) => r.names().includes('songs'), 'the class event');
    await student.until((r) => r.names().includes('passes'), 'the course event');
    await teacher.until((r) => r.names().includes('passes') && r.names().includes('songs'), 'scoped events');
    expect(student.events().find((e) => e.event === 'passes')?.data).toEqual({ id: 'x' });

    // A marker for the others, sent last: once it arrives, nothing of the above is on its way.
    await publish(t.database.db, { to: { users: [studentB.id, teacherB.id, classmateA.id] }, event: 'queue' });
    for (const reader of [stranger, otherTeacher, classmate])
      await reader.until((r) => r.names().includes('queue'), 'the marker');
    expect(stranger.names()).toEqual(['queue']);
    expect(otherTeacher.names()).toEqual(['queue']);
    expect(classmate.names()).toEqual(['songs', 'queue']);
    for (const reader of [student, classmate, stranger, teacher, otherTeacher]) reader.close();
  });

  it('tells the teacher of a new order and the student of its approval, decline or cancel', async () => {
    const { db } = t.database;
    const product = await makeProduct(db, teacherA.id, { cost: 5 });
    await giveBonus(db, teacherA.id, studentA.id, 100);
    const student = await streamOf(studentA);
    const teacher = await streamOf(teacherA);
    const shopper = await signIn(t.app, studentA.username);
    const manager = await signIn(t.app, teacherA.username);
    const order = { purchase: { products: [product.id], quantities: { [product.id]: 1 } } };

    const placed = await shopper.post<{ purchase: { _id: string } }>('/api/purchases', order);
    expect(placed.body).toMatchObject({ purchase: {} });
    await teacher.until((r) => r.names().includes('purchases'), 'the new order');
    await student.until((r) => r.names().includes('balance'), 'the charge');

    const count = (r: EventStreamReader, name: string) => r.names().filter((n) => n === name).length;
    const before = { purchases: count(student, 'purchases'), balance: count(student, 'balance') };
    const declined = await manager.put(`/api/purchases/${placed.body.purchase._id}`, {
      purchase: { status: 'declined' },
    });
    expect(declined.status).toBe(200);
    await student.until(
      (r) => count(r, 'purchases') > before.purchases && count(r, 'balance') > before.balance,
      'the decline and its refund',
    );

    const second = await shopper.post<{ purchase: { _id: string } }>('/api/purchases', order);
    const cancelled = { purchases: count(teacher, 'purchases') };
    expect((await shopper.delete(`/api/purchases/${second.body.purchase._id}`)).status).toBe(204);
    await teacher.until((r) => count(r, 'purchases') >= cancelled.purchases + 1, 'the cancel');
    student.close();
    teacher.close();
  });

  it('tells a course of a new hallpass and a new song request, and their teacher', async () => {
    const { db } = t.database;
    const settings = defaultSettings();
    settings.hallpass = { ...settings.hallpass, enabled: true, allowStudentCreation: true };
    settings.songs = { ...settings.songs, requests: { ...settings.songs.requests, enabled: true } };
    const teacher = await makeTeacher(db, { settings });
    const course = await makeCourse(db, teacher.id);
    const walker = await makeStudent(db, teacher.id, { courseId: course.id });
    const classmate = await makeStudent(db, teacher.id, { courseId: course.id });
    await giveBonus(db, teacher.id, walker.id, 500);
    const classmateStream = await streamOf(classmate);
    const teacherStream = await streamOf(teacher);
    const student = await signIn(t.app, walker.username);

    expect((await student.post('/api/passes', { pass: {} })).status).toBe(201);
    await classmateStream.until((r) => r.names().includes('passes'), "a classmate's pass");
    await teacherStream.until((r) => r.names().includes('passes'), 'the pass on the kiosk');

    expect((await student.post('/api/songs', { song: { title: 'Yellow', artist: 'Coldplay' } })).status).toBe(201);
    await teacherStream.until((r) => r.names().includes('songs'), 'the new request');
    await classmateStream.until((r) => r.names().includes('songs'), 'the class playlist');
    classmateStream.close();
    teacherStream.close();
  });

  it('delivers nothing for a change that rolls back', async () => {
    const stream = await streamOf(studentA);
    const rolledBack = await runInTransaction(t.database.db, async (tx) => {
      await publish(tx, { to: { users: [studentA.id] }, event: 'passes' });
      return refuse('CONFLICT', 'test', 'rolls back on purpose');
    });
    expect(rolledBack.ok).toBe(false);
    await runInTransaction(t.database.db, async (tx) => {
      await publish(tx, { to: { users: [studentA.id] }, event: 'queue' });
      return { ok: true as const, value: undefined };
    });
    await stream.until((r) => r.names().includes('queue'), 'the committed event');
    expect(stream.names()).toEqual(['queue']);
    stream.close();
  });

  it('opened ?since= a moment, starts with a resync if its user, class or course had an event after it', async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const course = await makeCourse(db, teacher.id);
    const student = await makeStudent(db, teacher.id, { courseId: course.id });
    const classmate = await makeStudent(db, teacher.id, { courseId: course.id });
    const otherTeacher = await makeTeacher(db);
    const otherStudent = await makeStudent(db, otherTeacher.id);
    const opened = async (user: MadeUser, since: number) => {
      const reader = await openEventStream(baseUrl, await tokenOf(t.app, user.username), since);
      open.push(reader);
      await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
      await sleep(100);
      reader.close();
      return reader.names();
    };
    // The page read its data (sent with its HTML) before: nothing happened since.
    const read = Date.now();
    expect(await opened(student, read)).toEqual([]);

    await sleep(1_100); // past the allowance for instances' clocks
    const beforeEvents = Date.now();
    await publish(db, { to: { users: [student.id] }, event: 'balance' });
    await publish(db, { to: { course: course.id }, event: 'songs' });
    await publish(db, { to: { teacher: otherTeacher.id }, event: 'songs' });
    await sleep(100);
    // Each saw an event after its page's read: its own, its course's (students and teacher), its class's.
    for (const user of [student, classmate, teacher, otherStudent])
      expect(await opened(user, beforeEvents), user.username).toEqual(['resync']);
    // Not a stranger to those events, and not a page that read after them.
    expect(await opened(studentB, beforeEvents)).toEqual([]);
    expect(await opened(student, Date.now() + 1_100)).toEqual([]);
    // Without ?since= (an app that read its data itself), as before: no resync.
    const plain = await streamOf(student);
    await sleep(100);
    expect(plain.names()).toEqual([]);
    plain.close();
  });

  it('ends a stream whose session ends (a logout)', async () => {
    const token = await tokenOf(t.app, classmateA.username);
    const stream = await openEventStream(baseUrl, token);
    open.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');
    expect((await apiClient(t.app, token).post('/api/users/logout')).status).toBe(204);
    await stream.until((r) => r.ended(), 'the stream to end');
  });

  it('forgets a client that disconnects at once', async () => {
    await sleep(50);
    const baseline = t.app.liveEvents.connectionCount();
    const streams = await Promise.all([studentA, studentA, teacherA].map(streamOf));
    expect(t.app.liveEvents.connectionCount()).toBe(baseline + 3);
    for (const s of streams) s.close();
    const deadline = Date.now() + 2_000;
    while (t.app.liveEvents.connectionCount() !== baseline && Date.now() < deadline) await sleep(10);
    expect(t.app.liveEvents.connectionCount()).toBe(baseline);
    // Events for the users who left go nowhere and break nothing.
    await publish(t.database.db, { to: { users: [studentA.id] }, event: 'balance' });
    expect((await apiClient(t.app).get('/api/health')).status).toBe(200);
  });
});
