import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-urls';

export interface AppInstance {
  app: FastifyInstance;
  database: Database;
}

/**
 * Several app instances behind one load balancer, as far as a test can tell: each with its own
 * pool and listeners, on one fresh PostgreSQL database copied from the test template. PostgreSQL
 * only (`usable` is false on PGlite, which is one process's database).
 */
export function pgInstances() {
  const template = inject('databaseTemplate');
  const adminUrl = template.driver === 'pg' ? template.url : '';
  const name = `classmint_test_${randomBytes(6).toString('hex')}`;
  const instances: AppInstance[] = [];

  /** A query as the database superuser, on its own connection (terminating backends, creating databases). */
  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  return {
    usable: template.driver === 'pg',
    name,
    instances,
    admin,
    /** A plain connection to this database, for changes made outside the app. */
    databaseUrl: () => withDatabase(adminUrl, name),
    async createDatabase(): Promise<void> {
      await admin((c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
    },
    async start(env: Record<string, string> = {}): Promise<AppInstance> {
      const database = await openDatabase({ driver: 'pg', url: withDatabase(adminUrl, name), poolSize: 4 });
      const config = readConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent-web-build', ...env });
      const app = await buildApp({ database, config, validateResponses: true });
      await app.ready();
      const instance = { app, database };
      instances.push(instance);
      return instance;
    },
    async closeAll(): Promise<void> {
      for (const { app, database } of instances.splice(0)) {
        await app.close();
        await database.close();
      }
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
