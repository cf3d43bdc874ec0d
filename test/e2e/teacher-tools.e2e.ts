import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForQuietNetwork,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

// Item 14: the change history in words, notifications that follow the ledger, the Economy totals,
// confirmations before admin actions, snackbars that hide nothing, the store navigation item, and
// a login page that loads without a failed request.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('tools', {
    students: 1,
    settings: { fines: { enabled: true }, products: { enabled: true, storeEnabled: true } },
  });
});
afterAll(() => browser.close());

async function signInTeacher(page: Page): Promise<void> {
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
}

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, locator: ReturnType<Page['locator']>): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('teacher and admin tools', () => {
  it("the change history reads in words, and the student's notifications follow edits and deletions", async () => {
    const student = school.students[0]!;
    const fine = await apiCall(
      '/api/transactions',
      'POST',
      { transaction: { student: student._id, amount: 20, description: 'Late to lab', type: 'fine' } },
      school.teacher.token,
    );
    const fineId = ((await fine.json()) as { transaction: { _id: string } }).transaction._id;
    expect(
      (await apiCall(`/api/transactions/${fineId}`, 'PUT', { transaction: { amount: 25 } }, school.teacher.token))
        .status,
    ).toBe(200);
    const bonus = await apiCall(
      '/api/transactions',
      'POST',
      { transaction: { student: student._id, amount: 500, description: 'Meant for someone else', type: 'bonus' } },
      school.teacher.token,
    );
    const bonusId = ((await bonus.json()) as { transaction: { _id: string } }).transaction._id;
    expect((await apiCall(`/api/transactions/${bonusId}`, 'DELETE', undefined, school.teacher.token)).status).toBe(204);

    const { page, context } = await newPage(browser);
    await signInTeacher(page);
    await page.goto(`/teacher/accounts?student=${student.username}`);
    await page.getByRole('button', { name: 'Change history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change history' });
    await dialog.getByText('Amount: 20 pts → 25 pts').waitFor();
    await dialog.getByText('Type: Bonus').waitFor();
    await dialog.getByText('Description: Meant for someone else').waitFor();
    const text = await dialog.innerText();
    expect(text).not.toMatch(/typeTitle|null|createdAt|amount:/);
    await screenshot(page, 'tools-change-history');
    await context.close();

    // The student's notification center says what the ledger says now.
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, student.username, student.password);
    await phone.page.waitForURL('**/student/account');
    await dismissWhatsNewIfShown(phone.page);
    await phone.page.getByRole('button', { name: /^Notifications/ }).click();
    const notes = phone.page.getByRole('dialog', { name: 'Notifications' });
    await notes.getByText('Fine: -25 pts').waitFor();
    expect(await notes.getByText('Fine: -20 pts').count()).toBe(0);
    expect(await notes.getByText('Meant for someone else').count()).toBe(0);
    await screenshot(phone.page, 'tools-student-notifications-phone');
    await phone.context.close();
  });

  it('the Economy dialog shows the songs, passes, jukebox and song skips totals', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signInTeacher(page);
    await page.getByRole('button', { name: 'Economy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accounts' });
    for (const label of ['Songs', 'Passes', 'Jukebox', 'Song skips']) {
      await expect.poll(() => dialog.getByRole('group', { name: label, exact: true }).innerText()).toContain('0 pts');
    }
    await screenshot(page, 'tools-economy-phone');
    await context.close();
  });

  it('a dialog whose code cannot be downloaded says so, and opens when asked again', async () => {
    const { page, context } = await newPage(browser);
    await signInTeacher(page);
    await page.getByRole('heading', { name: 'Manage Accounts' }).waitFor();
    // The connection drops for the Economy dialog's file only (as after an upgrade, or on flaky Wi-Fi).
    await page.route('**/assets/economy-dialog-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Economy' }).click();
    await waitForSnackbar(page, 'This could not be opened. Please check your connection, or reload the page.');
    expect(await page.getByRole('dialog', { name: 'Accounts' }).count()).toBe(0);

    await page.unroute('**/assets/economy-dialog-*.js');
    await page.getByRole('button', { name: 'Economy' }).click();
    await page.getByRole('dialog', { name: 'Accounts' }).waitFor();
    await context.close();
  });

  it('Database Migration and Reset Viewed Changes ask before they act', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/teachers');

    await page.getByRole('button', { name: 'Database Migration' }).click();
    let dialog = page.getByRole('dialog', { name: 'Run the Database Migration?' });
    await dialog.waitFor();
    await screenshot(page, 'tools-confirm-migration');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Database Migration' }).click();
    await dialog.getByRole('button', { name: 'Run migration' }).click();
    await page.getByText('Database migration complete').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Reset Viewed Changes' }).click();
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    dialog = page.getByRole('dialog', { name: 'Reset Viewed Changes?' });
    await dialog.getByText(/for every teacher the next time/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    expect(await page.getByText('Teacher flags reset').count()).toBe(0);
    await context.close();
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'laptop', width: 1280, height: 800 },
  ]) {
    it(`on a ${viewport.name}, snackbars rise above the bottom navigation and the save bar, clear of the page header`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await signInTeacher(page);
      await page.goto('/teacher/settings');
      const heading = page.getByRole('heading', { name: 'Manage Account' });
      await heading.waitFor();
      const save = page.getByRole('button', { name: 'Save settings' });
      await save.click();
      const snackbar = page.locator('.cm-snackbar').filter({ hasText: 'Settings saved' });
      await snackbar.waitFor();
      await page.waitForTimeout(400); // the snackbar's entrance animation
      const snack = await boxOf(page, snackbar);
      const nav = await boxOf(page, page.getByRole('navigation', { name: 'Main navigation' }));
      expect(snack.y + snack.height).toBeLessThanOrEqual(nav.y);
      expect(snack.y).toBeGreaterThan(viewport.height / 2);
      expect(overlaps(snack, await boxOf(page, save))).toBe(false);
      expect(overlaps(snack, await boxOf(page, heading))).toBe(false);
      await screenshot(page, `tools-snackbar-${viewport.name}`);
      await context.close();
    });
  }

  it('on /teacher/products the Store item of the navigation is highlighted (P25)', async () => {
    const { page, context } = await newPage(browser);
    await signInTeacher(page);
    await page.goto('/teacher/products');
    await page.getByRole('heading', { name: 'Manage Products' }).waitFor();
    const store = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' });
    await expect.poll(() => store.getAttribute('aria-current')).toBe('page');
    expect(await store.getAttribute('class')).toContain('Mui-selected');
    await screenshot(page, 'tools-products-nav');
    await context.close();
  });

  it('the login page loads without a failed request or an error in the console', async () => {
    const { page, context } = await newPage(browser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await waitForQuietNetwork(page);
    expect(problems).toEqual([]);
    // Signing in from there still finds the session.
    await signIn(page, school.students[0]!.username, school.students[0]!.password);
    await page.waitForURL('**/student/account');
    expect(problems).toEqual([]);
    await context.close();
  });
});
