import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';
import { orderTotals } from '../src/shared/pricing';
import { createDatabase, dropDatabase, waitForNoConnections, withDatabase } from './bench-database';
import { runLevels } from './levels';
import type { LoadResult } from './load';
import { describeMachine } from './machine';
import { helloRequests } from './scenarios/student-accounts';
import { type RunningServer, startServer } from './server-process';
import { type BareVariant, runBareSql } from './store/bare-sql';
import { checkBalances, checkOrders, checkStock } from './store/checks';
import { explainCheckout } from './store/explain-checkout';
import { readStormOptions, type StormOptions } from './store/options';
import { orderPlanner, warmupPlanner } from './store/orders';
import { probeQuietly } from './store/probe';
import {
  type CheckoutResults,
  formatCheckoutReport,
  type LevelChecks,
  type LevelResult,
  writeCheckoutResults,
} from './store/report';
import {
  type CreatedProducts,
  createLevelProducts,
  createWarmupProduct,
  openSessions,
  seedStore,
  type StoreSeed,
} from './store/seed';
import { describeMix, STORE } from './store/shape';
import { runHttpStorm } from './store/storm';
import type { StormRun } from './store/tally';
import { withApplicationName } from './store/waits';

/**
 * `npm run bench:checkout`: a checkout storm on the real app. Seeds its own database (dropped at the
 * end), fires concurrent students at POST /api/purchases for a few scarce products and a plentiful
 * one, checks nothing was oversold and every balance adds up, and compares the order rate with the
 * same checkout SQL sent straight through pg at the same concurrency and pool size.
 */
const log = (line: string) => console.log(line);
const APP_APPLICATION = 'classmint-bench-app';
const IDEAL_APPLICATION = 'classmint-bench-ideal';

const short = (run: StormRun): string =>
  `${Math.round(run.attemptsPerSecond)} attempts/s, ${Math.round(run.ordersPerSecond)} orders/s, ${run.refusedStock} stock + ${run.refusedFunds} funds refusals, ` +
  `${run.errors} errors, p50 ${run.latencyMs.p50.toFixed(1)} ms, p99 ${run.latencyMs.p99.toFixed(1)} ms, load ${run.loadAverage}` +
  (run.errorSamples.length > 0 ? `\n      first errors: ${run.errorSamples.join(' | ')}` : '');
const ratioOf = (a: number, b: number): number => (b > 0 ? Number((a / b).toPrecision(3)) : 0);

/** What the runs share: the database, the seeded teachers, the running app and the stock handed out. */
interface Storm {
  options: StormOptions;
  url: string;
  pool: pg.Pool;
  seed: StoreSeed;
  tokens: string[];
  app: RunningServer;
  /** The ideal checkout server and its students' tokens (the ideal teacher's students). */
  ideal: RunningServer;
  idealTokens: string[];
  hello: LoadResult[] | null;
  /** Initial stock of every product created for the app's runs, and for the baseline's. */
  stormStock: Map<string, number>;
  baselineStock: Map<string, number>;
  idealStock: Map<string, number>;
}

const limitsOf = (storm: Storm, concurrency: number, seconds: number, server = storm.app) => ({
  concurrency,
  durationMs: seconds * 1000,
  maxAttempts: storm.options.maxAttempts,
  appPid: server.pid,
});

function remember(into: Map<string, number>, products: { initialStock: Map<string, number> }): void {
  products.initialStock.forEach((n, id) => into.set(id, n));
}

/** Unmeasured 1-point orders on both paths at the highest concurrency: JIT, connections, caches. */
async function warmUp(storm: Storm): Promise<{ orders: number; errors: number }> {
  const { options, seed } = storm;
  const stormProduct = await createWarmupProduct(storm.pool, seed.storm);
  const baselineProduct = await createWarmupProduct(storm.pool, seed.baseline);
  const idealProduct = await createWarmupProduct(storm.pool, seed.ideal);
  storm.stormStock.set(stormProduct.id, stormProduct.initialStock);
  storm.baselineStock.set(baselineProduct.id, baselineProduct.initialStock);
  storm.idealStock.set(idealProduct.id, idealProduct.initialStock);
  if (options.warmupSeconds <= 0) return { orders: 0, errors: 0 };
  const concurrency = Math.max(...options.concurrency);
  log(`warm-up: ${options.warmupSeconds} s of 1-point orders on each path at c=${concurrency}`);
  const bare = await runBareSql({
    ...limitsOf(storm, concurrency, options.warmupSeconds),
    url: storm.url,
    poolSize: options.poolSize,
    teacherId: seed.baseline.id,
    studentIds: seed.baseline.studentIds,
    personIds: seed.baseline.personIds,
    next: warmupPlanner(baselineProduct.id, options.students, 1),
    keyPrefix: 'bare-warm-',
  });
  const { run: app } = await runHttpStorm({
    ...limitsOf(storm, concurrency, options.warmupSeconds),
    port: storm.app.port,
    tokens: storm.tokens,
    next: warmupPlanner(stormProduct.id, options.students, 1),
    keyPrefix: 'app-warm-',
  });
  const { run: ideal } = await runHttpStorm({
    ...limitsOf(storm, concurrency, options.warmupSeconds, storm.ideal),
    port: storm.ideal.port,
    tokens: storm.idealTokens,
    next: warmupPlanner(idealProduct.id, options.students, 1),
    keyPrefix: 'ideal-warm-',
  });
  log(`    bare SQL: ${short(bare)}\n    app:      ${short(app)}\n    ideal:    ${short(ideal)}`);
  return { orders: app.orders, errors: bare.errors + app.errors + ideal.errors };
}

