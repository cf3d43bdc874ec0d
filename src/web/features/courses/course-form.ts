import { z } from 'zod';
import { zPeriod } from '../../../shared/courses';
import { LIMITS, MSG } from '../../../shared/messages';
import { zRequiredText } from '../../../shared/user';

/**
 * Seed 001 section 5: name required; period required and numeric. The period is typed as text so
 * an empty field reads 'Required' and letters read 'Numbers only', then the shared rule applies.
 */
export const ZCourseForm = z.object({
  name: zRequiredText(LIMITS.name),
  period: z
    .string()
    .trim()
    .min(1, MSG.required)
    .regex(/^\d+$/, MSG.numbersOnly)
    .transform((value) => Number(value))
    .pipe(zPeriod()),
});
export type TCourseFormInput = z.input<typeof ZCourseForm>;
export type TCourseFormValues = z.output<typeof ZCourseForm>;

export const EMPTY_COURSE_FORM: TCourseFormInput = { name: '', period: '' };

export function courseLabel(course: { name: string; period: number }): string {
  return `Period ${course.period} · ${course.name}`;
}
