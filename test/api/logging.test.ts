import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeTeacher, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A failing query must not carry its values into the log: new users' argon2 hashes, settings with
// the default student password, anything a person typed.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

const logText = () => lines.join('');
type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };
const parsedLines = (): LogLine[] =>
  logText()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
const linesOf = (requestId: unknown) => parsedLines().filter((line) => line.reqId === requestId);

describe('the request log', () => {
  it('writes one line per request: method, address without query secrets, status, time, request id', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health?since=5&token=query-token-123456&code=one-time-code-77',
    });
    const own = linesOf(answer.headers['x-request-id']);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/health?since=5&token=[redacted]&code=[redacted]',
      status: 200,
      ms: expect.any(Number),
    });
    expect(logText()).not.toMatch(/query-token-123456|one-time-code-77/);
  });

  it('logs no password, session token or cookie of a sign-in and the requests after it', async () => {
    const teacher = await makeTeacher(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: teacher.username, password: 'correct-horse-1' } },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { user: { token: string } }).user.token;
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Token ${token}` },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `classmint_session=${token}` },
    });
    for (const answer of [login, byHeader, byCookie]) {
      expect(linesOf(answer.headers['x-request-id'])).toHaveLength(1);
      expect(answer.statusCode).toBe(200);
    }
    expect(logText()).not.toContain('correct-horse-1');
    expect(logText()).not.toContain(token);
  });
});

describe('the log when a query fails', () => {
  it('keeps the SQL, the SQLSTATE and the constraint, and drops the values (hashes, passwords)', async () => {
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    // A constraint the app doesn't know about makes the insert of a new teacher fail inside PostgreSQL.
    await t.database.db.execute(
      sql.raw(`alter table users add constraint test_refuses_ghost check (username <> 'ghostteacher')`),
    );
    const answer = await admin.post('/api/users', {
      user: {
        username: 'ghostteacher',
        firstName: 'Ghost',
        lastName: 'Writer',
        password: 'ghost-password-1',
        title: 'Mr.',
      },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      errors: { server: ['Something went wrong on our side. Please try again in a moment.'] },
    });
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      message: expect.stringContaining('Failed query: insert into "users"'),
      cause: { code: '23514', constraint: 'test_refuses_ghost' },
    });
    expect(logText()).not.toMatch(/\$argon2|ghost-password-1|params:|Failing row/);
  });

  it("does not log the teacher's settings (the default student password) when saving them fails", async () => {
    const teacher = await makeTeacher(t.database.db);
    const session = await signIn(t.app, teacher.username);
    await t.database.db.execute(
      sql.raw(
        `alter table teacher_settings add constraint test_refuses_secret check (settings->>'defaultStudentPassword' <> 'class-secret-77')`,
      ),
    );
    const answer = await session.put('/api/user/settings', { settings: { defaultStudentPassword: 'class-secret-77' } });
    expect(answer.status).toBe(500);
    expect(logText()).toContain('test_refuses_secret');
    expect(logText()).not.toContain('class-secret-77');
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('neither echoes nor logs an x-request-id that is too long or carries markup, and makes its own', async () => {
    for (const sent of ['k'.repeat(8192), '<script>alert(1)</script>', 'proxy-id"><img src=x onerror=alert(1)>']) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
      expect(answer.statusCode).toBe(200);
      const id = String(answer.headers['x-request-id']);
      // Checked as booleans: a failure should not print 8 KB.
      expect(UUID.test(id), `answered id ${id.slice(0, 40)}`).toBe(true);
      expect(logText().includes(sent), 'the log holds the id as sent').toBe(false);
      expect(logText()).toContain(`"reqId":"${id}"`);
    }
  });

  it("keeps a proxy's short, safe id, in the answer and in the log", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'haproxy-7f3a9c1e' },
    });
    expect(answer.headers['x-request-id']).toBe('haproxy-7f3a9c1e');
    expect(logText()).toContain('"reqId":"haproxy-7f3a9c1e"');
  });
});
