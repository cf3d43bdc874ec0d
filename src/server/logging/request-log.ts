import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { urlForLog } from './url-for-log';

/**
 * One line per request, when its answer has gone: method, address (without query secrets),
 * status, milliseconds and the client's address, with the request id every line of the request
 * carries. Fastify's own pair of lines (one as a request arrives, one as it is answered) halved
 * what a busy server could serve for no more than this line says (issue 27).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: urlForLog(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    // An error here is the answer failing on its way out (the connection broke), not the handler's.
    if (error) reply.log.warn({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
