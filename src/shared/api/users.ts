import * as zod from 'zod';
import { ZStudentSummary } from '../courses';
import { ZStudentCreate, ZStudentImport, ZStudentImportResult, ZStudentLookup, ZStudentUpdate } from '../students';
import { ZTeacherCreate, ZTeacherSummary, ZTeacherUpdate } from '../teachers';
import { defineEndpoint } from './endpoint';
import { ZUsernameParams, zUsernameQuery } from './params';

/**
 * The `/users` calls serve two people: the admin manages teachers, a teacher manages students.
 * Which body applies depends on who calls, so the server checks it against the caller's schema.
 */
const ZTeacherOrStudent = zod.object({ user: zod.union([ZTeacherSummary, ZStudentSummary]) });

/** A teacher (admin), or with `?courseId=` a student in that course (teacher). */
export const createUser = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  query: zod.object({ courseId: zod.string().max(64).optional() }),
  body: zod.union([ZTeacherCreate, ZStudentCreate]),
  bodyKey: 'user',
  response: ZTeacherOrStudent,
  status: 201,
});

/** A teacher (admin) or one of your students (teacher): names, password, drop, permissions. */
export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:username',
  params: ZUsernameParams,
  body: zod.union([ZTeacherUpdate, ZStudentUpdate]),
  bodyKey: 'user',
  response: ZTeacherOrStudent,
});

export const deleteStudent = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/student/:username',
  params: ZUsernameParams,
});

export const importStudents = defineEndpoint({
  method: 'POST',
  path: '/api/users/import',
  query: zod.object({ courseId: zod.string().min(1, 'Required').max(64) }),
  body: ZStudentImport,
  bodyKey: 'users',
  response: ZStudentImportResult,
});

/** P40: whether a number is a person already, before a teacher adds it (a teacher; nothing but that). */
export const lookupStudent = defineEndpoint({
  method: 'GET',
  path: '/api/students/lookup',
  query: zod.object({
    username: zUsernameQuery(),
    courseId: zod.string().max(64).optional(),
  }),
  response: ZStudentLookup,
});
