import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { addressOf } from '../../shared/api-address';
import type { TFieldErrors } from '../../shared/errors';
import { ApiError, networkFailureErrors } from './api-error';
import { takeEarlyAnswer } from './first-data';
import { apiText } from './texts';

/** Narrow check instead of zod, so the login page bundle does not carry the schema library. */
function isErrorBody(value: unknown): value is { errors: TFieldErrors } {
  if (typeof value !== 'object' || value === null || !('errors' in value)) return false;
  const { errors } = value;
  if (typeof errors !== 'object' || errors === null) return false;
  return Object.values(errors).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));
}

function fallbackErrors(status: number): TFieldErrors {
  if (status === 401) return { session: [apiText.t('sessionEnded')] };
  if (status === 403) return { access: [apiText.t('accessNotAllowed')] };
  if (status === 404) return { request: [apiText.t('requestNotFound')] };
  if (status === 429) return { attempts: [apiText.t('tooManyAttempts')] };
  return { server: [apiText.t('serverFailed')] };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A part of the call: required when the endpoint needs it, optional when every field of it is. */
type TPart<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call carries besides the endpoint. `headers`: e.g. `Idempotency-Key` on an order (P16). */
export type TCallOptions<E extends Endpoint> = TPart<'params', ParamsOf<E>> &
  TPart<'query', QueryOf<E>> &
  TPart<'body', BodyOf<E>> & { headers?: Record<string, string> };

type TOptionsArgument<E extends Endpoint> =
  object extends TCallOptions<E> ? [options?: TCallOptions<E>] : [options: TCallOptions<E>];

/** An endpoint's address for a plain link, such as a download the browser saves itself. */
export function urlOf<E extends Endpoint>(
  endpoint: E,
  parts: TPart<'params', ParamsOf<E>> & TPart<'query', QueryOf<E>>,
): string {
  const { params, query } = parts as { params?: Record<string, string>; query?: Record<string, unknown> };
  return addressOf(endpoint.path, params, query);
}

/**
 * The one way the web client talks to the API: an endpoint of the contract (src/shared/api) with
 * its params, query and body. The session lives in an HttpOnly cookie the server sets at login, so
 * no token is ever read or stored here (`credentials: 'same-origin'`). Resolves with the parsed
 * JSON body (undefined for 204); throws ApiError otherwise.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: TOptionsArgument<E>
): Promise<ResponseOf<E>> {
  const {
    params,
    query,
    body,
    headers: extraHeaders,
  } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const address = addressOf(endpoint.path, params, query);
  const early = endpoint.method === 'GET' && extraHeaders === undefined ? takeEarlyAnswer(address) : undefined;
  if (early && 'json' in early) return early.json as ResponseOf<E>;
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  // An upload (a roster's zip) travels as its bytes; every other body as JSON.
  const upload = endpoint.requestContentType;
  if (body !== undefined) headers['Content-Type'] = upload ?? 'application/json';

  let response: Response;
  try {
    response = await (early?.response ??
      fetch(address, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : upload ? (body as BodyInit) : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, networkFailureErrors());
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, isErrorBody(parsed) ? parsed.errors : fallbackErrors(response.status));
  }
  return parsed as ResponseOf<E>;
}
