import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// Issue 27, item 11: every date parameter of the API takes only instants both PostgreSQL and
// JavaScript hold (1970 to the end of 9999, UTC); outside, a refusal keyed by the field, never a 500.
let t: TestApp;
let teacher: ApiClient;
let student: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeTeacher(t.database.db);
  const course = await makeCourse(t.database.db, owner.id);
  teacher = await signIn(t.app, owner.username);
  student = await signIn(t.app, (await makeStudent(t.database.db, owner.id, { courseId: course.id })).username);
});
afterAll(() => t.close());

const OUT_OF_RANGE = 'Must be between 1970 and 9999';

// Year 0, the last instant before 1970, and year 10000 reached through an offset: each passes the
// ISO format, and year 0 or 10000 is what PostgreSQL could not take.
const outside = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:30:00+01:00',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59-01:00',
];
const inside = ['1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '9999-12-31T23:59:59.999+00:00'];

type Call = (value: string) => Promise<{ status: number; body: unknown }>;
const dateParameters: [string, string, Call][] = [
  ['GET /api/passes?since=', 'since', (v) => teacher.get(`/api/passes?since=${encodeURIComponent(v)}`)],
  [
    'DELETE /api/notifications?upTo=',
    'upTo',
    (v) => student.delete(`/api/notifications?upTo=${encodeURIComponent(v)}`),
  ],
];

describe('date parameters', () => {
  for (const [name, key, call] of dateParameters) {
    it(`${name} refuses instants outside 1970..9999 with 422 keyed '${key}', and takes those inside`, async () => {
      for (const value of outside) {
        const answer = await call(value);
        expect({ value, status: answer.status, body: answer.body }).toEqual({
          value,
          status: 422,
          body: { errors: { [key]: [OUT_OF_RANGE] } },
        });
      }
      const tenThousand = await call('10000-01-01T00:00:00Z');
      expect(tenThousand.status).toBe(422);
      expect(tenThousand.body).toEqual({ errors: { [key]: ['Must be a date and time'] } });
      for (const value of inside) expect((await call(value)).status).toBeLessThan(300);
    });
  }

  it("GET /api/events?since= (milliseconds since 1970) refuses what lies past 9999 with 422 keyed 'since'", async () => {
    const past9999 = Date.UTC(10000, 0, 1);
    for (const since of [String(past9999), '1e300']) {
      const answer = await teacher.get(`/api/events?since=${since}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ errors: { since: [OUT_OF_RANGE] } });
    }
  });
});
