import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedCourse } from '../support/co-teaching';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P60: acting in a course shared with them, a co-teacher reaches only what a teacher does for the
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

describe('a co-teacher acting in a shared course, on every call (P60)', () => {
  it('is refused 403 by every call but those that serve co-teachers', async () => {
    const { course, student, acting } = await sharedCourse(t);

    // Real names where a path takes one: the refusal must not depend on the thing being missing.
    const values: Record<string, string> = { slug: course.slug, username: student.username };
    // Logging out ends the session the sweep goes on with: tried last.
    const operations = (await servedOperations())
      .filter((o) => !o.isPublic)
      .sort((a, b) => Number(a.path === '/api/users/logout') - Number(b.path === '/api/users/logout'));
    const admitted: string[] = [];
    for (const { method, path } of operations) {
      const address = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? randomUUID());
      const call = `${method} ${path}`;
      const answer = await acting[method === 'DELETE' ? 'delete' : (method.toLowerCase() as 'get' | 'post' | 'put')](
        address,
        method === 'GET' ? undefined : {},
      );
      if (answer.status !== 403) admitted.push(call);
      else
        expect(Object.keys((answer.body as { errors: object }).errors), call).toEqual([
          expect.stringMatching(/^(course|access)$/),
        ]);
    }
    expect(admitted.sort()).toEqual([...CO_TEACHER_CALLS, ...PERSON_CALLS].sort());
    // A sweep that tried nothing would pass too: the served calls are many.
    expect(operations.length).toBeGreaterThan(80);
  });
});
