import { currentLocales } from '../../shared/i18n/catalogue';

/**
 * Numbers, dates and times as every page shows them, in the reader's language (P51): in English
 * '1,234.5', 'Nov 26, 2026', '1:05 PM', in Spanish '1,234.5', '26 nov 2026', '1:05 p.m.', in the
 * device's time zone. One `Intl` formatter of each kind per language, made when first needed.
 */

export { formatNumber } from '../../shared/number-format';

type TFormats = {
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
  longUtc: Intl.DateTimeFormat;
  dayUtc: Intl.DateTimeFormat;
};

const formats = new Map<string, TFormats>();

function made(): TFormats {
  const locales = currentLocales();
  const known = formats.get(locales.join());
  if (known) return known;
  const made: TFormats = {
    date: new Intl.DateTimeFormat(locales, { month: 'short', day: 'numeric', year: 'numeric' }),
    dateTime: new Intl.DateTimeFormat(locales, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    clock: new Intl.DateTimeFormat(locales, { hour: 'numeric', minute: '2-digit' }),
    longUtc: new Intl.DateTimeFormat(locales, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    dayUtc: new Intl.DateTimeFormat(locales, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  };
  formats.set(locales.join(), made);
  return made;
}

/** What makes a calendar day ('YYYY-MM-DD') its first instant in Coordinated Universal Time. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the time part of an ISO 8601 date
const MIDNIGHT_UTC = 'T00:00:00Z';

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
  const start = parsed(from + MIDNIGHT_UTC);
  const end = parsed(to + MIDNIGHT_UTC);
  return start && end && start <= end ? made().dayUtc.formatRange(start, end) : '';
}
