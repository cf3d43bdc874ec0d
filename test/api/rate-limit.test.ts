import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, signIn } from '../support/factories';
import { apiClient, createTestApp, type ApiClient, type TestApp } from '../support/test-app';

// A whole school behind one router shares one address: here every request comes from inject's
// 127.0.0.1. The limit is the lowest the configuration allows, so a test exhausts it quickly.
const LIMIT = 10;

let t: TestApp;
let teacher: ApiClient;
let student: ApiClient;
let classmate: ApiClient;
let classmateToken: string;
beforeEach(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  const teacherRow = await makeTeacher(t.database.db);
  const studentRow = await makeStudent(t.database.db, teacherRow.id);
  const classmateRow = await makeStudent(t.database.db, teacherRow.id);
  // Signing in is anonymous: these three count against the address, before anyone floods it.
  teacher = await signIn(t.app, teacherRow.username);
  student = await signIn(t.app, studentRow.username);
  const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
    user: { username: classmateRow.username, password: 'correct-horse-1' },
  });
  classmateToken = login.body.user.token;
  classmate = apiClient(t.app, classmateToken);
});
afterEach(() => t.close());

/** Sends requests until one answers 429, and returns that answer (or fails past a generous count). */
async function floodUntilRefused<A extends { status: number }>(send: () => Promise<A>): Promise<A> {
  for (let i = 0; i <= LIMIT; i++) {
    const answer = await send();
    if (answer.status === 429) return answer;
    expect(answer.status).toBe(200);
  }
  throw new Error(`no 429 after ${LIMIT + 1} requests`);
}

const anonymousHealth = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: answer.statusCode, headers: answer.headers as Record<string, unknown> };
};

describe('the request rate limit', () => {
  it('counts anonymous requests per address, without holding back the signed-in people behind it', async () => {
    const refused = await floodUntilRefused(anonymousHealth);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await teacher.get('/api/user')).status).toBe(200);
    expect((await student.get('/api/user')).status).toBe(200);
    // The web app's session cookie counts as the same person as the header.
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `classmint_session=${classmateToken}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('puts a made-up or ended session in the address bucket, so no one picks a bucket of their own', async () => {
    expect((await classmate.post('/api/users/logout')).status).toBe(204);
    await floodUntilRefused(anonymousHealth);
    const madeUp = apiClient(t.app, 'made-up-token-0123456789abcdefghij');
    expect((await madeUp.get('/api/user')).status).toBe(429);
    const madeUpCookie = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'classmint_session=another-made-up-token-0123456789' },
    });
    expect(madeUpCookie.statusCode).toBe(429);
    expect((await classmate.get('/api/user')).status).toBe(429);
  });

  it("still refuses one signed-in person's own flood, with Retry-After, and only theirs", async () => {
    const refused = await floodUntilRefused(() => student.get('/api/user'));
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ errors: { requests: ['are too many. Please wait a minute and try again'] } });
    expect((await classmate.get('/api/user')).status).toBe(200);
    expect((await teacher.get('/api/user')).status).toBe(200);
    expect((await anonymousHealth()).status).toBe(200);
  });
});
