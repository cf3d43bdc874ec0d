import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './load';
import type { BenchResults } from './results';

export const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
export const ms = (n: number): string => (n >= 100 ? n.toFixed(0) : n.toFixed(n >= 10 ? 1 : 2));
export const ratio = (n: number): string => (n >= 0.1 ? n.toFixed(2) : n.toFixed(3));

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const helloAt = (results: BenchResults, concurrency: number): LoadResult | undefined =>
  results.hello.find((h) => h.concurrency === concurrency);

function loadRows(label: string, runs: LoadResult[], results: BenchResults): string[][] {
  return runs.map((run) => {
    const hello = helloAt(results, run.concurrency);
    return [
      label,
      String(run.concurrency),
      int(run.requestsPerSecond),
      hello ? `${ratio(run.requestsPerSecond / hello.requestsPerSecond)} ×` : '',
      ms(run.latencyMs.p50),
      ms(run.latencyMs.p99),
      int(run.requests),
      String(run.errors),
    ];
  });
}

function ratiosTo(hello: LoadResult[], runs: LoadResult[]): Record<string, number> {
  const ratios: Record<string, number> = {};
  for (const run of runs) {
    const base = hello.find((h) => h.concurrency === run.concurrency);
    if (base) ratios[String(run.concurrency)] = Number((run.requestsPerSecond / base.requestsPerSecond).toPrecision(3));
  }
  return ratios;
}

/** Every throughput as a fraction of hello-world's on the same machine with the same load generator. */
export function ratiosOf(results: Omit<BenchResults, 'ratios'>): BenchResults['ratios'] {
  const hello1 = results.hello.find((h) => h.concurrency === 1);
  return {
    studentAccounts: ratiosTo(results.hello, results.studentAccounts),
    pgliteStudentAccounts: results.pglite ? ratiosTo(results.hello, results.pglite.studentAccounts) : null,
    economyAtConcurrency1: hello1
      ? Number((results.economy.requestsPerSecond / hello1.requestsPerSecond).toPrecision(3))
      : null,
  };
}

/** The summary table printed at the end of a run. */
export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  const m = results.machine;
  out.push(
    `Classmint bench, ${results.startedAt}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, PostgreSQL ${m.postgres}`,
  );
  if (results.seed) {
    const c = results.seed.counts;
    out.push(
      `Seed: ${results.seed.seconds.toFixed(1)} s for ${int(c.teachers)} teachers, ${int(c.students)} students ` +
        `(${int(c.studentAccounts)} accounts, ${int(c.sharedStudents)} with several teachers), ${int(c.tasks)} tasks, ` +
        `${int(c.scores)} scores + ${int(c.transactions)} transactions = ${int(results.seed.ledgerRows)} rows`,
    );
  } else out.push('Seed: reused the kept database');
  if (results.pglite) out.push(`PGlite seed: ${results.pglite.seed.seconds.toFixed(1)} s for the same school`);
  out.push(
    `Logins (argon2id, POST /api/users/login): ${results.logins.count}, p50 ${ms(results.logins.latencyMs.p50)} ms, p99 ${ms(results.logins.latencyMs.p99)} ms`,
  );

  out.push(
    '',
    'Throughput (closed loop, keep-alive, loopback; ratio = req/s ÷ hello-world req/s at the same concurrency)',
  );
  const rows = [
    ...loadRows('hello-world Fastify', results.hello, results),
    ...loadRows('student account (PostgreSQL)', results.studentAccounts, results),
    ...(results.pglite ? loadRows('student account (PGlite)', results.pglite.studentAccounts, results) : []),
  ];
  out.push(table(['endpoint', 'conc.', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'requests', 'errors'], rows));

  const e = results.economy;
  const hello1 = helloAt(results, 1);
  out.push(
    '',
    `Economy GET /api/scores/all (${e.teacher}: ${e.rows.students} students, reads ${int(e.rows.scores)} scores + ${int(e.rows.transactions)} transactions; ` +
      `${int(e.responseBytes / 1024)} KiB answer)`,
    `  ${e.requests} sequential requests: p50 ${ms(e.latencyMs.p50)} ms, p99 ${ms(e.latencyMs.p99)} ms, ${e.requestsPerSecond.toFixed(1)} req/s` +
      (hello1 ? ` = ${ratio(e.requestsPerSecond / hello1.requestsPerSecond)} × hello-world at concurrency 1` : ''),
  );

  out.push('', 'Gradebook import POST /api/scores/import (times summed over the courses)');
  const importRows = Object.entries({
    '1 course × 180 students': results.imports.oneCourseOf180,
    '6 courses × 30 students': results.imports.sixCoursesOf30,
  }).flatMap(([label, r]) =>
    (['preview', 'commit', 'reimport'] as const).map((step) => [
      `${label}, ${r.tasks} tasks`,
      step,
      ms(r[step].ms),
      int((r.scores / r[step].ms) * 1000),
      `${r[step].tasksCreated}/${r[step].scoresImported}/${r[step].scoresUpdated}`,
    ]),
  );
  out.push(table(['gradebook', 'step', 'ms', 'scores/s', 'created tasks/new/changed scores'], importRows));
  out.push(
    `  re-import changed nothing: ${results.imports.oneCourseOf180.reimportChangedNothing && results.imports.sixCoursesOf30.reimportChangedNothing}; ` +
      `payload ${int(results.imports.oneCourseOf180.payloadBytes / 1024)} KiB for 180 × 60`,
  );

  out.push('', `Hot queries (EXPLAIN ANALYZE on the seeded database, statements exactly as the app sends them)`);
  for (const [flow, explained] of [
    ['student account', results.explain.account],
    ['economy', results.explain.economy],
  ] as const) {
    out.push(`  ${flow}: ${explained.statements} statements per request`);
    for (const plan of explained.plans) {
      out.push(
        `    ${plan.label.padEnd(30)} ${ms(plan.executionMs).padStart(6)} ms  ${[...new Set(plan.scans)].join('; ')}`,
      );
    }
  }
  out.push(`  import preview (180 × 60): ${results.explain.importPreviewStatements} statements`);
  return out.join('\n');
}

export function writeResults(results: BenchResults, explainText: string): { json: string; explain: string } {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${RESULTS_DIR}latest.json`;
  const explain = `${RESULTS_DIR}explain.txt`;
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(explain, `${explainText}\n`);
  return { json, explain };
}
