import type { TFieldErrors, TRefusalCode } from '../shared/errors';
import { sharedText } from '../shared/texts';

/**
 * What a service answers: a value, or a refusal the person can act on. Expected refusals are
 * values rather than exceptions so every caller sees them in the types; only http/errors.ts maps them to HTTP.
 */
export interface Refusal {
  code: TRefusalCode;
  errors: TFieldErrors;
  /** When waiting is all it takes (a paused sign-in), how long: the answer's Retry-After header. */
  retryAfterSeconds?: number;
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
export type Refused = { ok: false; refusal: Refusal };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refuse(code: TRefusalCode, key: string, message: string): Refused {
  return { ok: false, refusal: { code, errors: { [key]: [message] } } };
}

/** The same refusal, saying how many seconds to wait before trying again. */
export function withRetryAfter(refused: Refused, seconds: number): Refused {
  return { ok: false, refusal: { ...refused.refusal, retryAfterSeconds: seconds } };
}

export function refuseMany(code: TRefusalCode, errors: TFieldErrors): Refused {
  return { ok: false, refusal: { code, errors } };
}

/** The answer for anything that doesn't exist or belongs to another teacher (P4: never reveal which). */
export function notFound(what: string): Refused {
  return refuse('NOT_FOUND', what, sharedText.t('notFound'));
}

/** Transforms the value of a success and passes a refusal through unchanged. */
export function mapOutcome<T, U>(outcome: Outcome<T>, present: (value: T) => U): Outcome<U> {
  return outcome.ok ? { ok: true, value: present(outcome.value) } : outcome;
}
