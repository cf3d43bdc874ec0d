import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { errorBody } from './errors';
import { serverHttpText } from './texts';

/** Headers are a few KB at most: this long is plenty on any link, and a trickle of them ends sooner. */
const HEADERS_TIMEOUT_MS = 20_000;
/** Node checks for requests past their time on this period (its default, 30 s, would let them run on). */
const CHECK_EVERY_MS = 5_000;

/**
 * How long a client has to send a request (`REQUEST_TIMEOUT_MS`, headers and body together; the
 * headers alone at most 20 s): past it the server answers 408 and hangs up, so a body sent a byte
 * at a time holds no connection for long. The clock stops once the request has arrived: a slow
 * answer, and a live-update stream that lasts for hours, are not limited by it. No idle timeout on
 * the socket (Fastify's `connectionTimeout`) either: a stream is quiet between heartbeats, and a
 * request's own time is bounded here. docs/scaling.md says how these sit with a proxy's.
 */
export function requestTimeoutOptions(requestTimeoutMs: number): Partial<FastifyHttpOptions<Server>> {
  const headersTimeout = Math.min(requestTimeoutMs, HEADERS_TIMEOUT_MS);
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, Math.ceil(headersTimeout / 4)),
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * What Node refuses before a route can answer (a request that took too long to arrive, headers too
 * large, bytes that aren't HTTP) in the API's error shape, written to the socket, which then closes.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, errors] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { request: [serverHttpText.t('tookTooLong')] }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { headers: [serverHttpText.t('headersTooLarge')] }]
        : [400, { request: [serverHttpText.t('couldNotBeRead')] }];
  const body = JSON.stringify(errorBody(errors));
  if (socket.writable) {
    /* eslint-disable lingui/no-unlocalized-strings -- the HTTP answer's head, not a text */
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    /* eslint-enable lingui/no-unlocalized-strings */
  }
  socket.destroy(error);
}
