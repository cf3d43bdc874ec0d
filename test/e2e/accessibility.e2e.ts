import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, findAxeViolations } from './axe';
import { launchBrowser, openAccordion, signInThroughForm, DESKTOP, PHONE } from './browser';

/**
 * axe-core (WCAG 2.0 and 2.1 A and AA plus axe's best practices) finds nothing, of any impact, on
 * every page of each role and on their dialogs and menus, in light and dark mode, at a phone's and
 * a laptop's width. Every page of the navigation, and the dialogs people meet most (What's New,
 * the Economy View, the processing dialog, checkout, orders, notifications), are checked in all
 * four combinations; the other dialogs and the in-app 404 page are shared out so that each is
 * checked once in each mode and once at each width.
 *
 * A mode's two widths run side by side, each in its own browser context. The accounts are ones the
 * other browser tests don't use, or are put back afterwards (dark mode off, the test's products and
 * order deleted), so the order of the files does not matter.
 */

const TEACHER = { username: 'demoteacher', password: 'classmint-demo' };
const ADMIN = { username: 'admin', password: 'e2e-admin-pass' };
// From the demo seed: 20261003 has no Prime (dark mode stays locked for them); 20261008 has Prime.
const PLAIN_STUDENT = { username: '20261003', password: 'student-demo' };
const PRIME_STUDENT = { username: '20261008', password: 'student-demo' };
const DROPPED_STUDENT = { username: '20261030', password: 'student-demo' };
const stamp = Date.now() % 10000;
const PRODUCT = `Axe check notebook ${stamp}`;
// A long name without a break in it: the phone's table must wrap it rather than push the actions off screen.
const LONG_PRODUCT = `Supercalifragilisticexpialidocious_sticker_set_${stamp}`;

type TAccount = { username: string; password: string };
type TMode = 'light' | 'dark';
type TWidth = 'phone' | 'desktop';
/** Group a of the shared-out dialogs is checked in light on a laptop and dark on a phone; group b in the other two. */
type TCombo = { mode: TMode; width: TWidth; group: 'a' | 'b' };
const MODES: { mode: TMode; combos: [TCombo, TCombo] }[] = [
  {
    mode: 'light',
    combos: [
      { mode: 'light', width: 'desktop', group: 'a' },
      { mode: 'light', width: 'phone', group: 'b' },
    ],
  },
  {
    mode: 'dark',
    combos: [
      { mode: 'dark', width: 'desktop', group: 'b' },
      { mode: 'dark', width: 'phone', group: 'a' },
    ],
  },
];

let browser: Browser;
const made: { productSlugs: string[]; orderId: string | null } = { productSlugs: [], orderId: null };

