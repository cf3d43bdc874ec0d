import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from 'playwright-core';
import shellEn from '../../src/web/features/shell/locales/en';
import { shellText } from '../../src/web/features/shell/texts';
import whatsNewEn from '../../src/web/features/whats-new/locales/en';
import { whatsNewText } from '../../src/web/features/whats-new/texts';
import classesEn from '../../src/web/features/classes/locales/en';
import { classesText } from '../../src/web/features/classes/texts';
import { serverUrl } from './server';
import { spanishOf } from '../support/catalogue-files';

const shellEs = await spanishOf(shellText);
const whatsNewEs = await spanishOf(whatsNewText);
const classesEs = await spanishOf(classesText);

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The two widths every screen is checked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Waits for a snackbar (or any text) saying exactly this. */
export async function waitForSnackbar(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * Debian's Chromium headless shell when it is installed (`chromium-headless-shell`, which .ci/run
 * installs), otherwise Debian's `chromium`; `CHROMIUM_PATH` names another. The shell is the same
 * Blink without the browser's user interface, what Playwright itself runs headless by default: on a
 * browser test file here it took 40% less CPU (session.e2e.ts: 55 -> 33 s of CPU, 128 -> 86 s).
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A fresh context (its own cookies) on the test server, sized like a laptop unless told otherwise,
 * in a browser set to American English unless given another `locale` (`es-MX`: P51's Spanish).
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  { locale = 'en-US' }: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: serverUrl(), viewport, locale });
  const page = await context.newPage();
  trackRequests(page);
  pages.add(page);
  page.once('close', () => pages.delete(page));
  return { context, page };
}

const pages = new Set<Page>();

/** The pages made by newPage and not yet closed (the failure report reads them). */
export function openPages(): Page[] {
  return [...pages];
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts a page's requests in flight, except the live-update stream (P38), which stays open. */
function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    // Event streams (the app's and a kiosk's) stay open by design.
    if (!/^\/api\/(kiosk\/)?events/.test(new URL(request.url()).pathname)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * What `waitForLoadState('networkidle')` meant before the live-update stream: no request in flight
 * for half a second. The stream never finishes, so networkidle would never come.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('waitForQuietNetwork needs a page made by newPage');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`requests still in flight: ${[...open].map((r) => r.url()).join(', ')}`);
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens an MUI accordion by its summary and waits until it has finished growing. While it grows,
 * its region clips what is inside; Playwright reaches a control in there by scrolling the clipped
 * region, and the growing region then moved the control between the mouse's press and release, so
 * the click was lost (seen on Manage Teachers under the suite's load). A person cannot press what
 * the region still hides, so this is the test's wait, not something the page should change.
 */
export async function openAccordion(summary: Locator): Promise<void> {
  await summary.click();
  const handle = await summary.elementHandle();
  await summary.page().waitForFunction((element) => {
    if (element?.getAttribute('aria-expanded') !== 'true') return false;
    // The nearest ancestor holding a Collapse: MUI's Accordion, or a disclosure of our own.
    let ancestor = element.parentElement;
    while (ancestor && !ancestor.querySelector('.MuiCollapse-root')) ancestor = ancestor.parentElement;
    return ancestor?.querySelector('.MuiCollapse-root')?.classList.contains('MuiCollapse-entered') ?? false;
  }, handle);
  await handle?.dispose();
}

/**
 * Signs the page's context in without the form, for tests about something else: the login answer
 * sets the session cookie (HttpOnly, P3) in the context's own cookie jar, as the form's request
 * would, and the page opens `/`, which sends each role to its page as after the form (and settles
 * the sign-in, as after the school's sign-in, P46); a student of several teachers stays there to
 * choose a class. `landOn` opens that page instead of `/`. The form's own journeys use
 * signInThroughForm.
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  { landOn }: { landOn?: string } = {},
): Promise<void> {
  const answer = await page.context().request.post('/api/users/login', { data: { user: { username, password } } });
  if (!answer.ok()) throw new Error(`signing ${username} in answered ${answer.status()}: ${await answer.text()}`);
  // Straight to the page the test is about, where it names one: each page load costs about a second
  // of CPU in the browser (issue 43), and the role's first page would only be left at once.
  if (landOn) {
    await page.goto(landOn);
    return;
  }
  await page.goto('/');
  await page.waitForFunction(
    (titles) =>
      location.pathname !== '/' ||
      [...document.querySelectorAll('h1, h2')].some((heading) => titles.includes(heading.textContent ?? '')),
    [classesEn.chooseClass, classesEs.chooseClass],
  );
}

/**
 * Clicks what the person would click next, after their session has ended elsewhere. Any request
 * (this click's or one already on its way) may find out first and take the page to the login page,
 * so a control that is gone is fine: whichever comes first, the click or the login page, and what
 * follows checks where the app went. (Waiting out the click's time instead cost 10 of a 13 s test.)
 */
export async function clickUnlessAtLogin(target: Locator): Promise<void> {
  const clicked = target.click({ timeout: 5000 }).catch(() => undefined);
  const atLogin = target
    .page()
    .waitForURL('**/login', { timeout: 5000 })
    .catch(() => undefined);
  await Promise.race([clicked, atLogin]);
}

/** Signs in through the login form, as a person does. */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Where screenshots land, for a person to look at. */
const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results');

/**
 * A full-page screenshot in test-results/, only when asked (`E2E_SCREENSHOTS=1`): nobody looks at
 * them in an ordinary run, and the ~200 of them cost time. A failing test gets its own anyway
 * (failure-report.ts).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await saveScreenshot(page, name);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  // Bounded: a failing test's page may be stuck, and the report must still finish.
  await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
  return file;
}

/** The labels of the bottom navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/** Closes the What's New dialog, which shows on first sign-in until closed. */
export async function closeWhatsNew(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Closes What's New when it shows. For accounts other test files also sign in to, which may have
 * closed it already. While the dialog is open MUI hides the rest of the page from the accessibility
 * tree, so "the dialog or the navigation" is what tells that the shell has loaded. The dialog is
 * downloaded after the page, so whether it is coming is read from the user's viewedChanges flag
 * rather than from the screen (on a busy machine the navigation shows well before it).
 */
export async function dismissWhatsNewIfShown(page: Page): Promise<void> {
  // In the page's language, whichever it is (P51).
  const either = (en: string, es: string) => new RegExp(`^(${escapeRegExp(en)}|${escapeRegExp(es)})$`);
  const dialog = page.getByRole('dialog', { name: either(whatsNewEn.title, whatsNewEs.title) });
  await dialog
    .or(page.getByRole('navigation', { name: either(shellEn.mainNavigation, shellEs.mainNavigation) }))
    .first()
    .waitFor();
  const coming = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/session')).json()) as {
      user: { role: string; viewedChanges: boolean; dropped: boolean } | null;
    };
    return answer.user !== null && answer.user.role !== 'admin' && !answer.user.dropped && !answer.user.viewedChanges;
  });
  if (!coming && !(await dialog.isVisible())) return;
  await dialog.getByRole('button', { name: either(whatsNewEn.close, whatsNewEs.close) }).click();
  await dialog.waitFor({ state: 'hidden' });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
