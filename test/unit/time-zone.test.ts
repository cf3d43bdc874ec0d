import { describe, expect, it } from 'vitest';
import { localDate, localTime } from '../../src/server/common/clock';
import { readConfig } from '../../src/server/config';
import { passStateAt } from '../../src/shared/hallpasses';

describe("the installation's day (P18)", () => {
  it('reads TZ as an IANA name, and falls back to the process zone for anything else', () => {
    expect(readConfig({ TZ: 'America/Denver' }).timeZone).toBe('America/Denver');
    // Undefined is the process's own zone, which Intl works out when it first formats a date.
    expect(readConfig({ TZ: ':/etc/localtime' }).timeZone).toBeUndefined();
    expect(readConfig({}).timeZone).toBeUndefined();
    const processZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = new Date('2026-12-02T06:30:00Z');
    expect(localDate(instant, undefined)).toBe(localDate(instant, processZone));
    expect(localTime(instant, undefined)).toBe(localTime(instant, processZone));
  });

  it('dates and times an instant in that zone', () => {
    const instant = new Date('2026-12-02T06:30:00Z');
    expect(localDate(instant, 'America/Denver')).toBe('2026-12-01');
    expect(localDate(instant, 'UTC')).toBe('2026-12-02');
    expect(localTime(instant, 'America/Denver')).toBe('11:30 PM');
  });
});

describe('a pass expires (P39)', () => {
  it('once more than its duration has passed, fractions of a minute included', () => {
    const created = new Date('2026-11-21T15:00:00Z');
    expect(passStateAt('active', created, 5, new Date('2026-11-21T15:05:00Z'))).toBe('active');
    expect(passStateAt('active', created, 5, new Date('2026-11-21T15:05:00.001Z'))).toBe('expired');
    // P48: a pass that has not started, or came back, keeps its state however late it is read.
    expect(passStateAt('waiting', null, 5, new Date('2026-11-21T18:00:00Z'))).toBe('waiting');
    expect(passStateAt('returned', created, 5, new Date('2026-11-21T18:00:00Z'))).toBe('returned');
  });
});
