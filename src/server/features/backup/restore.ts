/* eslint-disable lingui/no-unlocalized-strings -- the restore command's messages (scripts/restore.ts), read at a terminal by whoever runs the server, in English like its log */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';
import {
  appliedMigrations,
  type CatalogTable,
  type ForeignKey,
  foreignKeysInCycles,
  listTables,
  quoted,
} from './catalog';
import { cellLimits, checkCells } from './cell-limits';
import { BackupFileError, type TBackupValue } from './format';
import { refusalOf } from './load-failure';
import { type BackupPart, openBackup } from './read';
import { checkSchemaVersion, migrationsUpTo } from './schema-version';

/** Rows per INSERT, and a ceiling on the text sent at once (an audit entry's before/after can be long). */
const BATCH_ROWS = 5_000;
const BATCH_CHARS = 8_000_000;

/** The database to restore into already holds an installation: restore never mixes two. */
export class NotEmptyError extends Error {}

export interface RestoreSummary {
  rowCounts: Record<string, number>;
  /** The backup's schema version (migrations applied where it was taken). */
  migrations: number;
  /** Migrations run after loading, to bring an older backup up to this release. */
  upgraded: number;
}

/**
 * Loads a backup (its decompressed text) into an empty database (P45): checks the file's format and
 * schema version, migrates the database to that schema, refuses a database holding any row, then
 * inserts every table parents first, in batches, in one transaction, so a failed restore leaves
 * the database as empty as it was. A backup of an older schema is then upgraded by this release's
 * migrations, as the server would at start.
 */
export async function restoreBackup(database: Database, text: AsyncIterable<Buffer | string>): Promise<RestoreSummary> {
  const { header, parts } = await openBackup(text);
  const wanted = header.schema.migrations;
  checkSchemaVersion(wanted);

  const present = await appliedMigrations(database.db);
  if (present.length > wanted.length) {
    throw new NotEmptyError(
      `This database already has a newer schema (version ${present.length}) than the backup (version ${wanted.length}). Restore into a new, empty database.`,
    );
  }
  if (present.some((migration, i) => migration.hash !== wanted[i]?.hash)) {
    throw new NotEmptyError("This database's schema is not the backup's. Restore into a new, empty database.");
  }
  const cut = await migrationsUpTo(wanted.length);
  try {
    await database.migrate({ migrationsFolder: cut.folder });
  } finally {
    await cut.remove();
  }

  const rowCounts = await database.db
    .transaction(async (tx) => {
      const tables = await listTables(tx);
      await refuseNonEmpty(tx, tables);
      const cyclic = await foreignKeysInCycles(tx);
      await setDeferrable(tx, cyclic, true);
      const counts = await loadTables(tx, tables, parts);
      // The deferred keys are checked here, all at once: a row pointing nowhere fails the restore.
      if (cyclic.length > 0) await tx.execute(sql.raw('set constraints all immediate'));
      await setDeferrable(tx, cyclic, false);
      await resetSequences(tx);
      return counts;
    })
    .catch((error: unknown) => {
      // The failed statement holds the rows it carried (names, hashes): never let it reach the terminal.
      throw error instanceof BackupFileError || error instanceof NotEmptyError ? error : refusalOf(error);
    });
  const { applied } = await database.migrate();
  return { rowCounts, migrations: wanted.length, upgraded: applied };
}

/**
 * Keys in a cycle of tables (or of a table to itself) are checked at the end of the load instead of
 * row by row, then made as they were: the change is part of the restore's transaction.
 */
async function setDeferrable(tx: Tx, keys: ForeignKey[], deferred: boolean): Promise<void> {
  const mode = deferred ? 'deferrable initially deferred' : 'not deferrable';
  for (const key of keys) {
    await tx.execute(sql.raw(`alter table ${quoted(key.table)} alter constraint ${quoted(key.name)} ${mode}`));
  }
}

async function refuseNonEmpty(tx: Tx, tables: CatalogTable[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ filled: boolean }>(
      tx,
      sql.raw(`select exists (select 1 from ${quoted(table.name)}) as filled`),
    );
    if (row?.filled) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new NotEmptyError(
      `This database is not empty (${filled.join(', ')} ${filled.length === 1 ? 'has' : 'have'} rows). Restore only into a new, empty database: one that Classmint has never started on.`,
    );
  }
}

