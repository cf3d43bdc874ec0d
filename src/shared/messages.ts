import './zod-setup';
import { sharedText } from './texts';

/**
 * Texts the specification quotes, shared so the form and the server say the same thing. Each is
 * read when it is used, in the reader's language (P51): a schema made when its module loads asks
 * for it with `says`, so the text is read when the check fails.
 */
export const MSG = {
  get required() {
    return sharedText.t('required');
  },
  get numbersOnly() {
    return sharedText.t('numbersOnly');
  },
  get wholeNumbersOnly() {
    return sharedText.t('wholeNumbersOnly');
  },
  get notValidEmail() {
    return sharedText.t('notValidEmail');
  },
  get notValidUrl() {
    return sharedText.t('notValidUrl');
  },
  get percentRange() {
    return sharedText.t('percentRange');
  },
  get notNegative() {
    return sharedText.t('notNegative');
  },
  get passwordTooShort() {
    return sharedText.t('passwordTooShort');
  },
  tooLong: (max: number) => sharedText.t('tooLong', { max }),
  atMost: (max: number) => sharedText.t('atMost', { max }),
};

/**
 * A zod check's message, read when the check fails rather than when the schema is made, so it is
 * in the language of the request or the page (P51): `.min(1, says(() => MSG.required))`.
 */
export function says(text: () => string): { error: () => string } {
  return { error: () => text() };
}

/** Text limits where the seeds give none (P31). */
export const LIMITS = {
  name: 60,
  description: 140,
  username: 40,
  password: 128,
  roomNumber: 20,
  email: 254,
  /** Largest point amount any setting may hold; keeps sums far from integer overflow. */
  points: 1_000_000,
} as const;

export const MIN_PASSWORD_LENGTH = 8;
