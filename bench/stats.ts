export interface LatencySummary {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of latencies in milliseconds. */
export function summarize(latenciesMs: readonly number[]): LatencySummary {
  if (latenciesMs.length === 0) return { p50: 0, p90: 0, p99: 0, max: 0, mean: 0 };
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return { p50: at(50), p90: at(90), p99: at(99), max: at(100), mean: total / sorted.length };
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
