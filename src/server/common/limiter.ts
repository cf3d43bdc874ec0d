/**
 * Runs at most `slots` tasks at once; the others wait their turn in arrival order. A finished task
 * hands its slot straight to the next one waiting.
 */
export function createLimiter(slots: number) {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`a limiter needs at least one slot, not ${slots}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < slots) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Tasks waiting for a slot (for tests and diagnostics). */
    get waiting(): number {
      return waiting.length;
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