/** One bare-SQL run on fresh products of the baseline teacher, and its checks. */
async function bareRun(
  storm: Storm,
  concurrency: number,
  variant: BareVariant,
  label: string,
): Promise<{ run: StormRun; checks: LevelChecks }> {
  const products: CreatedProducts = await createLevelProducts(storm.pool, storm.seed.baseline, label);
  remember(storm.baselineStock, products);
  const keyPrefix = `bare-${label}-`;
  await storm.pool.query('checkpoint');
  const run = await runBareSql({
    ...limitsOf(storm, concurrency, storm.options.durationSeconds),
    url: storm.url,
    poolSize: storm.options.poolSize,
    teacherId: storm.seed.baseline.id,
    studentIds: storm.seed.baseline.studentIds,
    personIds: storm.seed.baseline.personIds,
    // Seeded by the level: the same sequence of students and lines as the app's run.
    next: orderPlanner(products, storm.options.students, concurrency),
    keyPrefix,
    variant,
  });
  const checks = {
    stock: await checkStock(storm.pool, products.initialStock),
    orders: await checkOrders(storm.pool, keyPrefix, run.orders),
  };
  log(`    bare SQL${variant === 'essential' ? '' : ` (${variant})`}: ${short(run)}`);
  return { run, checks };
}

/**
 * One concurrency level: the bare SQL (and its variants), the app, then the ideal server, each on
 * fresh products. With `--rounds`, each level runs again (round 2, 3...), so app and ideal interleave.
 */
async function runLevel(
  storm: Storm,
  concurrency: number,
  round: number,
): Promise<{ level: LevelResult; plentiful: string }> {
  const label = round === 1 ? `c${concurrency}` : `c${concurrency}-r${round}`;
  log(round === 1 ? `c=${concurrency}` : `c=${concurrency}, round ${round}`);
  const essential = await bareRun(storm, concurrency, 'essential', label);
  let variants: LevelResult['variants'] = null;
  if (storm.options.sqlVariants) {
    const sequence = await bareRun(storm, concurrency, 'app-sequence', `${label}-sequence`);
    const shortWindow = await bareRun(storm, concurrency, 'short-window', `${label}-short`);
    variants = {
      appSequence: sequence.run,
      appSequenceChecks: sequence.checks,
      shortWindow: shortWindow.run,
      shortWindowChecks: shortWindow.checks,
    };
  }

  const products = await createLevelProducts(storm.pool, storm.seed.storm, label);
  remember(storm.stormStock, products);
  const bystanderToken = storm.tokens[0]!;
  const quiet = await probeQuietly(storm.app.port, bystanderToken);
  await storm.pool.query('checkpoint');
  const { run: app, bystander } = await runHttpStorm({
    ...limitsOf(storm, concurrency, storm.options.durationSeconds),
    port: storm.app.port,
    tokens: storm.tokens,
    next: orderPlanner(products, storm.options.students, concurrency),
    keyPrefix: `app-${label}-`,
    waits: { url: storm.url, application: APP_APPLICATION },
    bystanderToken,
  });
  const appChecks = {
    stock: await checkStock(storm.pool, products.initialStock),
    orders: await checkOrders(storm.pool, `app-${label}-`, app.orders),
  };
  log(`    app:      ${short(app)}`);

  const idealProducts = await createLevelProducts(storm.pool, storm.seed.ideal, label);
  remember(storm.idealStock, idealProducts);
  await storm.pool.query('checkpoint');
  const { run: ideal } = await runHttpStorm({
    ...limitsOf(storm, concurrency, storm.options.durationSeconds, storm.ideal),
    port: storm.ideal.port,
    tokens: storm.idealTokens,
    next: orderPlanner(idealProducts, storm.options.students, concurrency),
    keyPrefix: `ideal-${label}-`,
    waits: { url: storm.url, application: IDEAL_APPLICATION },
  });
  const idealChecks = {
    stock: await checkStock(storm.pool, idealProducts.initialStock),
    orders: await checkOrders(storm.pool, `ideal-${label}-`, ideal.orders),
  };
  log(`    ideal:    ${short(ideal)}`);

  const hello = storm.hello?.find((h) => h.concurrency === concurrency);
  const level: LevelResult = {
    concurrency,
    bareSql: essential.run,
    bareSqlChecks: essential.checks,
    app,
    appChecks,
    ideal,
    idealChecks,
    variants,
    bystander: { quiet, duringStorm: bystander },
    ratios: {
      ordersToIdeal: ratioOf(app.ordersPerSecond, ideal.ordersPerSecond),
      attemptsToIdeal: ratioOf(app.attemptsPerSecond, ideal.attemptsPerSecond),
      ordersToBareCommits: ratioOf(app.ordersPerSecond, essential.run.ordersPerSecond),
      attemptsToBareAttempts: ratioOf(app.attemptsPerSecond, essential.run.attemptsPerSecond),
      attemptsToHello: hello ? ratioOf(app.attemptsPerSecond, hello.requestsPerSecond) : null,
      ordersToHello: hello ? ratioOf(app.ordersPerSecond, hello.requestsPerSecond) : null,
    },
  };
  return { level, plentiful: products.plentiful };
}

