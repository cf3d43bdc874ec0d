import Fastify, { type FastifyInstance } from 'fastify';

/** The baseline: the smallest Fastify app answering JSON, with the same logging (none). */
export function buildHelloServer(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return app;
}
