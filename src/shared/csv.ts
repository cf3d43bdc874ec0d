/**
 * A small RFC 4180 CSV reader shared by the browser and the server (gradebook and student imports).
 *
 * Beyond the RFC it accepts what spreadsheets really write: LF or CR line endings besides CRLF, a
 * UTF-8 byte order mark, trailing empty lines, an Excel `sep=;` first line, and a semicolon or tab
 * delimiter (Excel in many European locales, and "tab-delimited text"). It never throws: files a
 * teacher picks can be anything, so every refusal is a value with a sentence they can act on.
 */

export const CSV_LIMITS = {
  /** Far above any class gradebook; keeps a wrong file (a video, a whole-district export) cheap to refuse. */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  maxColumns: 1_000,
} as const;

export type TCsvDelimiter = ',' | ';' | '\t';
export type TCsvParse = { ok: true; rows: string[][]; delimiter: TCsvDelimiter } | { ok: false; error: string };

const BOM = '\uFEFF';
/** How many leading lines may be titles without any delimiter before we stop looking for one. */
const DELIMITER_SCAN_LINES = 10;

export function parseCsv(text: string): TCsvParse {
  if (utf8LengthExceeds(text, CSV_LIMITS.maxBytes)) {
    return { ok: false, error: 'This file is larger than 5 MB. Export only the class you are importing and try again.' };
  }
  let body = text.startsWith(BOM) ? text.slice(1) : text;
  const hint = readSeparatorHint(body);
  if (hint) body = hint.rest;
  const delimiter = hint?.delimiter ?? detectDelimiter(body);
  const read = readRecords(body, delimiter);
  if (!read.ok) return read;
  return { ok: true, rows: dropTrailingBlankRows(read.rows), delimiter };
}

/** True when a row has no content at all (an empty line, or Excel's `,,,,` filler). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

function readRecords(body: string, delimiter: TCsvDelimiter): { ok: true; rows: string[][] } | { ok: false; error: string } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  // A field may open with a quote only once; a quote after content is taken literally (lenient, like spreadsheets).
  let fieldWasQuoted = false;
  let quoteOpenedOnRow = 0;
  let nonBlankRows = 0;

  const endField = (): string | null => {
    row.push(field);
    field = '';
    fieldWasQuoted = false;
    return row.length > CSV_LIMITS.maxColumns
      ? `This file has more than ${CSV_LIMITS.maxColumns.toLocaleString('en-US')} columns, more than a gradebook needs. Check that it is the right file.`
      : null;
  };
  const endRow = (): string | null => {
    rows.push(row);
    if (!isBlankRow(row)) nonBlankRows += 1;
    row = [];
    return nonBlankRows > CSV_LIMITS.maxRows
      ? `This file has more than ${CSV_LIMITS.maxRows.toLocaleString('en-US')} rows. Export one class at a time and try again.`
      : null;
  };

  let i = 0;
  const n = body.length;
  while (i < n) {
    const c = body[i];
    if (inQuotes) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '' && !fieldWasQuoted) {
      inQuotes = true;
      fieldWasQuoted = true;
      quoteOpenedOnRow = rows.length + 1;
      i += 1;
      continue;
    }
    if (c === delimiter) {
      const problem = endField();
      if (problem) return { ok: false, error: problem };
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      const problem = endField() ?? endRow();
      if (problem) return { ok: false, error: problem };
      i += c === '\r' && body[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += c;
    i += 1;
  }
  if (inQuotes) {
    return {
      ok: false,
      error: `A quoted cell that starts on row ${quoteOpenedOnRow} is never closed. Save the file again from your spreadsheet as CSV and retry.`,
    };
  }
  // The last line usually has no line break after it.
  if (field !== '' || row.length > 0 || fieldWasQuoted) {
    const problem = endField() ?? endRow();
    if (problem) return { ok: false, error: problem };
  }
  return { ok: true, rows };
}

function dropTrailingBlankRows(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1] ?? [])) end -= 1;
  return end === rows.length ? rows : rows.slice(0, end);
}

/** Excel honours a first line `sep=;` naming the delimiter; it is not part of the data. */
function readSeparatorHint(body: string): { delimiter: TCsvDelimiter; rest: string } | null {
  const match = /^sep=(,|;|\t)[ ]*(\r\n|\n|\r|$)/i.exec(body);
  if (!match) return null;
  const delimiter = match[1] === ';' ? ';' : match[1] === '\t' ? '\t' : ',';
  return { delimiter, rest: body.slice(match[0].length) };
}

/**
 * Picks the delimiter from the first line that holds any candidate (title lines above a header
 * often hold none). Commas win ties, so a comma file whose header happens to contain a semicolon
 * inside a quoted title is still read as commas.
 */
function detectDelimiter(body: string): TCsvDelimiter {
  let counts = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  let lines = 0;
  for (let i = 0; i < body.length && lines < DELIMITER_SCAN_LINES; i += 1) {
    const c = body[i];
    if (c === '"') {
      inQuotes = !inQuotes;
    } else if (inQuotes) {
      continue;
    } else if (c === ',' || c === ';' || c === '\t') {
      counts[c] += 1;
    } else if (c === '\n' || c === '\r') {
      if (counts[','] + counts[';'] + counts['\t'] > 0) break;
      counts = { ',': 0, ';': 0, '\t': 0 };
      lines += 1;
    }
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
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
