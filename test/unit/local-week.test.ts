import { describe, expect, it } from 'vitest';
import { localWeek, startOfLocalDay } from '../../src/server/common/local-week';
import { addDays } from '../../src/shared/calendar-days';

describe("a week of the installation's time zone (the hall pass report)", () => {
  it('runs Monday to Sunday, from local midnight to the next Monday', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      expect(localWeek(day, 'America/Denver')).toEqual({
        start: '2026-11-23',
        end: '2026-11-29',
        from: new Date('2026-11-23T07:00:00Z'),
        to: new Date('2026-11-30T07:00:00Z'),
      });
    }
    expect(localWeek('2026-11-30', 'UTC').start).toBe('2026-11-30');
    expect(localWeek('2027-01-01', 'UTC')).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('is 167 or 169 hours long across a clock change', () => {
    const spring = localWeek('2026-03-08', 'America/Denver');
    expect(spring.from.toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(spring.to.toISOString()).toBe('2026-03-09T06:00:00.000Z');
    // Berlin's clocks go back on Sunday, October 25, 2026.
    const autumn = localWeek('2026-10-25', 'Europe/Berlin');
    expect(autumn.from.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(autumn.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts a day whose midnight a clock change skips at the change', () => {
    // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(startOfLocalDay('2026-09-07', 'America/Santiago').toISOString()).toBe('2026-09-07T03:00:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'Pacific/Kiritimati').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'Pacific/Pago_Pago').toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });

  it('counts calendar days without a time zone', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
