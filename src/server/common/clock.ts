/** Time comes from an injected clock, never straight from the system, so rules about "today" and expiry can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The installation's time zone: an IANA name, or undefined for the process's own zone, which Intl
 * then works out at the first date it formats rather than at start (its first use loads ICU's
 * time zone data: 12 ms of every start, issue 11).
 */
export type TTimeZone = string | undefined;

/** The calendar date ('2026-11-21') of an instant in a time zone: "today" is the installation's (P18). */
export function localDate(instant: Date, timeZone: TTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The time of day of an instant in a time zone, as people read it ('3:05 PM'). */
export function localTime(instant: Date, timeZone: TTimeZone): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(instant)
    .replace(/\s/g, ' ');
}

/** The time of day of an instant in a time zone on a 24-hour clock ('09:05'), as blackouts are written (P48). */
export function localClock(instant: Date, timeZone: TTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant)
    .filter((p) => p.type === 'hour' || p.type === 'minute')
    .map((p) => p.value);
  return parts.join(':');
}
