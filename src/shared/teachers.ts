import { z } from 'zod';
import { ZJukeboxRequestView } from './jukebox';
import { LIMITS } from './messages';
import { ZSettingsView } from './settings';
import { ROLES, ZPermissions, zNewPassword, zRequiredText, zStaffUsername, zTitle } from './user';

/** `POST /api/users` by the admin: a new teacher (seed 001 section 5). */
export const ZTeacherCreate = z.object({
  user: z.object({
    username: zStaffUsername(),
    firstName: zRequiredText(LIMITS.name),
    lastName: zRequiredText(LIMITS.name),
    password: zNewPassword(),
    title: zTitle().optional().default(''),
    role: z.literal('teacher', { error: 'Only teachers can be added here' }).optional().default('teacher'),
    permissions: ZPermissions.partial().optional(),
  }),
});

/**
 * `PUT /api/users/{username}` by the admin. The username is not editable; a body that carries a
 * different one is refused rather than silently ignored.
 */
export const ZTeacherUpdate = z.object({
  user: z.object({
    username: z.string().optional(),
    firstName: zRequiredText(LIMITS.name).optional(),
    lastName: zRequiredText(LIMITS.name).optional(),
    title: zTitle().optional(),
    password: z.union([z.literal(''), zNewPassword()]).optional(),
    permissions: ZPermissions.partial().optional(),
  }),
});

export const ZCourseSummary = z.object({
  _id: z.string(),
  name: z.string(),
  period: z.number(),
  slug: z.string(),
  studentCount: z.number(),
});

/** What Manage Teachers shows per teacher: the account, stats, courses and settings. */
export const ZTeacherSummary = z.object({
  _id: z.string(),
  role: z.literal('teacher'),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  permissions: ZPermissions,
  viewedChanges: z.boolean(),
  createdAt: z.string(),
  stats: z.object({
    courses: z.number(),
    students: z.number(),
    droppedStudents: z.number(),
    primeStudents: z.number(),
    darkModeStudents: z.number(),
    viewedChangesStudents: z.number(),
  }),
  courses: z.array(ZCourseSummary),
  settings: ZSettingsView,
  /** The teacher's jukebox access request (P37), waiting for the admin; null when none was made. */
  jukeboxRequest: ZJukeboxRequestView.nullable(),
});
export type TTeacherSummary = z.infer<typeof ZTeacherSummary>;

export const ZRoleQuery = z.object({ role: z.enum(ROLES, { error: 'Choose student, teacher or admin' }) });
export const ZResettableRoleQuery = z.object({
  role: z.enum(['student', 'teacher'], { error: 'Choose student or teacher' }),
});

export const ZResetResult = z.object({ reset: z.object({ role: z.enum(['student', 'teacher']), count: z.number() }) });

export const ZMigrationResult = z.object({
  migration: z.object({
    role: z.enum(ROLES),
    schemaMigrationsApplied: z.number(),
    usersChecked: z.number(),
    usersUpdated: z.number(),
    message: z.string(),
  }),
});
export type TMigrationResult = z.infer<typeof ZMigrationResult>['migration'];
