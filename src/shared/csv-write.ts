/**
 * One CSV cell. Text that a spreadsheet would run as a formula (starting with =, +, -, @, or a tab
 * or carriage return) is prefixed with an apostrophe, so an exported name like "=HYPERLINK(...)"
 * stays text (formula injection). Numbers are written as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: Array<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(',');
}
