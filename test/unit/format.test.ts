import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/shared/number-format';
import { compareText } from '../../src/web/components/compare-text';
import { formatClock, formatDate, formatDateTime, formatLongUtcDate } from '../../src/web/components/format';

// The interface's American English, as Intl writes it (Node's ICU, like Chromium's, puts a narrow
// no-break space before AM and PM).

describe('formatNumber', () => {
  it('groups thousands and keeps at most two decimals, rounding half up', () => {
    expect([0, 7, 1234.5, 1_000_000, 0.005, 0.015, 2.675, 4.995, -1234.5, 0.1 + 0.2].map(formatNumber)).toEqual([
      '0',
      '7',
      '1,234.5',
      '1,000,000',
      '0.01',
      '0.02',
      '2.68',
      '5',
      '-1,234.5',
      '0.3',
    ]);
  });

  it("never says '-0', and names what is not a number", () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});

describe('dates and times', () => {
  const plain = (text: string) => text.replace(/\u202f/g, ' ');

  it('write a short date, a date and time, and a clock in the process time zone', () => {
    const date = new Date(2026, 10, 26, 13, 5);
    expect(formatDate(date.toISOString())).toBe('Nov 26, 2026');
    expect(plain(formatDateTime(date.toISOString()))).toBe('Nov 26, 2026, 1:05 PM');
    expect(plain(formatClock(date.getTime()))).toBe('1:05 PM');
  });

  it('write every hour of the day as a 12-hour clock', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => plain(formatClock(new Date(2026, 0, 1, hour, 5).getTime())));
    expect(hours.slice(0, 2)).toEqual(['12:05 AM', '1:05 AM']);
    expect(hours.slice(11, 14)).toEqual(['11:05 AM', '12:05 PM', '1:05 PM']);
    expect(hours[23]).toBe('11:05 PM');
  });

  it('give nothing for a broken date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatClock(Number.NaN)).toBe('');
  });

  it('write a UTC day with its month in full', () => {
    expect(formatLongUtcDate(new Date(Date.UTC(2027, 6, 31, 23, 59, 59)))).toBe('July 31, 2027');
  });
});

describe('compareText', () => {
  it('ignores case and accents, and orders numbers by value', () => {
    expect(compareText('Émile', 'emile')).toBe(0);
    expect(compareText('Period 2', 'Period 10')).toBeLessThan(0);
    expect(compareText('student 007', 'student 7')).toBe(0);
    expect(compareText('adams', 'Alex')).toBeLessThan(0);
  });

  it('sorts a class list', () => {
    const names = ['Zoë', 'émile', 'Emma', 'Ólafur', 'olga', 'Ava', 'Øbrien', '10', '9'];
    expect([...names].sort(compareText)).toEqual([
      '9',
      '10',
      'Ava',
      'émile',
      'Emma',
      'Øbrien',
      'Ólafur',
      'olga',
      'Zoë',
    ]);
  });
});
