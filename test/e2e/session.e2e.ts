import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  signInThroughForm,
  waitForQuietNetwork,
} from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool } from './school';

// Item 10: a session that ends while the app is open (logout in another tab, a password reset, a
// student dropped) must lead to the login page or the suspension dialog, never to a blank page.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('sess', {
    students: 4,
    settings: { products: { enabled: true, storeEnabled: true } },
  });
  const product = await apiCall(
    '/api/products',
    'POST',
    {
      product: {
        name: 'Sticker sheet',
        description: 'Shiny',
        photoUrl: 'https://example.org/sticker.png',
        cost: 1,
        quantity: 50,
        maxPurchaseQuantity: 0,
      },
    },
    school.teacher.token,
  );
  expect(product.status).toBe(201);
  await giveBonus(school, school.students[0]!, 100);
});
afterAll(() => browser.close());

/** Page errors and a page with nothing on it are what the bug looked like. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Ends the session of `context` from another tab of the same browser: the same cookie logs out. */
async function logoutInAnotherTab(context: BrowserContext): Promise<void> {
  const other = await context.newPage();
  await other.goto('/about');
  const status = await other.evaluate(async () => (await fetch('/api/users/logout', { method: 'POST' })).status);
  expect(status).toBe(204);
  await other.close();
}

async function signInStudent(page: Page, username: string, password: string): Promise<void> {
  await signInThroughForm(page, username, password);
  await page.waitForURL('**/student/account');
  await dismissWhatsNewIfShown(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  // Everything the account page loads has arrived, so the next request is the test's own.
  await waitForQuietNetwork(page);
}

async function expectLoginPage(page: Page): Promise<void> {
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await page.getByLabel('Username').isVisible()).toBe(true);
}

/**
 * Clicks what the person would click next. Once a session has ended, any request (this click's or
 * one already on its way) may find out first and leave the page, so a control that is gone is fine:
 * what follows checks where the app went.
 */
async function tryClick(target: Locator): Promise<void> {
  await target.click({ timeout: 5000 }).catch(() => undefined);
}

async function storedCartKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('classmint.cart.')));
}

describe('a session that ends while the app is open', () => {
  it('logout in another tab: the next click leads to the login page, with the cart and cached data gone', async () => {
    const { page, context } = await newPage(browser);
    const errors = watchErrors(page);
    const student = school.students[0]!;
    await signInStudent(page, student.username, student.password);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }).click();
    await page.getByRole('article', { name: 'Sticker sheet' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => storedCartKeys(page)).toHaveLength(1);

    await logoutInAnotherTab(context);

    // The next thing the student does asks the server (the checkout's balance, placing the
    // order), which answers 401. Whichever call finds out first ends it.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await tryClick(
      page.getByRole('dialog', { name: 'Complete Your Order' }).getByRole('button', { name: 'Place Your Order' }),
    );
    await expectLoginPage(page);
    await screenshot(page, 'session-ended-login');
    expect(await storedCartKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    // Nothing of the ended session is still on screen or comes back with the Back button.
    expect(await page.getByText('Sticker sheet').count()).toBe(0);
    await page.goBack();
    await expectLoginPage(page);
    expect(await page.getByText('Sticker sheet').count()).toBe(0);
    await context.close();
  });

  it('a password reset by the teacher: the next action leads to the login page', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    const errors = watchErrors(page);
    const student = school.students[1]!;
    await signInStudent(page, student.username, student.password);
    const reset = await apiCall(
      `/api/users/${student.username}`,
      'PUT',
      { user: { password: 'new-password-1' } },
      school.teacher.token,
    );
    expect(reset.status).toBe(200);

    // Saving asks the server, which answers 401 (a request on the way there may find out first).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await tryClick(page.getByRole('button', { name: 'Save settings' }));
    await expectLoginPage(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a student dropped by the teacher: the login page, then the suspension dialog', async () => {
    const { page, context } = await newPage(browser);
    const errors = watchErrors(page);
    const student = school.students[2]!;
    await signInStudent(page, student.username, student.password);

    // Another tab of the same browser is still open on the account page when the teacher drops them.
    const other = await context.newPage();
    await other.goto('/student/account');
    await other.getByRole('group', { name: 'Balance' }).waitFor();

    const dropped = await apiCall(
      `/api/users/${student.username}`,
      'PUT',
      { user: { dropped: true } },
      school.teacher.token,
    );
    expect(dropped.status).toBe(200);

    // Dropping ended the session: the next action leads to the login page.
    await tryClick(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }));
    await expectLoginPage(page);

    // Signing in again (a dropped student may) shows the suspension notice in this tab...
    await signInThroughForm(page, student.username, student.password);
    await page.getByRole('dialog', { name: 'Account Suspended' }).waitFor();

    // ...and in the other tab, whose next call (on the new session) answers 403 'has been suspended'.
    await tryClick(other.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }));
    await other.getByRole('dialog', { name: 'Account Suspended' }).waitFor();
    await screenshot(other, 'session-suspended-other-tab');
    expect(await other.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a teacher whose session ended elsewhere: opening a page that loads data leads to the login page, not a blank page', async () => {
    const { page, context } = await newPage(browser);
    const errors = watchErrors(page);
    await signInThroughForm(page, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts');
    await dismissWhatsNewIfShown(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('heading', { name: 'Manage Courses' }).waitFor();

    await logoutInAnotherTab(context);

    await tryClick(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }));
    await expectLoginPage(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a page whose code can't be downloaded (Wi-Fi dropped, a newer version) says so and reloads, not a blank page", async () => {
    const { page, context } = await newPage(browser);
    const student = school.students[3]!;
    await signInStudent(page, student.username, student.password);
    // Opened afresh, the account page has not downloaded the login page's code.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    let refused = 0;
    await page.route('**/assets/login-page-*.js', (route) => {
      refused += 1;
      return route.abort();
    });
    await logoutInAnotherTab(context);

    await tryClick(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }));
    await page
      .getByRole('alert')
      .getByText('This page could not be loaded. Please check your connection, and reload the page.')
      .waitFor();
    expect(refused).toBeGreaterThan(0);
    await screenshot(page, 'session-page-load-failed');

    await page.unroute('**/assets/login-page-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectLoginPage(page);
    await context.close();
  });
});
