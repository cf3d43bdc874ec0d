import { eq, sql } from 'drizzle-orm';
import { applySettingsDependencies } from '../../../shared/settings';
import type { TMigrationResult } from '../../../shared/teachers';
import type { TRole } from '../../../shared/user';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { teacherSettings, users } from '../../db/schema';
import { parseStoredSettings } from '../settings';
import { serverTeachersText } from './texts';

const UP_TO_DATE = { teacher: 'upToDateTeacher', student: 'upToDateStudent', admin: 'upToDateAdmin' } as const;
const APPLIED = { teacher: 'appliedTeacher', student: 'appliedStudent', admin: 'appliedAdmin' } as const;

/** JSON with sorted keys: jsonb does not keep key order, so plain stringify would see false changes. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * P27: schema migrations, then data migrations for one role, bringing records written by an older
 * version up to what this version expects. Running it twice changes nothing the second time.
 */
export function createMigrationService(database: Database) {
  const { db } = database;

  /** Every user gets a well-formed permissions object. Set-based, so it stays fast for thousands. */
  async function normalisePermissions(role: TRole): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update users set permissions = jsonb_build_object('jukebox', coalesce((permissions->>'jukebox')::boolean, false))
          where role = ${role}
            and (jsonb_typeof(permissions) <> 'object' or jsonb_typeof(permissions->'jukebox') is distinct from 'boolean')
          returning id`,
    );
    return rows.map((r) => r.id);
  }

  /** Each teacher has a settings row holding every field of this version, with the dependencies applied. */
  async function completeTeacherSettings(): Promise<Set<string>> {
    const rows = await db
      .select({ id: users.id, stored: teacherSettings.settings })
      .from(users)
      .leftJoin(teacherSettings, eq(teacherSettings.teacherId, users.id))
      .where(eq(users.role, 'teacher'));
    const changed = new Set<string>();
    for (const row of rows) {
      const complete = applySettingsDependencies(parseStoredSettings(row.stored));
      if (row.stored !== null && stableStringify(complete) === stableStringify(row.stored)) continue;
      await db
        .insert(teacherSettings)
        .values({ teacherId: row.id, settings: complete })
        .onConflictDoUpdate({ target: teacherSettings.teacherId, set: { settings: complete, updatedAt: new Date() } });
      changed.add(row.id);
    }
    return changed;
  }

  return {
    async run(role: TRole): Promise<TMigrationResult> {
      const { applied } = await database.migrate();
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where role = ${role}`,
      );
      const updatedIds = new Set(await normalisePermissions(role));
      if (role === 'teacher') for (const id of await completeTeacherSettings()) updatedIds.add(id);
      const usersUpdated = updatedIds.size;
      const message =
        applied === 0 && usersUpdated === 0
          ? serverTeachersText.t(UP_TO_DATE[role], { count: counted?.n ?? 0 })
          : serverTeachersText.t(APPLIED[role], { applied, updated: usersUpdated });
      return { role, schemaMigrationsApplied: applied, usersChecked: counted?.n ?? 0, usersUpdated, message };
    },
  };
}
export type MigrationService = ReturnType<typeof createMigrationService>;
