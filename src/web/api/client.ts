import type { TFieldErrors } from '../../shared/errors';
import { ApiError, NETWORK_FAILURE_ERRORS } from './api-error';

type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Extra request headers, e.g. `Idempotency-Key` on an order (P16). */
export type TRequestOptions = { headers?: Record<string, string> };

/** Narrow check instead of zod, so the login page bundle does not carry the schema library. */
function isErrorBody(value: unknown): value is { errors: TFieldErrors } {
  if (typeof value !== 'object' || value === null || !('errors' in value)) return false;
  const { errors } = value;
  if (typeof errors !== 'object' || errors === null) return false;
  return Object.values(errors).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string'));
}

function fallbackErrors(status: number): TFieldErrors {
  if (status === 401) return { session: ['has ended. Please log in again.'] };
  if (status === 403) return { access: ['is not allowed for your account.'] };
  if (status === 404) return { request: ['was not found.'] };
  if (status === 429) return { attempts: ['are too many. Please wait a minute and try again.'] };
  return { server: ['could not finish the request. Please try again in a moment.'] };
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

/**
 * The one way the web client talks to the API. The session lives in an HttpOnly cookie the
 * server sets at login, so no token is ever read or stored here (`credentials: 'same-origin'`).
 * Resolves with the parsed JSON body (undefined for 204); throws ApiError otherwise.
 */
export async function apiRequest<TResponse>(
  method: THttpMethod,
  path: string,
  body?: unknown,
  options?: TRequestOptions,
): Promise<TResponse> {
  const headers: Record<string, string> = { ...options?.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_FAILURE_ERRORS);
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, isErrorBody(parsed) ? parsed.errors : fallbackErrors(response.status));
  }
  return parsed as TResponse;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: TRequestOptions) => apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
