import './zod-setup';

/**
 * A zod check's message, read when the check fails rather than when the schema is made, so it is
 * in the language of the request or the page (P51): `.min(1, says(() => sharedText.t('required')))`.
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
