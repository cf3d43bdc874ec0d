import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import type { Tx } from './transaction';

/**
 * Runs plain SQL and returns its rows. Both drivers answer `{ rows }`; the shared `Db` type can't
 * say so, hence this one narrow place.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A hot statement's fixed SQL text, named: the name must be unique across the app and the text never change. */
export interface PreparedStatement {
  name: string;
  text: string;
}

type Queryable = { query(text: unknown, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The driver's own client under drizzle: a pg Pool or PoolClient (a transaction's connection), or
 * PGlite and its transaction. drizzle keeps it on `session.client` for the database and for a
 * transaction alike; its public types hide it, so this is the one place that reaches for it.
 */
function driverClient(reader: Db | Tx): Queryable {
  return (reader as unknown as { session: { client: Queryable } }).session.client;
}

/**
 * Runs a hot statement as a named prepared statement on PostgreSQL: each pooled connection parses
 * and plans it once, then only binds and executes (issue 11: the student account's plan cost more
 * than its execution). Inside a transaction it runs on the transaction's connection. PGlite runs in
 * this process and gets the text as it is.
 */
export async function preparedRows<T>(reader: Db | Tx, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const client = driverClient(reader);
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as T[];
}
