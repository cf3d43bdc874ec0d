import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/shared/number-format';
import { compareText } from '../../src/web/components/compare-text';
import { formatClock, formatDate, formatDateTime, formatLongUtcDate } from '../../src/web/components/format';

// The hand-written formatters must say exactly what Intl says in American English (they exist only
// to spare the browser loading its locale data), so Intl is the oracle here.

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

  it('matches Intl for whole numbers, decimals, rounding and grouping', () => {
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1234.5,
      10_000,
      99_999.999,
      123_456.789,
      1_000_000,
      1_000_000_000,
      0.5,
      0.05,
      0.005,
      0.015,
      1.005,
      1.125,
      2.675,
      0.1 + 0.2,
      1e-7,
      4.994,
      4.995,
      9_007_199_254_740_991,
      -1,
      -1234.5,
      -0.5,
      -2.675,
      -999_999.995,
      1e21,
      1.5e22,
      1e-7,
      0.00499,
    ];
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });

  it('matches Intl on thousands of random amounts', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const value = (random() - 0.3) * 10 ** Math.floor(random() * 9);
      expect(formatNumber(value), String(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
    }
  });

  it("never says '-0', and names what is not a number", () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});

describe('dates and times', () => {
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  // Node's ICU writes a narrow no-break space before AM/PM; the interface uses a plain space.
  const plain = (text: string) => text.replace(/\u202f/g, ' ');
  const instants = [
    '2026-01-01T00:00:00Z',
    '2026-03-08T09:59:59.999Z',
    '2026-07-31T12:00:00Z',
    '2026-11-26T23:07:00Z',
    '2027-12-31T11:30:00-05:00',
    '2026-06-15T17:45:00+02:00',
  ];

  it('match Intl in the process time zone', () => {
    for (const iso of instants) {
      const date = new Date(iso);
      expect(formatDate(iso)).toBe(day.format(date));
      expect(formatDateTime(iso)).toBe(`${day.format(date)}, ${plain(time.format(date))}`);
      expect(formatClock(date.getTime())).toBe(plain(time.format(date)));
    }
  });

  it('write every hour of the day as a 12-hour clock', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => formatClock(new Date(2026, 0, 1, hour, 5).getTime()));
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
  const sign = (n: number) => Math.sign(n);
  const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

  it('orders names as Intl.Collator does: no case, no accents, numbers by value', () => {
    const words = [
      'adams',
      'Adams',
      'Ádams',
      'Zoë',
      'zoe',
      'Émile',
      'Emily',
      'emile',
      'Ng',
      'O',
      'Oa',
      'Øbrien',
      'period 2',
      'Period 10',
      'Period 9',
      'student 007',
      'student 7',
      'student 70',
      '10',
      '9',
      '100',
      'Al',
      'al ',
      'Alex',
      'Álvaro',
      'Çelik',
      'celik',
      'Dvořák',
      'dvorak',
    ];
    for (const a of words) {
      for (const b of words) {
        if (a.includes('Ø') || b.includes('Ø')) continue; // Ø is a letter of its own; see below
        expect(sign(compareText(a, b)), `${a} vs ${b}`).toBe(sign(collator.compare(a, b)));
      }
    }
  });

  it('sorts a class list', () => {
    const names = ['Zoë', 'émile', 'Emma', 'Ólafur', 'olga', 'Ava', 'Øbrien', '10', '9'];
    expect([...names].sort(compareText)).toEqual([
      '9',
      '10',
      'Ava',
      'émile',
      'Emma',
      'Ólafur',
      'olga',
      'Zoë',
      'Øbrien',
    ]);
  });
});
