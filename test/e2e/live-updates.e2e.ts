import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  openAccordion,
  PHONE,
  screenshot,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, createSchool } from './school';
import { E2E_ADMIN } from './server-setup';

// P38 for what a teacher and the admin change elsewhere: the student's open store follows the
// teacher's catalogue, the teacher's open Settings the admin's jukebox grant. No reload anywhere.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Opens `path` afresh and waits until its live-update stream has answered, so no event is missed. */
async function openWithLiveUpdates(page: Page, path: string): Promise<void> {
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await streamOpen).status()).toBe(200);
}

/** Counts the page's document loads, so a test can say nothing was reloaded. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

describe('live updates of what others change', () => {
  it.each(SIZES)("the student's open store follows the teacher's products (%s)", async (size, viewport) => {
    const school = await createSchool('lstore', {
      students: 1,
      settings: { products: { enabled: true, storeEnabled: true } },
    });
    const student = await newPage(browser, viewport);
    await signIn(student.page, school.students[0]!.username, school.students[0]!.password);
    await student.page.waitForURL('**/student/account');
    await dismissWhatsNewIfShown(student.page);
    await openWithLiveUpdates(student.page, '/student/store');
    await student.page.getByRole('heading', { name: 'View Products' }).waitFor();
    const loads = countLoads(student.page);

    // The teacher adds a product on their own device.
    const teacher = await newPage(browser, viewport);
    await signIn(teacher.page, school.teacher.username, school.teacher.password, { landOn: '/teacher/products' });
    await dismissWhatsNewIfShown(teacher.page);
    await teacher.page.getByRole('button', { name: 'Add product' }).click();
    const dialog = teacher.page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByLabel('Product Name').fill('Glitter pens');
    await dialog.getByLabel('Product Description').fill('Five colours');
    await dialog.getByLabel('Photo Url').fill('https://drive.google.com/file/d/pens123/view');
    await dialog.getByLabel('Cost').fill('20');
    await dialog.getByLabel('Quantity', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForSnackbar(teacher.page, 'Product added');
    await teacher.context.close();

    await student.page.getByRole('article', { name: 'Glitter pens' }).waitFor();
    await screenshot(student.page, `live-store-added-${size}`);

    // Edited, restocked from nothing, and removed (the same calls the teacher's screens make).
    const token = school.teacher.token;
    const products = (await (await apiCall('/api/products', 'GET', undefined, token)).json()) as {
      products: { slug: string; name: string }[];
    };
    const pens = products.products.find((p) => p.name === 'Glitter pens')!;
    expect((await apiCall(`/api/products/${pens.slug}`, 'PUT', { product: { name: 'Gel pens' } }, token)).status).toBe(
      200,
    );
    await student.page.getByRole('article', { name: 'Gel pens' }).waitFor();

    const soldOut = await apiCall(
      '/api/products',
      'POST',
      {
        product: {
          name: 'Bookmark',
          photoUrl: 'https://drive.google.com/file/d/mark123/view',
          cost: 5,
          quantity: 0,
          maxPurchaseQuantity: 0,
        },
      },
      token,
    );
    const { product: bookmark } = (await soldOut.json()) as { product: { slug: string } };
    expect((await apiCall(`/api/products/${bookmark.slug}`, 'PUT', { product: { quantity: 8 } }, token)).status).toBe(
      200,
    );
    await student.page.getByRole('article', { name: 'Bookmark' }).waitFor();

    expect((await apiCall(`/api/products/${pens.slug}`, 'DELETE', undefined, token)).status).toBe(204);
    await student.page.getByRole('article', { name: 'Gel pens' }).waitFor({ state: 'detached' });
    expect(loads()).toBe(0);
    await student.context.close();
  });

  it.each(SIZES)(
    "the teacher's open Settings shows the jukebox once the admin grants it (%s)",
    async (size, viewport) => {
      const school = await createSchool('lgrant', { students: 0, settings: { enableBetaFeatures: true } });
      const teacher = await newPage(browser, viewport);
      await signIn(teacher.page, school.teacher.username, school.teacher.password);
      await teacher.page.waitForURL('**/teacher/accounts');
      await dismissWhatsNewIfShown(teacher.page);
      await openWithLiveUpdates(teacher.page, '/teacher/settings');
      await teacher.page.getByRole('button', { name: 'Request jukebox access' }).waitFor();
      const loads = countLoads(teacher.page);
      // Something typed and not yet saved stays as it is when the account changes underneath.
      const firstName = teacher.page.getByLabel('First Name');
      await firstName.fill('Amazing Grace');

      const admin = await newPage(browser, viewport);
      await signIn(admin.page, E2E_ADMIN.username, E2E_ADMIN.password);
      await admin.page.waitForURL('**/admin/teachers');
      const summary = admin.page.getByRole('heading', { level: 2 }).filter({ hasText: school.teacher.username });
      await openAccordion(summary.locator('[aria-expanded]'));
      // A click, not check(): the switch shows the change once the mutation has started.
      await admin.page.getByRole('switch', { name: 'Jukebox permission' }).click();
      await waitForSnackbar(admin.page, 'Teacher updated');
      await admin.context.close();

      await teacher.page
        .getByRole('region', { name: 'Jukebox' })
        .getByRole('button', { name: 'Connect to Spotify' })
        .waitFor();
      expect(await teacher.page.getByRole('button', { name: 'Request jukebox access' }).count()).toBe(0);
      expect(await firstName.inputValue()).toBe('Amazing Grace');
      expect(loads()).toBe(0);
      await screenshot(teacher.page, `live-jukebox-granted-${size}`);
      await teacher.context.close();
    },
  );
});
