import { describe, expect, it } from 'vitest';
import { oneAtATimePerKey } from '../../src/server/common/one-at-a-time';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('oneAtATimePerKey', () => {
  it("runs one key's tasks in order, one at a time, other keys beside them, and forgets idle keys", async () => {
    const queue = oneAtATimePerKey();
    const events: string[] = [];
    const releases = new Map<string, () => void>();
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise<void>((resolve) => releases.set(name, resolve));
        events.push(`end ${name}`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const a1 = queue.run('a', task('a1', true)).catch((e: Error) => e.message);
    const a2 = queue.run('a', task('a2'));
    const b1 = queue.run('b', task('b1'));
    await tick();
    expect(events).toEqual(['start a1', 'start b1']);
    releases.get('a1')!();
    await tick();
    await tick();
    // A failed task doesn't stop the next one of its key.
    expect(events).toEqual(['start a1', 'start b1', 'end a1', 'start a2']);
    releases.get('a2')!();
    releases.get('b1')!();
    expect(await Promise.all([a1, a2, b1])).toEqual(['a1 failed', 'a2', 'b1']);
    await tick();
    expect(queue.keys).toBe(0);
  });
});
