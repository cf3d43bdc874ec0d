import { LANGUAGES } from './i18n/languages';
import * as zod from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH, says } from './messages';
import { ZSettingsView } from './settings';
import { sharedText } from './texts';

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

// eslint-disable-next-line lingui/no-unlocalized-strings -- the titles a name is stored with, the same in every language
export const TITLES = ['Dr.', 'Miss.', 'Mr.', 'Mrs.', 'Ms.'] as const;

/** The tab each role lands on (seed 000 section 2). */
export const DEFAULT_TAB: Record<TRole, string> = { student: 'account', teacher: 'accounts', admin: 'teachers' };

export const zRequiredText = (max: number) =>
  zod
    .string(says(() => sharedText.t('required')))
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(
      max,
      says(() => sharedText.t('tooLong', { max: max })),
    );

export const zNewPassword = () =>
  zod
    .string(says(() => sharedText.t('required')))
    .min(
      MIN_PASSWORD_LENGTH,
      says(() => sharedText.t('passwordTooShort')),
    )
    .max(
      LIMITS.password,
      says(() => sharedText.t('tooLong', { max: LIMITS.password })),
    );

/** Teachers and the admin sign in with letters and digits; students with their school number (P7). */
// Numbers alone are student numbers (P7): a staff username has at least one letter.
export const zStaffUsername = () =>
  zRequiredText(LIMITS.username)
    .regex(
      /^[A-Za-z0-9._-]+$/,
      says(() => sharedText.t('usernameCharacters')),
    )
    .regex(
      /[A-Za-z]/,
      says(() => sharedText.t('usernameLetter')),
    );
export const zStudentUsername = () =>
  zRequiredText(20).regex(
    /^\d+$/,
    says(() => sharedText.t('numbersOnly')),
  );

/**
 * A person's school e-mail (P46): how the school's sign-in finds teachers and the admin. Trimmed;
 * '' clears it. Stored as typed and compared without case (one person per address).
 */
export const zSchoolEmail = () =>
  zod
    .string(says(() => sharedText.t('notValidEmail')))
    .trim()
    .max(
      LIMITS.email,
      says(() => sharedText.t('tooLong', { max: LIMITS.email })),
    )
    .refine(
      (v) => v === '' || zod.email().safeParse(v).success,
      says(() => sharedText.t('notValidEmail')),
    );

export const zTitle = () =>
  zod.union(
    [zod.enum(TITLES), zod.literal('')],
    says(() => sharedText.t('chooseTitle')),
  );

export const ZLoginRequest = zod.object({
  user: zod.object({
    username: zod
      .string(says(() => sharedText.t('required')))
      .trim()
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(
        LIMITS.username * 2,
        says(() => sharedText.t('required')),
      ),
    password: zod
      .string(says(() => sharedText.t('required')))
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(LIMITS.password * 2),
  }),
});
export type TLoginRequest = zod.infer<typeof ZLoginRequest>;

export const ZPermissions = zod.object({ jukebox: zod.boolean() });

/** The signed-in user (seed 000 section 3), with the class settings that drive their screens. */
/** One of a student's classes, as they choose between them (P40). */
export const ZStudentCourse = zod.object({
  _id: zod.string(),
  name: zod.string(),
  period: zod.number(),
  slug: zod.string(),
  teacher: zod.object({ title: zod.string(), lastName: zod.string() }),
});
export type TStudentCourse = zod.infer<typeof ZStudentCourse>;

export const ZCurrentUser = zod.object({
  _id: zod.string(),
  role: zod.enum(ROLES),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  title: zod.string(),
  /** The school e-mail the school's sign-in finds them by (P46); null when none is set. */
  email: zod.string().nullable(),
  darkMode: zod.boolean(),
  anonymousSongs: zod.boolean(),
  hasPrime: zod.boolean(),
  dropped: zod.boolean(),
  viewedChanges: zod.boolean(),
  /**
   * The language Classmint speaks to them (P51): the one they chose in Settings, else the one the
   * request's `Accept-Language` asks for, which is their browser's.
   */
  language: zod.enum(LANGUAGES),
  permissions: ZPermissions,
  /**
   * The teacher's own settings, or for a student the settings of the teacher of the class they act
   * in (none while a student with several teachers has not chosen one); none for the admin.
   */
  settings: ZSettingsView.nullable(),
  /**
   * A student's classes, with every teacher they are still enrolled with (P40), by teacher and period.
   * `currentCourse` is the class this answer's economy fields (`hasPrime`, `dropped`, `settings`) are
   * of; null when they have several classes and have not chosen one. Empty and null for staff.
   */
  courses: zod.array(ZStudentCourse),
  currentCourse: zod.string().nullable(),
});
export type TCurrentUser = zod.infer<typeof ZCurrentUser>;

export const ZCurrentUserResponse = zod.object({ user: ZCurrentUser });
export const ZLoginResponse = zod.object({ user: ZCurrentUser.extend({ token: zod.string() }) });

/**
 * `PUT /api/user`: what a person may change about their own account. Every field is optional;
 * which ones a role may send is checked by the service (students can't rename themselves).
 */
export const ZOwnAccountUpdate = zod.object({
  user: zod
    .object({
      firstName: zRequiredText(LIMITS.name).optional(),
      lastName: zRequiredText(LIMITS.name).optional(),
      title: zTitle().optional(),
      /** The admin's own school e-mail ('' clears it); a teacher's is set by the admin, a student's by the roster. */
      email: zSchoolEmail().optional(),
      password: zNewPassword().optional(),
      /** Required with `password`: changing one's own password proves the old one first. */
      currentPassword: zod
        .string()
        .max(LIMITS.password * 2)
        .optional(),
      darkMode: zod.boolean().optional(),
      anonymousSongs: zod.boolean().optional(),
      viewedChanges: zod.boolean().optional(),
      /** Their language (P51); null goes back to following the browser. */
      language: zod.enum(LANGUAGES).nullable().optional(),
    })
    .strict(),
});
export type TOwnAccountUpdate = zod.infer<typeof ZOwnAccountUpdate>['user'];
