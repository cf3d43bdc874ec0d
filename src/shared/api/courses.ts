import * as zod from 'zod';
import { ZCoTeachersInput, ZCourse, ZCourseInput, ZCourseUpdate, ZEnrollInput } from '../courses';
import { defineEndpoint } from './endpoint';
import { ZSlugParams } from './params';

const ZCourseAnswer = zod.object({ course: ZCourse });

/** Your courses by period, each with its students, then the courses other teachers shared with you (P60). */
export const listCourses = defineEndpoint({
  method: 'GET',
  path: '/api/courses',
  response: zod.object({ courses: zod.array(ZCourse) }),
});

export const createCourse = defineEndpoint({
  method: 'POST',
  path: '/api/courses',
  body: ZCourseInput,
  bodyKey: 'course',
  response: ZCourseAnswer,
  status: 201,
});

export const updateCourse = defineEndpoint({
  method: 'PUT',
  path: '/api/courses/:slug',
  params: ZSlugParams,
  body: ZCourseUpdate,
  bodyKey: 'course',
  response: ZCourseAnswer,
});

/** With its students and assignments. */
export const deleteCourse = defineEndpoint({ method: 'DELETE', path: '/api/courses/:slug', params: ZSlugParams });

/** Your students into this course, all or none. */
export const enroll = defineEndpoint({
  method: 'POST',
  path: '/api/courses/:slug/enroll',
  params: ZSlugParams,
  body: ZEnrollInput,
  bodyKey: 'course',
  response: ZCourseAnswer,
});

export const unenroll = defineEndpoint({
  method: 'DELETE',
  path: '/api/courses/:slug/enroll',
  params: ZSlugParams,
  body: ZEnrollInput,
  bodyKey: 'course',
  response: ZCourseAnswer,
});

/** P60: other teachers of the installation into this course of yours, as co-teachers. */
export const addCoTeachers = defineEndpoint({
  method: 'POST',
  path: '/api/courses/:slug/co-teachers',
  params: ZSlugParams,
  body: ZCoTeachersInput,
  bodyKey: 'coTeachers',
  response: ZCourseAnswer,
});

/** P60: co-teachers out of this course of yours; what they did stays, under their name. */
export const removeCoTeachers = defineEndpoint({
  method: 'DELETE',
  path: '/api/courses/:slug/co-teachers',
  params: ZSlugParams,
  body: ZCoTeachersInput,
  bodyKey: 'coTeachers',
  response: ZCourseAnswer,
});
