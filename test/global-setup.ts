import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from './support/postgres-urls';

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it:
 * a PGlite data-folder tarball or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ driver: 'pg', url: withDatabase(url, TEMPLATE_DATABASE), poolSize: 1 });
    await template.migrate();
    await template.close();
    project.provide('databaseTemplate', { driver: 'pg', url });
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'classmint-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  // Gzipped, the 42 MB tarball (mostly an empty WAL segment) is under 6 MB: every test file's load
  // then copies and reads a small Blob and inflates it natively, about 0.6 s of CPU less per database.
  await writeFile(file, gzipSync(Buffer.from(await (await database.dump()).arrayBuffer()), { level: 1 }));
  await database.close();
  project.provide('databaseTemplate', { driver: 'pglite', file });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { driver: 'pglite'; file: string } | { driver: 'pg'; url: string };
  }
}
