import * as zod from 'zod';
import { MAX_PASS_MINUTES } from '../../../shared/hallpasses';
import { hallText } from '../../../shared/hall-texts/texts';
import { LIMITS, says } from '../../../shared/messages';
import { sharedText } from '../../../shared/texts';
import { zRequiredText } from '../../../shared/user';
import { zNumberText } from '../../components/form/number-text';

/**
 * Seed 000 section 5: createdBy, destination and duration required ('Required'), duration numeric
 * ('Numbers only'); then the server's own bounds, so the form refuses what the server would. The
 * cost (0 = free, P34) is asked only for a new pass; an edit keeps what was charged.
 */
export const ZPassForm = zod.object({
  destination: zRequiredText(LIMITS.name),
  duration: zNumberText(
    zod
      .number()
      .int(says(() => sharedText.t('wholeNumbersOnly')))
      .min(
        1,
        says(() => sharedText.t('atLeastOneMinute')),
      )
      .max(
        MAX_PASS_MINUTES,
        says(() => hallText.t('atMostMinutes', { max: MAX_PASS_MINUTES })),
      ),
  ),
  createdBy: zRequiredText(LIMITS.name),
  cost: zNumberText(
    zod
      .number()
      .int(says(() => sharedText.t('wholeNumbersOnly')))
      .min(
        0,
        says(() => sharedText.t('notNegative')),
      )
      .max(
        LIMITS.points,
        says(() => sharedText.t('atMost', { max: LIMITS.points })),
      ),
  ),
});
export type TPassFormInput = zod.input<typeof ZPassForm>;
export type TPassFormValues = zod.output<typeof ZPassForm>;
