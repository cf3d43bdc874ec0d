import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoadResult } from '../load';
import { int, ms, RESULTS_DIR, ratio, table } from '../report';
import type { BenchResults } from '../results';
import type { BalanceCheck, OrdersCheck, StockCheck } from './checks';
import type { CheckoutExplained } from './explain-checkout';
import type { ProbeResult } from './probe';
import type { StormRun } from './tally';

export interface LevelChecks {
  stock: StockCheck;
  orders: OrdersCheck;
}

export interface LevelResult {
  concurrency: number;
  bareSql: StormRun;
  bareSqlChecks: LevelChecks;
  app: StormRun;
  appChecks: LevelChecks;
  /** The same storm on the ideal server (bench/ideal-checkout-server.ts): the limit the app is measured against. */
  ideal: StormRun;
  idealChecks: LevelChecks;
  /** With --sql-variants: the checkout SQL in the app's order, and reordered for a shorter product lock. */
  variants: {
    appSequence: StormRun;
    appSequenceChecks: LevelChecks;
    shortWindow: StormRun;
    shortWindowChecks: LevelChecks;
  } | null;
  /** One student browsing the store (GET /api/products) alone before the storm, and during it. */
  bystander: { quiet: ProbeResult; duringStorm: ProbeResult | null };
  ratios: {
    /** App 201s per second ÷ the ideal server's 201s per second: the headline (issue 11). */
    ordersToIdeal: number;
    /** App answers (201 + 409) per second ÷ the ideal server's answers per second. */
    attemptsToIdeal: number;
    /** App 201s per second ÷ bare-SQL COMMITs per second. */
    ordersToBareCommits: number;
    /** App answers (201 + 409) per second ÷ bare-SQL transactions (COMMIT + ROLLBACK) per second. */
    attemptsToBareAttempts: number;
    /** App answers per second ÷ hello-world requests per second at this concurrency. */
    attemptsToHello: number | null;
    ordersToHello: number | null;
  };
}

/** Everything one checkout storm measured; written to bench/results/checkout-latest.json. */
export interface CheckoutResults {
  startedAt: string;
  machine: BenchResults['machine'];
  options: {
    students: number;
    concurrency: number[];
    durationSeconds: number;
    maxAttempts: number;
    poolSize: number;
    warmupSeconds: number;
    mix: string;
    productsPerLevel: string;
  };
  seed: { seconds: number; sessionsSeconds: number; students: number };
  hello: LoadResult[] | null;
  levels: LevelResult[];
  final: {
    stormStock: StockCheck;
    stormOrders: OrdersCheck;
    balances: BalanceCheck;
    idealStock: StockCheck;
    idealBalances: BalanceCheck;
    baselineStock: StockCheck;
  };
  explain: Omit<CheckoutExplained, 'text'>;
  verdict: {
    oversoldUnits: number;
    stockMismatches: number;
    errors: number;
    balanceProblems: number;
    orderMismatches: number;
    ok: boolean;
  };
}

const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–');

function runRow(label: string, run: StormRun, checks: LevelChecks): string[] {
  return [
    label,
    String(run.concurrency),
    int(run.attemptsPerSecond),
    int(run.ordersPerSecond),
    `${int(run.refusedStock)} / ${int(run.refusedFunds)}`,
    String(run.errors),
    ms(run.latencyMs.p50),
    ms(run.latencyMs.p99),
    ms(run.orderLatencyMs.p99),
    int(run.attempts),
    String(checks.stock.oversoldUnits + checks.stock.negativeStock + checks.stock.mismatchedProducts),
    run.loadAverage.toFixed(1),
  ];
}

const waitLine = (run: StormRun): string =>
  run.waits
    ? Object.entries(run.waits.averageBackends)
        .slice(0, 5)
        .map(([what, n]) => `${what} ${n.toFixed(1)}`)
        .join(', ')
    : '–';

const cpuLine = (run: StormRun): string =>
  run.cpu
    ? `app ${run.cpu.app.toFixed(2)}, postgres ${run.cpu.postgres.toFixed(2)}, load generator ${run.cpu.generator.toFixed(2)}, other ${run.cpu.other.toFixed(2)}`
    : '–';

