import { formatNumber } from '../number-format';
import { cellAt, cleanStudentNumber, cleanTitle, headerKey, listSome, readPointsPossible, splitName } from './cells';
import { findHeaderRow } from './rows';
import { gradebookText } from './texts';
import type { TTableColumn, TTableRead, TTableRow } from './types';

/**
 * Lehi: an Aspire "assignment scores" export as Classmint defines it (docs/gradebook-formats.md).
 * Unlike the other formats it is long, one row per student and assignment:
 * Student Number, Student Name, Assignment, Category, Due Date, Score, Points Possible, Status.
 * It is turned into the same table of students and assignment columns as the other formats.
 */

const REQUIRED = [
  { keys: ['studentnumber'], name: 'Student Number' },
  { keys: ['assignment'], name: 'Assignment' },
  { keys: ['score', 'pointsearned'], name: 'Score' },
  { keys: ['pointspossible'], name: 'Points Possible' },
] as const;
/** A status that changes what the score cell means; other statuses (Late, Collected) don't. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the score cells readScoreCell reads, not texts
const STATUS_CELL: Record<string, string> = { missing: 'Missing', excused: 'EX', exempt: 'EX' };

function isLehiHeader(keys: string[]): boolean {
  return REQUIRED.every((column) => column.keys.some((key) => keys.includes(key)));
}

/** Used by the generic format to point a teacher to this one. */
export function looksLikeLehi(rows: readonly string[][]): boolean {
  return findHeaderRow(rows, isLehiHeader) >= 0;
}

interface TStudentScores {
  row: TTableRow;
  byAssignment: Map<number, string>;
}

export function readLehi(rows: readonly string[][]): TTableRead {
  const headerIndex = findHeaderRow(rows, isLehiHeader);
  const header = rows[headerIndex];
  if (!header) return { ok: false, error: notLehiMessage(rows) };
  const keys = header.map(headerKey);
  const at = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
  const numberIndex = at(['studentnumber']);
  const nameIndex = at(['studentname', 'name', 'student']);
  const titleIndex = at(['assignment']);
  const scoreIndex = at(['score', 'pointsearned']);
  const pointsIndex = at(['pointspossible']);
  const statusIndex = at(['status']);

  const assignmentByKey = new Map<string, number>();
  const titles: string[] = [];
  const pointsSeen: number[][] = [];
  const students = new Map<string, TStudentScores>();
  const conflicts: string[] = [];
  let untitledRows = 0;

  for (let r = headerIndex + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    const title = cleanTitle(cellAt(row, titleIndex));
    if (title === '') {
      untitledRows += 1;
      continue;
    }
    // Same title, same assignment: the server also matches titles ignoring case.
    let assignment = assignmentByKey.get(title.toLowerCase());
    if (assignment === undefined) {
      assignment = titles.length;
      assignmentByKey.set(title.toLowerCase(), assignment);
      titles.push(title);
      pointsSeen.push([]);
    }
    const points = readPointsPossible(cellAt(row, pointsIndex));
    if (points.kind === 'points') pointsSeen[assignment]?.push(points.value);

    const rawUsername = cellAt(row, numberIndex);
    const line = String(r + 1);
    const studentKey = cleanStudentNumber(rawUsername) ?? gradebookText.t('row', { row: line });
    let student = students.get(studentKey);
    if (!student) {
      student = {
        row: { line: r + 1, rawUsername, ...splitName(cellAt(row, nameIndex)), cells: [] },
        byAssignment: new Map(),
      };
      students.set(studentKey, student);
    }
    const status = STATUS_CELL[headerKey(cellAt(row, statusIndex))];
    const score = cellAt(row, scoreIndex).trim();
    // Excused wins over any score; Missing only fills an empty score (a late score that came in counts).
    const cell = status === 'EX' ? 'EX' : score === '' && status ? status : score;
    const earlier = student.byAssignment.get(assignment);
    if (earlier === undefined || earlier === '') student.byAssignment.set(assignment, cell);
    else if (cell !== '' && cell !== earlier) {
      conflicts.push(gradebookText.t('lehiConflict', { student: studentKey, title, row: line }));
    }
  }

  const warnings: string[] = [];
  const columns: TTableColumn[] = titles.map((title, i) => ({
    header: title,
    pointsPossible: agreedPoints(title, pointsSeen[i] ?? [], warnings),
  }));
  if (conflicts.length) warnings.push(gradebookText.t('lehiConflicts', { list: listSome(conflicts) }));
  if (untitledRows) warnings.push(gradebookText.t('lehiUntitled', { count: untitledRows }));
  const tableRows = [...students.values()].map(({ row, byAssignment }) => ({
    ...row,
    cells: titles.map((_, i) => byAssignment.get(i) ?? ''),
  }));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's own column title, which its messages quote
  return { ok: true, table: { format: 'lehi', usernameColumn: 'Student Number', columns, rows: tableRows, warnings } };
}

/** Each row repeats the points possible; if they disagree, the largest is the likeliest total. */
function agreedPoints(title: string, seen: readonly number[], warnings: string[]): string | undefined {
  if (seen.length === 0) return undefined;
  const max = Math.max(...seen);
  if (seen.some((points) => points !== max))
    warnings.push(gradebookText.t('lehiPoints', { title, max: formatNumber(max) }));
  return String(max);
}

/** Names the missing columns when the file has a Student Number column, so the teacher knows what to fix. */
function notLehiMessage(rows: readonly string[][]): string {
  const headerIndex = findHeaderRow(rows, (keys) => keys.includes('studentnumber'));
  const keys = (rows[headerIndex] ?? []).map(headerKey);
  if (headerIndex < 0) return gradebookText.t('notLehi');
  const missing = REQUIRED.filter((column) => !column.keys.some((key) => keys.includes(key))).map(
    (column) => column.name,
  );
  return gradebookText.t('lehiMissingColumns', { list: listSome(missing) });
}
