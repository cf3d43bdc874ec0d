import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Listening, type ListenHandlers, listenOnPostgres } from './listener';
import { queryRows } from './raw';
import { ResilientPool } from './resilient-pool';
import * as schema from './all-tables';

/** The one query interface the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * `migrationsFolder` is for tests only: a copy of the migrations cut after an earlier release, so
 * an upgrade can be rehearsed on a database of that release's shape (test/support/upgrade.ts).
 */
export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrationsFolder?: string }
  | {
      driver: 'pg';
      url: string;
      poolSize?: number;
      onConnectionLost?: (error: Error) => void;
      migrationsFolder?: string;
    };

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** How many queries can run at once: PGlite's one connection, or the pool's size. */
  connections: number;
  /**
   * Applies pending schema migrations and says how many ran. Safe to call from several instances at
   * once. `upTo` (a copy of the migrations cut after an earlier one) stops there: a restore first
   * brings an empty database to its backup's schema (P45).
   */
  migrate(upTo?: { migrationsFolder: string }): Promise<{ applied: number }>;
  /** PGlite only: the data folder as a tarball, used by the tests to clone a migrated database. */
  dump(): Promise<Blob>;
  /**
   * LISTENs on a channel: PostgreSQL through one dedicated connection that reconnects by itself,
   * PGlite through its own `listen`. Resolves once listening has begun (PostgreSQL: been started).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

/** The migrations this release ships. */
export const releaseMigrations = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_KEY = 7_304_512_771;

/**
 * A migration that refuses (migration 0011's check of the ledger, say) raises its reason in the
 * database; drizzle wraps it in "Failed query: <the whole migration>". The operator reading the
 * start-up log needs the reason first, so it leads the error that is thrown.
 */
function migrationFailure(error: unknown): unknown {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return error;
  return new Error(`The database upgrade failed: ${cause.message}`, { cause: error });
}

async function countAppliedMigrations(db: Db): Promise<number> {
  const [found] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found?.exists) return 0;
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return counted?.n ?? 0;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'pglite') return openPglite(options);
  return openPostgres(options);
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles it with its quick baseline
 * compiler, then again, optimised, for every busy function, and keeps both: measured here, 50 MiB
 * more memory after a few thousand queries for 5-15% faster queries. The embedded database is the
 * small install (one class, one machine, often a small one), so it keeps the baseline code only
 * (issue 11). Set before PGlite compiles its module. The flag is process-wide: Node's own fetch
 * parses HTTP in a small WebAssembly module too, which costs nothing measurable here.
 */
function keepWebAssemblyBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(options: Extract<DatabaseOptions, { driver: 'pglite' }>): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? releaseMigrations;
  keepWebAssemblyBaselineOnly();
  // A small buffer pool keeps the embedded database near 200 MB, enough for a school.
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: ['shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    connections: 1,
    async migrate(upTo) {
      // PGlite runs one connection in one process: nothing else can migrate at the same time.
      const before = await countAppliedMigrations(db);
      const folder = upTo?.migrationsFolder ?? migrationsFolder;
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder }).catch((error: unknown) => {
        throw migrationFailure(error);
      });
      return { applied: (await countAppliedMigrations(db)) - before };
    },
    async dump() {
      const file = await client.dumpDataDir('none');
      return file;
    },
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotification(payload));
      handlers.onListening?.(false);
      return {
        async close() {
          if (!client.closed) await unlisten();
        },
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(options: Extract<DatabaseOptions, { driver: 'pg' }>): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? releaseMigrations;
  const poolSize = options.poolSize ?? 10;
  const pool = new ResilientPool(
    {
      connectionString: options.url,
      max: poolSize,
      // While the database is away a request fails within seconds (503) instead of waiting forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    },
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the server's log
    options.onConnectionLost ?? ((error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`)),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    connections: poolSize,
    async migrate(upTo) {
      // Several app instances may start together: an advisory lock lets one migrate at a time.
      const conn = await pool.connect();
      try {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg({ client: conn, schema }) as unknown as Db;
        const before = await countAppliedMigrations(locked);
        const folder = upTo?.migrationsFolder ?? migrationsFolder;
        await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: folder }).catch((error: unknown) => {
          throw migrationFailure(error);
        });
        return { applied: (await countAppliedMigrations(locked)) - before };
      } finally {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    async dump() {
      throw new Error('dump() is only available on PGlite');
    },
    async listen(channel, handlers) {
      return listenOnPostgres(options.url, channel, handlers);
    },
    async close() {
      await pool.end();
    },
  };
}
