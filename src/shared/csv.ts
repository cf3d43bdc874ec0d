import Papa from 'papaparse';
import { isBlankRow, readCsvRecords } from './csv-records';
import { csvText } from './csv-texts/texts';

/**
 * The CSV reader shared by the browser and the server (gradebook and student imports), on top of
 * papaparse (RFC 4180 quoting, doubled quotes, line breaks inside quoted cells).
 *
 * What is ours is what spreadsheets really write and teachers really pick: a UTF-8 byte order
 * mark, LF, CR or CRLF line endings even mixed in one file, trailing empty lines, an Excel `sep=;`
 * first line, a semicolon or tab delimiter found past title lines (Excel in many European locales,
 * "tab-delimited text"), text after a closing quote, and limits. It never throws: every refusal is
 * a value with a sentence a teacher can act on.
 */

export { isBlankRow };

export const CSV_LIMITS = {
  /** Far above any class gradebook; keeps a wrong file (a video, a whole-district export) cheap to refuse. */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  maxColumns: 1_000,
} as const;

export type TCsvDelimiter = ',' | ';' | '\t';
export type TCsvParse = { ok: true; rows: string[][]; delimiter: TCsvDelimiter } | { ok: false; error: string };

const BOM = '\uFEFF';
/** In order of preference when two are equally likely: a comma file wins over a stray semicolon. */
const DELIMITERS: readonly TCsvDelimiter[] = [',', ';', '\t'];
/** How many leading rows may be titles without any delimiter before we stop looking for one. */
const DELIMITER_SCAN_ROWS = 10;

export function parseCsv(text: string): TCsvParse {
  if (utf8LengthExceeds(text, CSV_LIMITS.maxBytes)) {
    return { ok: false, error: csvText.t('tooLarge') };
  }
  let body = withLoneCarriageReturnsAsLineFeeds(text.startsWith(BOM) ? text.slice(1) : text);
  const hint = readSeparatorHint(body);
  if (hint) body = hint.rest;
  const delimiter = hint?.delimiter ?? detectDelimiter(body);
  const read = readCsvRecords(body, delimiter, CSV_LIMITS);
  if (!read.ok) return read;
  return { ok: true, rows: dropTrailingBlankRows(read.rows), delimiter };
}

/**
 * papaparse ends rows at one kind of line break per file; files edited on several machines mix
 * them. A lone CR (old Mac line endings) becomes LF, and the reader takes LF and CRLF alike. A lone
 * CR inside a quoted cell becomes LF too: either way it is a line break in the cell.
 */
function withLoneCarriageReturnsAsLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

function dropTrailingBlankRows(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1] ?? [])) end -= 1;
  return end === rows.length ? rows : rows.slice(0, end);
}

/** Excel honours a first line `sep=;` naming the delimiter; it is not part of the data. */
function readSeparatorHint(body: string): { delimiter: TCsvDelimiter; rest: string } | null {
  const match = /^sep=(,|;|\t)[ ]*(\r\n|\n|$)/i.exec(body);
  if (!match) return null;
  const delimiter = match[1] === ';' ? ';' : match[1] === '\t' ? '\t' : ',';
  return { delimiter, rest: body.slice(match[0].length) };
}

/**
 * Picks the delimiter that splits the first row holding any into the most cells (title lines above
 * a header often hold none). papaparse's own guess wants every previewed row to agree, which title
 * lines defeat; its reading of each candidate still keeps quoted delimiters out of the count, so a
 * comma file whose header has a semicolon inside a quoted title stays a comma file.
 */
function detectDelimiter(body: string): TCsvDelimiter {
  const previews = DELIMITERS.map(
    (delimiter) => Papa.parse<string[]>(body, { delimiter, newline: '\n', preview: DELIMITER_SCAN_ROWS }).data,
  );
  for (let row = 0; row < DELIMITER_SCAN_ROWS; row += 1) {
    const widths = previews.map((rows) => rows[row]?.length ?? 0);
    const widest = Math.max(...widths);
    if (widest > 1) return DELIMITERS[widths.indexOf(widest)] ?? ',';
  }
  return ',';
}

/** UTF-8 size check without allocating a copy of a possibly large file. */
function utf8LengthExceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true; // every character is at least one byte
  if (text.length * 3 <= limit) return false; // and at most three per UTF-16 unit
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one four-byte character
      i += 1;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}
