import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWhatsNew, dismissWhatsNewIfShown, launchBrowser, newPage, signIn } from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

/**
 * WCAG 1.4.10 (Reflow): at 320 CSS pixels wide, what a 1280 px screen shows at 400 % zoom, no page
 * of any role scrolls sideways. A wide table may scroll inside its own region (the criterion allows
 * it for data tables); the page around it may not.
 */
const NARROW = { width: 320, height: 640 };

let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('reflow', {
    students: 2,
    settings: { fines: { enabled: true }, products: { enabled: true, storeEnabled: true } },
  });
  const product = await apiCall(
    '/api/products',
    'POST',
    {
      product: {
        name: 'Mechanical pencil with a long name',
        description: 'Refillable, 0.5 mm lead, with an eraser',
        cost: 12,
        quantity: 8,
        maxPurchaseQuantity: 2,
        photoUrl: 'https://example.com/pencil.png',
      },
    },
    school.teacher.token,
  );
  expect(product.status).toBe(201);
  await giveBonus(school, school.students[0]!, 25);
});
afterAll(() => browser.close());

/** How far the page itself scrolls sideways: 0 when everything fits the window's width. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Each page of the navigation, opened through it; answers the pages that scroll sideways. */
async function everyPageFits(page: Page, extra: (path: string) => Promise<void> = async () => {}): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link').first().waitFor();
  const paths = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const wide: string[] = [];
  for (const path of paths) {
    await nav.locator(`a[href="${path}"]`).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await extra(path);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${path} (${overflow}px too wide)`);
  }
  return wide;
}

describe('reflow at 320 CSS pixels', () => {
  it('the login page', async () => {
    const { page, context } = await newPage(browser, NARROW);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it("every admin page, and the admin's Add teacher dialog", async () => {
    const { page, context } = await newPage(browser, NARROW);
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/teachers');
    expect(await everyPageFits(page)).toEqual([]);
    await page.getByRole('link', { name: 'Teachers' }).click();
    await page.getByRole('button', { name: 'Add teacher' }).click();
    await page.getByRole('dialog', { name: 'Add teacher' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it("every teacher page, with a student's account open", async () => {
    const { page, context } = await newPage(browser, NARROW);
    await signIn(page, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts');
    await closeWhatsNew(page);
    const wide = await everyPageFits(page, async (path) => {
      if (path !== '/teacher/accounts') return;
      await page
        .getByRole('list', { name: 'Students' })
        .getByRole('button', { name: new RegExp(school.students[0]!.username) })
        .click();
      await page.getByRole('group', { name: 'Balance' }).waitFor();
    });
    expect(wide).toEqual([]);
    await context.close();
  });

  it('every student page', async () => {
    const { page, context } = await newPage(browser, NARROW);
    const student = school.students[0]!;
    await signIn(page, student.username, student.password);
    await page.waitForURL('**/student/account');
    await dismissWhatsNewIfShown(page);
    expect(await everyPageFits(page)).toEqual([]);
    await context.close();
  });
});
