import { z } from 'zod';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

export const zPeriod = () =>
  z
    .number({ error: MSG.numbersOnly })
    .int(MSG.wholeNumbersOnly)
    .min(0, MSG.notNegative)
    .max(99, 'Cannot be more than 99');

/** `POST /api/courses` and `PUT /api/courses/{slug}` (seed 001 section 5: name required, period numeric). */
export const ZCourseInput = z.object({
  course: z.object({ name: zRequiredText(LIMITS.name), period: zPeriod() }),
});
export const ZCourseUpdate = z.object({
  course: z.object({ name: zRequiredText(LIMITS.name).optional(), period: zPeriod().optional() }),
});

/** Enroll or unenroll: `{course: {usernames: [...], slug}}` (seed 001 section 7). */
export const ZEnrollInput = z.object({
  course: z.object({
    usernames: z.array(z.string().trim().min(1).max(LIMITS.username)).min(1, 'Choose at least one student').max(1000),
    slug: z.string().optional(),
  }),
});

/** A student as teachers see them in lists (seed 000 section 3 "Student in a course"). */
export const ZStudentSummary = z.object({
  _id: z.string(),
  role: z.literal('student'),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasPrime: z.boolean(),
  anonymousSongs: z.boolean(),
  dropped: z.boolean(),
  course: z.object({ _id: z.string(), slug: z.string(), name: z.string(), period: z.number() }).nullable(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

export const ZCourse = z.object({
  _id: z.string(),
  name: z.string(),
  period: z.number(),
  slug: z.string(),
  playlistId: z.string().nullable(),
  /** Every student of the course, dropped ones included (they carry `dropped: true`). */
  students: z.array(ZStudentSummary),
});
export type TCourse = z.infer<typeof ZCourse>;
