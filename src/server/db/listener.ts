import pg from 'pg';

export interface ListenHandlers {
  /** A notification's payload on the channel. */
  onNotification(payload: string): void;
  /** The listener is (again) listening; `again` after a lost connection, when notifications may have been missed. */
  onListening?(again: boolean): void;
  /** The listening connection failed or was lost; it is being re-established. */
  onLost?(error: Error): void;
}

export interface Listening {
  close(): Promise<void>;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;
// A connection that died silently (a dropped network, a failover) is noticed by a query failing.
const PROBE_EVERY_MS = 30_000;

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel, outside the request pool (a pooled
 * connection would be handed to other queries, and a LISTEN must live as long as the process). When
 * the database goes away the connection is dropped and re-made with growing delays (up to 30 s,
 * jittered), forever, until `close()`; nothing here can end the process. Resolves after the first
 * attempt, listening or not.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`channel ${channel}: lowercase letters, digits and _`);
  let closed = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let listenedBefore = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  const dropped = new WeakSet<pg.Client>();

  const lost = (client: pg.Client, error: unknown) => {
    if (dropped.has(client)) return;
    dropped.add(client);
    if (current === client) current = null;
    clearInterval(probeTimer);
    client.end().catch(() => undefined);
    if (closed) return;
    handlers.onLost?.(error instanceof Error ? error : new Error(String(error)));
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('Connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (closed || dropped.has(client)) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    probeTimer = setInterval(() => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
      client.query('select 1').catch((error: unknown) => lost(client, error));
    }, PROBE_EVERY_MS);
    probeTimer.unref();
    handlers.onListening?.(listenedBefore);
    listenedBefore = true;
  };

  // The first attempt is awaited (an app starts listening before it serves); a failure is retried.
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const client = current;
      current = null;
      if (client) {
        dropped.add(client);
        await client.end().catch(() => undefined);
      }
    },
  };
}
