import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs plain SQL and returns its rows. Both drivers answer `{ rows }`; the shared `Db` type can't
 * say so, hence this one narrow place.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
