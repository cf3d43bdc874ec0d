import { isBlankRow, readCsvRecords } from '../../../shared/csv-records';
import type { TRosterFile } from '../../../shared/rosters';
import { serverRostersText } from './texts';

/**
 * One OneRoster CSV file as rows of named cells. OneRoster 1.1 fixes the delimiter (a comma) and
 * the column names (its first row); we match the names without regard to case or surrounding
 * spaces and ignore columns we don't read. A row's `line` is its row number as a spreadsheet shows
 * it (the header is 1), which is what each problem names.
 */

export interface RosterRow {
  line: number;
  /** The cell of a column, trimmed; '' when the column or the cell is missing. */
  get(column: string): string;
}

export type TTableRead = { ok: true; rows: RosterRow[] } | { ok: false; message: string };

/** Far beyond a district's enrollments; the zip's byte limits come first anyway. */
const LIMITS = { maxRows: 5_000_000, maxColumns: 500 };

export function readRosterTable(file: TRosterFile, text: string, required: readonly string[]): TTableRead {
  // A lone CR (an old Mac's line break) reads as a line break, as the teachers' CSV reader does.
  const body = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
  if (body.includes('\u0000')) {
    // PostgreSQL can't store it, and no roster holds it: a damaged or wrong file.
    return { ok: false, message: serverRostersText.t('nulCharacter', { file }) };
  }
  const read = readCsvRecords(body, ',', LIMITS);
  if (!read.ok) return { ok: false, message: serverRostersText.t('fileError', { file, error: read.error }) };
  const [header = [], ...records] = read.rows;
  const columns = new Map(header.map((name, index) => [name.trim().toLowerCase(), index] as const));
  const missing = required.filter((name) => !columns.has(name.toLowerCase()));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    return {
      ok: false,
      message: serverRostersText.t('missingColumns', { file, count: missing.length, names }),
    };
  }
  const rows: RosterRow[] = [];
  records.forEach((cells, index) => {
    if (isBlankRow(cells)) return;
    rows.push({
      line: index + 2,
      get(column) {
        const at = columns.get(column.toLowerCase());
        return at === undefined ? '' : (cells[at] ?? '').trim();
      },
    });
  });
  return { ok: true, rows };
}

/** The manifest's `propertyName,value` pairs (`file.users` → `bulk`), in lower case. */
export function readManifest(
  text: string,
): { ok: true; properties: Map<string, string> } | { ok: false; message: string } {
  const table = readRosterTable('manifest.csv', text, ['propertyName', 'value']);
  if (!table.ok) return table;
  const properties = new Map(
    table.rows.map((row) => [row.get('propertyName').toLowerCase(), row.get('value').toLowerCase()] as const),
  );
  return { ok: true, properties };
}