/** After the storm: every product's units add up, every 201 is one order with one charge, every balance adds up. */
async function finalChecks(
  storm: Storm,
  database: Database,
  levels: LevelResult[],
  warmup: { orders: number; errors: number },
) {
  const pencilPrice = orderTotals([{ cost: STORE.plentifulCost, quantity: 1 }], STORE.taxRate, 0).total;
  const stormStock = await checkStock(storm.pool, storm.stormStock);
  const baselineStock = await checkStock(storm.pool, storm.baselineStock);
  // Every 201 an app run saw, warm-up included (the explained checkout has a key of its own).
  const stormOrders = await checkOrders(
    storm.pool,
    'app-',
    warmup.orders + levels.reduce((n, l) => n + l.app.orders, 0),
  );
  const balances = await checkBalances(storm.pool, database, storm.seed.storm.studentIds, pencilPrice);
  const idealStock = await checkStock(storm.pool, storm.idealStock);
  const idealBalances = await checkBalances(storm.pool, database, storm.seed.ideal.studentIds, pencilPrice);

  const bareChecks = levels.flatMap((l) => [
    l.bareSqlChecks,
    ...(l.variants ? [l.variants.appSequenceChecks, l.variants.shortWindowChecks] : []),
  ]);
  const bareRuns = levels.flatMap((l) => [
    l.bareSql,
    ...(l.variants ? [l.variants.appSequence, l.variants.shortWindow] : []),
  ]);
  const verdict = {
    oversoldUnits:
      stormStock.oversoldUnits +
      stormStock.negativeStock +
      baselineStock.oversoldUnits +
      baselineStock.negativeStock +
      idealStock.oversoldUnits +
      idealStock.negativeStock,
    stockMismatches: stormStock.mismatchedProducts + baselineStock.mismatchedProducts + idealStock.mismatchedProducts,
    errors:
      warmup.errors + [...levels.flatMap((l) => [l.app, l.ideal]), ...bareRuns].reduce((n, run) => n + run.errors, 0),
    balanceProblems: balances.mismatches + balances.negative + idealBalances.mismatches + idealBalances.negative,
    orderMismatches:
      Math.abs(stormOrders.inDatabase - stormOrders.answered) +
      stormOrders.chargeMismatches +
      bareChecks.reduce((n, c) => n + Math.abs(c.orders.inDatabase - c.orders.answered) + c.orders.chargeMismatches, 0),
    ok: false,
  };
  verdict.ok =
    verdict.oversoldUnits +
      verdict.stockMismatches +
      verdict.errors +
      verdict.balanceProblems +
      verdict.orderMismatches ===
    0;
  return { final: { stormStock, stormOrders, balances, baselineStock, idealStock, idealBalances }, verdict };
}

/** The storm student with the most points left: the explained checkout must not be refused for funds. */
async function richestToken(storm: Storm): Promise<string> {
  const { rows } = await storm.pool.query<{ id: string }>(
    `select student_id as id from transactions where student_id = any($1::uuid[])
     group by student_id order by sum(case type when 'bonus' then amount else -amount end) desc limit 1`,
    [storm.seed.storm.studentIds],
  );
  return storm.tokens[storm.seed.storm.studentIds.indexOf(rows[0]!.id)]!;
}

