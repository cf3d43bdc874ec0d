import * as zod from 'zod';
import { ZMigrationResult, ZResetResult, ZResettableRoleQuery, ZRoleQuery, ZTeacherSummary } from '../teachers';
import { defineEndpoint } from './endpoint';
import { ZUsernameParams } from './params';

/** The admin's list of teachers (`?role=teacher`; other roles are refused). */
export const listTeachers = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  query: ZRoleQuery,
  response: zod.object({ users: zod.array(ZTeacherSummary) }),
});

export const resetViewedChanges = defineEndpoint({
  method: 'PUT',
  path: '/api/users/reset',
  query: ZResettableRoleQuery,
  response: ZResetResult,
});

export const deleteTeacher = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/teacher/:username',
  params: ZUsernameParams,
});

export const runMigration = defineEndpoint({
  method: 'PUT',
  path: '/api/migration/run',
  query: ZRoleQuery,
  response: ZMigrationResult,
});
