import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../src/server/events';
import { makeCourse, makeStudent, makeTeacher, type MadeUser } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 27 item 3: streams are capped per user (six: tabs and devices) and per instance
// (EVENTS_MAX_STREAMS), so one account cannot hold the process's file descriptors.
const INSTANCE_CAP = 9;
let t: TestApp;
let baseUrl: string;
let teacher: MadeUser;
let student: MadeUser;
let classmate: MadeUser;
const readers: EventStreamReader[] = [];

async function opened(user: MadeUser): Promise<EventStreamReader> {
  const reader = await openEventStream(baseUrl, await tokenOf(t.app, user.username));
  readers.push(reader);
  await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
  return reader;
}

async function waitForCount(expected: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (t.app.liveEvents.connectionCount() !== expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(t.app.liveEvents.connectionCount()).toBe(expected);
}

beforeAll(async () => {
  t = await createTestApp({ env: { EVENTS_MAX_STREAMS: String(INSTANCE_CAP) } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = t.database;
  teacher = await makeTeacher(db);
  const course = await makeCourse(db, teacher.id);
  student = await makeStudent(db, teacher.id, { courseId: course.id });
  classmate = await makeStudent(db, teacher.id, { courseId: course.id });
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await t.close();
});

describe('GET /api/events limits', () => {
  it("a user's seventh stream closes their oldest with `superseded`; others are untouched", async () => {
    const classmateStream = await opened(classmate);
    const first = await opened(student);
    const next: EventStreamReader[] = [];
    for (let i = 0; i < 5; i++) next.push(await opened(student));
    expect(first.ended()).toBe(false);
    await waitForCount(7);

    const seventh = await opened(student);
    await first.until((r) => r.ended(), 'the oldest stream to end');
    expect(first.names()).toEqual(['superseded']);
    await waitForCount(7);

    // The six newest and the classmate's still hear their events.
    await publish(t.database.db, { to: { users: [student.id, classmate.id] }, event: 'balance' });
    for (const reader of [...next, seventh, classmateStream])
      await reader.until((r) => r.names().includes('balance'), 'the event on an open stream');
    expect(classmateStream.ended()).toBe(false);
    expect([...next, seventh].some((r) => r.ended())).toBe(false);
    for (const reader of [classmateStream, ...next, seventh]) reader.close();
    await waitForCount(0);
  });

  it('beyond EVENTS_MAX_STREAMS answers 503 with Retry-After and the error body', async () => {
    const held: EventStreamReader[] = [];
    // Several users, none over their own cap, fill the instance.
    for (let i = 0; i < INSTANCE_CAP; i++) {
      const someone = await makeStudent(t.database.db, teacher.id);
      held.push(await opened(someone));
    }
    await waitForCount(INSTANCE_CAP);

    const refused = await openEventStream(baseUrl, await tokenOf(t.app, classmate.username));
    readers.push(refused);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await refused.until((r) => r.ended(), 'the answer');
    expect(JSON.parse(refused.text())).toEqual({ errors: { server: [expect.any(String)] } });
    expect(t.app.liveEvents.connectionCount()).toBe(INSTANCE_CAP);

    // A stream that leaves frees its place.
    held.pop()!.close();
    await waitForCount(INSTANCE_CAP - 1);
    const admitted = await opened(classmate);
    expect(admitted.status).toBe(200);
    for (const reader of [...held, admitted]) reader.close();
    await waitForCount(0);
  });
});
