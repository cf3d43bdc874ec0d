import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { withDatabase } from './postgres-urls';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/server/db/migrations');

type TJournal = { entries: { tag: string }[] };

/**
 * A copy of the migrations as an earlier release shipped them: every migration up to and including
 * `lastTag` (e.g. '0009_jukebox_holds') and a journal cut after it. A database migrated from it has
 * that release's shape, so a test can fill it as that release would have and then upgrade it.
 */
export async function migrationsOfRelease(lastTag: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as TJournal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'classmint-release-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** An installation to upgrade: its database, and the same data opened by this release's code. */
export interface OldInstallation {
  database: Database;
  /** The same data, opened with this release's migrations (the database above is closed). */
  upgrade(): Promise<Database>;
  /** Drops what the test made (PostgreSQL: the database of its own). */
  discard(): Promise<void>;
}

/**
 * An empty database on this run's driver (PGlite in memory, or a PostgreSQL database of its own,
 * not a copy of the test template), migrated with the given release's migrations.
 */
export async function installRelease(migrationsFolder: string): Promise<OldInstallation> {
  const template = inject('databaseTemplate');
  if (template.driver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', migrationsFolder });
    await database.migrate();
    return {
      database,
      async upgrade() {
        const data = await database.dump();
        await database.close();
        return openDatabase({ driver: 'pglite', loadDataDir: data });
      },
      async discard() {},
    };
  }
  const name = `classmint_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(template.url, name);
  const database = await openDatabase({ driver: 'pg', url, poolSize: 4, migrationsFolder });
  await database.migrate();
  return {
    database,
    async upgrade() {
      await database.close();
      return openDatabase({ driver: 'pg', url, poolSize: 10 });
    },
    async discard() {
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The app of this release over an upgraded database, answers checked against the contract. */
export async function appOver(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    config: readConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent-web-build' }),
    validateResponses: true,
  });
  await app.ready();
  return app;
}
