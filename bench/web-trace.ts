import { statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { root } from '../scripts/build-record.mjs';

/**
 * What a person on a slow Chromebook feels, measured in a real Chromium rather than simulated:
 *
 * - `openPage`: a page opened directly with the CPU slowed four times (`Emulation.setCPUThrottlingRate`,
 *   no network throttling, an empty cache): its first and largest paint, the main thread's script
 *   time until then, and the JavaScript (gzip, as the server sends it) that had arrived by the largest
 *   paint, which is what the page's first paint waited for.
 * - `visit`: a day's visit of one role: the first page opened directly, the next ones by the bottom
 *   navigation as a person clicks it, in one tab with its cache: every script downloaded, in gzip.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

export type TSignIn = { username: string; password: string };

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** A script of dist/web as the server sends it: its .gz beside it, or the file itself under 1 KB. */
function gzipBytes(url: string): number {
  const file = path.join(root, 'dist/web', new URL(url).pathname);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return statSync(file).size;
  }
}

async function signedInPage(browser: Browser, baseUrl: string, user: TSignIn | null, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale });
  if (user) {
    const answer = await context.request.post('/api/users/login', { data: { user } });
    if (!answer.ok()) throw new Error(`sign-in as ${user.username} failed: ${answer.status()}`);
    // The everyday visit: What's New opens by itself once after an update, then never again.
    await context.request.put('/api/user', { data: { user: { viewedChanges: true } } });
  }
  return context.newPage();
}

export type TPageOpening = { fcpMs: number; lcpMs: number; scriptMs: number; jsKbByLcp: number; scripts: number };

/** Opens `pathname` once at 4× CPU in a fresh context and reads what it cost. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  user: TSignIn | null,
): Promise<TPageOpening> {
  const page = await signedInPage(browser, baseUrl, user);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(pathname, { waitUntil: 'load' });
    // The largest paint settles once the page stops adding content; two quiet seconds is plenty here.
    await page.waitForTimeout(2000);
    const timings = await page.evaluate(async () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      // The largest-paint entries so far, buffered by the browser: the last one is the largest.
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, end: (e as PerformanceResourceTiming).responseEnd }));
      return { fcp, lcp, scripts };
    });
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: Array<{ name: string; value: number }>;
    };
    const scriptSeconds = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? Number.NaN;
    const byLcp = timings.scripts.filter((s) => s.end <= timings.lcp);
    return {
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      scriptMs: scriptSeconds * 1000,
      jsKbByLcp: byLcp.reduce((sum, s) => sum + gzipBytes(s.url), 0) / 1000,
      scripts: byLcp.length,
    };
  } finally {
    await page.context().close();
  }
}

/** Waits until no request but the live-update stream has been open for half a second. */
async function quiet(page: Page, open: Set<string>): Promise<void> {
  let quietSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 500) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`${page.url()} never went quiet`);
}

/** What `scriptsOfFirstView` counts, in gzip KB. */
export type TFirstViewScripts = {
  /** Scripts asked for before the page's heading was in the document: all its first paint can have waited for. */
  byFirstView: number;
  /** Every script until the network is quiet, the parts the page fetches while idle too. */
  untilQuiet: number;
};

// Notes the moment the page's own heading (every page has one h1) enters the document. Scripts the
// page asks for later, while idle (the next page's code, a dialog's), cannot be what it waited for.
const NOTE_FIRST_VIEW = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('h1')) return;
    window.__firstViewAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * The scripts `pathname` downloads, opened directly in a browser that reads `locale`: those asked
 * for before its first view (its heading) and all of them until the network is quiet. Counted in
 * bytes, not by a paint's time, so the same build gives the same numbers on a busy machine.
 */
export async function scriptsOfFirstView(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  user: TSignIn | null,
  locale: string,
): Promise<TFirstViewScripts> {
  const page = await signedInPage(browser, baseUrl, user, locale);
  await page.addInitScript(NOTE_FIRST_VIEW);
  const open = new Set<string>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/events')) open.add(request.url());
  });
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
  try {
    await page.goto(pathname, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    await quiet(page, open);
    const { firstViewAt, scripts } = await page.evaluate(() => ({
      firstViewAt: (window as unknown as { __firstViewAt: number }).__firstViewAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const kb = (list: typeof scripts) => list.reduce((sum, s) => sum + gzipBytes(s.url), 0) / 1000;
    return { byFirstView: kb(scripts.filter((s) => s.start < firstViewAt)), untilQuiet: kb(scripts) };
  } finally {
    await page.context().close();
  }
}

/** Opens `pathnames[0]` directly, then each next page by clicking its link; the scripts downloaded, in gzip KB. */
export async function visit(
  browser: Browser,
  baseUrl: string,
  user: TSignIn,
  pathnames: string[],
): Promise<{ jsKb: number; scripts: number }> {
  const page = await signedInPage(browser, baseUrl, user);
  const scripts = new Set<string>();
  const open = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (new URL(url).pathname.startsWith('/api/events')) return;
    open.add(url);
    if (url.endsWith('.js')) scripts.add(url);
  });
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
  try {
    const [first, ...rest] = pathnames;
    await page.goto(first!, { waitUntil: 'load' });
    await quiet(page, open);
    for (const pathname of rest) {
      await page.locator(`a[href="${pathname}"]`).first().click();
      await page.waitForURL(`**${pathname}`);
      await quiet(page, open);
    }
    const urls = [...scripts];
    return { jsKb: urls.reduce((sum, url) => sum + gzipBytes(url), 0) / 1000, scripts: urls.length };
  } finally {
    await page.context().close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
