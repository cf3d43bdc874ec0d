import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

type Release = (error?: Error | boolean) => void;
const guarded = new WeakSet<pg.PoolClient>();

/**
 * A pg pool that survives PostgreSQL going away while connections are checked out.
 *
 * node-postgres emits 'error' on a client whose server dies; the pool listens only while the client
 * is idle, so a death during a transaction was an unhandled 'error' event that ended the process.
 * And drizzle checks a client out, then sends BEGIN outside its try/finally: when BEGIN fails the
 * client is never released, and ten such leaks leave a pool that waits forever. Here every client
 * always has an error listener, and a client whose query fails because the connection is gone is
 * released at once with that error (the pool then discards it); the caller's own release later is a
 * no-op. New connections are made on demand, so the app recovers when the database returns.
 */
export class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onConnectionLost: (error: Error) => void,
  ) {
    super(config);
    // An idle connection that dies is removed by the pool itself; it still needs a listener.
    this.on('error', (error) => this.onConnectionLost(error));
  }

  // drizzle calls connect() with no callback; pool.query() calls it with one and manages the client itself.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.guard(client));
  }

  private guard(client: pg.PoolClient): pg.PoolClient {
    if (!guarded.has(client)) {
      guarded.add(client);
      client.on('error', (error) => this.onConnectionLost(error));
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) client.release(error instanceof Error ? error : true);
          throw error;
        });
      };
    }
    // The pool gives each checkout a fresh release function that throws when called twice.
    const release = client.release.bind(client) as Release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release(error);
    };
    return client;
  }
}
