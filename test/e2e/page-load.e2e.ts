import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  waitForQuietNetwork,
  signIn,
} from './browser';
import { expectNoAxeViolations } from './axe';
import { createSchool, type TE2ESchool } from './school';

// Item 11: a page whose code could not be downloaded while the server was away appears by itself
// once it is back, without the person pressing Reload.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('pload', { students: 3, settings: { products: { enabled: true, storeEnabled: true } } });
});
afterAll(() => browser.close());

const STORE_CODE = '**/assets/student-products-page-*.js';
const FAILED = 'This page could not be loaded. Please check your connection, and reload the page.';

/** A student on their account page, opened afresh: the store's code has not been downloaded. */
async function studentOnAccount(viewport: { width: number; height: number }, index: number) {
  const { page, context } = await newPage(browser, viewport);
  const student = school.students[index]!;
  await signIn(page, student.username, student.password);
  await page.waitForURL('**/student/account');
  await dismissWhatsNewIfShown(page);
  await page.reload();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await waitForQuietNetwork(page);
  return { page, context };
}

/** Opens the store while its code can't be downloaded, and waits for the page to say so. */
async function openStoreWhileAway(page: Page): Promise<void> {
  await page.route(STORE_CODE, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Store' }).click();
  await page.getByRole('alert').getByText(FAILED).waitFor();
  await page.getByRole('button', { name: 'Reload' }).waitFor();
}

describe('a page whose code could not be downloaded', () => {
  it.each([
    ['phone', PHONE, 0],
    ['desktop', DESKTOP, 1],
  ] as const)('appears by itself when the browser is online again (%s)', async (size, viewport, index) => {
    const { page, context } = await studentOnAccount(viewport, index);
    // The page's clock stands still from here, so its timed retries (the first after 5 s) never come:
    // only the browser saying it is online can bring the page back, however slow the machine is.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await openStoreWhileAway(page);
    await page.getByText('The page opens by itself once the connection is back.').waitFor();
    await screenshot(page, `page-load-failed-${size}`);
    await page.clock.resume();
    await expectNoAxeViolations(page, `the page that could not be loaded (${size})`);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    // The server is back, and the browser says so.
    await page.unroute(STORE_CODE);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'View Products' }).waitFor();
    await context.close();
  });

  it('appears by itself after a while when the browser never says it was offline', async () => {
    const { page, context } = await studentOnAccount(DESKTOP, 2);
    await openStoreWhileAway(page);
    await page.unroute(STORE_CODE);
    await page.getByRole('heading', { name: 'View Products' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
