import Papa from 'papaparse';

type TCsvValue = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula: starting with =, +, -, @, or a tab or carriage return.
 * papaparse prefixes such a cell with an apostrophe (and quotes it), so an exported name like
 * "=HYPERLINK(...)" stays text (formula injection). Its own pattern for `escapeFormulae: true`
 * stops at the first line break, so a formula on the first line of a multi-line cell would pass;
 * ours looks at the first character alone. Numbers and booleans are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV line (no line break) with formula-safe cells; nulls are empty cells. */
export function csvLine(cells: TCsvValue[]): string {
  return Papa.unparse([cells], { escapeFormulae: FORMULA_START });
}
