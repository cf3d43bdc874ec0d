import { describe, expect, it } from 'vitest';
import { defaultMaxStreams, openFilesLimit } from '../../src/server/events/stream-limits';

describe('EVENTS_MAX_STREAMS when unset', () => {
  it('is half the open-files limit, at most 10,000, and 1,000 where the limit is unknown', () => {
    expect(defaultMaxStreams(20_000)).toBe(10_000);
    expect(defaultMaxStreams(4_096)).toBe(2_048);
    expect(defaultMaxStreams(1_048_576)).toBe(10_000);
    expect(defaultMaxStreams(Infinity)).toBe(10_000);
    expect(defaultMaxStreams(1)).toBe(1);
    expect(defaultMaxStreams(null)).toBe(1_000);
  });

  it("reads this process's limit on Linux", () => {
    const limit = openFilesLimit();
    if (process.platform === 'linux') expect(limit).toBeGreaterThan(0);
    else expect(limit).toBeNull();
  });
});
