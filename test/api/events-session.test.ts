import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// A session that ends while its pages are open: their streams say so at once ('session-ended' as
// their last words), announced by the database, rather than at the next periodic check (a minute
// apart by default, never within these tests: the heartbeat is an hour).
let t: TestApp;
let baseUrl: string;
const open: EventStreamReader[] = [];

async function streamWith(token: string) {
  const reader = await openEventStream(baseUrl, token);
  open.push(reader);
  await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
  return reader;
}

beforeAll(async () => {
  t = await createTestApp({ events: { heartbeatMs: 60 * 60_000 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t.close();
});

describe('the stream of a session that ends', () => {
  it('a logout elsewhere (another tab, same session): ends at once with session-ended; another session stays', async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const student: MadeUser = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
    const token = await tokenOf(t.app, student.username);
    const thisTab = await streamWith(token);
    const otherDevice = await streamWith(await tokenOf(t.app, student.username));

    expect((await apiClient(t.app, token).post('/api/users/logout')).status).toBe(204);
    await thisTab.until((r) => r.ended(), 'the stream to end', 3_000);
    expect(thisTab.names()).toEqual(['session-ended']);
    expect(otherDevice.ended()).toBe(false);
    expect(otherDevice.names()).toEqual([]);
  });

  it("a password the teacher resets ends every stream of the student's sessions at once", async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
    const streams = [await streamWith(await tokenOf(t.app, student.username))];
    streams.push(await streamWith(await tokenOf(t.app, student.username)));
    const classmate = await makeStudent(db, teacher.id);
    const classmateStream = await streamWith(await tokenOf(t.app, classmate.username));

    const manager = await signIn(t.app, teacher.username);
    const reset = await manager.put(`/api/users/${student.username}`, { user: { password: 'brand-new-pass-1' } });
    expect(reset.status).toBe(200);
    for (const stream of streams) {
      await stream.until((r) => r.ended(), 'the stream to end', 3_000);
      expect(stream.names()).toEqual(['session-ended']);
    }
    expect(classmateStream.ended()).toBe(false);
  });
});
