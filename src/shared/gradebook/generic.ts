import { looksLikeCanvas } from './canvas';
import { looksLikeCcsd } from './ccsd';
import { cellAt, cleanStudentNumber, headerKey, listSome, splitName } from './cells';
import { looksLikeEvergreen } from './evergreen';
import { looksLikeLehi } from './lehi';
import { findHeaderRow, nextFilledRow } from './rows';
import { gradebookText } from './texts';
import {
  GRADEBOOK_FORMAT_LABEL_KEY,
  type TGradebookFormat,
  type TTableColumn,
  type TTableRead,
  type TTableRow,
} from './types';

/**
 * Any spreadsheet (P24): a header row with a student-number column, an optional points-possible
 * row right under it, optional name columns, and every other column an assignment, except a few
 * titles that are plainly not assignments (documented in docs/gradebook-formats.md).
 */

/** In order of preference: Canvas's 'ID' is its own id, so an 'SIS User ID' beside it wins. */
const STUDENT_NUMBER_KEYS = [
  'sisuserid',
  'studentnumber',
  'studentid',
  'studentno',
  'studentnum',
  'student#',
  'username',
  'id',
];
const FIRST_NAME_KEYS = ['firstname', 'first'];
const LAST_NAME_KEYS = ['lastname', 'last'];
const FULL_NAME_KEYS = ['name', 'studentname', 'student', 'fullname'];
const POINTS_ROW_LABELS = new Set([
  'pointspossible',
  'points',
  'totalpoints',
  'max',
  'maxpoints',
  'maximum',
  'outof',
  'possible',
]);
const NOT_ASSIGNMENTS = new Set([
  'section',
  'email',
  'grade',
  'gradelevel',
  'grd',
  'period',
  'class',
  'course',
  'teacher',
  'sisloginid',
  'integrationid',
  'total',
  'totalpoints',
  'totalscore',
  'currentscore',
  'finalscore',
  'currentgrade',
  'finalgrade',
  'lettergrade',
  'percent',
  '%',
  'average',
  'overall',
  'notes',
  'comments',
]);

/** The district and Canvas layouts have their own readers, which know their total columns and extra rows. */
const RECOGNISED: { format: TGradebookFormat; looksLike: (rows: readonly string[][]) => boolean }[] = [
  { format: 'canvas', looksLike: looksLikeCanvas },
  { format: 'ccsd', looksLike: looksLikeCcsd },
  { format: 'evergreen', looksLike: looksLikeEvergreen },
  { format: 'lehi', looksLike: looksLikeLehi },
];

export function readGeneric(rows: readonly string[][]): TTableRead {
  const known = RECOGNISED.find((candidate) => candidate.looksLike(rows));
  if (known) return { ok: false, error: useFormatMessage(known.format) };

  const headerIndex = findHeaderRow(rows, (keys) => STUDENT_NUMBER_KEYS.some((key) => keys.includes(key)));
  const header = rows[headerIndex];
  if (!header) return { ok: false, error: gradebookText.t('noStudentNumberColumn') };
  const keys = header.map(headerKey);
  const numberKey = STUDENT_NUMBER_KEYS.find((key) => keys.includes(key)) ?? '';
  const numberIndex = keys.indexOf(numberKey);
  const firstIndex = keys.findIndex((key) => FIRST_NAME_KEYS.includes(key));
  const lastIndex = keys.findIndex((key) => LAST_NAME_KEYS.includes(key));
  const fullIndex = keys.findIndex((key) => FULL_NAME_KEYS.includes(key));
  const identity = new Set([numberIndex, firstIndex, lastIndex, fullIndex]);

  const pointsIndex = nextFilledRow(rows, headerIndex + 1);
  const pointsRow = isPointsRow(rows[pointsIndex] ?? [], numberIndex) ? rows[pointsIndex] : undefined;

  const assignmentIndexes: number[] = [];
  const columns: TTableColumn[] = [];
  const leftOut: string[] = [];
  header.forEach((cell, index) => {
    const key = keys[index] ?? '';
    // Other id columns (Canvas's 'ID' beside 'SIS User ID') are not assignments either.
    if (identity.has(index) || STUDENT_NUMBER_KEYS.includes(key)) return;
    if (NOT_ASSIGNMENTS.has(key)) {
      leftOut.push(gradebookText.t('quoted', { text: cell.trim() }));
      return;
    }
    assignmentIndexes.push(index);
    columns.push({ header: cell, pointsPossible: pointsRow ? cellAt(pointsRow, index) : undefined });
  });

  const students: TTableRow[] = [];
  for (let r = (pointsRow ? pointsIndex : headerIndex) + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    students.push({
      line: r + 1,
      rawUsername: cellAt(row, numberIndex),
      ...readNames(row, firstIndex, lastIndex, fullIndex),
      cells: assignmentIndexes.map((index) => cellAt(row, index)),
    });
  }
  const warnings = leftOut.length ? [gradebookText.t('notAssignments', { list: listSome(leftOut) })] : [];
  return {
    ok: true,
    table: { format: 'generic', usernameColumn: cellText(header, numberIndex), columns, rows: students, warnings },
  };
}

function useFormatMessage(format: TGradebookFormat): string {
  const label = gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY[format]);
  return format === 'canvas' ? gradebookText.t('useCanvas', { label }) : gradebookText.t('useFormat', { label });
}

function isPointsRow(row: readonly string[], numberIndex: number): boolean {
  if (cleanStudentNumber(cellAt(row, numberIndex)) !== null) return false;
  const label = row.find((cell) => cell.trim() !== '') ?? '';
  return POINTS_ROW_LABELS.has(headerKey(label));
}

function readNames(
  row: readonly string[],
  firstIndex: number,
  lastIndex: number,
  fullIndex: number,
): { firstName?: string; lastName?: string } {
  const firstName = cellText(row, firstIndex);
  const lastName = cellText(row, lastIndex);
  if (firstName || lastName) return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  return fullIndex >= 0 ? splitName(cellAt(row, fullIndex)) : {};
}

function cellText(row: readonly string[], index: number): string {
  return index >= 0 ? cellAt(row, index).trim() : '';
}
