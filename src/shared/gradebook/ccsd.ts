import { cellAt, headerKey, listSome, splitName } from './cells';
import { findHeaderRow } from './rows';
import type { TTableColumn, TTableRead, TTableRow } from './types';
import { gradebookText } from './texts';

/**
 * Clark County (ccsd): the Infinite Campus grade book export as Classmint defines it
 * (docs/gradebook-formats.md). Optional title and section lines, then a header starting
 * Student Name, Student Number; each assignment column carries its points in its title,
 * 'Unit 2 Test (50 pts)', so there is no points-possible row. Grade Level and term columns are
 * not assignments.
 */

const ASSIGNMENT_HEADER = /^(.*?)\s*\(\s*(\d+(?:\.\d+)?)\s*(?:pts?|points?)\.?\s*\)\s*$/is;
const NOT_ASSIGNMENTS = new Set([
  'gradelevel',
  'grade',
  'termpercent',
  'termgrade',
  'postedgrade',
  'inprogressgrade',
  'percent',
]);

function isCcsdHeader(keys: string[]): boolean {
  return keys.includes('studentname') && keys.includes('studentnumber');
}

/** Used by the generic format to point a teacher to this one. */
export function looksLikeCcsd(rows: readonly string[][]): boolean {
  const headerIndex = findHeaderRow(rows, isCcsdHeader);
  return headerIndex >= 0 && (rows[headerIndex] ?? []).some((cell) => ASSIGNMENT_HEADER.test(cell));
}

export function readCcsd(rows: readonly string[][]): TTableRead {
  const headerIndex = findHeaderRow(rows, isCcsdHeader);
  const header = rows[headerIndex];
  if (!header) return { ok: false, error: gradebookText.t('notCcsd') };
  const keys = header.map(headerKey);
  const nameIndex = keys.indexOf('studentname');
  const numberIndex = keys.indexOf('studentnumber');

  const assignmentIndexes: number[] = [];
  const columns: TTableColumn[] = [];
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    if (index === nameIndex || index === numberIndex || NOT_ASSIGNMENTS.has(keys[index] ?? '') || cell.trim() === '')
      return;
    const match = ASSIGNMENT_HEADER.exec(cell);
    if (!match) {
      unknown.push(gradebookText.t('quoted', { text: cell.trim() }));
      return;
    }
    assignmentIndexes.push(index);
    columns.push({ header: match[1] ?? '', pointsPossible: match[2] });
  });
  if (columns.length === 0) return { ok: false, error: gradebookText.t('ccsdNoAssignments') };

  const students: TTableRow[] = [];
  for (let r = headerIndex + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    students.push({
      line: r + 1,
      rawUsername: cellAt(row, numberIndex),
      ...splitName(cellAt(row, nameIndex)),
      cells: assignmentIndexes.map((index) => cellAt(row, index)),
    });
  }
  const warnings = unknown.length ? [gradebookText.t('ccsdLeftOut', { list: listSome(unknown) })] : [];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's own column title, which its messages quote
  return { ok: true, table: { format: 'ccsd', usernameColumn: 'Student Number', columns, rows: students, warnings } };
}
