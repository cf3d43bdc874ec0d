import * as zod from 'zod';
import { zAmount } from '../../../shared/ledger';
import { LIMITS, says } from '../../../shared/messages';
import { zRequiredText } from '../../../shared/user';
import { sharedText } from '../../../shared/texts';

/**
 * Seed 000 section 5: the amount is required ('Required') and numeric ('Numbers only'). Typed as
 * text so an empty field says 'Required' rather than 'Numbers only', then checked by the same
 * rule as the server (whole points, at least 1).
 */
export const zAmountText = () =>
  zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .regex(
      /^[+-]?(\d+\.?\d*|\.\d+)$/,
      says(() => sharedText.t('numbersOnly')),
    )
    .transform(Number)
    .pipe(zAmount());

export const ZTransactionForm = zod.object({
  amount: zAmountText(),
  description: zRequiredText(LIMITS.description),
});
export type TTransactionFormInput = zod.input<typeof ZTransactionForm>;
export type TTransactionFormValues = zod.output<typeof ZTransactionForm>;

export const EMPTY_TRANSACTION_FORM: TTransactionFormInput = { amount: '', description: '' };
