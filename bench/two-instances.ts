import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../scripts/free-port';
import { root } from '../scripts/build-record.mjs';
import { openDatabase } from '../src/server/db/client';
import { orderTotals } from '../src/shared/pricing';
import { createDatabase, dropDatabase, waitForNoConnections, withDatabase } from './bench-database';
import { type RunningServer, startServer } from './server-process';
import { checkBalances, checkOrders, checkStock, type StockCheck } from './store/checks';
import { orderPlanner, warmupPlanner } from './store/orders';
import { createLevelProducts, createWarmupProduct, openSessions, seedStore, type StoreSeed } from './store/seed';
import { STORE } from './store/shape';
import { runHttpStorm } from './store/storm';
import type { StormRun } from './store/tally';

/**
 * `npm run bench:instances`: Classmint as docs/scaling.md runs it on more than one instance. Two app
 * instances on one PostgreSQL behind HAProxy with `deploy/haproxy.cfg` (its ports replaced by the
 * ones chosen here). It runs the checkout storm on one instance alone, then through the proxy on both,
 * checks that nothing was oversold and every balance adds up, and that a live-update stream opened
 * through the proxy hears orders placed on either instance.
 */
const DATABASE = 'classmint_bench_instances';
const log = (line: string) => console.log(line);

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    students: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
    pool: { type: 'string', default: '10' },
  },
});
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;
const poolSize = Number(values.pool);
const students = Number(values.students);

/** HAProxy with the shipped config, pointed at this run's instances and a free front port. */
async function startHaproxy(front: number, backends: number[]): Promise<{ stop(): Promise<void> }> {
  const config = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace('127.0.0.1:8080', `127.0.0.1:${front}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${backends[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${backends[1]}`);
  if (config.includes(':3001') || config.includes(':3002')) throw new Error('deploy/haproxy.cfg: ports not replaced');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'classmint-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${front}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('haproxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Counts `event: purchases` on a live-update stream opened at `port` (the proxy) while orders are placed. */
function openStream(port: number, token: string): { heard(): number; close(): void } {
  let heard = 0;
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/events',
    headers: { authorization: `Token ${token}`, accept: 'text/event-stream' },
  });
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (heard += chunk.split('event: purchases').length - 1));
  });
  req.on('error', () => undefined);
  req.end();
  return { heard: () => heard, close: () => req.destroy() };
}

