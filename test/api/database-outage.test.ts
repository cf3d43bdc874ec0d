import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/raw';
import { makeCourse, makeStudent, makeTeacher, TEST_PASSWORD } from '../support/factories';
import { freePort } from '../../scripts/free-port';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres';

// The real server process on a PostgreSQL cluster of this test's own, which the test kills and
// restarts under a write load. PostgreSQL only: PGlite lives inside the process and can't go away.
const root = path.resolve(import.meta.dirname, '../..');
const WRITERS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PrivatePostgres;
let server: ChildProcess;
let serverLog = '';
let baseUrl = '';
let seedDb: Database;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}\n${serverLog.slice(-3000)}`);
}

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL going away under load', () => {
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--import', './scripts/texts/register-po.mjs', 'src/server/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: cluster.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ADMIN_PASSWORD: 'outage-admin-pass',
          WEB_DIR: '/nonexistent-web-build',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 'the server to start', 60_000);
    seedDb = await openDatabase({ driver: 'pg', url: cluster.url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await seedDb?.close().catch(() => undefined);
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    cluster?.destroy();
  });

  it('answers 503 while the database is away, recovers by itself, and loses no acknowledged write', async () => {
    const teacher = await makeTeacher(seedDb.db);
    const course = await makeCourse(seedDb.db, teacher.id);
    const student = await makeStudent(seedDb.db, teacher.id, { courseId: course.id });
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { username: teacher.username, password: TEST_PASSWORD } }),
    });
    const token = ((await login.json()) as { user: { token: string } }).user.token;

    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    let stop = false;
    let sent = 0;

    const writer = async (id: number) => {
      // Bounded: stops on the flag, and never sends more than 5,000 requests in all.
      for (let n = 0; !stop && sent < 5_000; n++) {
        sent++;
        const description = `w${id}-${n}`;
        try {
          const answer = await fetch(`${baseUrl}/api/transactions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
            body: JSON.stringify({ transaction: { student: student.id, amount: 1, description, type: 'bonus' } }),
            signal: AbortSignal.timeout(15_000),
          });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) acknowledged.push(description);
          else if (answer.status !== 503) failures.push(`${phase}: ${answer.status}`);
          if (answer.status === 503) await sleep(50);
        } catch (error) {
          failures.push(`${phase}: ${(error as Error).message}`);
          await sleep(50);
        }
      }
    };
    const load = Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i)));

    await sleep(1_500);
    const beforeCount = acknowledged.length;
    phase = 'down';
    cluster.kill();
    await sleep(3_000);
    expect(server.exitCode, serverLog.slice(-3000)).toBeNull();
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    const whileDown = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { username: teacher.username, password: TEST_PASSWORD } }),
    });
    expect(whileDown.status).toBe(503);
    expect(whileDown.headers.get('retry-after')).toBe('5');
    expect(await whileDown.json()).toEqual({
      errors: { server: [expect.stringContaining('cannot reach its database')] },
    });

    cluster.start();
    phase = 'after';
    const restartedAt = acknowledged.length;
    await waitFor(async () => acknowledged.length > restartedAt + 20, 'writes to succeed again after the restart');
    stop = true;
    await load;

    expect(server.exitCode, serverLog.slice(-3000)).toBeNull();
    expect(failures, `unexpected answers; statuses ${JSON.stringify([...statuses])}`).toEqual([]);
    expect(beforeCount).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    // Every write the server acknowledged is in the ledger, once.
    const rows = await queryRows<{ description: string }>(
      seedDb.db,
      sql`select description from transactions where student_id = ${student.id}`,
    );
    const stored = rows.map((r) => r.description);
    expect(new Set(stored).size).toBe(stored.length);
    const missing = acknowledged.filter((d) => !stored.includes(d));
    expect(missing).toEqual([]);
    // No secrets or stack traces in what the process printed while the database was away.
    expect(serverLog).not.toMatch(/params:|\$argon2|Failing row/);
  }, 90_000);
});
