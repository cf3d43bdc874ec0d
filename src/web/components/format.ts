/**
 * Numbers, dates and times as every page shows them, in the interface's American English:
 * '1,234.5', 'Nov 26, 2026', '1:05 PM', in the device's time zone. One `Intl` formatter of each
 * kind, made when first needed.
 */

export { formatNumber } from '../../shared/number-format';

type TFormats = {
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
  longUtc: Intl.DateTimeFormat;
  dayUtc: Intl.DateTimeFormat;
};

let formats: TFormats | null = null;

function made(): TFormats {
  return (formats ??= {
    date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    dateTime: new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    clock: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
    longUtc: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    dayUtc: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  });
}

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 26, 2026'; '' for a missing or broken date. */
export function formatDate(iso: string): string {
  const date = parsed(iso);
  return date ? made().date.format(date) : '';
}

/** 'Nov 26, 2026, 1:05 PM'; '' for a missing or broken date. */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? made().dateTime.format(date) : '';
}

/** A day in Coordinated Universal Time with the month in full: 'July 31, 2027'. */
export function formatLongUtcDate(date: Date): string {
  return made().longUtc.format(date);
}

/** A time of day, '10:42 AM', from milliseconds since 1970: the classroom's wall clock. */
export function formatClock(ms: number): string {
  return Number.isFinite(ms) ? made().clock.format(ms) : '';
}

/**
 * Two calendar days ('YYYY-MM-DD', no time zone: a week of the school's) as one span: 'Nov 23 – 29,
 * 2026', 'Dec 28, 2026 – Jan 3, 2027'; '' when either is broken.
 */
export function formatDayRange(from: string, to: string): string {
  const start = parsed(`${from}T00:00:00Z`);
  const end = parsed(`${to}T00:00:00Z`);
  return start && end && start <= end ? made().dayUtc.formatRange(start, end) : '';
}
