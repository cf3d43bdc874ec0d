import { z } from 'zod';
import {
  ZMigrationResult,
  ZResetResult,
  ZResettableRoleQuery,
  ZRoleQuery,
  ZTeacherSummary,
} from '../../../shared/teachers';
import { defineRoute, type Route } from '../../http/route';
import { ok, refuse } from '../../outcome';
import type { MigrationService } from './migration.service';
import type { TeachersService } from './teachers.service';

export const ZUsernameParams = z.object({ username: z.string().min(1).max(80) });
const ADMIN = ['admin'] as const;

export function teachersRoutes(teachers: TeachersService, migration: MigrationService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/users',
      summary: 'List teachers with their stats, courses and settings (admin)',
      tag: 'teachers',
      access: ADMIN,
      query: ZRoleQuery,
      response: z.object({ users: z.array(ZTeacherSummary) }),
      async handler({ query }) {
        if (query.role !== 'teacher') return refuse('INVALID', 'role', 'Only teachers can be listed here');
        return ok({ users: await teachers.list() });
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/users/reset',
      summary: "Reset everyone's What's New flag for students or teachers (admin)",
      tag: 'teachers',
      access: ADMIN,
      query: ZResettableRoleQuery,
      response: ZResetResult,
      async handler({ query }) {
        const result = await teachers.resetViewedChanges(query.role);
        return result.ok ? ok({ reset: result.value }) : result;
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/users/teacher/:username',
      summary: 'Delete a teacher with their courses and students (admin)',
      tag: 'teachers',
      access: ADMIN,
      params: ZUsernameParams,
      async handler({ params }) {
        return teachers.remove(params.username);
      },
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/migration/run',
      summary: 'Run pending schema migrations and the data migrations for one role (admin)',
      tag: 'teachers',
      access: ADMIN,
      query: ZRoleQuery,
      response: ZMigrationResult,
      async handler({ query }) {
        return ok({ migration: await migration.run(query.role) });
      },
    }),
  ];
}