async function helloWorld(options: StormOptions): Promise<LoadResult[] | null> {
  if (options.helloSeconds <= 0) return null;
  log('hello-world Fastify');
  const server = await startServer({ kind: 'hello' });
  try {
    return await runLevels(
      server.port,
      { levels: options.concurrency, durationSeconds: options.helloSeconds, maxRequests: 500_000 },
      helloRequests(),
      log,
    );
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const options = readStormOptions();
  const startedAt = new Date().toISOString();
  const url = withDatabase(options.serverUrl, STORE.databaseName);
  await dropDatabase(options.serverUrl, STORE.databaseName);
  await createDatabase(options.serverUrl, STORE.databaseName);
  log(`created ${STORE.databaseName}`);

  let database: Database | null = null;
  let pool: pg.Pool | null = null;
  let app: RunningServer | null = null;
  let ideal: RunningServer | null = null;
  try {
    database = await openDatabase({ driver: 'pg', url, poolSize: 8 });
    await database.migrate();
    pool = new pg.Pool({ connectionString: url, max: 4 });
    // pool.end() can resolve before a connection has closed; the final DROP … WITH (FORCE) then ends it.
    pool.on('error', () => undefined);
    const seed = await seedStore(pool, options.students);
    const sessions = await openSessions(database, seed.storm.personIds);
    const idealSessions = await openSessions(database, seed.ideal.personIds);
    log(
      `seeded 3 × ${options.students} students in ${seed.seconds.toFixed(1)} s; 2 × ${options.students} sessions in ${(sessions.seconds + idealSessions.seconds).toFixed(1)} s`,
    );
    const { rows: versionRows } = await pool.query<{ server_version: string }>('show server_version');
    const hello = await helloWorld(options);

    app = await startServer(
      { kind: 'app', driver: 'pg', url: withApplicationName(url, APP_APPLICATION), poolSize: options.poolSize },
      options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [],
    );
    ideal = await startServer({
      kind: 'ideal-checkout',
      url: withApplicationName(url, IDEAL_APPLICATION),
      poolSize: options.poolSize,
    });
    const storm: Storm = {
      options,
      url,
      pool,
      seed,
      tokens: sessions.tokens,
      app,
      ideal,
      idealTokens: idealSessions.tokens,
      hello,
      stormStock: new Map(),
      baselineStock: new Map(),
      idealStock: new Map(),
    };
    const warmup = await warmUp(storm);
    const levels: LevelResult[] = [];
    let plentiful = '';
    for (let round = 1; round <= options.rounds; round++) {
      for (const concurrency of options.concurrency) {
        const ran = await runLevel(storm, concurrency, round);
        levels.push(ran.level);
        plentiful = ran.plentiful;
      }
    }

    log('one checkout, statement by statement (EXPLAIN ANALYZE)');
    const { text: explainText, ...explain } = await explainCheckout(url, await richestToken(storm), plentiful);
    log('checking stock, orders and balances');
    await app.stop();
    app = null;
    await ideal.stop();
    ideal = null;
    const { final, verdict } = await finalChecks(storm, database, levels, warmup);

    const results: CheckoutResults = {
      startedAt,
      machine: describeMachine(versionRows[0]?.server_version ?? 'unknown'),
      options: {
        students: options.students,
        concurrency: options.concurrency,
        durationSeconds: options.durationSeconds,
        maxAttempts: options.maxAttempts,
        poolSize: options.poolSize,
        warmupSeconds: options.warmupSeconds,
        mix: describeMix(),
        productsPerLevel:
          `${STORE.scarceProducts} scarce products × ${STORE.scarceStock} units at ${STORE.scarceCost} pts + 1 plentiful at ${STORE.plentifulCost} pts, ` +
          `tax ${STORE.taxRate} %`,
      },
      seed: { seconds: seed.seconds, sessionsSeconds: sessions.seconds, students: options.students },
      hello,
      levels,
      final,
      explain,
      verdict,
    };
    const written = writeCheckoutResults(results, explainText);
    log(`\n${formatCheckoutReport(results)}\n\nwritten: ${written.json}, ${written.explain}`);
    if (!verdict.ok) process.exitCode = 1;
  } finally {
    await app?.stop();
    await ideal?.stop();
    await pool?.end();
    await database?.close();
    if (options.keep) log(`kept ${STORE.databaseName} (--keep)`);
    else {
      await waitForNoConnections(options.serverUrl, STORE.databaseName);
      await dropDatabase(options.serverUrl, STORE.databaseName);
      log(`dropped ${STORE.databaseName}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
