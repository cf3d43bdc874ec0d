import { formatNumber } from '../number-format';
import {
  cleanStudentNumber,
  cleanTitle,
  listSome,
  MAX_TITLE_LENGTH,
  readPointsPossible,
  readScoreCell,
  roundScore,
  type TScoreCell,
} from './cells';
import type {
  TGradebookParse,
  TGradebookTable,
  TParsedAssignment,
  TParsedGradebook,
  TTableColumn,
  TTableRow,
} from './types';
import { gradebookText } from './texts';

/**
 * Turns a format's table into the parsed gradebook, applying the rules every format shares:
 * student numbers, one row per student, score cells, points possible, titles (trimmed, at most 60
 * characters, unique ignoring case as the server matches them).
 */
export function buildGradebook(table: TGradebookTable): TGradebookParse {
  const warnings = [...table.warnings];
  const rows = pickStudentRows(table, warnings);
  if (rows.length === 0) {
    return {
      ok: false,
      error:
        table.rows.length === 0
          ? gradebookText.t('noStudentRows')
          : gradebookText.t('noStudentNumbers', { column: table.usernameColumn }),
    };
  }
  const columnHasContent = (index: number) => rows.some((row) => (row.cells[index] ?? '').trim() !== '');
  const titles = uniqueTitles(table.columns, columnHasContent, warnings);
  const assignments: TParsedAssignment[] = [];
  const empty: string[] = [];
  table.columns.forEach((column, index) => {
    const title = titles[index];
    if (title === undefined) return;
    const assignment = readAssignment(title, column, index, rows, warnings);
    if (assignment.scores.length === 0) empty.push(gradebookText.t('quoted', { text: title }));
    else assignments.push(assignment);
  });
  if (assignments.length === 0) {
    return {
      ok: false,
      error: empty.length ? gradebookText.t('noScoresYet') : gradebookText.t('noAssignmentColumns'),
    };
  }
  if (empty.length) warnings.push(gradebookText.t('leftOutEmpty', { count: empty.length, list: listSome(empty) }));
  const gradebook: TParsedGradebook = {
    format: table.format,
    students: rows.map(({ username, firstName, lastName }) => ({
      username,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    })),
    assignments,
    warnings,
  };
  return { ok: true, gradebook };
}

type TStudentRow = TTableRow & { username: string };

function pickStudentRows(table: TGradebookTable, warnings: string[]): TStudentRow[] {
  const picked: TStudentRow[] = [];
  const firstLine = new Map<string, number>();
  const unreadable: string[] = [];
  const repeated: string[] = [];
  for (const row of table.rows) {
    const username = cleanStudentNumber(row.rawUsername);
    if (username === null) {
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
      const line = String(row.line);
      unreadable.push(name ? gradebookText.t('namedRow', { name, row: line }) : gradebookText.t('row', { row: line }));
      continue;
    }
    const seenOn = firstLine.get(username);
    if (seenOn !== undefined) {
      repeated.push(gradebookText.t('repeatedRows', { username, first: String(seenOn), second: String(row.line) }));
      continue;
    }
    firstLine.set(username, row.line);
    picked.push({ ...row, username });
  }
  if (unreadable.length) {
    warnings.push(
      gradebookText.t('skippedRows', {
        count: unreadable.length,
        column: table.usernameColumn,
        list: listSome(unreadable),
      }),
    );
  }
  if (repeated.length) {
    warnings.push(gradebookText.t('repeatedStudents', { list: listSome(repeated) }));
  }
  return picked;
}

function uniqueTitles(
  columns: readonly TTableColumn[],
  columnHasContent: (index: number) => boolean,
  warnings: string[],
): (string | undefined)[] {
  const taken = new Set<string>();
  const shortened: string[] = [];
  let untitledWithScores = 0;
  const titles = columns.map((column, index) => {
    const full = cleanTitle(column.header);
    if (full === '') {
      // Empty trailing columns are common spreadsheet leftovers; only mention ones holding something.
      if (columnHasContent(index)) untitledWithScores += 1;
      return undefined;
    }
    if (full.length > MAX_TITLE_LENGTH) shortened.push(gradebookText.t('quoted', { text: full }));
    const title = withFreeSuffix(full, taken);
    taken.add(title.toLowerCase());
    return title;
  });
  if (shortened.length) {
    warnings.push(gradebookText.t('titlesShortened', { max: MAX_TITLE_LENGTH, list: listSome(shortened) }));
  }
  if (untitledWithScores) {
    warnings.push(gradebookText.t('untitledColumns', { count: untitledWithScores }));
  }
  return titles;
}

/** 'Quiz', then 'Quiz (2)', 'Quiz (3)': the suffix always fits within the title limit. */
function withFreeSuffix(full: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const title = full.slice(0, MAX_TITLE_LENGTH - suffix.length).trimEnd() + suffix;
    if (!taken.has(title.toLowerCase())) return title;
  }
}

function readAssignment(
  title: string,
  column: TTableColumn,
  index: number,
  rows: readonly TStudentRow[],
  warnings: string[],
): TParsedAssignment {
  const cells = rows.map((row) => ({ username: row.username, cell: readScoreCell(row.cells[index] ?? '') }));
  const usernamesWith = (...kinds: TScoreCell['kind'][]) =>
    cells.filter((c) => kinds.includes(c.cell.kind)).map((c) => c.username);
  const unreadable = usernamesWith('text', 'tooLarge');
  const negative = usernamesWith('negative');
  if (unreadable.length) warnings.push(gradebookText.t('notScores', { title, list: listSome(unreadable) }));
  if (negative.length) warnings.push(gradebookText.t('negativeScores', { title, list: listSome(negative) }));

  const stated = statedPoints(title, column, warnings);
  // Without points possible, a column holding only percents is out of 100; a mix can't be converted.
  const onlyPercents =
    stated === undefined && usernamesWith('percent').length > 0 && usernamesWith('points').length === 0;
  const percentBase = onlyPercents ? 100 : stated;
  const scores: { username: string; value: number }[] = [];
  const percentsLeftOut: string[] = [];
  for (const { username, cell } of cells) {
    if (cell.kind === 'points') scores.push({ username, value: roundScore(cell.value) });
    else if (cell.kind === 'missing') scores.push({ username, value: 0 });
    else if (cell.kind === 'percent' && percentBase)
      scores.push({ username, value: roundScore((cell.percent / 100) * percentBase) });
    else if (cell.kind === 'percent') percentsLeftOut.push(username);
  }
  if (percentsLeftOut.length) {
    warnings.push(gradebookText.t('percentsLeftOut', { title, list: listSome(percentsLeftOut) }));
  }
  if (stated !== undefined) return { title, totalPoints: stated, scores };
  if (onlyPercents) {
    warnings.push(gradebookText.t('outOf100', { title }));
    return { title, totalPoints: 100, scores };
  }
  const highest = scores.reduce((max, s) => Math.max(max, s.value), 0);
  if (scores.length) warnings.push(gradebookText.t('highestScore', { title, highest: formatNumber(highest) }));
  return { title, totalPoints: highest, scores };
}

function statedPoints(title: string, column: TTableColumn, warnings: string[]): number | undefined {
  const points = readPointsPossible(column.pointsPossible);
  if (points.kind === 'invalid') {
    warnings.push(gradebookText.t('pointsNotNumber', { title, points: cleanTitle(column.pointsPossible ?? '') }));
  }
  return points.kind === 'points' ? points.value : undefined;
}
