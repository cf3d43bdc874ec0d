import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../../src/server/events';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { type AppInstance, pgInstances } from '../support/pg-instances';

// P38 behind a load balancer: two app instances, each with its own pool and its own listening
// connection, on one PostgreSQL database. PostgreSQL only: PGlite is one process's database.
const cluster = pgInstances();

interface Instance extends AppInstance {
  baseUrl: string;
}
const instances: Instance[] = [];
const readers: EventStreamReader[] = [];
let teacher: MadeUser;
let student: MadeUser;

async function startInstance(): Promise<Instance> {
  const instance = await cluster.start();
  const baseUrl = await instance.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...instance, baseUrl };
}

describe.skipIf(!cluster.usable)('live updates across app instances (PostgreSQL)', () => {
  beforeAll(async () => {
    await cluster.createDatabase();
    instances.push(await startInstance(), await startInstance());
    const { db } = instances[0]!.database;
    teacher = await makeTeacher(db);
    student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
  }, 60_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await cluster.closeAll();
  });

  it('delivers an event raised on one instance to a stream held by the other', async () => {
    const [one, two] = instances as [Instance, Instance];
    const stream = await openEventStream(two.baseUrl, await tokenOf(two.app, student.username));
    readers.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');

    const teacherOnOne = await signIn(one.app, teacher.username);
    const bonus = await teacherOnOne.post('/api/transactions', {
      transaction: { student: student.id, amount: 25, description: 'Across instances', type: 'bonus' },
    });
    expect(bonus.status).toBe(201);
    await stream.until((r) => r.names().includes('balance') && r.names().includes('notifications'), 'the bonus');
    expect(one.app.liveEvents.connectionCount()).toBe(0);
    expect(two.app.liveEvents.connectionCount()).toBe(1);
  });

  it("a student moved through one instance hears their new course's events, not the old one's, on the other", async () => {
    const [one, two] = instances as [Instance, Instance];
    const { db } = one.database;
    const from = await makeCourse(db, teacher.id, 3);
    const to = await makeCourse(db, teacher.id, 4);
    const mover = await makeStudent(db, teacher.id, { courseId: from.id });
    const stream = await openEventStream(two.baseUrl, await tokenOf(two.app, mover.username));
    readers.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');

    // A move is unenroll, then enroll (seed 001 section 4), as the web app sends it.
    const teacherOnOne = await signIn(one.app, teacher.username);
    const left = await teacherOnOne.delete(`/api/courses/${from.slug}/enroll`, {
      course: { usernames: [mover.username] },
    });
    expect(left.status).toBe(200);
    const moved = await teacherOnOne.post(`/api/courses/${to.slug}/enroll`, {
      course: { usernames: [mover.username] },
    });
    expect(moved.status).toBe(200);
    // Published on instance one right after the move, without waiting for instance two: the old
    // course's event, then the new one's. Instance two handles them in that order, after the move.
    await publish(db, { to: { course: from.id }, event: 'passes' });
    await publish(db, { to: { course: to.id }, event: 'songs' });
    await stream.until((r) => r.names().includes('songs'), "the new course's event");
    expect(stream.names()).toEqual(['resync', 'resync', 'songs']);
    stream.close();
  });

  it('re-listens after its connection is killed, tells open pages to refresh, and keeps delivering', async () => {
    const [one, two] = instances as [Instance, Instance];
    const stream = await openEventStream(two.baseUrl, await tokenOf(two.app, student.username));
    readers.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');

    // Every listening connection of this database goes away, as in a failover.
    const killed = await cluster.admin((c) =>
      c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [
        cluster.name,
      ]),
    );
    // Two listeners per instance: live events and session revocations.
    expect(killed.rowCount).toBe(4);
    await stream.until((r) => r.names().includes('resync'), 'the resync after re-listening', 15_000);

    const teacherOnOne = await signIn(one.app, teacher.username);
    await teacherOnOne.post('/api/transactions', {
      transaction: { student: student.id, amount: 5, description: 'After the outage', type: 'bonus' },
    });
    await stream.until((r) => r.names().includes('balance'), 'an event after the outage', 10_000);
    expect((await fetch(`${two.baseUrl}/api/health`)).status).toBe(200);
  }, 30_000);
});
