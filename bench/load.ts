import type { HttpClient } from './http-client';
import { type LatencySummary, summarize } from './stats';

export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface LoadSpec {
  client: HttpClient;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
  /** Unmeasured requests first, so connections, caches and the JIT are warm. */
  warmupMs: number;
  /** The i-th request (i counts across all workers). */
  next(i: number): LoadRequest;
}

export interface LoadResult {
  concurrency: number;
  requests: number;
  /** Answers that were not 2xx, plus failed requests. */
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: LatencySummary;
  /** Body size of the last answer, to show what one request returns. */
  responseBytes: number;
}

/**
 * Closed-loop load: `concurrency` workers, each sending its next request when the last one answered,
 * until the time or the request budget runs out. Latency is from sending to the last body byte.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupMs > 0) await drive(spec, spec.warmupMs, spec.maxRequests, false);
  return drive(spec, spec.durationMs, spec.maxRequests, true);
}

async function drive(spec: LoadSpec, durationMs: number, maxRequests: number, measured: boolean): Promise<LoadResult> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let responseBytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const worker = async () => {
    while (issued < maxRequests && performance.now() < deadline) {
      const { path, headers } = spec.next(issued++);
      const sent = performance.now();
      try {
        const answer = await spec.client.request('GET', path, headers);
        if (answer.status < 200 || answer.status >= 300) errors++;
        responseBytes = Buffer.byteLength(answer.body);
      } catch {
        errors++;
      }
      if (measured) latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    concurrency: spec.concurrency,
    requests: issued,
    errors,
    seconds,
    requestsPerSecond: issued / seconds,
    latencyMs: summarize(latencies),
    responseBytes,
  };
}
