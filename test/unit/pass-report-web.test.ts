import { describe, expect, it } from 'vitest';
import type { TPass } from '../../src/shared/hallpasses';
import { formatDayRange } from '../../src/web/components/format';
import { byPlaceInLine } from '../../src/web/features/hallpasses/pass-time';
import {
  backState,
  backText,
  minutesOut,
  todayHere,
  weekTotalsText,
} from '../../src/web/features/hallpasses/report-week';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';

// Issue 32: what Manage Hallpasses computes beside the server's report and lists.
const T0 = Date.parse('2026-11-25T17:00:00Z');
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function pass(fields: Partial<TPass> = {}): TPass {
  return {
    _id: 'p1',
    createdAt: iso(T0),
    createdBy: 'Ms. Hopper',
    destination: 'Library',
    duration: 10,
    cost: 0,
    student: { _id: 's1', username: '7001', firstName: 'Ada', lastName: 'Lovelace' },
    period: 2,
    state: 'active',
    queuedAt: null,
    startedAt: iso(T0),
    returnedAt: null,
    ...fields,
  };
}

describe('the wait line in Manage Hallpasses', () => {
  it('is in the order the server serves it: who joined the line first, not who asked first', () => {
    const askedFirst = pass({ _id: 'b', createdAt: iso(T0), queuedAt: iso(T0 + 2 * MINUTE), state: 'waiting' });
    const joinedFirst = pass({ _id: 'c', createdAt: iso(T0 + MINUTE), queuedAt: iso(T0 + MINUTE), state: 'waiting' });
    const sameMoment = pass({
      _id: 'a',
      createdAt: iso(T0 + MINUTE),
      queuedAt: iso(T0 + 2 * MINUTE),
      state: 'waiting',
    });
    expect([askedFirst, joinedFirst, sameMoment].sort(byPlaceInLine).map((p) => p._id)).toEqual(['c', 'a', 'b']);
  });
});

describe("a pass's minutes and return, as the report counts them", () => {
  it('counts back minus out, rounded, and late only past its minutes', () => {
    const onTime = pass({ state: 'returned', returnedAt: iso(T0 + 3 * MINUTE + 29_000) });
    expect([minutesOut(onTime, T0 + 60 * MINUTE), backState(onTime, T0)]).toEqual([3, 'onTime']);
    const late = pass({ state: 'returned', returnedAt: iso(T0 + 12 * MINUTE + 20_000) });
    expect([minutesOut(late, T0), backState(late, T0)]).toEqual([12, 'late']);
    const exactly = pass({ state: 'returned', returnedAt: iso(T0 + 10 * MINUTE) });
    expect(backState(exactly, T0)).toBe('onTime');
  });

  it('counts a pass still out by the minutes so far, and its duration once they are up', () => {
    expect([minutesOut(pass(), T0 + 4 * MINUTE), backState(pass(), T0 + 4 * MINUTE)]).toEqual([4, 'out']);
    const expired = pass({ state: 'expired' });
    expect([minutesOut(expired, T0 + 90 * MINUTE), backState(expired, T0 + 90 * MINUTE)]).toEqual([10, 'notBack']);
  });
});

describe("the report's words", () => {
  it('sums the week and says one or many', () => {
    const row = (passes: number, minutes: number, late: number) => ({
      student: { _id: 's', username: 'u', firstName: 'A', lastName: 'B' },
      passes,
      minutes,
      late,
      byDestination: [],
    });
    expect(weekTotalsText({ students: [row(1, 1, 0)] })).toBe('1 pass, 1 minute out, 0 late');
    expect(weekTotalsText({ students: [row(2, 15, 1), row(1, 1200, 1)] })).toBe('3 passes, 1,215 minutes out, 2 late');
  });

  it("says them in Spanish, one or many, in the reader's numbers (P51)", async () => {
    await translationsLoaded();
    const row = (passes: number, minutes: number, late: number) => ({
      student: { _id: 's', username: 'u', firstName: 'A', lastName: 'B' },
      passes,
      minutes,
      late,
      byDestination: [],
    });
    inLanguage('es', () => {
      expect(weekTotalsText({ students: [row(1, 1, 0)] })).toBe('1 pase, 1 minuto fuera, 0 con retraso');
      expect(weekTotalsText({ students: [row(2, 15, 1), row(1, 1, 1)] })).toBe(
        '3 pases, 16 minutos fuera, 2 con retraso',
      );
      expect(backText('notBack')).toBe('Tarde, sin marcar su regreso');
    });
    expect(backText('onTime')).toBe('Back on time');
  });

  it('writes a week as one span of calendar days, whatever the time zone', () => {
    // Intl sets the dash between thin spaces.
    const dash = '\u2009–\u2009';
    expect(formatDayRange('2026-11-23', '2026-11-29')).toBe(`Nov 23${dash}29, 2026`);
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe(`Dec 28, 2026${dash}Jan 3, 2027`);
    expect(formatDayRange('2026-11-30', '2026-12-06')).toBe(`Nov 30${dash}Dec 6, 2026`);
    expect(formatDayRange('2026-11-29', '2026-11-23')).toBe('');
    expect(todayHere(Date.parse('2026-11-25T12:00:00Z'))).toMatch(/^2026-11-2[56]$/);
  });
});
