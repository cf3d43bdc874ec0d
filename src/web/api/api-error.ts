import type { TFieldErrors } from '../../shared/errors';
import { apiText } from './texts';

/**
 * A refused or failed request. `errors` always has the API's `{key: [messages]}` shape, even for
 * failures that never reached the server, so every screen can show it with one ErrorList.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldErrors;

  constructor(status: number, errors: TFieldErrors) {
    super(Object.values(errors).flat()[0] ?? apiText.t('requestFailed', { status: String(status) }));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** status 0: the request never got an answer (offline, server down, blocked); in the reader's language. */
export function networkFailureErrors(): TFieldErrors {
  return { connection: [apiText.t('connectionFailed')] };
}

/** The errors of any thrown value, in the API's shape. */
export function errorsOf(error: unknown): TFieldErrors {
  if (error instanceof ApiError) return error.errors;
  return { something: [apiText.t('somethingWentWrong')] };
}

/** Several calls made as one action (the settings save) fail as one error with all their keys. */
export function mergeApiErrors(errors: readonly unknown[]): ApiError {
  const merged: TFieldErrors = {};
  let status = 0;
  for (const error of errors) {
    if (error instanceof ApiError && status === 0) status = error.status;
    for (const [key, messages] of Object.entries(errorsOf(error))) {
      merged[key] = [...(merged[key] ?? []), ...messages];
    }
  }
  return new ApiError(status, merged);
}
