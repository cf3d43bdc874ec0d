import {
  addCoTeachers,
  createCourse,
  deleteCourse,
  enroll,
  listCourses,
  removeCoTeachers,
  unenroll,
  updateCourse,
} from '../../../shared/api/courses';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { CoTeachersService } from './co-teachers.service';
import type { CoursesService } from './courses.service';

export function coursesRoutes(courses: CoursesService, coTeachers: CoTeachersService): Route[] {
  const TEACHER = ['teacher'] as const;
  return [
    defineRoute(listCourses, {
      summary: 'Your courses by period, each with its students, then those shared with you',
      tag: 'courses',
      access: TEACHER,
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor }) => ok({ courses: await courses.list(actor) }),
    }),
    defineRoute(createCourse, {
      summary: 'Add a course',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, body }) {
        const result = await courses.create(actor, body.course);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute(updateCourse, {
      summary: 'Rename a course or change its period',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, params, body }) {
        const result = await courses.update(actor, params.slug, body.course);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute(deleteCourse, {
      summary: 'Delete a course with its students and assignments',
      tag: 'courses',
      access: TEACHER,
      handler: ({ actor, params }) => courses.remove(actor, params.slug),
    }),
    defineRoute(enroll, {
      summary: 'Enroll your students in this course (all or none)',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, params, body }) {
        const result = await courses.enroll(actor, params.slug, body.course.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute(unenroll, {
      summary: 'Take students out of this course',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, params, body }) {
        const result = await courses.unenroll(actor, params.slug, body.course.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute(addCoTeachers, {
      summary: 'Share this course with other teachers: co-teachers (P60)',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, params, body }) {
        const result = await coTeachers.add(actor, params.slug, body.coTeachers.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute(removeCoTeachers, {
      summary: 'Take co-teachers off this course (P60)',
      tag: 'courses',
      access: TEACHER,
      async handler({ actor, params, body }) {
        const result = await coTeachers.remove(actor, params.slug, body.coTeachers.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
  ];
}
