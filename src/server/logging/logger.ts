import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { toSafeError } from './safe-error';
import { urlForLog } from './url-for-log';

/** Lines are gathered until this many bytes, then written together: a few dozen lines per write. */
const BATCH_BYTES = 4096;
/** However quiet the server, a line waits at most this long. */
const FLUSH_EVERY_MS = 1_000;
/** Lines waiting while standard output can't keep up; past this many bytes, new ones are dropped rather than grow without end. */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;

/**
 * Standard output, buffered and written asynchronously: a line is queued and the request moves on;
 * lines go out 4 KB at a time, or after a second at most. A write per line or two (pino's default)
 * was most of the log's cost: the server's CPU profile under the account bench spent 10 % in
 * logging before, 3.7 % now (bench/README.md, issue 27). pino registers the destination to be
 * flushed synchronously when the process exits (process.exit, as main.ts does on SIGTERM and
 * SIGINT, or an uncaught exception), so no line is lost at shutdown.
 */
export function standardOutput(): pino.DestinationStream {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
    maxLength: MAX_PENDING_BYTES,
  });
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
