import { addDays } from '../../shared/calendar-days';
import type { TTimeZone } from './clock';

/** A calendar week of the installation's time zone: Monday to Sunday, and the instants it spans. */
export interface LocalWeek {
  /** Its Monday, 'YYYY-MM-DD'. */
  start: string;
  /** Its Sunday, 'YYYY-MM-DD'. */
  end: string;
  /** The first instant of its Monday, local time. */
  from: Date;
  /** The first instant of the next Monday: the week is `from <= t < to`, 167 to 169 hours across a clock change. */
  to: Date;
}

const DAY_MS = 86_400_000;

/** The Monday-to-Sunday week holding `date` ('YYYY-MM-DD'), in the time zone. */
export function localWeek(date: string, timeZone: TTimeZone): LocalWeek {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; Monday is the week's first day (ISO 8601, as schools plan a week).
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const start = addDays(date, -sinceMonday);
  const next = addDays(start, 7);
  return { start, end: addDays(start, 6), from: startOfLocalDay(start, timeZone), to: startOfLocalDay(next, timeZone) };
}

/** The time zone's clock reading at an instant, read as if it were UTC, minus the instant: its offset. */
function offsetMs(instant: number, timeZone: TTimeZone): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return shown - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The first instant of a calendar day in the time zone: its midnight (the first one, where clocks go
 * back at midnight); where a clock change skips midnight (Santiago, Havana), the change itself.
 */
export function startOfLocalDay(date: string, timeZone: TTimeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d);
  // The offsets in force half a day before and after: the one at midnight is one of them (zones
  // change their clocks at most once in a day).
  const before = offsetMs(asUtc - DAY_MS / 2, timeZone);
  const after = offsetMs(asUtc + DAY_MS / 2, timeZone);
  const midnight = [asUtc - before, asUtc - after]
    .filter((t) => t + offsetMs(t, timeZone) === asUtc)
    .sort((a, b) => a - b)[0];
  // No instant reads 00:00: the clocks jumped forward over it, at midnight of the old offset.
  return new Date(midnight ?? asUtc - before);
}
