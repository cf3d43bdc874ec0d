import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, findAxeViolations, type TAxeViolation } from './axe';
import { DESKTOP, PHONE, closeWhatsNew, launchBrowser, newPage, screenshot, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

/**
 * Issue 42 item 16, in a browser: every moment between signing in and the landing page has a
 * level-one heading (axe found a blank frame without one), and the snackbar of a fine given in the
 * class view never covers the "Select several" bar (nor the bar the snackbar), on a phone or a laptop.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Holds every script and API answer back a while, so each state between sign-in and the page lasts long enough to scan. */
async function slowDown(page: Page): Promise<void> {
  await page.route(/\/(assets\/.*\.js|api\/(?!events).*)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await route.continue().catch(() => undefined);
  });
}

/** Scans the page until `landed` shows, returning every violation met on the way and how many scans ran. */
async function scanUntil(page: Page, landed: Locator): Promise<{ violations: TAxeViolation[]; scans: number }> {
  const violations: TAxeViolation[] = [];
  let scans = 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const done = await landed.isVisible();
    violations.push(...(await findAxeViolations(page)));
    scans += 1;
    if (done) break;
  }
  return { violations, scans };
}

describe('right after sign-in (axe)', () => {
  for (const role of ['teacher', 'student'] as const) {
    it(`a ${role} meets a level-one heading in every state on the way to their page`, async () => {
      const school = await createSchool('words', { students: 1 });
      const account = role === 'teacher' ? school.teacher : school.students[0]!;
      const { page } = await newPage(browser, PHONE);
      await page.goto('/login');
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await slowDown(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const landing = role === 'teacher' ? '**/teacher/accounts**' : '**/student/account';
      // The page's own h1 (What's New may open over it on a first sign-in, which hides it from getByRole).
      const landed = page.locator('h1').filter({ hasText: role === 'teacher' ? 'Manage Accounts' : 'Ada1' });
      const { violations, scans } = await scanUntil(page, landed);
      await page.waitForURL(landing);
      expect(scans).toBeGreaterThan(1);
      expect(violations, describeViolations(`after a ${role}'s sign-in`, violations)).toEqual([]);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});

type TBox = { x: number; y: number; width: number; height: number };
const overlap = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

async function classWithAFine(): Promise<TE2ESchool> {
  const school = await createSchool('snack', { students: 3, settings: { fines: { enabled: true } } });
  const made = await apiCall('/api/fines', 'POST', { fine: { description: 'Late', amount: 2 } }, school.teacher.token);
  expect(made.status).toBe(201);
  return school;
}

describe('the snackbar and the "Select several" bar', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`never cover each other, ${label} (${viewport.width} wide)`, async () => {
      const school = await classWithAFine();
      const { page } = await newPage(browser, viewport);
      await signIn(page, school.teacher.username, school.teacher.password);
      await page.waitForURL('**/teacher/accounts**');
      await closeWhatsNew(page);
      await page.goto(`/teacher/accounts?course=${school.course.slug}&view=class`);
      const tiles = page.getByRole('list', { name: 'Students' });
      await tiles.getByRole('button', { name: /^Ada1 Lovelace / }).click();
      await page
        .getByRole('dialog', { name: 'Give points to Ada1 Lovelace' })
        .getByRole('button', { name: /Late\s*−2 pts/ })
        .click();
      const snack = page.locator('.cm-snackbar').filter({ hasText: 'Fine added: Late, −2 pts for Ada1 Lovelace' });
      await snack.waitFor();
      const selectSeveral = page.getByRole('button', { name: 'Select several' });
      const bar = selectSeveral.locator('xpath=..');
      await screenshot(page, `words-snackbar-${label}`);
      const seen = { snack: await boxOf(snack), bar: await boxOf(bar) };
      expect(overlap(seen.snack, seen.bar), JSON.stringify(seen)).toBe(false);

      // Selecting several: the bar that gives the points is at the bottom, and the snackbar rises above it.
      await selectSeveral.click();
      const giveBar = page.getByRole('button', { name: 'Give points' }).locator('xpath=..');
      await giveBar.waitFor();
      const selecting = {
        snack: await boxOf(snack),
        bar: await boxOf(giveBar),
        top: await boxOf(page.getByRole('button', { name: 'Select all' }).locator('xpath=..')),
      };
      await screenshot(page, `words-snackbar-selecting-${label}`);
      expect(overlap(selecting.snack, selecting.bar), JSON.stringify(selecting)).toBe(false);
      expect(overlap(selecting.snack, selecting.top), JSON.stringify(selecting)).toBe(false);
    });
  }
});

describe("the admin's Manage Teachers, in Spanish", () => {
  it('reads Miss without a full stop, counts in the singular and names no district "Ninguno"', async () => {
    const school = await createSchool('miss', { students: 1 });
    const titled = await apiCall('/api/user', 'PUT', { user: { title: 'Miss.' } }, school.teacher.token);
    expect(titled.status).toBe(200);
    const { page } = await newPage(browser, DESKTOP, { locale: 'es-US' });
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/teachers');
    const summary = page.locator(`#teacher-${school.teacher.username}-summary`);
    await summary.getByText('Miss Grace Hopper', { exact: true }).waitFor();
    await summary.getByText('1 curso · 1 estudiante', { exact: true }).waitFor();
    await summary.click();
    const settings = page.getByRole('table', { name: 'Configuración principal' });
    await settings.getByRole('row', { name: 'Distrito escolar Ninguno' }).waitFor();
    expect(await summary.getByText('Miss.').count()).toBe(0);
    await screenshot(page, 'words-admin-teacher-es');
  });
});
