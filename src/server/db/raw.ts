import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * Runs plain SQL and returns its rows. Both drivers answer `{ rows }`; the shared `Db` type can't
 * say so, hence this one narrow place.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A hot read's fixed SQL text, named: the name must be unique across the app and the text never change. */
export interface PreparedStatement {
  name: string;
  text: string;
}

type Queryable = { query(text: unknown, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Runs a hot read as a named prepared statement on PostgreSQL: each pooled connection parses and
 * plans it once, then only binds and executes (issue 11: the student account's plan cost more than
 * its execution). PGlite runs in this process and gets the text as it is.
 */
export async function preparedRows<T>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const result =
    client instanceof pg.Pool
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as T[];
}
