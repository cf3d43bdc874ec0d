/** A task that waited longer than its limiter allows for a slot; the API answers 503 "busy". */
export class BusyError extends Error {
  constructor(what: string) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log: the API answers BUSY in its place
    super(`${what}: no slot free in time`);
  }
}

/**
 * Runs at most `slots` tasks at once; the others wait their turn in arrival order, each for at most
 * `maxWaitMs` (then it fails with BusyError, having done nothing). A finished task hands its slot
 * straight to the next one waiting.
 */
export function createLimiter(slots: number, options: { maxWaitMs: number; name: string }) {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`a limiter needs at least one slot, not ${slots}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  function slot(): Promise<void> {
    if (running < slots) {
      running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new BusyError(options.name));
      }, options.maxWaitMs);
      waiting.push(turn);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await slot();
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
