import os from 'node:os';
import { type LatencySummary, summarize } from '../stats';
import { type CpuShares, measureCpu } from './cpu';
import type { WaitSummary } from './waits';

/** How one checkout attempt ended. */
export type CheckoutEnd = 'order' | 'stock' | 'funds' | 'error';

export interface StormRun {
  concurrency: number;
  seconds: number;
  /** Every checkout attempt that ended within the run. */
  attempts: number;
  /** 201s (app) or COMMITs (bare SQL). */
  orders: number;
  /** 409 {stock} (app) or a stock UPDATE that matched no row, then ROLLBACK (bare SQL). */
  refusedStock: number;
  /** 409 {funds}; the bare SQL checks no balance, so always 0 there. */
  refusedFunds: number;
  /** Anything else: another status, a failed request, a timeout, an exception. Must be 0. */
  errors: number;
  errorSamples: string[];
  attemptsPerSecond: number;
  ordersPerSecond: number;
  /** All attempts, from sending to the last byte of the answer (app) or from BEGIN to COMMIT/ROLLBACK, pool wait included (bare SQL). */
  latencyMs: LatencySummary;
  /** Only the successful ones. */
  orderLatencyMs: LatencySummary;
  /** Only the 409s (stock or funds) / ROLLBACKs. */
  refusalLatencyMs: LatencySummary;
  /** What the PostgreSQL backends of this path were doing, sampled during the run. */
  waits: WaitSummary | null;
  /** Where the machine's cores went during the run. */
  cpu: CpuShares | null;
  /** The machine's one-minute load average as the run ended: other work on a shared machine moves every number. */
  loadAverage: number;
}

/** Counts the ends of checkout attempts and their latencies. */
export class Tally {
  private readonly latencies: number[] = [];
  private readonly orderLatencies: number[] = [];
  private readonly refusalLatencies: number[] = [];
  private readonly counts: Record<CheckoutEnd, number> = { order: 0, stock: 0, funds: 0, error: 0 };
  private readonly samples: string[] = [];

  record(end: CheckoutEnd, ms: number, detail?: string): void {
    this.counts[end]++;
    this.latencies.push(ms);
    if (end === 'order') this.orderLatencies.push(ms);
    if (end === 'stock' || end === 'funds') this.refusalLatencies.push(ms);
    if (end === 'error' && detail && this.samples.length < 5) this.samples.push(detail.slice(0, 300));
  }

  finish(concurrency: number, seconds: number, waits: WaitSummary | null, cpu: CpuShares | null): StormRun {
    const attempts = this.latencies.length;
    return {
      concurrency,
      seconds,
      attempts,
      orders: this.counts.order,
      refusedStock: this.counts.stock,
      refusedFunds: this.counts.funds,
      errors: this.counts.error,
      errorSamples: this.samples,
      attemptsPerSecond: attempts / seconds,
      ordersPerSecond: this.counts.order / seconds,
      latencyMs: summarize(this.latencies),
      orderLatencyMs: summarize(this.orderLatencies),
      refusalLatencyMs: summarize(this.refusalLatencies),
      waits,
      cpu,
      loadAverage: Number(os.loadavg()[0]!.toFixed(2)),
    };
  }
}

export interface StormLimits {
  concurrency: number;
  durationMs: number;
  maxAttempts: number;
  /** The app server's process, to tell its CPU time apart from PostgreSQL's and the rest. */
  appPid?: number;
}

/**
 * Closed loop: `concurrency` workers, each starting its next attempt when the last one ended, until
 * the time or the attempt budget runs out. Attempts in flight at the deadline still finish and count.
 */
export async function closedLoop(
  limits: StormLimits,
  attempt: (i: number) => Promise<void>,
): Promise<{ seconds: number; cpu: CpuShares | null }> {
  let issued = 0;
  const cpu = measureCpu(limits.appPid ?? null);
  const started = performance.now();
  const deadline = started + limits.durationMs;
  const worker = async () => {
    while (issued < limits.maxAttempts && performance.now() < deadline) await attempt(issued++);
  };
  await Promise.all(Array.from({ length: limits.concurrency }, worker));
  return { seconds: (performance.now() - started) / 1000, cpu: cpu.stop() };
}

/** Rejects after `ms`, so a hung request can't hang the bench. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
