import { sharedText } from './texts';
import * as zod from 'zod';
import { zKioskPin } from './kiosks';
import { LIMITS, says } from './messages';
import { zNewPassword, zRequiredText, zStudentUsername } from './user';
import { studentsText } from './student-texts/texts';

/**
 * `POST /api/users?courseId=` by a teacher. A number a student already has needs the username alone
 * (P40: their names and password are theirs); a new person needs names and a password, or the
 * teacher's default password (checked by the server, which knows which the number is).
 */
export const ZStudentCreate = zod.object({
  user: zod.object({
    username: zStudentUsername(),
    firstName: zRequiredText(LIMITS.name).optional(),
    lastName: zRequiredText(LIMITS.name).optional(),
    password: zod.union([zod.literal(''), zNewPassword()]).optional(),
  }),
});

/** `GET /api/students/lookup?username=&courseId=` (a teacher): what adding this number would do. */
export const ZStudentLookup = zod.object({
  lookup: zod.object({
    username: zod.string(),
    /**
     * `new`: nobody has it (names and a password are needed); `existing`: a student has it (the
     * username alone enrols them, their password kept); `inCourse`: already in this course;
     * `taken`: staff have it. Nothing else of the person is told.
     */
    account: zod.enum(['new', 'existing', 'inCourse', 'taken']),
  }),
});
export type TStudentLookup = zod.infer<typeof ZStudentLookup>['lookup'];

/**
 * `PUT /api/users/{username}` by the student's teacher. The username is not editable. A password
 * resets it (the client sends the class default for 'reset password'); `dropped` suspends or
 * reinstates; `courseId` is not here: moving is unenroll then enroll.
 */
export const ZStudentUpdate = zod.object({
  user: zod.object({
    username: zod.string().optional(),
    firstName: zRequiredText(LIMITS.name).optional(),
    lastName: zRequiredText(LIMITS.name).optional(),
    password: zod.union([zod.literal(''), zNewPassword()]).optional(),
    dropped: zod.boolean().optional(),
    hasPrime: zod.boolean().optional(),
    anonymousSongs: zod.boolean().optional(),
    /** P48: the teacher's pass accommodation (IEP or 504 plan): free passes beyond every limit. */
    passAccommodation: zod.boolean(says(() => sharedText.t('trueOrFalse'))).optional(),
    /** P49: the student's 4-digit kiosk PIN (kept hashed); null removes it. */
    kioskPin: zKioskPin().optional(),
  }),
});

/**
 * `PUT /api/users/{username}` by the admin on a student (P40): the person's identity, whoever their
 * teachers are. The economy's fields (drop, Prime, accommodation, PIN) stay each teacher's.
 */
export const ZStudentIdentityUpdate = zod.object({
  user: ZStudentUpdate.shape.user.pick({ firstName: true, lastName: true, password: true }),
});

/** One row of a student import file, already parsed by the client (see docs/student-import.md). */
export const ZStudentImportRow = zod.object({
  username: zStudentUsername(),
  firstName: zRequiredText(LIMITS.name),
  lastName: zRequiredText(LIMITS.name),
  password: zod.union([zod.literal(''), zNewPassword()]).optional(),
});
export const ZStudentImport = zod.object({
  users: zod
    .array(ZStudentImportRow)
    .min(
      1,
      says(() => studentsText.t('fileNoStudents')),
    )
    .max(
      2000,
      says(() => studentsText.t('importAtMost', { max: 2000 })),
    ),
});

export const ZStudentImportResult = zod.object({
  import: zod.object({
    /** New students, each with the password of their row or the class default. */
    imported: zod.number(),
    /**
     * Rows not imported: the username belongs to a student already in this course, or to staff.
     * (Before P40, any existing username.)
     */
    alreadyHaveAccounts: zod.number(),
    skippedUsernames: zod.array(zod.string()),
    /** Students who already had an account (with another teacher or course) and were enrolled (P40). */
    enrolled: zod.number(),
    enrolledUsernames: zod.array(zod.string()),
  }),
});
export type TStudentImportResult = zod.infer<typeof ZStudentImportResult>['import'];
