// Calendar days ('YYYY-MM-DD') as both sides count them: a day of the school's week, not an instant.

const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` ('YYYY-MM-DD'; days may be negative). Dates have no time zone. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}
