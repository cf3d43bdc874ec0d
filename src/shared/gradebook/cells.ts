import { csvText } from '../csv-texts/texts';
import { formatNumber } from '../number-format';

/**
 * Reading single cells the same way in every format: student numbers, score cells, points possible,
 * titles and names. Also used by the student import (`src/shared/student-import.ts`).
 */

/** The largest score or points possible the server accepts (`zScoreValue`, `zTotalPoints`). */
export const MAX_POINTS = 100_000;
/** Assignment titles are at most 60 characters (P31). */
export const MAX_TITLE_LENGTH = 60;
/** Student usernames are school numbers of at most 20 digits (`zStudentUsername`). */
const MAX_STUDENT_NUMBER_DIGITS = 20;

/**
 * Spreadsheets protect leading zeros by writing `="012345"` or `'012345`; both mean the text inside.
 */
export function unwrapSpreadsheetText(raw: string): string {
  const text = raw.trim();
  const formula = /^="(.*)"$/.exec(text);
  if (formula) return (formula[1] ?? '').trim();
  if (text.startsWith("'")) return text.slice(1).trim();
  return text;
}

/**
 * A school student number (P7) or null. Leading zeros are kept: the number is a name, not a
 * quantity. A trailing `.0` is dropped because spreadsheets that took the column for numbers write it.
 */
export function cleanStudentNumber(raw: string): string | null {
  const text = unwrapSpreadsheetText(raw).replace(/\.0+$/, '');
  return new RegExp(`^\\d{1,${MAX_STUDENT_NUMBER_DIGITS}}$`).test(text) ? text : null;
}

/**
 * What a score cell means. 'missing' is the one code that counts: a missing assignment is a zero
 * in every gradebook we read, so it imports as a score of 0 (and a later re-import with a real score
 * updates it, P12). Excused, exempt, incomplete, blank and dash cells are "no score": the student
 * simply has no record for that assignment.
 */
export type TScoreCell =
  | { kind: 'blank' }
  | { kind: 'excused' }
  | { kind: 'missing' }
  | { kind: 'points'; value: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'negative' }
  | { kind: 'tooLarge' }
  | { kind: 'text' };

const NO_SCORE_CODES = new Set([
  '-',
  '--',
  '\u2013',
  '\u2014',
  'n/a',
  'na',
  'i',
  'inc',
  'incomplete',
  'ng',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a code a gradebook's cell may hold, not a text
  'not graded',
]);
const EXCUSED_CODES = new Set(['ex', 'exc', 'excused', 'exempt', 'exempted']);
const MISSING_CODES = new Set(['m', 'missing']);

const UNSIGNED_NUMBER = String.raw`(\d+(?:[.,]\d+)?|\.\d+)`;
const SCORE_PATTERN = new RegExp(`^(-)?\\s*${UNSIGNED_NUMBER}\\s*(%)?$`);

export function readScoreCell(raw: string): TScoreCell {
  const text = unwrapSpreadsheetText(raw);
  if (text === '') return { kind: 'blank' };
  const code = text.toLowerCase();
  if (NO_SCORE_CODES.has(code)) return { kind: 'blank' };
  if (EXCUSED_CODES.has(code)) return { kind: 'excused' };
  if (MISSING_CODES.has(code)) return { kind: 'missing' };
  const match = SCORE_PATTERN.exec(text);
  if (!match) return { kind: 'text' };
  const value = readDecimal(match[2] ?? '');
  if (value === null) return { kind: 'text' };
  if (match[1] && value > 0) return { kind: 'negative' };
  if (match[3]) return value > MAX_POINTS ? { kind: 'tooLarge' } : { kind: 'percent', percent: value };
  return value > MAX_POINTS ? { kind: 'tooLarge' } : { kind: 'points', value };
}

export type TPointsPossible = { kind: 'none' } | { kind: 'points'; value: number } | { kind: 'invalid' };

export function readPointsPossible(raw: string | undefined): TPointsPossible {
  const text = unwrapSpreadsheetText(raw ?? '');
  if (text === '') return { kind: 'none' };
  const value = /^\d+(?:[.,]\d+)?$|^\.\d+$/.test(text) ? readDecimal(text) : null;
  return value === null || value > MAX_POINTS ? { kind: 'invalid' } : { kind: 'points', value };
}

/**
 * '8.5' and, in files from comma-decimal locales, '8,5'. A comma followed by three digits is a
 * thousands separator we don't guess at ('1,000' is refused rather than read as 1).
 */
function readDecimal(text: string): number | null {
  if (/,\d{3,}$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Keeps two decimals: enough for half points, and no 8.500000000001 from a percent conversion. */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Titles keep their words; line breaks and runs of spaces from wrapped header cells become one space. */
export function cleanTitle(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** 'Student Number', 'student_number' and 'STUDENT NUMBER:' all compare as 'studentnumber'. */
export function headerKey(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9#%]/g, '');
}

/** 'Nguyen, Ava' as gradebooks write names; a name without a comma is read as 'First Last'. */
export function splitName(raw: string): { firstName?: string; lastName?: string } {
  const name = cleanTitle(raw);
  if (name === '') return {};
  const comma = name.indexOf(',');
  if (comma >= 0) {
    const lastName = name.slice(0, comma).trim();
    const firstName = name.slice(comma + 1).trim();
    return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  }
  const space = name.lastIndexOf(' ');
  return space < 0 ? { firstName: name } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** Spreadsheet column letters for messages: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * "a, b and c", or "a, b, c, d, e and 3 more" so one warning never becomes a wall of text; the
 * words in the reader's language. Not Intl.ListFormat: its American English puts a comma before
 * "and", which these messages have never had.
 */
export function listSome(items: readonly string[], max = 5): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return csvText.t('listMore', { list: shown.join(', '), count: formatNumber(rest) });
  if (shown.length <= 1) return shown.join('');
  return csvText.t('listAnd', { list: shown.slice(0, -1).join(', '), last: shown[shown.length - 1] ?? '' });
}

/** The cell at a column, '' beyond the end of a short row. */
export function cellAt(row: readonly string[], index: number): string {
  return row[index] ?? '';
}