async function loadTables(tx: Tx, tables: CatalogTable[], parts: AsyncGenerator<BackupPart>) {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const rowCounts: Record<string, number> = {};
  let current: { table: CatalogTable; order: number[]; limits: number[] } | null = null;
  let batch: TBackupValue[][] = [];
  let batchChars = 0;
  const flush = async () => {
    if (current && batch.length > 0) await insertBatch(tx, current.table, current.order, batch);
    batch = [];
    batchChars = 0;
  };

  for await (const part of parts) {
    if (part.kind === 'table') {
      const table = byName.get(part.table.name);
      if (!table) throw new BackupFileError(`The backup has a table this database lacks: ${part.table.name}.`);
      if (table.name in rowCounts)
        throw new BackupFileError(`The backup file is damaged: it holds ${table.name} twice.`);
      const order = columnOrder(
        table,
        part.table.columns.map((c) => c.name),
      );
      current = { table, order, limits: cellLimits(table, order) };
      rowCounts[table.name] = 0;
    } else if (part.kind === 'row') {
      if (!current) throw new BackupFileError('The backup file is damaged: a row outside any table.');
      if (part.row.length !== current.order.length) {
        throw new BackupFileError(`The backup file is damaged: a row of ${current.table.name} has the wrong length.`);
      }
      checkCells(current.table, current.order, current.limits, part.row);
      batch.push(part.row);
      batchChars += part.chars;
      rowCounts[current.table.name] = (rowCounts[current.table.name] ?? 0) + 1;
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
    } else if (part.kind === 'tableEnd') {
      await flush();
      current = null;
    } else {
      checkWhole(tables, rowCounts, part.rowCounts);
    }
  }
  return rowCounts;
}

/**
 * A whole backup holds every table of its schema version, once, and its footer counts exactly the
 * rows it holds: a file that lost a table (one no other table points at, so no key would miss it)
 * or was edited is refused rather than restored as if whole.
 */
function checkWhole(tables: CatalogTable[], loaded: Record<string, number>, footer: Record<string, number>): void {
  const missing = tables.map((t) => t.name).filter((name) => !(name in loaded));
  if (missing.length > 0) {
    throw new BackupFileError(
      `The backup file is incomplete: it lacks ${missing.length === 1 ? 'the table' : 'the tables'} ${missing.join(', ')} of its schema version.`,
    );
  }
  for (const name of new Set([...Object.keys(loaded), ...Object.keys(footer)])) {
    if (loaded[name] !== footer[name]) {
      throw new BackupFileError(
        `The backup file is damaged: its last line counts ${String(footer[name] ?? 'no')} rows of ${name}, and it holds ${loaded[name] ?? 0}.`,
      );
    }
  }
}

/**
 * Where each of the backup's columns is in the database's table. The schema versions match, so the
 * columns are the same; a file whose columns differ was edited or damaged.
 */
function columnOrder(table: CatalogTable, names: string[]): number[] {
  const known = table.columns.map((c) => c.name);
  const order = names.map((name) => known.indexOf(name));
  if (order.some((i) => i < 0) || new Set(names).size !== known.length || names.length !== known.length) {
    throw new BackupFileError(`The backup file's columns of ${table.name} do not match this database's.`);
  }
  return order;
}

/**
 * One INSERT of many rows, sent as a single JSON parameter: each value is cast from its text by the
 * column's own type (the same text the backup read out), so nothing is rounded on the way and no
 * statement runs into the parameter limit.
 */
async function insertBatch(tx: Tx, table: CatalogTable, order: number[], rows: TBackupValue[][]): Promise<void> {
  const columns = order.map((at) => table.columns[at]!);
  const values = columns.map((column, i) => `(r ->> ${i})::${column.type}`).join(', ');
  const names = columns.map((column) => quoted(column.name)).join(', ');
  await tx.execute(
    sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(names)}) select ${sql.raw(values)} from json_array_elements(${JSON.stringify(rows)}::json) as r`,
  );
}

/** Sequences behind serial or identity columns continue after the rows restored (none in today's schema). */
async function resetSequences(tx: Tx): Promise<void> {
  const owned = await queryRows<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select c.relname as "table", a.attname as "column", pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
  );
  for (const { table, column, sequence } of owned) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, coalesce(max(${sql.raw(quoted(column))}), 1), max(${sql.raw(quoted(column))}) is not null) from ${sql.raw(quoted(table))}`,
    );
  }
}
