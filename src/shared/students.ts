import { z } from 'zod';
import { LIMITS } from './messages';
import { zNewPassword, zRequiredText, zStudentUsername } from './user';

/** `POST /api/users?courseId=` by a teacher (seed 001 section 5: password required on add). */
export const ZStudentCreate = z.object({
  user: z.object({
    username: zStudentUsername(),
    firstName: zRequiredText(LIMITS.name),
    lastName: zRequiredText(LIMITS.name),
    password: zNewPassword(),
  }),
});

/**
 * `PUT /api/users/{username}` by the student's teacher. The username is not editable. A password
 * resets it (the client sends the class default for 'reset password'); `dropped` suspends or
 * reinstates; `courseId` is not here: moving is unenroll then enroll.
 */
export const ZStudentUpdate = z.object({
  user: z.object({
    username: z.string().optional(),
    firstName: zRequiredText(LIMITS.name).optional(),
    lastName: zRequiredText(LIMITS.name).optional(),
    password: z.union([z.literal(''), zNewPassword()]).optional(),
    dropped: z.boolean().optional(),
    hasPrime: z.boolean().optional(),
    anonymousSongs: z.boolean().optional(),
  }),
});

/** One row of a student import file, already parsed by the client (see docs/student-import.md). */
export const ZStudentImportRow = z.object({
  username: zStudentUsername(),
  firstName: zRequiredText(LIMITS.name),
  lastName: zRequiredText(LIMITS.name),
  password: z.union([z.literal(''), zNewPassword()]).optional(),
});
export const ZStudentImport = z.object({
  users: z
    .array(ZStudentImportRow)
    .min(1, 'The file has no students')
    .max(2000, 'Import at most 2,000 students at a time'),
});

export const ZStudentImportResult = z.object({
  import: z.object({
    imported: z.number(),
    /** Rows skipped because the username already has an account anywhere (P7). */
    alreadyHaveAccounts: z.number(),
    skippedUsernames: z.array(z.string()),
  }),
});
export type TStudentImportResult = z.infer<typeof ZStudentImportResult>['import'];
