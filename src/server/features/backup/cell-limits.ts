/* eslint-disable lingui/no-unlocalized-strings -- the restore command's messages (scripts/restore.ts), read at a terminal by whoever runs the server, in English like its log */
import type { CatalogTable } from './catalog';
import { BackupFileError, type TBackupValue } from './format';

/**
 * How long a value may be in a backup a restore takes (P45, docs/backup.md). Classmint's tables set
 * no length on their text (its limits are the forms' and the API's), so the limits come from the
 * column's type where it has one, and otherwise from the most one request can store in one field:
 * the app's body limit (1 MiB). Nothing Classmint wrote comes near them; a hand-made file with a
 * 60 MB cell is refused when its line passes MAX_LINE_CHARS, before it is parsed or held whole.
 */
export const MAX_CELL_CHARS = 1024 * 1024;

/**
 * The longest line the reader holds: a row of a few cells at MAX_CELL_CHARS each, as JSON (its
 * quotes and backslashes escaped). A longer line is refused as it arrives.
 */
export const MAX_LINE_CHARS = 16 * 1024 * 1024;

/** PostgreSQL's text for a value of these types is never longer (uuids, times, numbers printed exactly). */
const TYPE_LIMITS: readonly [RegExp, number][] = [
  [/^uuid$/, 36],
  [/^(timestamp|date|time)/, 64],
  [/^(bigint|double precision|real)$/, 64],
  [/^boolean$/, 5],
];

function limitOf(type: string): number {
  return TYPE_LIMITS.find(([pattern]) => pattern.test(type))?.[1] ?? MAX_CELL_CHARS;
}

/** Each column's limit, in the order the backup's rows hold them. */
export function cellLimits(table: CatalogTable, order: readonly number[]): number[] {
  return order.map((at) => limitOf(table.columns[at]!.type));
}

/**
 * Refuses a row holding a value no column of its type keeps: longer than its limit, or not a plain
 * JSON value (an object or a list where a cell belongs). Says which column, never the value.
 */
export function checkCells(
  table: CatalogTable,
  order: readonly number[],
  limits: readonly number[],
  row: TBackupValue[],
) {
  for (const [i, value] of row.entries()) {
    if (value === null || typeof value === 'boolean' || typeof value === 'number') continue;
    const column = table.columns[order[i]!]!.name;
    if (typeof value !== 'string') {
      throw new BackupFileError(`The backup file is damaged: a value of ${table.name}.${column} is not a plain value.`);
    }
    if (value.length > limits[i]!) {
      throw new BackupFileError(
        `The backup file is damaged: a value of ${table.name}.${column} is longer than Classmint keeps there (${limits[i]!.toLocaleString('en-US')} characters at most).`,
      );
    }
  }
}
