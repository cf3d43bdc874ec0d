import { z } from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, MSG } from './messages';
import { ZSettingsView } from './settings';

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

export const TITLES = ['Dr.', 'Miss.', 'Mr.', 'Mrs.', 'Ms.'] as const;

/** The tab each role lands on (seed 000 section 2). */
export const DEFAULT_TAB: Record<TRole, string> = { student: 'account', teacher: 'accounts', admin: 'teachers' };

export const zRequiredText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.tooLong(max));

export const zNewPassword = () =>
  z
    .string({ error: MSG.required })
    .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
    .max(LIMITS.password, MSG.tooLong(LIMITS.password));

/** Teachers and the admin sign in with letters and digits; students with their school number (P7). */
// Numbers alone are student numbers (P7): a staff username has at least one letter.
export const zStaffUsername = () =>
  zRequiredText(LIMITS.username)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores')
    .regex(/[A-Za-z]/, 'must contain a letter (numbers alone are student numbers)');
export const zStudentUsername = () => zRequiredText(20).regex(/^\d+$/, MSG.numbersOnly);

export const zTitle = () => z.union([z.enum(TITLES), z.literal('')], { error: 'Choose Dr., Miss., Mr., Mrs. or Ms.' });

export const ZLoginRequest = z.object({
  user: z.object({
    username: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(LIMITS.username * 2, MSG.required),
    password: z
      .string({ error: MSG.required })
      .min(1, MSG.required)
      .max(LIMITS.password * 2),
  }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZPermissions = z.object({ jukebox: z.boolean() });

/** The signed-in user (seed 000 section 3), with the class settings that drive their screens. */
export const ZCurrentUser = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  darkMode: z.boolean(),
  anonymousSongs: z.boolean(),
  hasPrime: z.boolean(),
  dropped: z.boolean(),
  viewedChanges: z.boolean(),
  permissions: ZPermissions,
  /** The teacher's own settings, or for a student the settings of their teacher; none for the admin. */
  settings: ZSettingsView.nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZCurrentUserResponse = z.object({ user: ZCurrentUser });
export const ZLoginResponse = z.object({ user: ZCurrentUser.extend({ token: z.string() }) });

/**
 * `PUT /api/user`: what a person may change about their own account. Every field is optional;
 * which ones a role may send is checked by the service (students can't rename themselves).
 */
export const ZOwnAccountUpdate = z.object({
  user: z
    .object({
      firstName: zRequiredText(LIMITS.name).optional(),
      lastName: zRequiredText(LIMITS.name).optional(),
      title: zTitle().optional(),
      password: zNewPassword().optional(),
      /** Required with `password`: changing one's own password proves the old one first. */
      currentPassword: z
        .string()
        .max(LIMITS.password * 2)
        .optional(),
      darkMode: z.boolean().optional(),
      anonymousSongs: z.boolean().optional(),
      viewedChanges: z.boolean().optional(),
    })
    .strict(),
});
export type TOwnAccountUpdate = z.infer<typeof ZOwnAccountUpdate>['user'];
