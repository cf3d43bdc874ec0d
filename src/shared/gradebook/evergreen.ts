import { cellAt, headerKey, splitName } from './cells';
import { findHeaderRow, nextFilledRow } from './rows';
import type { TTableColumn, TTableRead, TTableRow } from './types';
import { gradebookText } from './texts';

/**
 * Evergreen: a Skyward gradebook export as Classmint defines it (docs/gradebook-formats.md).
 * Optional title and class lines, then a header with Student and Other ID (Skyward's name for the
 * district student number), a second row starting 'Out Of' with each assignment's points, then one
 * row per student named 'Last, First'. Grade level and term grade columns (Q1, S1, Term Grade) are
 * not assignments.
 */

const NAME_KEYS = ['student', 'studentname', 'name'];
const NOT_ASSIGNMENTS = new Set([
  'grd',
  'grdlvl',
  'gradelevel',
  'grade',
  'termgrade',
  'termpct',
  'termpercent',
  'finalgrade',
  'pct',
]);
/** Skyward's term columns: Q1..Q4, S1, S2, T1..T3, optionally followed by Grade or Pct. */
const TERM_COLUMN = /^(q|s|t|sm|tm)\d{1,2}(grade|grd|pct|%)?$/;

function isEvergreenHeader(keys: string[]): boolean {
  return keys.includes('otherid') && keys.some((key) => NAME_KEYS.includes(key));
}

/** Used by the generic format to point a teacher to this one. */
export function looksLikeEvergreen(rows: readonly string[][]): boolean {
  const headerIndex = findHeaderRow(rows, isEvergreenHeader);
  return headerIndex >= 0 && headerKey(cellAt(rows[nextFilledRow(rows, headerIndex + 1)] ?? [], 0)) === 'outof';
}

export function readEvergreen(rows: readonly string[][]): TTableRead {
  const headerIndex = findHeaderRow(rows, isEvergreenHeader);
  const header = rows[headerIndex];
  if (!header) return { ok: false, error: gradebookText.t('notEvergreen') };
  const outOfIndex = nextFilledRow(rows, headerIndex + 1);
  const outOf = rows[outOfIndex];
  if (!outOf || headerKey(cellAt(outOf, 0)) !== 'outof')
    return { ok: false, error: gradebookText.t('evergreenNoOutOf') };

  const keys = header.map(headerKey);
  const numberIndex = keys.indexOf('otherid');
  const nameIndex = keys.findIndex((key) => NAME_KEYS.includes(key));
  const assignmentIndexes: number[] = [];
  const columns: TTableColumn[] = [];
  header.forEach((cell, index) => {
    const key = keys[index] ?? '';
    // Column 0 holds the 'Out Of' label, so it is never an assignment whatever its title.
    if (
      index === numberIndex ||
      index === nameIndex ||
      index === 0 ||
      NOT_ASSIGNMENTS.has(key) ||
      TERM_COLUMN.test(key)
    )
      return;
    assignmentIndexes.push(index);
    columns.push({ header: cell, pointsPossible: cellAt(outOf, index) });
  });
  if (columns.every((column) => column.header.trim() === ''))
    return { ok: false, error: gradebookText.t('evergreenNoAssignments') };

  const students: TTableRow[] = [];
  for (let r = outOfIndex + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    students.push({
      line: r + 1,
      rawUsername: cellAt(row, numberIndex),
      ...splitName(cellAt(row, nameIndex)),
      cells: assignmentIndexes.map((index) => cellAt(row, index)),
    });
  }
  return {
    ok: true,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's own column title, which its messages quote
    table: { format: 'evergreen', usernameColumn: 'Other ID', columns, rows: students, warnings: [] },
  };
}
