import Papa from 'papaparse';
import type { ParseError } from 'papaparse';
import { csvText } from './csv-texts/texts';
import { formatNumber } from './number-format';

/**
 * Reads the records of a CSV body with papaparse, stopping at our limits with a sentence a teacher
 * can act on, and adding the one spreadsheet leniency papaparse lacks (text after a closing quote).
 * Rows end at `\n` or `\r\n`; csv.ts has already turned lone `\r` line breaks into `\n`.
 */

export type TCsvRecordLimits = { maxRows: number; maxColumns: number };
export type TCsvRecords = { ok: true; rows: string[][] } | { ok: false; error: string };

/**
 * Each cell with text after its closing quote is rewritten and the rest of the file read again. A
 * class file can have one on every row; a multi-megabyte file full of them is no spreadsheet's, and
 * reading it again and again would freeze the page, so re-reading stops at this many characters.
 */
const MAX_REREAD_CHARACTERS = 250_000_000;

/** True when a row has no content at all (an empty line, or Excel's `,,,,` filler). */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

type TStop = { error: string } | { repairRowAt: number; quoteAt: number };

export function readCsvRecords(body: string, delimiter: string, limits: TCsvRecordLimits): TCsvRecords {
  const rows: string[][] = [];
  let nonBlankRows = 0;
  // What is left to read; it restarts at the row whose cell was repaired.
  let rest = body;
  for (let reread = 0; ; reread += rest.length) {
    let stop: TStop | null = null;
    let rowStart = 0;
    Papa.parse<string[]>(rest, {
      delimiter,
      newline: '\n',
      step: (result, parser) => {
        stop = quoteProblem(result.errors, rowStart, rows.length + 1) ?? null;
        if (!stop) {
          const row = withoutCarriageReturn(result.data);
          rows.push(row);
          if (!isBlankRow(row)) nonBlankRows += 1;
          stop = limitProblem(row, nonBlankRows, limits);
          rowStart = result.meta.cursor;
        }
        if (stop) parser.abort();
      },
    });
    // The step callback assigned it; TypeScript cannot see that.
    const problem = stop as TStop | null;
    if (!problem) return { ok: true, rows };
    if ('error' in problem) return { ok: false, error: problem.error };
    const repaired = moveTrailingTextIntoQuotes(
      rest.slice(problem.repairRowAt),
      problem.quoteAt - problem.repairRowAt,
      delimiter,
    );
    if (repaired === null) return { ok: false, error: unclosedQuote(rows.length + 1) };
    if (reread > MAX_REREAD_CHARACTERS) {
      return { ok: false, error: csvText.t('quotedTail', { row: String(rows.length + 1) }) };
    }
    rest = repaired;
  }
}

function unclosedQuote(rowNumber: number): string {
  return csvText.t('unclosedQuote', { row: String(rowNumber) });
}

function quoteProblem(errors: readonly ParseError[], rowStart: number, rowNumber: number): TStop | undefined {
  // papaparse reports text after a closing quote first; an unclosed quote that follows it is its consequence.
  const trailing = errors.find((e) => e.code === 'InvalidQuotes');
  if (trailing?.index !== undefined) return { repairRowAt: rowStart, quoteAt: trailing.index - 1 };
  if (errors.some((e) => e.code === 'MissingQuotes')) {
    return { error: unclosedQuote(rowNumber) };
  }
  return undefined;
}

function limitProblem(
  row: readonly string[],
  nonBlankRows: number,
  limits: TCsvRecordLimits,
): { error: string } | null {
  if (row.length > limits.maxColumns) {
    return { error: csvText.t('tooManyColumns', { max: formatNumber(limits.maxColumns) }) };
  }
  if (nonBlankRows > limits.maxRows) {
    return { error: csvText.t('tooManyRows', { max: formatNumber(limits.maxRows) }) };
  }
  return null;
}

/**
 * Rows end at `\n`, so a CRLF row leaves its `\r` on its last cell. Inside quotes a `\r` is always
 * followed by its `\n` (lone ones became `\n` before reading), so no cell's own text ends in one.
 */
function withoutCarriageReturn(row: string[]): string[] {
  const last = row.length - 1;
  if (last < 0 || !row[last]?.endsWith('\r')) return row;
  return [...row.slice(0, last), row[last].slice(0, -1)];
}

/**
 * Spreadsheets read `"quoted"tail` as the cell `quotedtail`: text after a closing quote, up to the
 * next delimiter or line, belongs to the cell. papaparse instead keeps looking for another closing
 * quote (swallowing the following rows), so we rewrite that one cell as `"quotedtail"` and read on.
 * `quoteAt` is the cell's opening quote.
 */
function moveTrailingTextIntoQuotes(text: string, quoteAt: number, delimiter: string): string | null {
  let close = text.indexOf('"', quoteAt + 1);
  while (close !== -1 && text[close + 1] === '"') close = text.indexOf('"', close + 2);
  if (close === -1) return null;
  const end = cellEnd(text, close + 1, delimiter);
  const trailing = text.slice(close + 1, end).replaceAll('"', '""');
  return `${text.slice(0, close)}${trailing}"${text.slice(end)}`;
}

function cellEnd(text: string, from: number, delimiter: string): number {
  const nextDelimiter = text.indexOf(delimiter, from);
  const nextLine = text.indexOf('\n', from);
  const ends = [nextDelimiter, nextLine, text.length].filter((i) => i !== -1);
  return Math.min(...ends);
}
