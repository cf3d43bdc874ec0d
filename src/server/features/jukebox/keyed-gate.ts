/**
 * Lets one task per key run at a time in this process, with a bounded line. The jukebox holds a
 * database connection while Spotify answers a paid request; a line in memory instead of at the
 * database lock keeps a class pressing at once (or a hanging Spotify) from taking the whole pool.
 * The row locks inside still decide correctness across processes.
 */
export function createKeyedGate(maxWaiting: number) {
  const tails = new Map<string, Promise<void>>();
  const waiting = new Map<string, number>();

  /** Runs `task` when the key's turn comes; null when the line is already full. */
  async function run<T>(key: string, task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const inLine = waiting.get(key) ?? 0;
    if (inLine >= maxWaiting) return { ran: false };
    waiting.set(key, inLine + 1);
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    try {
      await previous;
      return { ran: true, value: await task() };
    } finally {
      release();
      const left = (waiting.get(key) ?? 1) - 1;
      if (left === 0) waiting.delete(key);
      else waiting.set(key, left);
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  return { run };
}
