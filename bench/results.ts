import type { ExplainReport } from './explain';
import type { LoadResult } from './load';
import type { PgliteComparison } from './pglite-compare';
import type { EconomyResult } from './scenarios/economy';
import type { ImportResult } from './scenarios/gradebook-import';
import type { SeedReport } from './seed-school';
import type { LatencySummary } from './stats';

/** Everything one run measured; written to bench/results/latest.json. */
export interface BenchResults {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string; platform: string };
  options: { durationSeconds: number; maxRequests: number; concurrency: number[]; poolSize: number };
  /** null when --keep reused an already seeded database. */
  seed: SeedReport | null;
  logins: { count: number; latencyMs: LatencySummary };
  hello: LoadResult[];
  studentAccounts: LoadResult[];
  economy: EconomyResult & { teacher: string; rows: { students: number; scores: number; transactions: number } };
  imports: { oneCourseOf180: ImportResult; sixCoursesOf30: ImportResult };
  explain: Omit<ExplainReport, 'text'>;
  pglite: PgliteComparison | null;
  /** Throughputs ÷ hello-world throughput at the same concurrency, keyed by concurrency. */
  ratios: {
    studentAccounts: Record<string, number>;
    pgliteStudentAccounts: Record<string, number> | null;
    economyAtConcurrency1: number | null;
  };
}
