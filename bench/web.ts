import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ensureBuilt } from '../scripts/build';
import { root } from '../scripts/build-record.mjs';
import { startBuiltServer } from '../scripts/built-server';
import { freePort } from '../scripts/free-port';
import { DEMO } from '../scripts/seed-demo';
import { type HttpsProxy, startHttpsProxy } from './https-proxy';
import {
  type TFirstViewScripts,
  type TPageOpening,
  launchBenchBrowser,
  median,
  openPage,
  scriptsOfFirstView,
  visit,
} from './web-trace';

/**
 * `npm run bench:web`: what a school Chromebook downloads and how fast each main page becomes
 * usable. For the login page, a student's account and store, and a teacher's accounts page it runs
 * Lighthouse 12 (mobile: a mid-range phone on a slow 4G connection, simulated) against the compiled
 * server with the demo school, signed in where the page needs it, and reports the performance score
 * and the JavaScript the page loaded, gzip-compressed as the server sends it, each next to the goal
 * of issue 26 as a ratio. It measures the everyday visit: What's New opens by itself once after an
 * update, so the bench marks it seen first.
 *
 * `--https` measures the same pages through HAProxy serving HTTPS with HTTP/2 (bench/https-proxy.ts),
 * as an installation behind TLS serves them: over plain HTTP/1.1 a browser fetches six files at a
 * time from one server, over HTTP/2 all of a page's scripts at once.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SESSION_COOKIE = 'classmint_session';
const HTTPS = process.argv.includes('--https');

interface PageSpec {
  name: string;
  path: string;
  as: { username: string; password: string } | null;
  /** Goals (issue 26): Lighthouse performance score and gzip JavaScript, in KB. */
  goalScore: number;
  goalJsKb: number | null;
}

const STUDENT = { username: String(DEMO.firstStudentNumber), password: DEMO.studentPassword };
const PAGES: PageSpec[] = [
  { name: 'login', path: '/login', as: null, goalScore: 95, goalJsKb: 180 },
  { name: 'student account', path: '/student/account', as: STUDENT, goalScore: 95, goalJsKb: 180 },
  { name: 'student store', path: '/student/store', as: STUDENT, goalScore: 95, goalJsKb: 180 },
  { name: 'teacher accounts', path: '/teacher/accounts', as: DEMO.teacher, goalScore: 95, goalJsKb: 180 },
];

async function sessionCookie(baseUrl: string, user: { username: string; password: string }): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!answer.ok || !cookie) throw new Error(`sign-in as ${user.username} failed: ${answer.status}`);
  const session = cookie.split(';')[0]!;
  // The everyday visit: What's New opens by itself once after an update, then never again.
  const seen = await fetch(`${baseUrl}/api/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ user: { viewedChanges: true } }),
  });
  if (!seen.ok) throw new Error(`marking What's New seen for ${user.username} failed: ${seen.status}`);
  return session;
}

interface Chromium {
  port: number;
  /** Settles with an error if the browser quits by itself (Lighthouse would wait for it forever). */
  exited: Promise<never>;
  stop(): Promise<void>;
}

/** A headless Chromium Lighthouse drives over the DevTools protocol; one per measured page load. */
async function startChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'classmint-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      // --https: the proxy's certificate is self-signed.
      ...(HTTPS ? ['--ignore-certificate-errors'] : []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let lastWords = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    lastWords = (lastWords + chunk.toString()).slice(-2000);
  });
  let stopping = false;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      if (!stopping) reject(new Error(`Chromium quit (${signal ?? code}) during the run:\n${lastWords}`));
    });
  });
  exited.catch(() => undefined); // only a run in progress cares
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    exited,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A helper process of the browser may still write there; the folder is in the temp dir.
      }
    },
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** The page's scripts as the server's gzip files weigh them (dist/web holds a .gz beside each). */
function gzipKb(scripts: string[]): number {
  let bytes = 0;
  for (const url of scripts) {
    const file = path.join(root, 'dist/web', new URL(url).pathname);
    try {
      bytes += statSync(`${file}.gz`).size;
    } catch {
      bytes += statSync(file).size; // under 1 KB: not compressed
    }
  }
  return bytes / 1000;
}

