import { z } from 'zod';
import { ZCourse, ZCourseInput, ZCourseUpdate, ZEnrollInput } from '../../../shared/courses';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { CoursesService } from './courses.service';

const ZSlugParams = z.object({ slug: z.string().min(1).max(80) });

export function coursesRoutes(courses: CoursesService): Route[] {
  const TEACHER = ['teacher'] as const;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/courses',
      summary: 'Your courses by period, each with its students',
      tag: 'courses',
      access: TEACHER,
      response: z.object({ courses: z.array(ZCourse) }),
      handler: async ({ actor }) => ok({ courses: await courses.list(actor.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/courses',
      summary: 'Add a course',
      tag: 'courses',
      access: TEACHER,
      body: ZCourseInput,
      bodyKey: 'course',
      successStatus: 201,
      response: z.object({ course: ZCourse }),
      async handler({ actor, body }) {
        const result = await courses.create(actor, body.course);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/courses/:slug',
      summary: "Rename a course or change its period",
      tag: 'courses',
      access: TEACHER,
      params: ZSlugParams,
      body: ZCourseUpdate,
      bodyKey: 'course',
      response: z.object({ course: ZCourse }),
      async handler({ actor, params, body }) {
        const result = await courses.update(actor, params.slug, body.course);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/courses/:slug',
      summary: 'Delete a course with its students and assignments',
      tag: 'courses',
      access: TEACHER,
      params: ZSlugParams,
      handler: ({ actor, params }) => courses.remove(actor, params.slug),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/courses/:slug/enroll',
      summary: 'Enroll your students in this course (all or none)',
      tag: 'courses',
      access: TEACHER,
      params: ZSlugParams,
      body: ZEnrollInput,
      bodyKey: 'course',
      response: z.object({ course: ZCourse }),
      async handler({ actor, params, body }) {
        const result = await courses.enroll(actor, params.slug, body.course.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/courses/:slug/enroll',
      summary: 'Take students out of this course',
      tag: 'courses',
      access: TEACHER,
      params: ZSlugParams,
      body: ZEnrollInput,
      bodyKey: 'course',
      response: z.object({ course: ZCourse }),
      async handler({ actor, params, body }) {
        const result = await courses.unenroll(actor, params.slug, body.course.usernames);
        return result.ok ? ok({ course: result.value }) : result;
      },
    }),
  ];
}
