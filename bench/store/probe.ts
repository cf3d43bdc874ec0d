import { httpClient, tokenHeader } from '../http-client';
import { type LatencySummary, summarize } from '../stats';

export interface ProbeResult {
  requests: number;
  /** Answers that weren't 200. */
  failures: number;
  latencyMs: LatencySummary;
}

/**
 * A bystander: one student browsing the store (`GET /api/products`, a plain SELECT that no row lock
 * blocks) on its own connection, one request at a time, pausing `pauseMs` between them, until
 * stopped. It shows what a checkout storm does to the rest of the app.
 */
export function startProbe(port: number, token: string, pauseMs = 50): { stop(): Promise<ProbeResult> } {
  const client = httpClient(port, 1);
  const latencies: number[] = [];
  let failures = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const sent = performance.now();
      try {
        const answer = await client.request('GET', '/api/products', tokenHeader(token));
        if (answer.status !== 200) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - sent);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  let stopping: Promise<ProbeResult> | null = null;
  const finish = async (): Promise<ProbeResult> => {
    stopped = true;
    await loop;
    client.close();
    return { requests: latencies.length, failures, latencyMs: summarize(latencies) };
  };
  return { stop: () => (stopping ??= finish()) };
}

/** The same bystander with nothing else going on: `requests` requests, one at a time. */
export async function probeQuietly(port: number, token: string, requests = 50): Promise<ProbeResult> {
  const client = httpClient(port, 1);
  const latencies: number[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < requests; i++) {
      const sent = performance.now();
      const answer = await client.request('GET', '/api/products', tokenHeader(token));
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) failures++;
    }
  } finally {
    client.close();
  }
  return { requests, failures, latencyMs: summarize(latencies) };
}
