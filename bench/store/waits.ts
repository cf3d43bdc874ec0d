import pg from 'pg';

export interface WaitSummary {
  samples: number;
  /** Average number of this path's backends in each state, e.g. "active: Lock/transactionid", busiest first. */
  averageBackends: Record<string, number>;
}

/**
 * Samples pg_stat_activity every `everyMs` for the backends whose application_name is `application`:
 * "active (on CPU)", "active: Lock/transactionid" (waiting for another checkout's row lock),
 * "idle in transaction" (holding its locks while waiting for the next statement from Node), "idle"
 * (a pool connection with nothing to do).
 */
export async function sampleWaits(
  url: string,
  application: string,
  everyMs = 100,
): Promise<{ stop(): Promise<WaitSummary> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  const totals = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select state || coalesce(': ' || wait_event_type || '/' || wait_event, case when state = 'active' then ' (on CPU)' else '' end) as what,
                count(*)::int as n
         from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid() group by 1`,
        [application],
      );
      samples++;
      for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  let stopping: Promise<WaitSummary> | null = null;
  const finish = async (): Promise<WaitSummary> => {
    stopped = true;
    try {
      await loop;
    } finally {
      await client.end();
    }
    const averageBackends: Record<string, number> = {};
    for (const [what, n] of [...totals].sort((a, b) => b[1] - a[1]))
      averageBackends[what] = Number((n / Math.max(samples, 1)).toFixed(2));
    return { samples, averageBackends };
  };
  // Safe to call twice (the run's end, then a finally).
  return { stop: () => (stopping ??= finish()) };
}

/** The same database URL with an application_name, so pg_stat_activity can tell the paths apart. */
export function withApplicationName(url: string, application: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', application);
  return parsed.toString();
}
