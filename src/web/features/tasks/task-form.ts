import * as zod from 'zod';
import { zMultiplier, zTotalPoints } from '../../../shared/assessments';
import { LIMITS } from '../../../shared/messages';
import { zRequiredText } from '../../../shared/user';

/** Edit assignment: the fields of `PUT /api/tasks/{slug}`, all present in the form. */
export const ZTaskForm = zod.object({
  title: zRequiredText(LIMITS.name),
  totalPoints: zTotalPoints(),
  multiplier: zMultiplier(),
});
export type TTaskFormInput = zod.input<typeof ZTaskForm>;
export type TTaskFormValues = zod.output<typeof ZTaskForm>;