async function orderOn(port: number, token: string, productId: string, key: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/purchases`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ purchase: { products: [productId], quantities: { [productId]: 1 } } }),
  });
  return answer.status;
}

async function liveUpdatesAcrossInstances(
  proxyPort: number,
  instances: RunningServer[],
  token: string,
  productId: string,
): Promise<{ ordered: number; heard: number }> {
  const stream = openStream(proxyPort, token);
  await new Promise((resolve) => setTimeout(resolve, 500));
  let ordered = 0;
  for (const [i, instance] of instances.entries()) {
    if ((await orderOn(instance.port, token, productId, `live-${i}`)) === 201) ordered++;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stream.close();
  return { ordered, heard: stream.heard() };
}

const line = (label: string, run: StormRun, stock: StockCheck) =>
  `${label.padEnd(30)} ${String(Math.round(run.attemptsPerSecond)).padStart(10)} ${String(Math.round(run.ordersPerSecond)).padStart(8)} ` +
  `${run.latencyMs.p50.toFixed(1).padStart(7)} ${run.latencyMs.p99.toFixed(1).padStart(7)} ${String(run.errors).padStart(6)} ` +
  `${String(stock.oversoldUnits + stock.negativeStock + stock.mismatchedProducts).padStart(9)}`;

async function main(): Promise<void> {
  const url = withDatabase(values.url, DATABASE);
  await dropDatabase(values.url, DATABASE);
  await createDatabase(values.url, DATABASE);
  const database = await openDatabase({ driver: 'pg', url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => undefined);
  const instances: RunningServer[] = [];
  let proxy: { stop(): Promise<void> } | null = null;
  let failed = false;
  try {
    await database.migrate();
    const seed: StoreSeed = await seedStore(pool, students);
    const { tokens } = await openSessions(database, seed.storm.personIds);
    for (let i = 0; i < 2; i++) instances.push(await startServer({ kind: 'app', driver: 'pg', url, poolSize }));
    const proxyPort = await freePort();
    proxy = await startHaproxy(
      proxyPort,
      instances.map((s) => s.port),
    );
    log(
      `two instances (pool ${poolSize} each) behind haproxy on :${proxyPort}; ${students} students, c=${concurrency}`,
    );

    const warm = await createWarmupProduct(pool, seed.storm);
    const limits = { concurrency, durationMs: 2000, maxAttempts: 200_000 };
    await runHttpStorm({
      ...limits,
      port: proxyPort,
      tokens,
      next: warmupPlanner(warm.id, students, 1),
      keyPrefix: 'warm-',
    });

    const runs: Array<{ label: string; run: StormRun; stock: StockCheck; prefix: string }> = [];
    for (const [label, port] of [
      ['one instance, direct', instances[0]!.port],
      ['two instances, haproxy', proxyPort],
    ] as const) {
      const products = await createLevelProducts(pool, seed.storm, label.replace(/\W+/g, '-'));
      const prefix = `${label.replace(/\W+/g, '-')}-`;
      await pool.query('checkpoint');
      const { run } = await runHttpStorm({
        concurrency,
        durationMs,
        maxAttempts: 200_000,
        port,
        tokens,
        next: orderPlanner(products, students, concurrency),
        keyPrefix: prefix,
      });
      runs.push({ label, run, stock: await checkStock(pool, products.initialStock), prefix });
    }
    const live = await liveUpdatesAcrossInstances(proxyPort, instances, tokens[tokens.length - 1]!, warm.id);

    const pencil = orderTotals([{ cost: STORE.plentifulCost, quantity: 1 }], STORE.taxRate, 0).total;
    const balances = await checkBalances(pool, database, seed.storm.studentIds, pencil);
    const orderChecks = await Promise.all(runs.map((r) => checkOrders(pool, r.prefix, r.run.orders)));
    log('');
    log(
      `${'path'.padEnd(30)} ${'attempts/s'.padStart(10)} ${'orders/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)} ${'oversells'.padStart(9)}`,
    );
    for (const r of runs) log(line(r.label, r.run, r.stock));
    const [one, two] = runs;
    log(
      `\ntwo instances ÷ one: ${(two!.run.ordersPerSecond / one!.run.ordersPerSecond).toFixed(2)} × orders/s (same machine: the two share its 2 cores with PostgreSQL)`,
    );
    log(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    log(
      `orders in the database = 201s seen: ${orderChecks.map((c) => `${c.inDatabase}/${c.answered}`).join(', ')}; charge ≠ total ${orderChecks.reduce((n, c) => n + c.chargeMismatches, 0)}; ` +
        `balances ≠ ledger ${balances.mismatches}, below zero ${balances.negative}`,
    );
    log(
      `live updates through the proxy: ${live.heard} 'purchases' events heard for ${live.ordered} orders placed on the two instances`,
    );
    failed =
      runs.some(
        (r) => r.run.errors > 0 || r.stock.oversoldUnits + r.stock.negativeStock + r.stock.mismatchedProducts > 0,
      ) ||
      orderChecks.some((c) => c.inDatabase !== c.answered || c.chargeMismatches > 0) ||
      balances.mismatches + balances.negative > 0 ||
      live.ordered !== instances.length ||
      live.heard < live.ordered;
    log(failed ? 'Verdict: FAILED' : 'Verdict: OK');
  } finally {
    await proxy?.stop();
    for (const instance of instances) await instance.stop();
    await pool.end();
    await database.close();
    await waitForNoConnections(values.url, DATABASE);
    await dropDatabase(values.url, DATABASE);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
