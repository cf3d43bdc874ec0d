import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../src/server/events';
import { addAccount, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 27 item 9: an open stream follows its student's enrolment (a move, a drop, a deletion)
// without reconnecting. Heartbeats stay at their default 20 s, so the minute's session check can't
// be what ends a stream here.
let t: TestApp;
let baseUrl: string;
let teacher: MadeUser;
let oldCourse: { id: string; slug: string };
let newCourse: { id: string; slug: string };
const readers: EventStreamReader[] = [];

async function opened(user: MadeUser): Promise<EventStreamReader> {
  const reader = await openEventStream(baseUrl, await tokenOf(t.app, user.username));
  readers.push(reader);
  await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
  return reader;
}

/** What the stream received after the first `from` events. */
const since = (reader: EventStreamReader, from: number) => reader.names().slice(from);

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = t.database;
  teacher = await makeTeacher(db);
  oldCourse = await makeCourse(db, teacher.id, 1);
  newCourse = await makeCourse(db, teacher.id, 2);
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await t.close();
});

// Course events and enrolment changes reach an instance's streams in the order they were published
// (see hub.ts), so once a later one has arrived, an earlier one that was not received never will be.
describe('a live-update stream follows enrolment changes', () => {
  it("a moved student hears the new course's events and no longer the old one's", async () => {
    const { db } = t.database;
    const student = await makeStudent(db, teacher.id, { courseId: oldCourse.id });
    const stream = await opened(student);
    await publish(db, { to: { course: oldCourse.id }, event: 'passes' });
    await stream.until((r) => r.names().includes('passes'), "the old course's event before the move");

    // A move is unenroll, then enroll (seed 001 section 4), as the web app sends it.
    const manager = await signIn(t.app, teacher.username);
    const left = await manager.delete(`/api/courses/${oldCourse.slug}/enroll`, {
      course: { usernames: [student.username] },
    });
    expect(left.status).toBe(200);
    await stream.until((r) => r.names().filter((n) => n === 'resync').length === 1, 'the resync after leaving');
    const moved = await manager.post(`/api/courses/${newCourse.slug}/enroll`, {
      course: { usernames: [student.username] },
    });
    expect(moved.status).toBe(200);
    // The page is told its course changed, so it refreshes what it shows of it.
    await stream.until((r) => r.names().filter((n) => n === 'resync').length === 2, 'the resync after the move');
    const afterMove = stream.names().length;
    await publish(db, { to: { course: oldCourse.id }, event: 'passes' });
    await publish(db, { to: { course: newCourse.id }, event: 'songs' });
    await stream.until((r) => since(r, afterMove).includes('songs'), "the new course's event");
    expect(since(stream, afterMove)).toEqual(['songs']);

    // Taken out of every course: neither course reaches them (until they are enrolled again).
    const removed = await manager.delete(`/api/courses/${newCourse.slug}/enroll`, {
      course: { usernames: [student.username] },
    });
    expect(removed.status).toBe(200);
    await stream.until((r) => since(r, afterMove).includes('resync'), 'the resync after leaving the course');
    const afterLeaving = stream.names().length;
    await publish(db, { to: { course: newCourse.id }, event: 'songs' });
    await publish(db, { to: { course: oldCourse.id }, event: 'passes' });
    const back = await manager.post(`/api/courses/${oldCourse.slug}/enroll`, {
      course: { usernames: [student.username] },
    });
    expect(back.status).toBe(200);
    await stream.until((r) => since(r, afterLeaving).includes('resync'), 'the resync after enrolling again');
    expect(since(stream, afterLeaving)).toEqual(['resync']);
    expect(stream.ended()).toBe(false);
  });

  it("a classmate who stays is not disturbed by another's move", async () => {
    const mover = await makeStudent(t.database.db, teacher.id, { courseId: oldCourse.id });
    const stayer = await makeStudent(t.database.db, teacher.id, { courseId: oldCourse.id });
    const stream = await opened(stayer);
    const manager = await signIn(t.app, teacher.username);
    const moved = await manager.post(`/api/courses/${newCourse.slug}/enroll`, {
      course: { usernames: [mover.username] },
    });
    expect(moved.status).toBe(200);
    await publish(t.database.db, { to: { course: oldCourse.id }, event: 'passes' });
    await stream.until((r) => r.names().includes('passes'), "the course's event");
    expect(stream.names()).toEqual(['passes']);
  });

  it('a dropped student’s stream ends at once, and a deleted student’s', async () => {
    const dropped = await makeStudent(t.database.db, teacher.id, { courseId: oldCourse.id });
    const deleted = await makeStudent(t.database.db, teacher.id, { courseId: oldCourse.id });
    const droppedStream = await opened(dropped);
    const deletedStream = await opened(deleted);
    const manager = await signIn(t.app, teacher.username);

    expect((await manager.put(`/api/users/${dropped.username}`, { user: { dropped: true } })).status).toBe(200);
    await droppedStream.until((r) => r.ended(), 'the dropped student’s stream to end');
    expect((await manager.delete(`/api/users/student/${deleted.username}`)).status).toBe(204);
    await deletedStream.until((r) => r.ended(), 'the deleted student’s stream to end');
  });

  it("deleting a course ends its students' streams", async () => {
    const doomed = await makeCourse(t.database.db, teacher.id, 3);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: doomed.id });
    const stream = await opened(student);
    const manager = await signIn(t.app, teacher.username);
    expect((await manager.delete(`/api/courses/${doomed.slug}`)).status).toBe(204);
    await stream.until((r) => r.ended(), 'the stream of a student deleted with their course');
  });

  it('a student of two teachers hears both classes (P40), and stops hearing one that drops them', async () => {
    const { db } = t.database;
    const art = await makeTeacher(db);
    const painting = await makeCourse(db, art.id, 4);
    const student = await makeStudent(db, teacher.id, { courseId: oldCourse.id });
    const artAccount = await addAccount(db, student.personId, art.id, { courseId: painting.id });
    const reader = await openEventStream(baseUrl, await tokenOf(t.app, student.username), undefined, oldCourse.id);
    readers.push(reader);
    await reader.until((r) => r.text().includes(': connected'), 'the stream to open');

    await publish(db, { to: { course: painting.id }, event: 'songs' });
    await publish(db, { to: { users: [artAccount] }, event: 'balance' });
    await publish(db, { to: { teacher: art.id }, event: 'products' });
    // A course's event waits for its members to be looked up, so it may come after the others.
    await reader.until((r) => r.names().length === 3, "the other class's events");
    expect(reader.names().sort()).toEqual(['balance', 'products', 'songs']);

    const asArt = await signIn(t.app, art.username);
    expect((await asArt.put(`/api/users/${student.username}`, { user: { dropped: true } })).status).toBe(200);
    // Still open: the class it was opened in is the other teacher's. The dropped class is not heard.
    await expect
      .poll(async () => {
        await publish(db, { to: { course: oldCourse.id }, event: 'passes' });
        return reader.names().includes('passes');
      })
      .toBe(true);
    const afterDrop = reader.names().length;
    await publish(db, { to: { course: painting.id }, event: 'songs' });
    await publish(db, { to: { course: oldCourse.id }, event: 'notifications' });
    await reader.until((r) => since(r, afterDrop).includes('notifications'), 'its own class after the drop');
    expect(since(reader, afterDrop).filter((name) => name !== 'passes')).toEqual(['notifications']);
    expect(reader.ended()).toBe(false);
  });
});
