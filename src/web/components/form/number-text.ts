import * as zod from 'zod';
import { says } from '../../../shared/messages';
import { sharedText } from '../../../shared/texts';

/** A number as typed: optional sign, digits, optional decimals. */
export const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A number typed as text. Empty says 'Required', anything that isn't a number 'Numbers only'
 * (seed 001 section 5), and a number the field's own rule refuses says why: 'Cannot be negative'
 * for -3, 'Whole numbers only' for 2.5, never 'Numbers only' for something that is a number.
 */
export const zNumberText = (rule: zod.ZodType<number, number>) =>
  zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .regex(
      NUMBER_TEXT,
      says(() => sharedText.t('numbersOnly')),
    )
    .transform(Number)
    .pipe(rule);

/** The same check for a plain text field outside a form: the message, or null when it is valid. */
export function numberTextError(value: string, rule: zod.ZodType<number, number>): string | null {
  const result = zNumberText(rule).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? sharedText.t('numbersOnly'));
}