interface Measured {
  page: PageSpec;
  score: number;
  jsKb: number;
  scripts: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** `--reports=DIR`: each page's full Lighthouse report as JSON, to see where its time goes. */
const REPORTS_DIR = process.argv.find((a) => a.startsWith('--reports='))?.slice(10);

/** `siteUrl`: where the browser opens the page (the server, or the HTTPS proxy in front of it). */
async function measure(serverUrl: string, siteUrl: string, chromium: Chromium, page: PageSpec): Promise<Measured> {
  const extraHeaders = page.as ? { Cookie: await sessionCookie(serverUrl, page.as) } : undefined;
  const run = lighthouse(`${siteUrl}${page.path}`, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders,
  });
  const result = await Promise.race([run, chromium.exited]);
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  const { lhr } = result;
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(path.join(REPORTS_DIR, `${page.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
  }
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(siteUrl))
    .map((item) => item.url);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    jsKb: gzipKb(items),
    scripts: items.length,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
  };
}

function report(rows: Measured[]): string {
  const lines = [
    'page               Lighthouse (goal)   score/goal   JS gzip KB (goal)   goal/JS   scripts   FCP ms   LCP ms   TBT ms',
  ];
  for (const r of rows) {
    const js = r.page.goalJsKb ? `${r.jsKb.toFixed(0)} (≤ ${r.page.goalJsKb})` : r.jsKb.toFixed(0);
    const jsRatio = r.page.goalJsKb ? (r.page.goalJsKb / r.jsKb).toFixed(2) : '–';
    lines.push(
      [
        r.page.name.padEnd(18),
        `${r.score} (≥ ${r.page.goalScore})`.padEnd(19),
        (r.score / r.page.goalScore).toFixed(2).padEnd(12),
        js.padEnd(19),
        jsRatio.padEnd(9),
        String(r.scripts).padEnd(9),
        r.fcpMs.toFixed(0).padEnd(8),
        r.lcpMs.toFixed(0).padEnd(8),
        r.tbtMs.toFixed(0),
      ].join(' '),
    );
  }
  lines.push(
    '',
    'A ratio ≥ 1 meets the goal. Lighthouse simulates a mid-range phone on slow 4G; scores vary by a few points.',
  );
  return lines.join('\n');
}

/** The pages a teacher and a student open in a day, first opened directly, then by the navigation. */
const VISITS: Array<{ role: string; as: { username: string; password: string }; pathnames: string[] }> = [
  {
    role: 'teacher',
    as: DEMO.teacher,
    pathnames: ['/teacher/accounts', '/teacher/store', '/teacher/courses', '/teacher/songs', '/teacher/settings'],
  },
  {
    role: 'student',
    as: STUDENT,
    pathnames: ['/student/account', '/student/passes', '/student/songs', '/student/store', '/student/settings'],
  },
];
/** Goal of issue 26 for a five-page visit, gzip KB. */
const VISIT_GOAL_KB = 300;

async function lighthouseBench(serverUrl: string, siteUrl: string, pages: PageSpec[], runs: number): Promise<void> {
  const best = new Map<string, Measured>();
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      // A fresh browser each time: no run inherits another's caches, and a browser that quits
      // takes one measurement with it, not the rest of the bench.
      const chromium = await startChromium();
      try {
        const measured = await measure(serverUrl, siteUrl, chromium, page);
        const kept = best.get(page.name);
        // The median would need more runs than a bench can spend; the best run is the least disturbed.
        if (!kept || measured.score > kept.score) best.set(page.name, measured);
      } finally {
        await chromium.stop();
      }
    }
  }
  console.log(report(pages.map((p) => best.get(p.name)!)));
}

/** Each page opened directly at 4× CPU, `loads` times, interleaved; medians. */
async function traceBench(siteUrl: string, pages: PageSpec[], loads: number): Promise<void> {
  const browser = await launchBenchBrowser();
  try {
    const samples = new Map<string, TPageOpening[]>(pages.map((p) => [p.name, []]));
    for (let load = 0; load < loads; load++)
      for (const page of pages) samples.get(page.name)!.push(await openPage(browser, siteUrl, page.path, page.as));
    console.log(
      `\nOpened directly at 4× CPU, median of ${loads} (JS: gzip KB arrived by the largest paint, goal ≤ 180)`,
    );
    console.log('page               FCP ms   LCP ms   script ms   JS KB   ratio   scripts');
    for (const page of pages) {
      const runs = samples.get(page.name)!;
      const m = (pick: (r: TPageOpening) => number) => median(runs.map(pick));
      const js = m((r) => r.jsKbByLcp);
      console.log(
        [
          page.name.padEnd(18),
          m((r) => r.fcpMs)
            .toFixed(0)
            .padEnd(8),
          m((r) => r.lcpMs)
            .toFixed(0)
            .padEnd(8),
          m((r) => r.scriptMs)
            .toFixed(0)
            .padEnd(11),
          js.toFixed(0).padEnd(7),
          (180 / js).toFixed(2).padEnd(7),
          m((r) => r.scripts).toFixed(0),
        ].join(' '),
      );
    }
    for (const day of VISITS) {
      const { jsKb, scripts } = await visit(browser, siteUrl, day.as, day.pathnames);
      console.log(
        `A ${day.role}'s five pages (${day.pathnames.join(', ')}): ${jsKb.toFixed(0)} KB gzip in ${scripts} scripts, ` +
          `goal ≤ ${VISIT_GOAL_KB} (ratio ${(VISIT_GOAL_KB / jsKb).toFixed(2)})`,
      );
    }
  } finally {
    await browser.close();
  }
}

