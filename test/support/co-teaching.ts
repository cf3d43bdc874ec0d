import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TSettings } from '../../src/shared/settings';
import type { TSubstituteCode, TSubstituteSession } from '../../src/shared/substitutes';
import { makeCourse, makeStudent, makeTeacher, signIn } from './factories';
import { type ApiClient, apiClient, type TestApp } from './test-app';

/**
 * P60's smallest class: a teacher's course with one student, shared through the API with a second
 * teacher; the teacher's client, and the co-teacher's acting in the course (`X-Classmint-Course`).
 */
export async function sharedCourse(t: TestApp, settings: Partial<TSettings> = {}) {
  const db = t.database.db;
  const owner = await makeTeacher(db, { settings });
  const coTeacher = await makeTeacher(db);
  const course = await makeCourse(db, owner.id);
  const student = await makeStudent(db, owner.id, { courseId: course.id });
  const teacher = await signIn(t.app, owner.username);
  const shared = await teacher.post(`/api/courses/${course.slug}/co-teachers`, {
    coTeachers: { usernames: [coTeacher.username] },
  });
  expect(shared.status).toBe(200);
  const acting = (await signIn(t.app, coTeacher.username)).inCourse(course.id);
  return { owner, coTeacher, course, student, teacher, acting };
}

/** A made-up network address of its own, so per-address limits of one test don't reach another. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * P60's substitute: a code the course's teacher made (`hours` long), and a client holding the
 * session it opened under `name` (`Authorization: Token`), from an address of its own.
 */
export async function substituteIn(t: TestApp, teacher: ApiClient, courseSlug: string, name = 'Ms. Rivera', hours = 8) {
  const made = await teacher.post<{ code: TSubstituteCode }>(`/api/courses/${courseSlug}/substitute-codes`, {
    code: { hours },
  });
  expect(made.status).toBe(201);
  const address = someAddress();
  const started = await apiClient(t.app)
    .fromAddress(address)
    .post<{ session: TSubstituteSession }>('/api/substitutes/session', {
      session: { code: made.body.code.code, name },
    });
  expect(started.status).toBe(201);
  const substitute = apiClient(t.app, started.body.session.token).fromAddress(address);
  return { code: made.body.code, session: started.body.session, substitute, address };
}
