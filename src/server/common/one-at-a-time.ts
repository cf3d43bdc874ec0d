/**
 * Runs the tasks of one key one after another, in arrival order, and tasks of different keys
 * independently. Used where the database would make them wait on each other anyway (one student's
 * row lock), so they wait here instead of holding a scarcer slot or connection meanwhile.
 */
export function oneAtATimePerKey() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      // The last task of a key removes its entry, so the map holds only keys with work queued.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with work running or queued (for tests). */
    get keys(): number {
      return tails.size;
    },
  };
}
