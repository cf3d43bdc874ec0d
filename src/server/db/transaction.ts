import type { Outcome, Refused } from '../outcome';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Carries a result out of a transaction that must not commit. */
class Undo<T> extends Error {
  constructor(readonly outcome: Outcome<T>) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's message, for the log
    super('transaction undone on purpose');
  }
}

/**
 * Runs `work` in one transaction. A refusal rolls everything back (all or nothing); with
 * `commit: false` even a success rolls back, which makes a preview exactly what a commit would do.
 */
export async function runInTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<Outcome<T>>,
  options: { commit?: boolean } = {},
): Promise<Outcome<T>> {
  const commit = options.commit ?? true;
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (!outcome.ok || !commit) throw new Undo(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Undo) return error.outcome as Outcome<T> | Refused;
    throw error;
  }
}
