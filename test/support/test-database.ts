import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-urls';

/**
 * A fresh, migrated database for one test file, on the driver this run uses: PGlite for
 * `npm test`, PostgreSQL for `npm run test:pg` (DATABASE_URL). Close it with `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.driver === 'pglite') {
    const tarball = await readFile(template.file);
    // The type tells PGlite to gunzip it (global-setup.ts writes it gzipped).
    return openDatabase({ driver: 'pglite', loadDataDir: new Blob([tarball], { type: 'application/gzip' }) });
  }

  const name = `classmint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    // Two files copying the template at the same instant can collide; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ driver: 'pg', url: withDatabase(template.url, name), poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
