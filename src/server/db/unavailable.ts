/**
 * Tells a database that is away (stopped, restarting, unreachable, out of connections) from a
 * fault in our code, so the first answers 503 "try again" and the second a 500.
 */

// SQLSTATE classes and codes that mean "the server can't serve you now", not "your query is wrong".
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300|53400)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
// node-postgres reports lost connections and pool timeouts with plain messages and no code.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True when `error`, or any error it wraps (drizzle wraps the driver's in `cause`), says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as ErrorLike;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
