import { type HttpClient, tokenHeader } from '../http-client';
import type { Session } from '../sessions';
import { type LatencySummary, summarize } from '../stats';

export interface EconomyResult {
  requests: number;
  latencyMs: LatencySummary;
  requestsPerSecond: number;
  students: number;
  responseBytes: number;
}

/** `GET /api/scores/all` for one teacher, one request at a time after a few unmeasured ones. */
export async function measureEconomy(
  client: HttpClient,
  teacher: Session,
  requests = 50,
  warmup = 5,
): Promise<EconomyResult> {
  const latencies: number[] = [];
  let students = 0;
  let responseBytes = 0;
  for (let i = 0; i < warmup + requests; i++) {
    if (i === warmup) latencies.length = 0;
    const sent = performance.now();
    const answer = await client.request('GET', '/api/scores/all', tokenHeader(teacher.token));
    latencies.push(performance.now() - sent);
    if (answer.status !== 200)
      throw new Error(`GET /api/scores/all answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    students = (JSON.parse(answer.body) as { students: unknown[] }).students.length;
    responseBytes = Buffer.byteLength(answer.body);
  }
  const measuredSeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    requests,
    latencyMs: summarize(latencies),
    requestsPerSecond: requests / measuredSeconds,
    students,
    responseBytes,
  };
}
