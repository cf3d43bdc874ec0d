/**
 * Query parameters whose values are secrets: Spotify's and the school's sign-in's redirects back
 * carry a one-time `code` and the `state` (and some providers a `session_state` or tokens).
 */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'session_state',
  'nonce',
  'id_token',
  'token',
  'access_token',
  'refresh_token',
  'password',
  'secret',
  'key',
]);

/**
 * A request's address as the log shows it: the path and query as sent, except the values of
 * parameters that are secrets, so neither a one-time code nor a token lands in a log file.
 */
export function urlForLog(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      const name = decodeName(equals < 0 ? parameter : parameter.slice(0, equals));
      return SECRET_PARAMETERS.has(name.toLowerCase())
        ? `${parameter.slice(0, equals < 0 ? undefined : equals)}=[redacted]`
        : parameter;
    });
  return `${url.slice(0, queryAt)}?${parameters.join('&')}`;
}

/** `%63ode` is `code` too; a name that can't be decoded is compared as sent. */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
