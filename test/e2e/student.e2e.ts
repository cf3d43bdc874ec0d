import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeWhatsNew,
  dismissWhatsNewIfShown,
  launchBrowser,
  navLabels,
  newPage,
  screenshot,
  signInThroughForm,
  signIn,
} from './browser';

// From the demo seed: 20261001 has Prime, 20261002 does not, 20261030 is dropped.
const PASSWORD = 'student-demo';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('student journey', () => {
  it('on a phone: sees the student shell with the class navigation, and Prime locks dark mode', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, '20261002', PASSWORD);
    await page.waitForURL('**/student/account');
    await closeWhatsNew(page);
    await page.getByText('Ben Garcia').first().waitFor();
    // From the demo seed: full marks on the quiz (1,200 pts) and on the lab report (x2: 2,400 pts).
    await expect.poll(() => page.getByRole('group', { name: 'Balance' }).innerText()).toContain('3,600 pts');
    await page.getByText('Lab Report').first().waitFor();
    // The demo class has hallpasses, song requests and online purchases on.
    expect(await navLabels(page)).toEqual(['Account', 'Passes', 'Songs', 'Store', 'Settings']);
    await screenshot(page, 'student-account-phone');

    await page.goto('/student/settings');
    await page.getByRole('heading', { name: 'Manage Account' }).waitFor();
    const darkMode = page.getByLabel('Dark mode (available with Prime)');
    await darkMode.waitFor();
    expect(await darkMode.isDisabled()).toBe(true);
    // Students don't get the teacher's sections or the account details.
    expect(await page.getByText('Score Conversions').count()).toBe(0);
    expect(await page.getByLabel('First Name').count()).toBe(0);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();

    // With online purchases on, /student/products is the store (P25); other roles' pages are 404.
    await page.goto('/student/products');
    await page.waitForURL('**/student/store');
    await page.goto('/teacher/accounts');
    await page.getByText('Error 404: Page Not Found').waitFor();
    await context.close();
  });

  it('opened directly, the account draws from the answers sent with the page, without asking for them', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, '20261002', PASSWORD);
    await page.waitForURL('**/student/account');
    await dismissWhatsNewIfShown(page);
    // The API holds every answer the page reads first: only the answers sent with the page can draw
    // it. (A resync, after the seed's recent events, may ask again; it waits, and the page stays.)
    await page.route(/\/api\/(session|scores|notifications)/, () => undefined);
    await page.goto('/student/account');
    await expect.poll(() => page.getByRole('group', { name: 'Balance' }).innerText()).toContain('3,600 pts');
    await page.getByText('Lab Report').first().waitFor();
    // Read once: the element is gone, so the next read of the account asks the API.
    expect(await page.locator('#cm-first-data').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('a Prime student may turn dark mode on', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, '20261001', PASSWORD, { landOn: '/student/settings' });
    await dismissWhatsNewIfShown(page);
    const darkMode = page.getByLabel('Dark mode', { exact: true });
    expect(await darkMode.isDisabled()).toBe(false);
    await darkMode.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await context.close();
  });

  it('a dropped student sees only the suspension dialog and can log out', async () => {
    const { page, context } = await newPage(browser);
    await signInThroughForm(page, '20261030', PASSWORD);
    const dialog = page.getByRole('dialog', { name: 'Account Suspended' });
    await dialog.waitFor();
    await dialog
      .getByText(
        'Your account has been suspended. Please speak with your teacher if you have any questions regarding your account suspension.',
      )
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await screenshot(page, 'student-suspended');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
