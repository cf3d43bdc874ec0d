import { cellAt, headerKey, splitName } from './cells';
import { nextFilledRow } from './rows';
import type { TTableColumn, TTableRead, TTableRow } from './types';
import { gradebookText } from './texts';

/**
 * Canvas "Export Entire Gradebook" (P24): header Student, ID, SIS User ID, SIS Login ID, Section
 * (some schools add Integration ID or Root Account), one column per assignment named
 * 'Title (canvas id)', then total columns; a 'Points Possible' row, sometimes after a
 * 'Manual Posting' row; one row per student named 'Last, First' whose school number is the SIS User ID.
 */

const SIS_USER_ID_COLUMN = 2;
const FIRST_THREE = ['student', 'id', 'sisuserid'];
/** Only assignment headers carry Canvas's id; totals ('Current Score', 'Unposted Final Grade') and extras never do. */
const ASSIGNMENT_HEADER = /^(.*?)\s*\((\d+)\)\s*$/s;
/** Rows newer exports put between the header and Points Possible ('Manual Posting'), or older ones ('Muted'). */
const ROWS_BEFORE_POINTS = new Set(['', 'manualposting', 'muted']);
const MAX_ROWS_BEFORE_POINTS = 3;
/** Canvas's "Student View" preview account, in every export. */
const TEST_STUDENT_NAMES = new Set(['teststudent', 'studenttest']);

export function looksLikeCanvas(rows: readonly string[][]): boolean {
  const first = nextFilledRow(rows, 0);
  return first >= 0 && startsLikeCanvas(rows[first] ?? []);
}

function startsLikeCanvas(header: readonly string[]): boolean {
  return FIRST_THREE.every((key, i) => headerKey(cellAt(header, i)) === key);
}

export function readCanvas(rows: readonly string[][]): TTableRead {
  const headerIndex = nextFilledRow(rows, 0);
  const header = rows[headerIndex];
  if (!header || !startsLikeCanvas(header)) return { ok: false, error: gradebookText.t('notCanvas') };

  const assignmentIndexes: number[] = [];
  const titles: string[] = [];
  header.forEach((cell, index) => {
    const match = index > SIS_USER_ID_COLUMN ? ASSIGNMENT_HEADER.exec(cell) : null;
    if (match) {
      assignmentIndexes.push(index);
      titles.push(match[1] ?? '');
    }
  });
  if (assignmentIndexes.length === 0) return { ok: false, error: gradebookText.t('canvasNoAssignments') };

  const pointsIndex = findPointsRow(rows, headerIndex + 1);
  const pointsRow = rows[pointsIndex];
  if (!pointsRow) return { ok: false, error: gradebookText.t('canvasNoPointsRow') };

  const columns: TTableColumn[] = assignmentIndexes.map((index, i) => ({
    header: titles[i] ?? '',
    pointsPossible: cellAt(pointsRow, index),
  }));
  const students: TTableRow[] = [];
  for (let r = pointsIndex + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    const name = cellAt(row, 0);
    if (row.every((cell) => cell.trim() === '') || TEST_STUDENT_NAMES.has(headerKey(name))) continue;
    students.push({
      line: r + 1,
      rawUsername: cellAt(row, SIS_USER_ID_COLUMN),
      ...splitName(name),
      cells: assignmentIndexes.map((index) => cellAt(row, index)),
    });
  }
  return {
    ok: true,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's own column title, which its messages quote
    table: { format: 'canvas', usernameColumn: 'SIS User ID', columns, rows: students, warnings: [] },
  };
}

function findPointsRow(rows: readonly string[][], from: number): number {
  let next = from;
  for (let skipped = 0; skipped <= MAX_ROWS_BEFORE_POINTS; skipped += 1) {
    const index = nextFilledRow(rows, next);
    const row = rows[index];
    if (!row) return -1;
    const label = headerKey(cellAt(row, 0));
    if (label === 'pointspossible') return index;
    // A student row (it has a SIS User ID) means the Points Possible row is not there.
    if (!ROWS_BEFORE_POINTS.has(label) || cellAt(row, SIS_USER_ID_COLUMN).trim() !== '') return -1;
    next = index + 1;
  }
  return -1;
}
