import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCheckoutText } from '../../src/web/features/store/checkout/texts';
import { storeText } from '../../src/web/features/store/texts';
import { storeManageText } from '../../src/web/features/store/manage/texts';
import { ordersText } from '../../src/web/features/store/orders/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool } from './school';
import { spanishOf } from '../support/catalogue-files';

const storeCheckoutEs = await spanishOf(storeCheckoutText);
const storeEs = await spanishOf(storeText);
const storeManageEs = await spanishOf(storeManageText);
const ordersEs = await spanishOf(ordersText);

// P51: the store in Spanish: a student finds a product, adds it to the cart and checks out, seeing
// the Spanish confirmation and their balance written the Spanish way; the teacher manages products
// and purchases in Spanish. Texts come from the Spanish catalogues.
let browser: Browser;
let school: TE2ESchool;
const PRODUCT = `Lápices ${Date.now() % 10000}`;

async function seen(username: string, password: string): Promise<void> {
  const token = await apiLogin(username, password);
  expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true } }, token)).status).toBe(200);
}

async function signInInSpanish(page: Page, username: string, password: string): Promise<void> {
  await signIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('tienda', {
    students: 1,
    settings: { products: { enabled: true, storeEnabled: true, taxRate: 0 } },
  });
  const made = await apiCall(
    '/api/products',
    'POST',
    {
      product: {
        name: PRODUCT,
        description: 'Seis lápices',
        photoUrl: 'https://example.org/pencils.png',
        cost: 25,
        quantity: 3,
        maxPurchaseQuantity: 0,
      },
    },
    school.teacher.token,
  );
  expect(made.status).toBe(201);
  await giveBonus(school, school.students[0]!, 1500);
  await seen(school.students[0]!.username, school.students[0]!.password);
  await seen(school.teacher.username, school.teacher.password);
});
afterAll(() => browser.close());

describe('the store in Spanish', () => {
  it('a student orders in Spanish and sees their balance the Spanish way', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const student = school.students[0]!;
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, student.username, student.password);
      await page.goto('/student/store');
      await page.getByRole('heading', { name: storeEs.viewProducts }).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      const tile = page.getByRole('article', { name: PRODUCT });
      await tile.waitFor();
      // '{count, plural, one {solo queda #} other {solo quedan #}}' with 3, then 2 left.
      await tile.getByText(/solo quedan \d/).waitFor();
      await expectNoAxeViolations(page, `store in Spanish (${name})`);
      await screenshot(page, `spanish-store-catalogue-${name}`);
      await tile.getByRole('button', { name: storeEs.addToCart }).click();
      await page.getByRole('button', { name: storeEs.checkout }).click();
      const dialog = page.getByRole('dialog', { name: storeCheckoutEs.completeOrder });
      await dialog.getByRole('heading', { name: storeCheckoutEs.yourCart }).waitFor();
      await dialog.getByText(ordersEs.subtotal, { exact: true }).waitFor();
      // The balance as es-MX writes it (a thousands separator), before the order.
      const before = new Intl.NumberFormat('es-MX').format(name === 'phone' ? 1500 : 1475);
      await dialog.getByText(before, { exact: false }).first().waitFor();
      await expectNoAxeViolations(page, `checkout in Spanish (${name})`);
      await screenshot(page, `spanish-store-checkout-${name}`);
      await dialog.getByRole('button', { name: storeCheckoutEs.placeOrder }).click();
      await page.getByText(storeCheckoutEs.orderSubmitted).waitFor();
      await page.getByRole('button', { name: storeEs.yourOrders }).click();
      const orders = page.getByRole('dialog', { name: storeCheckoutEs.yourOrdersTitle });
      await orders.getByText(ordersEs.statusPending).first().waitFor();
      await expectNoAxeViolations(page, `orders in Spanish (${name})`);
      await screenshot(page, `spanish-store-orders-${name}`);
      await context.close();
    }
  });

  it('a teacher manages products and purchases in Spanish', async () => {
    for (const [viewport, name, colorScheme] of [
      [PHONE, 'phone', 'light'],
      [DESKTOP, 'desktop', 'dark'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await page.emulateMedia({ colorScheme });
      await signInInSpanish(page, school.teacher.username, school.teacher.password);
      await page.goto('/teacher/products');
      await page.getByRole('heading', { name: storeManageEs.manageProducts }).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByText(storeManageEs.inStock, { exact: true }).first().waitFor();
      await expectNoAxeViolations(page, `products in Spanish (${name})`);
      await screenshot(page, `spanish-store-products-${name}`);
      await page.goto('/teacher/store');
      await page.getByRole('heading', { name: ordersEs.managePurchases }).waitFor();
      await page.getByRole('button', { name: ordersEs.processPurchases }).waitFor();
      await page.getByText(ordersEs.statusPending).filter({ visible: true }).first().waitFor();
      await expectNoAxeViolations(page, `purchases in Spanish (${name})`);
      await screenshot(page, `spanish-store-purchases-${name}`);
      await context.close();
    }
  });
});
