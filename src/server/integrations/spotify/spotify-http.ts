/**
 * One request to Spotify, answered as a value: the body, or what went wrong in terms the jukebox
 * can explain. Every request has a deadline, so a Spotify that hangs costs a few seconds of one
 * request and never holds the rest of the app (issue 10, "Failure handling").
 */

/** What Spotify's answers mean for the jukebox. */
export type SpotifyFailure =
  | { kind: 'noDevice' }
  | { kind: 'premiumRequired' }
  /** Refused for the account: in development mode, a user missing from the app's user list ('' when Spotify said nothing). */
  | { kind: 'forbidden'; message: string }
  /** The access token is no longer accepted (the caller refreshes once and tries again). */
  | { kind: 'unauthorized' }
  /** The refresh token was revoked or the app's credentials changed: the teacher connects again. */
  | { kind: 'invalidGrant' }
  | { kind: 'notFound' }
  /** `message`: Spotify's own words, '' when it gave none (the refusal then names the status). */
  | { kind: 'badRequest'; message: string; status: number }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }
  | { kind: 'timeout' };

export type SpotifyResult<T> = { ok: true; value: T } | { ok: false; failure: SpotifyFailure };

export const spotifyOk = <T>(value: T): SpotifyResult<T> => ({ ok: true, value });
export const spotifyFailed = (failure: SpotifyFailure): { ok: false; failure: SpotifyFailure } => ({
  ok: false,
  failure,
});

export interface SpotifyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** Spotify asks for at most this long a pause; a longer or missing Retry-After is read as this. */
const MAX_RETRY_AFTER_SECONDS = 600;
const DEFAULT_RETRY_AFTER_SECONDS = 5;

export async function spotifyFetch(request: SpotifyRequest): Promise<SpotifyResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return spotifyFailed(
      name === 'TimeoutError' || name === 'AbortError' ? { kind: 'timeout' } : { kind: 'unavailable' },
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return spotifyFailed({ kind: 'timeout' });
  }
  const body = parseJson(text);
  if (response.ok) {
    // Spotify answers with JSON or with nothing. Anything else with a 2xx (a school proxy's or a
    // captive portal's page) is not Spotify agreeing to anything (issue 27).
    return body === NOT_JSON ? spotifyFailed({ kind: 'unavailable' }) : spotifyOk(body);
  }
  return spotifyFailed(
    failureOf(response.status, response.headers.get('retry-after'), body === NOT_JSON ? null : body),
  );
}

const NOT_JSON = Symbol('NOT_JSON');

/** The body as JSON; null when empty; NOT_JSON when it is something else. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** Spotify's error bodies: the Web API's `{"error":{"status","message","reason"}}`, the accounts service's `{"error","error_description"}`. */
function errorParts(body: unknown): { message: string; reason: string; code: string } {
  if (typeof body !== 'object' || body === null) return { message: '', reason: '', code: '' };
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') {
    const description = (body as { error_description?: unknown }).error_description;
    return { message: typeof description === 'string' ? description : '', reason: '', code: error };
  }
  if (typeof error === 'object' && error !== null) {
    const { message, reason } = error as { message?: unknown; reason?: unknown };
    return {
      message: typeof message === 'string' ? message : '',
      reason: typeof reason === 'string' ? reason : '',
      code: '',
    };
  }
  return { message: '', reason: '', code: '' };
}

function failureOf(status: number, retryAfter: string | null, body: unknown): SpotifyFailure {
  const { message, reason, code } = errorParts(body);
  if (status === 429) return { kind: 'rateLimited', retryAfterSeconds: retryAfterSecondsOf(retryAfter) };
  if (code === 'invalid_grant' || code === 'invalid_client') return { kind: 'invalidGrant' };
  if (status === 401) return { kind: 'unauthorized' };
  if (reason === 'NO_ACTIVE_DEVICE' || /no active device/i.test(message)) return { kind: 'noDevice' };
  if (reason === 'PREMIUM_REQUIRED' || /premium required/i.test(message)) return { kind: 'premiumRequired' };
  if (status === 403) return { kind: 'forbidden', message };
  if (status === 404) return { kind: 'notFound' };
  if (status >= 400 && status < 500) return { kind: 'badRequest', message, status };
  return { kind: 'unavailable' };
}

/** Retry-After in seconds (Spotify sends whole seconds; an HTTP date is read too). */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number {
  if (header === null) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header.trim());
  const value = Number.isFinite(seconds) ? seconds : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(value)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(value)));
}