async function api(path: string, method: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const tokens = new Map<string, string>();

/** An API session per account, made once (a sign-in costs the server a password hash). */
async function tokenOf(account: TAccount): Promise<string> {
  const known = tokens.get(account.username);
  if (known) return known;
  const response = await api('/api/users/login', 'POST', { user: account });
  expect(response.status).toBe(200);
  const { token } = ((await response.json()) as { user: { token: string } }).user;
  tokens.set(account.username, token);
  return token;
}

/** Dark mode is the user's own setting (PUT /api/user); the next sign-in follows it. */
async function setDarkMode(account: TAccount, darkMode: boolean): Promise<void> {
  const response = await api('/api/user', 'PUT', { user: { darkMode } }, await tokenOf(account));
  expect(response.status).toBe(200);
}

/** Two products to list and a pending order to process, made through the API as another client would. */
async function stockTheStore(): Promise<void> {
  const teacher = await tokenOf(TEACHER);
  const ids: string[] = [];
  for (const [name, maxPurchaseQuantity] of [
    [PRODUCT, 2],
    [LONG_PRODUCT, 0],
  ] as const) {
    const photoUrl = `${inject('baseUrl')}/favicon.svg`;
    const response = await api(
      '/api/products',
      'POST',
      { product: { name, description: 'Lined, 80 pages', photoUrl, cost: 40, quantity: 3, maxPurchaseQuantity } },
      teacher,
    );
    expect(response.status).toBe(201);
    const { product } = (await response.json()) as { product: { _id: string; slug: string } };
    made.productSlugs.push(product.slug);
    ids.push(product._id);
  }
  const account = (await (
    await api(`/api/scores?username=${PRIME_STUDENT.username}`, 'GET', undefined, teacher)
  ).json()) as {
    student: { _id: string };
  };
  const bonus = await api(
    '/api/transactions',
    'POST',
    { transaction: { student: account.student._id, amount: 500, description: 'Poster prize', type: 'bonus' } },
    teacher,
  );
  expect(bonus.status).toBe(201);
  const order = await api(
    '/api/purchases',
    'POST',
    { purchase: { products: [ids[0]], quantities: { [ids[0]!]: 1 } } },
    await tokenOf(PRIME_STUDENT),
  );
  expect(order.status).toBe(201);
  made.orderId = ((await order.json()) as { purchase: { _id: string } }).purchase._id;
}

async function clearTheStore(): Promise<void> {
  const teacher = await tokenOf(TEACHER);
  if (made.orderId) await api(`/api/purchases/${made.orderId}`, 'DELETE', undefined, teacher);
  for (const slug of made.productSlugs) await api(`/api/products/${slug}`, 'DELETE', undefined, teacher);
}

/** Runs axe and keeps what it finds, so one run lists every problem rather than stopping at the first. */
class Checker {
  readonly problems: string[] = [];
  /** What's New was checked when it opened by itself at sign-in. */
  sawWhatsNew = false;
  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  /**
   * The whole page, or only inside `within`, once loaded; the pointer is moved off first so no
   * hover tooltip shows.
   */
  async scan(where: string, within?: Locator): Promise<void> {
    await settled(this.page);
    await this.page.mouse.move(0, 0);
    await waitUntil('no tooltip', async () => (await this.page.getByRole('tooltip').count()) === 0);
    const violations = await findAxeViolations(this.page, within);
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
    // The live-update stream (P38) stays open for as long as the page does: it never "finishes".
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && !path.startsWith('/api/events'))
      inFlight.set(page, (inFlight.get(page) ?? 0) + change);
  };
  page.on('request', (request) => count(request, 1));
  page.on('requestfinished', (request) => count(request, -1));
  page.on('requestfailed', (request) => count(request, -1));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds (a page's state, not an assertion). */
async function waitUntil(what: string, condition: () => Promise<boolean>, timeout = 15_000): Promise<void> {
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

/** Hides MUI's click ripples: decoration only, and checking would otherwise wait for each to fade. */
const NO_RIPPLES = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '.MuiTouchRipple-root { display: none !important; }';
  document.head.append(style);
});`;

async function newContext(width: TWidth): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion stops the Prime confetti, so the checks don't wait for it to fall.
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: width === 'phone' ? PHONE : DESKTOP,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(NO_RIPPLES);
  const page = await context.newPage();
  trackRequests(page);
  return { context, page };
}

type TSession = { page: Page; context: BrowserContext; checker: Checker; combo: TCombo };

/** Signs in through the form; What's New, when it opens by itself, is checked and closed. */
async function signedIn(account: TAccount, combo: TCombo, home: string): Promise<TSession> {
  const me = (await (await api('/api/user', 'GET', undefined, await tokenOf(account))).json()) as {
    user: { role: string; viewedChanges: boolean; darkMode: boolean };
  };
  expect(me.user.darkMode).toBe(combo.mode === 'dark');
  const { page, context } = await newContext(combo.width);
  await signInThroughForm(page, account.username, account.password);
  await page.waitForURL(`**${home}`);
  const checker = new Checker(page, `[${account.username} ${combo.mode} ${combo.width}]`);
  if (me.user.role !== 'admin' && !me.user.viewedChanges) {
    const whatsNew = page.getByRole('dialog', { name: "What's New" });
    await whatsNew.waitFor();
    await checker.scan("What's New on sign-in", whatsNew);
    checker.sawWhatsNew = true;
    await whatsNew.getByRole('button', { name: 'Close' }).click();
    await whatsNew.waitFor({ state: 'hidden' });
  }
  return { page, context, checker, combo };
}

/**
 * Runs `visit` in each mode at both widths and answers what axe found. The mode is set on
 * `darkModeOf`'s account first; then the laptop signs in, and once it has closed What's New (so
 * only it sees What's New open by itself) the phone signs in and both go on side by side.
 */
async function inEveryCombo(
  accountFor: (mode: TMode) => TAccount,
  darkModeOf: TAccount,
  home: string,
  visit: (session: TSession) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  const run = async (session: TSession) => {
    try {
      await visit(session);
    } finally {
      problems.push(...session.checker.problems);
      await session.context.close();
    }
  };
  for (const { mode, combos } of MODES) {
    await setDarkMode(darkModeOf, mode === 'dark');
    const desktop = await signedIn(accountFor(mode), combos[0], home);
    await Promise.all([run(desktop), signedIn(accountFor(mode), combos[1], home).then(run)]);
  }
  return problems;
}

/** This combination's share of `checks`: every other one, starting with the first for group a. */
function share<T>(combo: TCombo, checks: readonly T[]): T[] {
  return checks.filter((_, index) => index % 2 === (combo.group === 'a' ? 0 : 1));
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/**
 * Every page of the bottom navigation (whatever the class's settings show) plus `extra` pages:
 * each is opened, checked, and handed to its `flows` entry for its dialogs. Then the 404 page.
 */
async function everyPage(
  { page, checker, combo }: TSession,
  extra: string[],
  flows: Record<string, () => Promise<void>>,
): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const links = nav.getByRole('link');
  await links.first().waitFor();
  const paths = [...(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))), ...extra];
  // The pages with dialogs to check must be there, or their checks would be skipped unnoticed.
  expect(paths).toEqual(expect.arrayContaining(Object.keys(flows)));
  for (const path of paths) {
    // Through the navigation, as a person would (and without reloading the app each time).
    if (extra.includes(path)) await page.goto(path);
    else await nav.locator(`a[href="${path}"]`).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checker.scan(path);
    await flows[path]?.();
  }
  // The in-app 404 page, in one mode at each width.
  if (combo.group !== 'a') return;
  const role = paths[0]?.split('/')[1] ?? '';
  await page.goto(`/${role}/nowhere`);
  await heading(page, 'Error 404: Page Not Found');
  await checker.scan('404 in the app');
}

/** What's New from the settings page, unless it was checked at this session's sign-in. */
async function whatsNewFromSettings(page: Page, checker: Checker): Promise<void> {
  if (checker.sawWhatsNew) return;
  await checker.dialog("What's New from settings", () => page.getByRole('button', { name: "See What's New" }).click());
}

/** The element's box lies within the viewport's width: nothing needed is cut off on a phone. */
async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x, `${what} starts on the ${width} px wide screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on the ${width} px wide screen`).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await stockTheStore();
});
afterAll(async () => {
  await clearTheStore();
  for (const account of [TEACHER, ADMIN, PRIME_STUDENT]) await setDarkMode(account, false);
  await browser.close();
});

describe('accessibility (axe-core): zero violations', () => {
  it('the login, about and 404 pages, and the dropped student’s suspension dialog', async () => {
    const problems: string[] = [];
    for (const width of ['phone', 'desktop'] as const) {
      const { page, context } = await newContext(width);
      const checker = new Checker(page, `[signed out ${width}]`);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await checker.scan('login');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Required').first().waitFor();
      await checker.scan('login with errors');
      await page.goto('/about');
      await heading(page, 'About Classmint');
      await checker.scan('about');
      await page.goto('/nowhere');
      await heading(page, 'Error 404: Page Not Found');
      await checker.scan('404');

      await signInThroughForm(page, DROPPED_STUDENT.username, DROPPED_STUDENT.password);
      await page.getByRole('dialog', { name: 'Account Suspended' }).waitFor();
      await checker.scan('suspended');
      await context.close();
      problems.push(...checker.problems);
    }
    expect(problems.join('\n')).toBe('');
  });

  it('admin: every page and dialog, light and dark, phone and desktop', { timeout: 180_000 }, async () => {
    const problems = await inEveryCombo(
      () => ADMIN,
      ADMIN,
      '/admin/teachers',
      async (session) => {
        const { page, checker, combo } = session;
        await everyPage(session, [], {
          '/admin/teachers': async () => {
            await openAccordion(page.getByRole('button', { name: /Maya Okafor/ }).first());
            const edit = page.getByRole('button', { name: /^Edit .*Okafor/ });
            await edit.waitFor();
            await checker.scan('teachers, one open');
            const checks = [
              () => checker.dialog('add teacher', () => page.getByRole('button', { name: 'Add teacher' }).click()),
              () =>
                checker.dialog(
                  'add teacher with errors',
                  () => page.getByRole('button', { name: 'Add teacher' }).click(),
                  async (dialog) => {
                    await dialog.getByRole('button', { name: 'Add' }).click();
                    await dialog.getByText('Required').first().waitFor();
                  },
                ),
              () => checker.dialog('edit teacher', () => edit.click()),
              () =>
                checker.dialog('delete teacher', () => page.getByRole('button', { name: /^Delete .*Okafor/ }).click()),
              async () => {
                const reset = page.getByRole('button', { name: 'Reset Viewed Changes' });
                await checker.menu('reset viewed changes menu', () => reset.click());
                // Choosing asks first; the check cancels.
                await checker.dialog('reset viewed changes, confirm', async () => {
                  await reset.click();
                  await page.getByRole('menuitem', { name: 'Students' }).click();
                });
              },
              () =>
                checker.dialog('database migration, confirm', () =>
                  page.getByRole('button', { name: 'Database Migration' }).click(),
                ),
            ];
            for (const check of share(combo, checks)) await check();
          },
          '/admin/settings': () => whatsNewFromSettings(page, checker),
        });
      },
    );
    expect(problems.join('\n')).toBe('');
  });

  it(
    'teacher: every page and dialog, light and dark, phone and desktop; nothing cut off on a phone',
    { timeout: 300_000 },
    async () => {
      const problems = await inEveryCombo(
        () => TEACHER,
        TEACHER,
        '/teacher/accounts',
        async (session) => {
          const { page, checker, combo } = session;
          const phone = combo.width === 'phone';
          await everyPage(session, ['/teacher/products'], {
            '/teacher/accounts': async () => {
              // Geometry: the course of the Prime student whose account is opened below.
              await page.getByLabel('Select a course').selectOption({ label: 'Period 3 · Geometry' });
              await page.getByRole('list', { name: 'Students' }).waitFor();
              await checker.scan('accounts, a course');
              await checker.dialog('teacher notifications', () =>
                page.getByRole('button', { name: /^Notifications/ }).click(),
              );
              await checker.dialog(
                'economy',
                () => page.getByRole('button', { name: 'Economy' }).click(),
                async (dialog) => {
                  const table = dialog.getByRole('table', { name: 'Account Summary' });
                  await table.waitFor();
                  // The balance is what a teacher opens this for: on a phone too it is on screen, not scrolled away.
                  await expectWithinWidth(
                    page,
                    table.getByRole('columnheader', { name: 'Balance' }),
                    'The Balance column header',
                  );
                  await expectWithinWidth(
                    page,
                    table.getByRole('row').nth(1).getByRole('cell', { name: /pts$/ }).first(),
                    "The first student's balance",
                  );
                },
              );
              const updateAccounts = (item: string) => async () => {
                await page.getByRole('button', { name: 'Update Accounts' }).click();
                await page.getByRole('menuitem', { name: item }).click();
              };
              const checks = [
                () =>
                  checker.dialog(
                    'assignment data, a histogram',
                    () => page.getByRole('button', { name: 'Assignment data' }).click(),
                    async (dialog) => {
                      // The chart arrives with the first assignment opened: its library is not in the page's download.
                      await dialog.getByRole('combobox', { name: 'Assignment' }).click();
                      await page
                        .getByRole('option', { name: /pts possible/ })
                        .first()
                        .click();
                      await dialog.getByRole('img', { name: /^Histogram of scores for / }).waitFor();
                    },
                  ),
                () =>
                  checker.menu('update accounts menu', () =>
                    page.getByRole('button', { name: 'Update Accounts' }).click(),
                  ),
                ...['Import scores', 'Add Bonuses', 'Add Fines', 'Add Purchases', 'Manage Bonuses', 'Manage Fines'].map(
                  (item) => () => checker.dialog(item, updateAccounts(item)),
                ),
              ];
              for (const check of share(combo, checks)) await check();

              // One student's account (this one has a bonus to edit) and the dialogs of its actions.
              await page
                .getByRole('list', { name: 'Students' })
                .getByRole('button', { name: new RegExp(PRIME_STUDENT.username) })
                .click();
              await page.getByRole('group', { name: 'Balance' }).waitFor();
              await checker.scan('a student');
              const action = (name: string) => () =>
                checker.dialog(name, () => page.getByRole('button', { name, exact: true }).click());
              const studentChecks = [
                ...[
                  'Add bonus',
                  'Add fine',
                  'Add quick purchase',
                  'Add purchase with cart',
                  'Change history',
                  'Reset password',
                ].map(action),
                async () => {
                  await page.getByRole('button', { name: 'Edit transactions' }).click();
                  const editTransaction = page.getByRole('button', { name: /^Edit transaction: / }).first();
                  await editTransaction.waitFor();
                  await checker.scan('a student, editing transactions');
                  await checker.dialog('edit transaction', () => editTransaction.click());
                  await checker.dialog('delete transaction', () =>
                    page
                      .getByRole('button', { name: /^Delete transaction: / })
                      .first()
                      .click(),
                  );
                },
              ];
              for (const check of share(combo, studentChecks)) await check();
            },

            '/teacher/courses': async () => {
              await openAccordion(page.getByRole('button', { name: /Algebra I/ }).first());
              // On a phone a student's actions are one menu with their words; on a laptop, icons.
              const studentActions = page.getByRole('button', { name: 'Actions for Ava Nguyen' });
              await (phone ? studentActions : page.getByRole('button', { name: 'Edit Ava Nguyen' })).waitFor();
              await checker.scan('courses, one open');
              if (phone) await checker.menu("a student's actions", () => studentActions.click());
              const studentAction = async (desktopName: string, menuItem: string) => {
                if (!phone) return page.getByRole('button', { name: desktopName }).click();
                await studentActions.click();
                await page.getByRole('menuitem', { name: menuItem }).click();
              };
              const checks = [
                () => checker.dialog('add course', () => page.getByRole('button', { name: 'Add course' }).click()),
                ...[
                  'Manage assignments for',
                  'Random groups for',
                  'Add student to',
                  'Import students to',
                  'Edit course',
                  'Delete course',
                ].map(
                  (label) => () =>
                    checker.dialog(label, () =>
                      page.getByRole('button', { name: new RegExp(`^${label} Algebra I`) }).click(),
                    ),
                ),
                ...[
                  ['Move', 'Move to another course'],
                  ['Edit', 'Edit student'],
                  ['Drop', 'Drop student'],
                  ['Reset password of', 'Reset password'],
                  ['Delete', 'Delete student'],
                ].map(
                  ([label, menuItem]) =>
                    () =>
                      checker.dialog(`${label} student`, () => studentAction(`${label} Ava Nguyen`, menuItem!)),
                ),
              ];
              for (const check of share(combo, checks)) await check();
            },

            '/teacher/products': async () => {
              for (const name of [PRODUCT, LONG_PRODUCT]) {
                const row = page.getByRole('row', { name: new RegExp(name) });
                if (phone) {
                  // On a phone each row's actions are one menu button, on screen even beside a long name.
                  const actions = row.getByRole('button', { name: `Actions for ${name}` });
                  await expectWithinWidth(page, actions, `The Actions button of ${name}`);
                  await checker.menu(`row menu of ${name}`, () => actions.click());
                } else {
                  await expectWithinWidth(
                    page,
                    row.getByRole('button', { name: 'Delete product' }),
                    `The Delete button of ${name}`,
                  );
                }
              }
              const checks = [
                () => checker.dialog('add product', () => page.getByRole('button', { name: 'Add product' }).click()),
                async () => {
                  await checker.dialog('preview prime', () =>
                    page.getByRole('button', { name: 'Preview Prime' }).click(),
                  );
                  await page.getByRole('button', { name: 'Grid view' }).click();
                  await page.getByRole('article', { name: PRODUCT }).waitFor();
                  await checker.scan('products as a grid');
                  await page.getByRole('button', { name: 'Table view' }).click();
                },
              ];
              for (const check of share(combo, checks)) await check();
            },

            '/teacher/store': async () => {
              await page.getByRole('table', { name: 'Purchases' }).waitFor();
              await checker.scan('purchases');
              await checker.dialog('process purchases', () =>
                page.getByRole('button', { name: 'Process purchases' }).click(),
              );
            },

            '/teacher/settings': async () => {
              await whatsNewFromSettings(page, checker);
              if (combo.group !== 'a') return;
              await page.getByLabel('First Name').fill('');
              await page.getByRole('button', { name: 'Save settings' }).click();
              await page.getByText('Required').first().waitFor();
              await checker.scan('settings with an error');
            },
          });
        },
      );
      expect(problems.join('\n')).toBe('');
    },
  );

  it('student: every page and dialog, light and dark, phone and desktop', { timeout: 180_000 }, async () => {
    // In the demo class dark mode comes with Prime, so the dark runs are the Prime student's.
    const problems = await inEveryCombo(
      (mode) => (mode === 'dark' ? PRIME_STUDENT : PLAIN_STUDENT),
      PRIME_STUDENT,
      '/student/account',
      async (session) => {
        const { page, checker, combo } = session;
        await everyPage(session, [], {
          '/student/account': async () => {
            await page.getByRole('table', { name: 'Transactions' }).waitFor();
            await checker.dialog('notifications', () => page.getByRole('button', { name: /^Notifications/ }).click());
          },
          '/student/store': async () => {
            await page.getByRole('article', { name: PRODUCT }).getByRole('button', { name: 'Add to cart' }).click();
            await checker.dialog('checkout', () => page.getByRole('button', { name: 'Checkout' }).click());
            // The Prime student has an order: a table on a laptop, cards on a phone.
            await checker.dialog('your orders', () => page.getByRole('button', { name: 'Your orders' }).click());
            if (combo.group === 'b')
              await checker.dialog('prime', () => page.getByRole('button', { name: /^(Get|View) Prime$/ }).click());
          },
          '/student/settings': () => whatsNewFromSettings(page, checker),
        });
      },
    );
    expect(problems.join('\n')).toBe('');
  });
});
