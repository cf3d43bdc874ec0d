import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { createSessionsService, SESSIONS_PER_USER } from '../../src/server/features/auth/sessions.service';
import { makeStudent, makeTeacher, TEST_PASSWORD } from '../support/factories';
import { apiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

// Issue 27, item 14: a person keeps at most SESSIONS_PER_USER sessions; a sign-in beyond it ends the
// least recently used. Concurrent sign-ins only race where requests really run at once: npm run test:pg.
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Signs in from `address`: one person on many devices (the sign-in throttle counts per address). */
async function tokenOf(username: string, address = '10.0.0.1'): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { user: { username, password: TEST_PASSWORD } },
    remoteAddress: address,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ user: { token: string } }>().user.token;
}

const statusOf = async (token: string) => (await apiClient(t.app, token).get('/api/user')).status;
const sessionsOf = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('sessions per person', () => {
  it('ends the least recently used sessions beyond the limit, at once, and nobody else’s', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const bystander = await tokenOf(student.username);
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER + 2; i++) {
      clock.advance(60_000);
      const token = await tokenOf(teacher.username);
      // Used at once, so this instance answers it from its cache: ending it must reach the cache.
      expect(await statusOf(token)).toBe(200);
      tokens.push(token);
    }
    const statuses = await Promise.all(tokens.map(statusOf));
    expect(statuses).toEqual([401, 401, ...Array.from({ length: SESSIONS_PER_USER }, () => 200)]);
    expect(await sessionsOf(teacher.id)).toBe(SESSIONS_PER_USER);
    expect(await statusOf(bystander)).toBe(200);
  });

  it('counts use, not age: a session used since outlives newer ones left alone', async () => {
    const teacher = await makeTeacher(t.database.db);
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER; i++) {
      clock.advance(60_000);
      tokens.push(await tokenOf(teacher.username));
    }
    // The first session is used again after the hourly refresh: it is now the most recently used.
    clock.advance(2 * 60 * 60 * 1000);
    expect(await statusOf(tokens[0]!)).toBe(200);
    clock.advance(60_000);
    const newest = await tokenOf(teacher.username);
    expect(await statusOf(newest)).toBe(200);
    expect(await statusOf(tokens[0]!)).toBe(200);
    expect(await statusOf(tokens[1]!)).toBe(401);
    expect(await Promise.all(tokens.slice(2).map(statusOf))).toEqual(tokens.slice(2).map(() => 200));
  });

  it('20 sign-ins of one person at once leave the limit, and a later sign-in works', async () => {
    const teacher = await makeTeacher(t.database.db);
    const storm = await Promise.all(Array.from({ length: 20 }, (_, i) => tokenOf(teacher.username, `10.0.1.${i}`)));
    expect(await sessionsOf(teacher.id)).toBe(SESSIONS_PER_USER);
    const statuses = await Promise.all(storm.map(statusOf));
    expect(statuses.filter((s) => s === 200)).toHaveLength(SESSIONS_PER_USER);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20 - SESSIONS_PER_USER);

    clock.advance(60_000);
    const latest = await tokenOf(teacher.username);
    expect(await statusOf(latest)).toBe(200);
    expect(await sessionsOf(teacher.id)).toBe(SESSIONS_PER_USER);
  });

  it('sessions started at the same moment, without the password check between them, still leave the limit', async () => {
    // The sign-ins above spend most of their time in argon2, which spaces them out; here only the
    // database part runs, 20 at once, as it would on a busy multi-core server.
    const teacher = await makeTeacher(t.database.db);
    const service = createSessionsService(t.database.db, clock, 30);
    const started = await Promise.all(Array.from({ length: 20 }, () => service.start(teacher.id)));
    expect(await sessionsOf(teacher.id)).toBe(SESSIONS_PER_USER);
    const statuses = await Promise.all(started.map(({ token }) => statusOf(token)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(SESSIONS_PER_USER);
  });
});
