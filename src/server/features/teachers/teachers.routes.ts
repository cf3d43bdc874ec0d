import { deleteTeacher, listTeachers, resetViewedChanges, runMigration } from '../../../shared/api/teachers';
import { defineRoute, type Route } from '../../http/route';
import { ok, refuse } from '../../outcome';
import type { MigrationService } from './migration.service';
import type { TeachersService } from './teachers.service';
import { serverTeachersText } from './texts';

const ADMIN = ['admin'] as const;

export function teachersRoutes(teachers: TeachersService, migration: MigrationService): Route[] {
  return [
    defineRoute(listTeachers, {
      summary: 'List teachers with their stats, courses and settings (admin)',
      tag: 'teachers',
      access: ADMIN,
      async handler({ query }) {
        if (query.role !== 'teacher') return refuse('INVALID', 'role', serverTeachersText.t('onlyTeachersListed'));
        return ok({ users: await teachers.list() });
      },
    }),
    defineRoute(resetViewedChanges, {
      summary: "Reset everyone's What's New flag for students or teachers (admin)",
      tag: 'teachers',
      access: ADMIN,
      async handler({ query }) {
        const result = await teachers.resetViewedChanges(query.role);
        return result.ok ? ok({ reset: result.value }) : result;
      },
    }),
    defineRoute(deleteTeacher, {
      summary: 'Delete a teacher with their courses and students (admin)',
      tag: 'teachers',
      access: ADMIN,
      async handler({ params }) {
        return teachers.remove(params.username);
      },
    }),
    defineRoute(runMigration, {
      summary: 'Run pending schema migrations and the data migrations for one role (admin)',
      tag: 'teachers',
      access: ADMIN,
      async handler({ query }) {
        return ok({ migration: await migration.run(query.role) });
      },
    }),
  ];
}
