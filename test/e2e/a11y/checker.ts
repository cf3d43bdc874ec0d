import type { Locator, Page, Request } from 'playwright-core';
import { pageAt } from '../../../src/shared/pages';
import { describeViolations, findAxeViolations } from '../axe';

/**
 * Runs axe and keeps what it finds, so one run lists every problem rather than stopping at the
 * first; and notes which page of `PAGES` each whole-page check was on, so the sweep can tell when
 * a page was never visited.
 */
export class Checker {
  readonly problems: string[] = [];
  /** `PAGES` paths (patterns such as `/kiosk/:code`) whose page was checked. */
  readonly visited = new Set<string>();
  checks = 0;

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {
    trackRequests(page);
  }

  /**
   * Opens `path` by its address and waits for its level-one heading. The page asked for is what is
   * noted as visited: `/` shows the role's first tab once it has redirected.
   */
  async open(path: string, heading?: string | RegExp): Promise<void> {
    await this.page.goto(path);
    this.note(path);
    await this.page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor();
  }

  /** Notes `path` (an address, with or without a query) as visited when it is one of `PAGES`. */
  note(path: string): void {
    const found = pageAt(new URL(path, 'http://x').pathname);
    if (found) this.visited.add(found.path);
  }

  /**
   * The whole page, or only inside `within`, once loaded; the pointer is moved off first so no
   * hover tooltip shows.
   */
  async scan(where: string, within?: Locator): Promise<void> {
    await settled(this.page);
    await this.page.mouse.move(0, 0);
    await waitUntil('no tooltip', async () => (await this.page.getByRole('tooltip').count()) === 0);
    const violations = await findAxeViolations(this.page, within);
    this.checks += 1;
    if (violations.length > 0) this.problems.push(describeViolations(`${this.label} ${where}`, violations));
  }

  /**
   * Opens a dialog with `open` and checks inside it, then closes it: with its Cancel, Close or Done
   * button when it has one (a click, as most people would), otherwise with Escape.
   */
  async dialog(
    where: string,
    open: () => Promise<unknown>,
    whenReady?: (dialog: Locator) => Promise<unknown>,
  ): Promise<void> {
    await open();
    const dialog = this.page.getByRole('dialog').last();
    await dialog.waitFor();
    await whenReady?.(dialog);
    await this.scan(where, dialog);
    const close = dialog.getByRole('button', { name: /^(Cancel|Close|Done)$/ });
    if ((await close.count()) > 0) await close.last().click();
    else await this.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Opens a menu with `open`, checks it and closes it with Escape. */
  async menu(where: string, open: () => Promise<unknown>): Promise<void> {
    await open();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    await this.scan(where, menu);
    await this.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
}

/** API requests under way, per page, so a check waits for the data a page or dialog is loading. */
const inFlight = new WeakMap<Page, number>();

function trackRequests(page: Page): void {
  inFlight.set(page, 0);
  const count = (request: Request, change: number) => {
    // Event streams (the app's, P38, and a kiosk's, P49) stay open for as long as the page does.
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !/^\/api\/(kiosk\/)?events/.test(path))
      inFlight.set(page, (inFlight.get(page) ?? 0) + change);
  };
  page.on('request', (request) => count(request, 1));
  page.on('requestfinished', (request) => count(request, -1));
  page.on('requestfailed', (request) => count(request, -1));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds (a page's state, not an assertion). */
export async function waitUntil(what: string, condition: () => Promise<boolean>, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await pause(50);
  }
}

/** No request under way and no spinner, twice in a row: what is checked is the loaded page. */
async function settled(page: Page): Promise<void> {
  const idle = async () => (inFlight.get(page) ?? 0) === 0 && (await page.getByRole('progressbar').count()) === 0;
  await waitUntil('the page to load', async () => {
    if (!(await idle())) return false;
    await pause(50);
    return idle();
  });
}