export function formatCheckoutReport(results: CheckoutResults): string {
  const out: string[] = [];
  const m = results.machine;
  const o = results.options;
  out.push(
    `Classmint checkout storm, ${results.startedAt}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, PostgreSQL ${m.postgres}`,
  );
  out.push(
    `Seed: ${int(o.students)} students with an allowance (+ as many for the baseline) in ${results.seed.seconds.toFixed(1)} s; ` +
      `${int(o.students)} sessions in ${results.seed.sessionsSeconds.toFixed(1)} s`,
  );
  out.push(`Per level: ${o.productsPerLevel}. Mix: ${o.mix}.`);
  out.push(
    `${o.durationSeconds} s per run (at most ${int(o.maxAttempts)} attempts), pool ${o.poolSize} on both paths, ${o.warmupSeconds} s warm-up before the first.`,
  );
  out.push('');
  const rows = results.levels.flatMap((level) => [
    runRow('bare checkout SQL (pg)', level.bareSql, level.bareSqlChecks),
    ...(level.variants
      ? [
          runRow("  app's statements, in pg", level.variants.appSequence, level.variants.appSequenceChecks),
          runRow('  same, stock taken last', level.variants.shortWindow, level.variants.shortWindowChecks),
        ]
      : []),
    runRow('ideal server (node:http)', level.ideal, level.idealChecks),
    runRow('app POST /api/purchases', level.app, level.appChecks),
  ]);
  out.push(
    table(
      [
        'path',
        'conc.',
        'attempts/s',
        'orders/s',
        '409 stock / funds',
        'errors',
        'p50 ms',
        'p99 ms',
        'order p99',
        'attempts',
        'oversells',
        'load',
      ],
      rows,
    ),
  );
  out.push('');
  for (const level of results.levels) {
    const hello = results.hello?.find((h) => h.concurrency === level.concurrency);
    out.push(
      `c=${level.concurrency}: app orders/s ÷ ideal server orders/s = ${ratio(level.ratios.ordersToIdeal)} ×; ` +
        `app answers/s ÷ ideal answers/s = ${ratio(level.ratios.attemptsToIdeal)} ×`,
    );
    out.push(
      `    app orders/s ÷ bare SQL commits/s = ${ratio(level.ratios.ordersToBareCommits)} ×; ` +
        `app answers/s ÷ bare transactions/s = ${ratio(level.ratios.attemptsToBareAttempts)} ×` +
        (hello && level.ratios.attemptsToHello !== null
          ? `; app answers/s ÷ hello-world ${int(hello.requestsPerSecond)} req/s = ${ratio(level.ratios.attemptsToHello)} ×`
          : ''),
    );
    out.push(
      `    app orders ${level.appChecks.orders.answered} answered 201 / ${level.appChecks.orders.inDatabase} in the database, charge mismatches ${level.appChecks.orders.chargeMismatches}; ` +
        `scarce sold out ${level.appChecks.stock.soldOut}/${level.appChecks.stock.products - 1}, ${int(level.appChecks.stock.unitsSold)} units sold`,
    );
    out.push(`    PostgreSQL backends (average): app: ${waitLine(level.app)}`);
    out.push(`                                   ideal: ${waitLine(level.ideal)}`);
    out.push(`                                   bare: ${waitLine(level.bareSql)}`);
    const b = level.bystander;
    if (b.duringStorm) {
      out.push(
        `    a student browsing GET /api/products: p50 ${ms(b.duringStorm.latencyMs.p50)} ms, p99 ${ms(b.duringStorm.latencyMs.p99)} ms during the storm ` +
          `(${b.duringStorm.requests} requests, ${b.duringStorm.failures} failed); alone: p50 ${ms(b.quiet.latencyMs.p50)} ms, p99 ${ms(b.quiet.latencyMs.p99)} ms`,
      );
    }
    out.push(
      `    app refusals (409) p50 ${ms(level.app.refusalLatencyMs.p50)} ms, p99 ${ms(level.app.refusalLatencyMs.p99)} ms; orders p50 ${ms(level.app.orderLatencyMs.p50)} ms`,
    );
    out.push(`    CPU (cores): app run: ${cpuLine(level.app)}; bare SQL run: ${cpuLine(level.bareSql)}`);
    out.push(`                 ideal run: ${cpuLine(level.ideal)}`);
  }
  const f = results.final;
  out.push('');
  out.push(
    `Invariants after the storm: oversold units ${f.stormStock.oversoldUnits}, products whose sold units ≠ initial − final ${f.stormStock.mismatchedProducts}, ` +
      `negative stock ${f.stormStock.negativeStock} (${f.stormStock.products} products; baseline's: ${f.baselineStock.oversoldUnits}/${f.baselineStock.mismatchedProducts}/${f.baselineStock.negativeStock})`,
  );
  out.push(
    `  ${int(f.stormOrders.inDatabase)} app orders in the database, ${int(f.stormOrders.answered)} answered 201, charge ≠ total ${f.stormOrders.chargeMismatches}; ` +
      `balances: app's ≠ ledger sum ${f.balances.mismatches}, below zero ${f.balances.negative}, lowest ${f.balances.minBalance}, ` +
      `${int(f.balances.spent)} points spent, ${percent(f.balances.belowOnePencil, f.balances.students)} of students can't afford a pencil`,
  );
  out.push(
    `  ideal server: oversold units ${f.idealStock.oversoldUnits}, stock mismatches ${f.idealStock.mismatchedProducts}, ` +
      `balances ≠ ledger sum ${f.idealBalances.mismatches}, below zero ${f.idealBalances.negative}`,
  );
  const e = results.explain;
  out.push('');
  out.push(
    `One checkout, statement by statement (EXPLAIN ANALYZE, rolled back): the app sends ${e.appStatements} statements, the bare SQL ${e.bareStatements}`,
  );
  for (const plan of e.plans) {
    const time = plan.executionMs === null ? '     –' : `${ms(plan.executionMs).padStart(6)} ms`;
    out.push(`  ${plan.label.padEnd(42)} ${time}  ${[...new Set(plan.scans)].join('; ')}`);
  }
  const v = results.verdict;
  out.push('');
  out.push(
    `Verdict: ${v.ok ? 'OK' : 'FAILED'} — oversold units ${v.oversoldUnits}, stock mismatches ${v.stockMismatches}, errors ${v.errors}, ` +
      `balance problems ${v.balanceProblems}, order/charge mismatches ${v.orderMismatches}`,
  );
  return out.join('\n');
}

export function writeCheckoutResults(results: CheckoutResults, explainText: string): { json: string; explain: string } {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${RESULTS_DIR}checkout-latest.json`;
  const explain = `${RESULTS_DIR}checkout-explain.txt`;
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(explain, `${explainText}\n`);
  return { json, explain };
}
