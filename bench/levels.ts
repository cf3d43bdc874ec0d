import { httpClient } from './http-client';
import { type LoadRequest, type LoadResult, runLoad } from './load';

export interface LevelOptions {
  levels: number[];
  durationSeconds: number;
  maxRequests: number;
}

/** The same closed-loop load at each concurrency level, one keep-alive connection per worker. */
export async function runLevels(
  port: number,
  options: LevelOptions,
  next: (i: number) => LoadRequest,
  log: (line: string) => void,
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const concurrency of options.levels) {
    const client = httpClient(port, concurrency);
    try {
      const result = await runLoad({
        client,
        concurrency,
        durationMs: options.durationSeconds * 1000,
        maxRequests: options.maxRequests,
        warmupMs: Math.min(2000, options.durationSeconds * 200),
        next,
      });
      log(
        `    c=${String(concurrency).padStart(3)}  ${Math.round(result.requestsPerSecond).toLocaleString('en-US').padStart(7)} req/s  ` +
          `p50 ${result.latencyMs.p50.toFixed(2)} ms  p99 ${result.latencyMs.p99.toFixed(2)} ms  (${result.requests} requests, ${result.errors} errors)`,
      );
      results.push(result);
    } finally {
      client.close();
    }
  }
  return results;
}
