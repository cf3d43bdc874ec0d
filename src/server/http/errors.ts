import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { errorKeyFromPath, REFUSAL_STATUS, type TErrorBody, type TFieldErrors } from '../../shared/errors';
import { BusyError } from '../common/limiter';
import { isLockConflict } from '../db/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Refusal } from '../outcome';
import { serverHttpText } from './texts';

/** The one place refusal codes become HTTP statuses: services answer refusals as values and never import HTTP. */
export function statusOfRefusal(refusal: Refusal): number {
  return REFUSAL_STATUS[refusal.code];
}

export function errorBody(errors: TFieldErrors): TErrorBody {
  return { errors };
}

/** The error key of an input path, without the body's envelope: `["user","firstName"]` is `firstName`. */
export function fieldKey(path: readonly PropertyKey[], wrapperKey?: string): string {
  return errorKeyFromPath(wrapperKey && path[0] === wrapperKey && path.length > 1 ? path.slice(1) : path);
}

/**
 * Zod issues keyed by field. `wrapperKey` drops the envelope (`user`, `settings`) so a bad
 * `{"user":{"username":""}}` reads `username`, as the form names it.
 */
export function fieldErrorsFromZod(error: ZodError, wrapperKey?: string): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const list = (errors[fieldKey(path, wrapperKey)] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    // A field the caller may not send is named itself, so the message reads "role cannot be changed here".
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) add([...issue.path, key], serverHttpText.t('cannotBeChangedHere'));
    else add(issue.path, issue.message);
  }
  return errors;
}

const RETRY_AFTER_SECONDS = 5;

/** Framework errors (bad JSON, body too large) get the API's error shape; faults get no details. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'ECONNRESET' && !request.raw.complete) {
      // The client hung up, or was hung up on (a body past REQUEST_TIMEOUT_MS, answered 408 then),
      // before its body arrived: no fault of ours, and no database outage for all its ECONNRESET.
      request.log.debug({ err: error }, 'the client went away before its request arrived');
      return reply.code(400).send(errorBody({ request: [serverHttpText.t('didNotArriveWhole')] }));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restarting, unreachable): the process stays up and answers until it returns.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody({ server: [serverHttpText.t('databaseUnavailable')] }));
    }
    if (isLockConflict(error)) {
      // Rolled back whole, so trying again is safe; logged as an error: the lock order was broken.
      request.log.error({ err: error }, 'lock conflict (see economy/LOCK-ORDER.md)');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(errorBody({ server: [serverHttpText.t('busy')] }));
    }
    if (error instanceof BusyError) {
      // A queue of work (checkouts) too long to join: a fault of capacity, not of the request.
      request.log.warn({ err: error }, 'busy');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody({ server: [serverHttpText.t('busy')] }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody({ server: [serverHttpText.t('genericServerError')] }));
    }
    if (status === 429) return reply.code(429).send(errorBody({ requests: [serverHttpText.t('tooManyRequests')] }));
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? serverHttpText.t('notValidJson')
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? serverHttpText.t('tooLarge')
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? serverHttpText.t('mustBeJson')
            : serverHttpText.t('couldNotBeRead');
    return reply.code(status).send(errorBody({ body: [message] }));
  });
}

/**
 * Validates input inside a handler, for routes whose body schema depends on who calls
 * (`POST /api/users` makes a teacher for the admin and a student for a teacher).
 */
export function parseWith<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
  wrapperKey: string,
): { ok: true; value: T } | { ok: false; refusal: { code: 'INVALID'; errors: TFieldErrors } } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, refusal: { code: 'INVALID', errors: fieldErrorsFromZod(result.error, wrapperKey) } };
}
