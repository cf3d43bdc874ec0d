import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { buildHelloServer } from './hello-server';
import { startIdealAccountServer } from './ideal-account-server';
import { startIdealCheckoutServer } from './ideal-checkout-server';
import { type ServerMessage, type ServerSpec, specFromArgs } from './server-spec';

/**
 * The child process the bench measures: one server alone in its process, so the load generator
 * (in the parent) does not share its event loop. Tells the parent its port; closes on 'close'.
 *   serve.ts hello
 *   serve.ts app pg <url> <poolSize>
 *   serve.ts app pglite <dataDir>
 *   serve.ts ideal-account pg <url> <poolSize>
 *   serve.ts ideal-checkout pg <url> <poolSize>
 */

interface Serving {
  port: number;
  close(): Promise<void>;
}

async function listenFastify(app: FastifyInstance, database: Database | null): Promise<Serving> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return {
    port: address.port,
    close: async () => {
      await app.close();
      await database?.close();
    },
  };
}

async function start(spec: ServerSpec): Promise<Serving> {
  if (spec.kind === 'hello') return listenFastify(buildHelloServer(), null);
  if (spec.kind === 'ideal-account') return startIdealAccountServer(spec.url, spec.poolSize);
  if (spec.kind === 'ideal-checkout') return startIdealCheckoutServer(spec.url, spec.poolSize);
  const database =
    spec.driver === 'pg'
      ? await openDatabase({ driver: 'pg', url: spec.url, poolSize: spec.poolSize })
      : await openDatabase({ driver: 'pglite', dataDir: spec.dataDir });
  // The app's default log level (issue 43: the numbers are the ones a school gets), its lines written to
  // bench/results/server.log by server-process.ts; `LOG_LEVEL=silent npm run bench:account` measures without it.
  const logLevel = process.env.LOG_LEVEL;
  const config = readConfig({
    ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    WEB_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  // No e-mail leaves a bench run, whatever the environment's SMTP_URL says.
  return listenFastify(await buildApp({ database, config, mailer: { send: async () => undefined } }), database);
}

async function main(): Promise<void> {
  const send = (message: ServerMessage) => process.send?.(message);
  try {
    const serving = await start(specFromArgs(process.argv.slice(2)));
    let closing = false;
    const close = async () => {
      if (closing) return;
      closing = true;
      await serving.close();
      process.disconnect?.();
    };
    process.on('message', (message) => {
      if (message === 'close') void close();
    });
    // The parent went away without saying goodbye: don't outlive it.
    process.on('disconnect', () => void close());
    send({ ready: true, port: serving.port });
  } catch (error) {
    send({ ready: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exitCode = 1;
    process.disconnect?.();
  }
}

void main();
