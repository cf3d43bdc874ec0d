import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id is kept only when it is short and plain: it is echoed to the client and written in every log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request (Fastify's `genReqId`): a proxy's `X-Request-Id` when it looks like one, so
 * log lines join up across hops, else a new UUID. Fastify's own `requestIdHeader` would take the
 * header as sent (8 KB, markup) and never ask this function, so app.ts turns it off.
 */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
