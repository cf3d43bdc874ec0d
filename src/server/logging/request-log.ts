import type { FastifyInstance } from 'fastify';
import { urlForLog } from './url-for-log';

/**
 * One line per request, when its answer has gone: method, address (without query secrets),
 * status, milliseconds, the client's address, and the request id every line of the request carries.
 * Fastify's own pair of lines (one as a request arrives, one as it is answered) is turned off in
 * app.ts: half the lines, and one line has all a reader needs.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: urlForLog(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}
