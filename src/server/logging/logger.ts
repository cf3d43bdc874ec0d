import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { toSafeError } from './safe-error';
import { urlForLog } from './url-for-log';

/** Lines waiting while standard output can't keep up; past this many bytes, new ones are dropped rather than grow without end. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;

/**
 * Standard output, written asynchronously: a line is queued and the process moves on, and lines
 * that arrive while a write is under way go out together in the next one. Writing every line
 * synchronously, as pino does by default, cost a busy server a large share of its throughput
 * (bench/README.md, issue 27). pino registers the destination to be flushed synchronously when
 * the process exits (process.exit, a signal handled by main.ts, an uncaught exception), so no line
 * is lost at shutdown.
 */
export function standardOutput(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, maxLength: MAX_PENDING_BYTES });
}

/** A request as a line that logs `{ req }` shows it (the framework's own lines; ours log fields). */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip };
}

/** Fastify's logger: the level, where lines go, and what never reaches them. */
export function loggerOptions(
  level: string,
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? standardOutput(),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Errors are logged without the values a failed query carried (hashes, settings secrets).
    serializers: { err: (error: unknown) => ({ ...toSafeError(error) }), req: requestForLog },
  };
}
