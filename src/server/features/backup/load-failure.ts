/* eslint-disable lingui/no-unlocalized-strings -- the restore command's messages (scripts/restore.ts), read at a terminal by whoever runs the server, in English like its log */
import { BackupFileError } from './format';

interface DriverFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: unknown;
}

/** The driver's error under drizzle's wrapper (which spells the statement and its rows into its message). */
function driverError(error: unknown): DriverFields {
  const outer = (error ?? {}) as DriverFields;
  return typeof outer.code === 'string' ? outer : ((outer.cause ?? {}) as DriverFields);
}

const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Why the database refused the load, in one sentence carrying no row's data: only the SQLSTATE's
 * meaning and the names of the table and constraint, which are the schema's, never the failed
 * statement or PostgreSQL's message and detail (they quote the rows: names, hashes). Class 22 and
 * 23 are the file's fault (a value that does not fit, a key that repeats or points nowhere); any
 * other is the database's, and the restore failed rather than refused.
 */
export function refusalOf(error: unknown): Error {
  const { code, constraint, table } = driverError(error);
  const where = `${isName(table) ? ` in ${table}` : ''}${isName(constraint) ? ` (${constraint})` : ''}`;
  if (typeof code === 'string' && code.startsWith('23')) {
    const what =
      code === '23505'
        ? 'a row repeats a value that must be unique'
        : code === '23503'
          ? 'a row points at a row the file does not hold'
          : code === '23502'
            ? 'a row lacks a value its column requires'
            : 'a row breaks a rule of its table';
    return new BackupFileError(`The backup file is damaged: ${what}${where}; nothing was restored.`);
  }
  if (typeof code === 'string' && code.startsWith('22')) {
    return new BackupFileError(
      `The backup file is damaged: a value does not fit its column's type${where}; nothing was restored.`,
    );
  }
  return new Error(
    typeof code === 'string'
      ? `The database stopped the restore (SQLSTATE ${code}); nothing was restored.`
      : 'The restore stopped on an unexpected error; nothing was restored.',
  );
}