/**
 * Issue 33's budget: the JavaScript a page's first view waits for may grow by at most 15 KB gzip
 * for each language in use. `BEFORE_LANGUAGES_KB` is what `scriptsOfFirstView` counts on the last
 * build without languages (commit fb831ec, built and measured with this same function); each page
 * is measured now in an American English browser and in a Mexican Spanish one. The budget is read
 * on the scripts asked for before the page's first view; what it fetches later while idle is shown
 * beside it.
 */
const LANGUAGE_BUDGET_KB = 15;
const BEFORE_LANGUAGES_KB: Record<string, TFirstViewScripts> = {
  login: { byFirstView: 173.2, untilQuiet: 173.2 },
  'student account': { byFirstView: 213.8, untilQuiet: 213.8 },
  'student store': { byFirstView: 220.0, untilQuiet: 220.0 },
  'teacher accounts': { byFirstView: 249.6, untilQuiet: 266.3 },
};

function languageRow(name: string, before: TFirstViewScripts, now: TFirstViewScripts, language: string): string {
  const growth = now.byFirstView - before.byFirstView;
  return [
    name.padEnd(18),
    language.padEnd(8),
    before.byFirstView.toFixed(1).padEnd(8),
    now.byFirstView.toFixed(1).padEnd(8),
    growth.toFixed(1).padEnd(8),
    (LANGUAGE_BUDGET_KB / Math.max(growth, 0.1)).toFixed(2).padEnd(7),
    `${now.untilQuiet.toFixed(1)} (${(now.untilQuiet - before.untilQuiet).toFixed(1)})`,
  ].join(' ');
}

async function languageBench(siteUrl: string, pages: PageSpec[]): Promise<void> {
  const browser = await launchBenchBrowser();
  try {
    console.log(
      `\nEach language's cost: scripts the first view asked for, gzip KB (budget +${LANGUAGE_BUDGET_KB} KB per language)`,
    );
    console.log('page               language before   now      growth   ratio   until quiet (growth)');
    for (const page of pages) {
      const before = BEFORE_LANGUAGES_KB[page.name];
      if (!before) throw new Error(`no measure before languages for "${page.name}"`);
      for (const [language, locale] of [
        ['English', 'en-US'],
        ['Spanish', 'es-MX'],
      ] as const) {
        const now = await scriptsOfFirstView(browser, siteUrl, page.path, page.as, locale);
        console.log(languageRow(page.name, before, now, language));
      }
    }
    console.log('A ratio ≥ 1 meets the budget (a growth at or under 0.1 KB shows as 150).');
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
  // `--only=teacher-accounts`: one page, while working on it (names as in the report, dashed).
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  // `--loads=N`: how many 4× CPU openings of each page (0 skips them and the visits).
  const loads = Number(process.argv.find((a) => a.startsWith('--loads='))?.slice(8) ?? 9);
  const lighthouseToo = !process.argv.includes('--no-lighthouse');
  const pages = PAGES.filter((p) => !only || p.name.replace(/ /g, '-') === only);
  if (pages.length === 0) throw new Error(`--only: no page "${only}"`);
  await ensureBuilt();
  const server = await startBuiltServer({ ...process.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-web-admin-1' });
  let proxy: HttpsProxy | null = null;
  try {
    if (HTTPS) proxy = await startHttpsProxy(server.baseUrl);
    const siteUrl = proxy?.baseUrl ?? server.baseUrl;
    console.log(`Pages served over ${proxy ? 'HTTPS with HTTP/2 (HAProxy)' : 'HTTP/1.1'} at ${siteUrl}`);
    if (lighthouseToo) await lighthouseBench(server.baseUrl, siteUrl, pages, runs);
    if (loads > 0 && !HTTPS) await traceBench(siteUrl, pages, loads);
    if (!HTTPS) await languageBench(siteUrl, pages);
  } finally {
    await proxy?.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
