import { sharedText } from './texts';
import * as zod from 'zod';
import { LIMITS, says } from './messages';
import { zRequiredText } from './user';

export const zPeriod = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => sharedText.t('wholeNumbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      99,
      says(() => sharedText.t('atMost', { max: 99 })),
    );

/** `POST /api/courses` and `PUT /api/courses/{slug}` (seed 001 section 5: name required, period numeric). */
export const ZCourseInput = zod.object({
  course: zod.object({ name: zRequiredText(LIMITS.name), period: zPeriod() }),
});
export const ZCourseUpdate = zod.object({
  course: zod.object({ name: zRequiredText(LIMITS.name).optional(), period: zPeriod().optional() }),
});

/** Enroll or unenroll: `{course: {usernames: [...], slug}}` (seed 001 section 7). */
export const ZEnrollInput = zod.object({
  course: zod.object({
    usernames: zod
      .array(zod.string().trim().min(1).max(LIMITS.username))
      .min(
        1,
        says(() => sharedText.t('chooseStudents')),
      )
      .max(1000),
    slug: zod.string().optional(),
  }),
});

/** `POST` and `DELETE /api/courses/{slug}/co-teachers` (P60): the teachers added or taken off. */
export const ZCoTeachersInput = zod.object({
  coTeachers: zod.object({
    usernames: zod
      .array(zod.string().trim().min(1).max(LIMITS.username))
      .min(
        1,
        says(() => sharedText.t('chooseTeachers')),
      )
      .max(50),
  }),
});

/** The course a student is in, as every answer that names a student shows it. */
export const ZCourseReference = zod.object({
  _id: zod.string(),
  slug: zod.string(),
  name: zod.string(),
  period: zod.number(),
});

/** A student as teachers see them in lists (seed 000 section 3 "Student in a course"). */
export const ZStudentSummary = zod.object({
  _id: zod.string(),
  role: zod.literal('student'),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  hasPrime: zod.boolean(),
  anonymousSongs: zod.boolean(),
  dropped: zod.boolean(),
  /** P48: passes free and beyond every limit (the teacher's accommodation). */
  passAccommodation: zod.boolean(),
  /** P49: the teacher has set this student's kiosk PIN (the PIN itself is never shown). */
  hasKioskPin: zod.boolean(),
  /**
   * P40: another teacher also has this student, so their names and password are not this teacher's
   * to change (the student or the admin changes them).
   */
  shared: zod.boolean(),
  course: ZCourseReference.nullable(),
});
export type TStudentSummary = zod.infer<typeof ZStudentSummary>;

/** A teacher as a course names them to the other adults of the class (P60). */
export const ZCourseTeacher = zod.object({ username: zod.string(), title: zod.string(), lastName: zod.string() });
export type TCourseTeacher = zod.infer<typeof ZCourseTeacher>;

export const ZCourse = zod.object({
  _id: zod.string(),
  name: zod.string(),
  period: zod.number(),
  slug: zod.string(),
  playlistId: zod.string().nullable(),
  /** Every student of the course, dropped ones included (they carry `dropped: true`). */
  students: zod.array(ZStudentSummary),
  /** The course's own teacher: someone else's for a course shared with you (P60). */
  teacher: ZCourseTeacher,
  /** The other teachers of the installation the course's teacher shared it with (P60). */
  coTeachers: zod.array(ZCourseTeacher),
});
export type TCourse = zod.infer<typeof ZCourse>;
