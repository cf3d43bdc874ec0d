import * as zod from 'zod';
import { ZJukeboxRequestView } from './jukebox';
import { LIMITS, says } from './messages';
import { sharedLedgerText } from './ledger-texts/texts';
import { ZSettingsView } from './settings';
import { ROLES, ZPermissions, zNewPassword, zRequiredText, zSchoolEmail, zStaffUsername, zTitle } from './user';

/** `POST /api/users` by the admin: a new teacher (seed 001 section 5). */
export const ZTeacherCreate = zod.object({
  user: zod.object({
    username: zStaffUsername(),
    firstName: zRequiredText(LIMITS.name),
    lastName: zRequiredText(LIMITS.name),
    password: zNewPassword(),
    title: zTitle().optional().default(''),
    /** The teacher's school e-mail, for the school's sign-in (P46); '' or absent for none. */
    email: zSchoolEmail().optional().default(''),
    role: zod
      .literal(
        'teacher',
        says(() => sharedLedgerText.t('onlyTeachers')),
      )
      .optional()
      .default('teacher'),
    permissions: ZPermissions.partial().optional(),
  }),
});

/**
 * `PUT /api/users/{username}` by the admin. The username is not editable; a body that carries a
 * different one is refused rather than silently ignored.
 */
export const ZTeacherUpdate = zod.object({
  user: zod.object({
    username: zod.string().optional(),
    firstName: zRequiredText(LIMITS.name).optional(),
    lastName: zRequiredText(LIMITS.name).optional(),
    title: zTitle().optional(),
    /** '' clears it. */
    email: zSchoolEmail().optional(),
    password: zod.union([zod.literal(''), zNewPassword()]).optional(),
    permissions: ZPermissions.partial().optional(),
  }),
});

export const ZCourseSummary = zod.object({
  _id: zod.string(),
  name: zod.string(),
  period: zod.number(),
  slug: zod.string(),
  studentCount: zod.number(),
});

/** What Manage Teachers shows per teacher: the account, stats, courses and settings. */
export const ZTeacherSummary = zod.object({
  _id: zod.string(),
  role: zod.literal('teacher'),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  title: zod.string(),
  /** The school e-mail the school's sign-in finds them by (P46); null when none is set. */
  email: zod.string().nullable(),
  /** When their school sign-in was bound to a provider account (P46); null when it isn't. */
  schoolAccountBoundAt: zod.string().nullable(),
  permissions: ZPermissions,
  viewedChanges: zod.boolean(),
  createdAt: zod.string(),
  stats: zod.object({
    courses: zod.number(),
    students: zod.number(),
    droppedStudents: zod.number(),
    primeStudents: zod.number(),
    darkModeStudents: zod.number(),
    viewedChangesStudents: zod.number(),
  }),
  courses: zod.array(ZCourseSummary),
  settings: ZSettingsView,
  /** The teacher's jukebox access request (P37), waiting for the admin; null when none was made. */
  jukeboxRequest: ZJukeboxRequestView.nullable(),
});
export type TTeacherSummary = zod.infer<typeof ZTeacherSummary>;

export const ZRoleQuery = zod.object({
  role: zod.enum(
    ROLES,
    says(() => sharedLedgerText.t('chooseRole')),
  ),
});
export const ZResettableRoleQuery = zod.object({
  role: zod.enum(
    ['student', 'teacher'],
    says(() => sharedLedgerText.t('chooseResettableRole')),
  ),
});

export const ZResetResult = zod.object({
  reset: zod.object({ role: zod.enum(['student', 'teacher']), count: zod.number() }),
});

export const ZMigrationResult = zod.object({
  migration: zod.object({
    role: zod.enum(ROLES),
    schemaMigrationsApplied: zod.number(),
    usersChecked: zod.number(),
    usersUpdated: zod.number(),
    message: zod.string(),
  }),
});
export type TMigrationResult = zod.infer<typeof ZMigrationResult>['migration'];
