/**
 * Numbers, dates and times as every page shows them, in the interface's American English:
 * '1,234.5', 'Nov 26, 2026', '1:05 PM', in the device's time zone.
 *
 * Written out here rather than with `Intl` on purpose: the first `Intl` formatter a page creates
 * makes the browser load its locale data, 40-60 ms of main thread on a 2-core machine (four times
 * that on Lighthouse's simulated phone) before the first number or date can be drawn. Everything
 * these functions need (`toFixed`, `getHours`...) works without that data.
 */

export { formatNumber } from '../../shared/number-format';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

function dateOf(date: Date): string {
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

function timeOf(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 26, 2026'; '' for a missing or broken date. */
export function formatDate(iso: string): string {
  const date = parsed(iso);
  return date ? dateOf(date) : '';
}

/** 'Nov 26, 2026, 1:05 PM'; '' for a missing or broken date. */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? `${dateOf(date)}, ${timeOf(date)}` : '';
}

/** A day in Coordinated Universal Time with the month in full: 'July 31, 2027'. */
export function formatLongUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A time of day, '10:42 AM', from milliseconds since 1970: the classroom's wall clock. */
export function formatClock(ms: number): string {
  return Number.isFinite(ms) ? timeOf(new Date(ms)) : '';
}
