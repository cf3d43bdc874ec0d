import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/raw';
import * as schema from '../../src/server/db/all-tables';
import { listTables } from '../../src/server/features/backup/catalog';
import { backupStream, restoreBackup, type RestoreSummary } from '../../src/server/features/backup';
import { withDatabase } from './postgres-urls';

/** A database nothing has touched (not even migrated): what `npm run restore` expects. */
export interface EmptyDatabase {
  database: Database;
  discard(): Promise<void>;
}

export async function emptyPglite(): Promise<EmptyDatabase> {
  const database = await openDatabase({ driver: 'pglite' });
  return { database, discard: () => database.close() };
}

/** A new PostgreSQL database of its own (not a copy of the test template, which is migrated). */
export async function emptyPostgres(serverUrl: string): Promise<EmptyDatabase> {
  const name = `classmint_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ driver: 'pg', url: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    database,
    async discard() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The backup file's bytes, as `npm run backup` and the admin's download make them. */
export async function backupBytes(database: Database): Promise<Buffer> {
  const { stream, finished } = backupStream(database);
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  })();
  await Promise.all([finished, collected]);
  return Buffer.concat(chunks);
}

export function restoreBytes(database: Database, bytes: Buffer): Promise<RestoreSummary> {
  return restoreBackup(database, Readable.from([bytes]).pipe(createGunzip()));
}

/** Every table the app's drizzle schema declares. */
export function schemaTableNames(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table).name)
    .sort();
}

/**
 * Every row of every table of the schema as PostgreSQL prints it (`to_jsonb`, times in UTC),
 * sorted: two databases holding the same rows with the same values give equal answers. Written
 * apart from the backup's own encoding, so it checks it rather than repeats it.
 */
export async function tableContents(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local timezone = 'UTC'"));
    const contents: Record<string, string[]> = {};
    for (const name of schemaTableNames()) {
      const rows = await queryRows<{ row: string }>(tx, sql.raw(`select to_jsonb(t)::text as row from "${name}" t`));
      contents[name] = rows.map((r) => r.row).sort();
    }
    return contents;
  });
}

/** How many rows the database's tables hold in all (0 for a database never migrated). */
export async function rowsIn(database: Database): Promise<number> {
  let total = 0;
  for (const table of await listTables(database.db)) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${table.name}"`),
    );
    total += row?.n ?? 0;
  }
  return total;
}
