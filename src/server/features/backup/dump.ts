/* eslint-disable lingui/no-unlocalized-strings -- SQL and the backup file's own layout: nothing here is read by a person */
import { type SQL, sql } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';
import { appliedMigrations, type CatalogTable, listTables, quoted } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  footerLine,
  headerLine,
  rowLine,
  tableEndLine,
  tableStartLine,
  type TBackupValue,
} from './format';

/** Rows read per round trip: large enough to keep the trips few, small enough to keep memory flat. */
const FETCH_ROWS = 2_000;
/** Types JSON holds exactly as themselves; every other value travels as PostgreSQL's text for it. */
const NATIVE_TYPES = new Set(['boolean', 'smallint', 'integer']);

export interface BackupSummary {
  rowCounts: Record<string, number>;
  migrations: number;
}

/** Receives the file's text in order; resolves when more may be written (backpressure). */
export type WriteText = (text: string) => Promise<void>;

/**
 * Writes the whole installation (format.ts) from one snapshot: a read-only REPEATABLE READ
 * transaction sees every table as of one instant, so an order, its charge and its stock change are
 * all in the file or all not, however busy the school is meanwhile (P45). Tables are read through a
 * cursor, a few thousand rows at a time, and written as they come.
 */
export async function writeBackup(database: Pick<Database, 'db' | 'driver'>, write: WriteText): Promise<BackupSummary> {
  return database.db.transaction(async (tx) => {
    // First statement of the transaction, as PostgreSQL requires; PGlite has one connection anyway.
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    // Values are printed the same way whichever server and settings: UTC ISO times, exact floats.
    await tx.execute(sql.raw("set local timezone = 'UTC'"));
    await tx.execute(sql.raw("set local datestyle = 'ISO, YMD'"));
    await tx.execute(sql.raw('set local extra_float_digits = 3'));
    await tx.execute(sql.raw("set local intervalstyle = 'postgres'"));

    const migrations = await appliedMigrations(tx);
    const tables = await listTables(tx);
    await write(
      headerLine({
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        source: database.driver,
        schema: { migrations },
      }),
    );
    const rowCounts: Record<string, number> = {};
    for (const [i, table] of tables.entries()) {
      await write(tableStartLine(table, i === 0));
      rowCounts[table.name] = await writeRows(tx, table, write);
      await write(tableEndLine());
    }
    await write(footerLine(rowCounts));
    return { rowCounts, migrations: migrations.length };
  });
}

async function writeRows(tx: Tx, table: CatalogTable, write: WriteText): Promise<number> {
  const selected: SQL[] = table.columns.map((column, i) =>
    sql.raw(`${quoted(column.name)}${NATIVE_TYPES.has(column.type) ? '' : '::text'} as c${i}`),
  );
  await tx.execute(
    sql`declare classmint_backup no scroll cursor for select ${sql.join(selected, sql`, `)} from ${sql.raw(quoted(table.name))}`,
  );
  let count = 0;
  for (;;) {
    const rows = await queryRows<Record<string, TBackupValue>>(
      tx,
      sql.raw(`fetch forward ${FETCH_ROWS} from classmint_backup`),
    );
    if (rows.length === 0) break;
    let text = '';
    for (const row of rows) {
      text += rowLine(
        table.columns.map((_, i) => row[`c${i}`] ?? null),
        count === 0,
      );
      count++;
    }
    await write(text);
  }
  await tx.execute(sql.raw('close classmint_backup'));
  return count;
}

/**
 * A WriteText into a stream (a gzip stream, a file): waits for 'drain' when the stream is full, and
 * fails when the stream is gone (the admin's download cancelled), which ends the transaction.
 */
export function writeTextTo(stream: Writable): WriteText {
  return async (text) => {
    if (stream.destroyed) throw new Error('the backup was cancelled: its destination closed');
    if (stream.write(text)) return;
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        stream.off('close', closed);
        resolve();
      };
      const closed = () => {
        stream.off('drain', drained);
        reject(new Error('the backup was cancelled: its destination closed'));
      };
      stream.once('drain', drained);
      stream.once('close', closed);
    });
  };
}
