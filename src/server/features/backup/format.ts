/**
 * The backup file (P45): one JSON document, gzip-compressed. Documented for operators in
 * docs/backup.md; this is the shape the code writes and reads.
 *
 * The document is laid out one thing per line, so both sides stream it (a school's ledger is about
 * a million rows, more than should sit in memory at once) while the file stays plain JSON that any
 * tool can open:
 *
 *   {"format":"classmint-backup","formatVersion":1,"createdAt":"…","source":"pg","schema":{…},"tables":[
 *   {"name":"users","columns":[{"name":"id","type":"uuid"},…],"rows":[
 *   ["0b5f…","ada",…],
 *   ["9c1e…","sam",…]
 *   ]},
 *   {"name":"courses",…,"rows":[
 *   ]}
 *   ],"rowCounts":{"users":2,"courses":0,…},"complete":true}
 *
 * A row is an array in the order of its table's `columns`. A value is `null`, `true`/`false` for a
 * boolean, a number for a smallint or integer, and otherwise PostgreSQL's own text for it (UTC ISO
 * timestamps with their microseconds, uuids, text, bigints, numerics, floats printed exactly, and
 * json/jsonb as the JSON text), so every value comes back exactly as it was, whatever its digits.
 * The last line's `rowCounts` and `complete` tell a whole file from a cut one.
 */
export const BACKUP_FORMAT = 'classmint-backup';
/** Raised when the layout or the meaning of a field changes; restore refuses any other. */
export const BACKUP_FORMAT_VERSION = 1;

/** One applied migration, as drizzle's bookkeeping (`drizzle.__drizzle_migrations`) records it. */
export interface TBackupMigration {
  /** SHA-256 of the migration's SQL file: which migration it was, whatever its name. */
  hash: string;
  /** The migration's `when` in the journal (milliseconds), which orders them. */
  createdAt: number;
}

export interface TBackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The database it was taken from: 'pg' (PostgreSQL) or 'pglite' (the embedded one). */
  source: 'pg' | 'pglite';
  /** The schema version: every migration applied to the database, oldest first. */
  schema: { migrations: TBackupMigration[] };
}

export interface TBackupColumn {
  name: string;
  /** PostgreSQL's name for its type (`uuid`, `timestamp with time zone`, `jsonb`, `integer`…). */
  type: string;
}

export interface TBackupTableHeader {
  name: string;
  columns: TBackupColumn[];
}

export type TBackupValue = string | number | boolean | null;

export interface TBackupFooter {
  rowCounts: Record<string, number>;
  complete: true;
}

/** Text the writer puts around the lines (see above); the reader expects exactly these. */
export const LAYOUT = {
  headerEnd: ',"tables":[',
  tableEnd: ']}',
  rowsStart: ',"rows":[',
  footerStart: '],"rowCounts":',
} as const;

export function headerLine(header: TBackupHeader): string {
  const text = JSON.stringify(header);
  return `${text.slice(0, -1)}${LAYOUT.headerEnd}\n`;
}

export function tableStartLine(table: TBackupTableHeader, first: boolean): string {
  const text = JSON.stringify(table);
  return `${first ? '' : ','}${text.slice(0, -1)}${LAYOUT.rowsStart}\n`;
}

export function rowLine(row: TBackupValue[], first: boolean): string {
  return `${first ? '' : ','}${JSON.stringify(row)}\n`;
}

export function tableEndLine(): string {
  return `${LAYOUT.tableEnd}\n`;
}

export function footerLine(rowCounts: Record<string, number>): string {
  return `${LAYOUT.footerStart}${JSON.stringify(rowCounts)},"complete":true}\n`;
}

/** A file that is not a backup of this format, or is damaged: restore says so and stops. */
export class BackupFileError extends Error {}
