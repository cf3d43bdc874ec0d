import { expect } from 'vitest';
import type { TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from './factories';
import type { TestApp } from './test-app';

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
