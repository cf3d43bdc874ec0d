import * as zod from 'zod';
import { zPeriod } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { zRequiredText } from '../../../shared/user';
import { zNumberText } from '../../components/form/number-text';

/**
 * Seed 001 section 5: name required; period required and numeric. The period is typed as text so
 * an empty field reads 'Required' and letters read 'Numbers only', then the shared rule applies
 * (a negative period says 'Cannot be negative').
 */
export const ZCourseForm = zod.object({
  name: zRequiredText(LIMITS.name),
  period: zNumberText(zPeriod()),
});
export type TCourseFormInput = zod.input<typeof ZCourseForm>;
export type TCourseFormValues = zod.output<typeof ZCourseForm>;

export const EMPTY_COURSE_FORM: TCourseFormInput = { name: '', period: '' };
