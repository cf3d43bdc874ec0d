import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedCourse, substituteIn } from '../support/co-teaching';
import { type ApiClient, apiClient, createTestApp, type TestApp } from '../support/test-app';

// P60: acting in a course shared with them, a co-teacher (and, for fewer calls, a substitute) reaches only what a teacher does for the
// course's students. Every call the server serves is tried with the course named: each one not in
// this list answers 403 before it reads anything, so a route added later is the teacher's alone
// until it is made to serve co-teachers (and tested for the course's bounds, co-teachers.test.ts).
const CO_TEACHER_CALLS = [
  'GET /api/courses',
  'GET /api/bonuses',
  'GET /api/fines',
  'POST /api/transactions',
  'POST /api/transactions/bulk',
  'GET /api/scores/all',
  'GET /api/scores',
  'GET /api/scores/task',
  'PUT /api/scores/{id}',
  'POST /api/scores/import',
  'GET /api/tasks',
  'POST /api/passes',
  'GET /api/passes',
  'GET /api/passes/report',
  'GET /api/passes/student/{username}',
  'GET /api/passes/hall',
  'GET /api/passes/emergency',
  'PUT /api/passes/{id}',
  'DELETE /api/passes/{id}',
  'PUT /api/passes/{id}/return',
  'PUT /api/passes/{id}/approve',
  'PUT /api/passes/{id}/deny',
  'GET /api/songs/teacher',
  'PUT /api/songs/{id}',
  'DELETE /api/songs/{id}',
  'GET /api/products',
  'POST /api/purchases',
  'GET /api/purchases/teacher',
  'PUT /api/purchases/{id}',
  'DELETE /api/purchases/{id}',
];
/** Calls about the person, whatever course they name: answered for the co-teacher themselves. */
const PERSON_CALLS = ['GET /api/user', 'PUT /api/user', 'POST /api/users/logout'];
/**
 * A substitute's, fewer (P60): the roster and balances, the teacher's presets given, passes started,
 * approved and ended, and their own session. They are no person here: the person's calls refuse them.
 */
const SUBSTITUTE_CALLS = [
  'GET /api/courses',
  'GET /api/bonuses',
  'GET /api/fines',
  'POST /api/transactions',
  'GET /api/scores/all',
  'POST /api/passes',
  'GET /api/passes',
  'GET /api/passes/hall',
  'GET /api/passes/emergency',
  'PUT /api/passes/{id}/return',
  'PUT /api/passes/{id}/approve',
  'PUT /api/passes/{id}/deny',
  'GET /api/substitutes/session',
  'DELETE /api/substitutes/session',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TOperation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; isPublic: boolean };

/** Every operation of the OpenAPI document, and whether it is public (no session asked). */
async function servedOperations(): Promise<TOperation[]> {
  const doc = await apiClient(t.app).get<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>('/api/openapi.json');
  return Object.entries(doc.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as TOperation['method'],
      path,
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/**
 * Tries every served call that needs a session with `client`, with real names where a path takes
 * one (the refusal must not depend on the thing being missing), `endingCall` (ending its session) last;
 * answers the calls that did not refuse with 403, after checking each refusal's key.
 */
async function admittedCalls(
  client: ApiClient,
  values: Record<string, string>,
  refusalKeys: RegExp,
  endingCall: string,
) {
  // The call that ends the client's session goes last: the calls after it would find none.
  const rank = (o: TOperation) => Number(`${o.method} ${o.path}` === endingCall);
  // The live stream never ends while admitted: it is tried on its own (co-teacher-scores.test.ts, substitutes.test.ts).
  const operations = (await servedOperations())
    .filter((o) => !o.isPublic && o.path !== '/api/events')
    .sort((a, b) => rank(a) - rank(b));
  // A sweep that tried nothing would pass too: the served calls are many.
  expect(operations.length).toBeGreaterThan(80);
  const admitted: string[] = [];
  for (const { method, path } of operations) {
    const address = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID());
    const call = `${method} ${path}`;
    const answer = await client[method === 'DELETE' ? 'delete' : (method.toLowerCase() as 'get' | 'post' | 'put')](
      address,
      method === 'GET' ? undefined : {},
    );
    if (answer.status !== 403) admitted.push(call);
    else
      expect(Object.keys((answer.body as { errors: object }).errors), call).toEqual([
        expect.stringMatching(refusalKeys),
      ]);
  }
  return admitted.sort();
}

describe('the other adults of a class, on every call (P60)', () => {
  it('a co-teacher acting in a shared course is refused 403 by every call but those that serve co-teachers', async () => {
    const { course, student, acting } = await sharedCourse(t);
    const admitted = await admittedCalls(
      acting,
      { slug: course.slug, username: student.username },
      /^(course|access)$/,
      'POST /api/users/logout',
    );
    expect(admitted).toEqual([...CO_TEACHER_CALLS, ...PERSON_CALLS].sort());
  });

  it('a substitute is refused 403 by every call but the few that serve substitutes', async () => {
    const { course, student, teacher } = await sharedCourse(t);
    const { substitute } = await substituteIn(t, teacher, course.slug);
    const admitted = await admittedCalls(
      substitute,
      { slug: course.slug, username: student.username },
      /^(course|access)$/,
      'DELETE /api/substitutes/session',
    );
    expect(admitted).toEqual([...SUBSTITUTE_CALLS].sort());
  });
});
