import { isBlankRow } from '../csv';
import { headerKey } from './cells';

/** Title and metadata lines above a header are short; a header further down is not a header. */
const HEADER_SCAN_ROWS = 15;

/** The first row (among the first few) that passes the test, as its index, or -1. */
export function findHeaderRow(rows: readonly string[][], isHeader: (keys: string[]) => boolean): number {
  const limit = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < limit; i += 1) {
    const row = rows[i] ?? [];
    if (!isBlankRow(row) && isHeader(row.map(headerKey))) return i;
  }
  return -1;
}

/** The index of the first non-blank row at or after `from`, or -1. */
export function nextFilledRow(rows: readonly string[][], from: number): number {
  for (let i = from; i < rows.length; i += 1) if (!isBlankRow(rows[i] ?? [])) return i;
  return -1;
}
