import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { TEMPLATE_DATABASE, withDatabase } from '../support/postgres-urls';

// P38 behind a load balancer: two app instances, each with its own pool and its own listening
// connection, on one PostgreSQL database. PostgreSQL only: PGlite is one process's database.
const template = inject('databaseTemplate');
const adminUrl = template.driver === 'pg' ? template.url : '';
const name = `classmint_test_${randomBytes(6).toString('hex')}`;

interface Instance {
  app: FastifyInstance;
  database: Database;
  baseUrl: string;
}
const instances: Instance[] = [];
const readers: EventStreamReader[] = [];
let teacher: MadeUser;
let student: MadeUser;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startInstance(): Promise<Instance> {
  const database = await openDatabase({ driver: 'pg', url: withDatabase(adminUrl, name), poolSize: 4 });
  const app = await buildApp({
    database,
    config: readConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent-web-build' }),
    validateResponses: true,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, baseUrl };
}

describe.skipIf(template.driver !== 'pg')('live updates across app instances (PostgreSQL)', () => {
  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
    instances.push(await startInstance(), await startInstance());
    const { db } = instances[0]!.database;
    teacher = await makeTeacher(db);
    student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
  }, 60_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
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

  it('re-listens after its connection is killed, tells open pages to refresh, and keeps delivering', async () => {
    const [one, two] = instances as [Instance, Instance];
    const stream = await openEventStream(two.baseUrl, await tokenOf(two.app, student.username));
    readers.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');

    // Every listening connection of this database goes away, as in a failover.
    const killed = await admin((c) =>
      c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN%'`, [
        name,
      ]),
    );
    expect(killed.rowCount).toBe(2);
    await stream.until((r) => r.names().includes('resync'), 'the resync after re-listening', 15_000);

    const teacherOnOne = await signIn(one.app, teacher.username);
    await teacherOnOne.post('/api/transactions', {
      transaction: { student: student.id, amount: 5, description: 'After the outage', type: 'bonus' },
    });
    await stream.until((r) => r.names().includes('balance'), 'an event after the outage', 10_000);
    expect((await fetch(`${two.baseUrl}/api/health`)).status).toBe(200);
  }, 30_000);
});
