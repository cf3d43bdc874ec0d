import { describe, expect, it } from 'vitest';
import { BusyError, createLimiter } from '../../src/server/common/limiter';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('runs at most its slots at once, the rest in arrival order, and frees a slot when a task fails', async () => {
    const limiter = createLimiter(2, { maxWaitMs: 60_000, name: 'test' });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const task = (i: number) =>
      limiter.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (i === 0) throw new Error('task 0 fails');
        return i;
      });
    const results = [0, 1, 2, 3].map((i) => task(i).catch((e: Error) => e.message));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(2);
    releases.shift()!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (releases.length > 0 || started.length < 4) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['task 0 fails', 1, 2, 3]);
    expect(most).toBe(2);
    expect(limiter.waiting).toBe(0);
  });

  it('gives up on a task that waited too long for a slot, without running it', async () => {
    const limiter = createLimiter(1, { maxWaitMs: 20, name: 'test' });
    let release = () => undefined as void;
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    const late = limiter.run(async () => {
      ran = true;
    });
    await expect(late).rejects.toBeInstanceOf(BusyError);
    expect(ran).toBe(false);
    expect(limiter.waiting).toBe(0);
    release();
    await first;
    // The slot is free again for the next task.
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('refuses a limit below one slot', () => {
    expect(() => createLimiter(0, { maxWaitMs: 1, name: 'test' })).toThrow();
  });
});
