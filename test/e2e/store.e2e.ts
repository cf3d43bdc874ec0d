import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './server';
import { dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, waitForSnackbar, signIn } from './browser';

// The demo class: store on, tax 5 %, Prime on (5,000 pts) with a 10 % store discount.
// 20261001 has Prime; 20261004 has no Prime and about 50 pts, so the test gives them 5,000.
const TEACHER = { username: 'demoteacher', password: 'classmint-demo' };
const PRIME_STUDENT = { username: '20261001', password: 'student-demo' };
const PLAIN_STUDENT = { username: '20261004', password: 'student-demo' };
const PENCIL = `Pencil set ${Date.now() % 10000}`;
let browser: Browser;

/** The demo student who buys Prime needs 5,000 pts: the teacher gives a bonus through the API. */
async function topUp(username: string, amount: number): Promise<void> {
  const base = serverUrl();
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/api/users/login', { user: TEACHER })).json()) as { user: { token: string } };
  const account = (await (
    await fetch(`${base}/api/scores?username=${username}`, { headers: { authorization: `Token ${login.user.token}` } })
  ).json()) as { student: { _id: string } };
  const bonus = await post(
    '/api/transactions',
    { transaction: { student: account.student._id, amount, description: 'Science fair prize', type: 'bonus' } },
    login.user.token,
  );
  expect(bonus.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the class store, end to end', () => {
  it('teacher stocks a product; a Prime student orders with the discount and tax; the teacher approves', async () => {
    const teacher = await newPage(browser);
    await signIn(teacher.page, TEACHER.username, TEACHER.password, { landOn: '/teacher/products' });
    await dismissWhatsNewIfShown(teacher.page);
    await teacher.page.getByRole('heading', { name: 'Manage Products' }).waitFor();
    await teacher.page.getByRole('button', { name: 'Add product' }).click();
    let dialog = teacher.page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('Product Name').fill(PENCIL);
    await dialog.getByLabel('Product Description').fill('Six sharp pencils');
    await dialog.getByLabel('Photo Url').fill('https://drive.google.com/file/d/pencils123/view');
    await dialog.getByLabel('Cost').fill('100');
    await dialog.getByLabel('Quantity', { exact: true }).fill('4');
    await dialog.getByLabel('Max purchase quantity').fill('3');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForSnackbar(teacher.page, 'Product added');
    await teacher.page.getByRole('row', { name: new RegExp(PENCIL) }).waitFor();
    await screenshot(teacher.page, 'teacher-products');

    // The Prime student: 2 x 100 = 200, Prime -10 % = 180, tax 5 % = 9, total 189.
    const student = await newPage(browser);
    await signIn(student.page, PRIME_STUDENT.username, PRIME_STUDENT.password, { landOn: '/student/store' });
    await dismissWhatsNewIfShown(student.page);
    await student.page.getByRole('heading', { name: 'View Products' }).waitFor();
    const tile = student.page.getByRole('article', { name: PENCIL });
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    await tile.getByRole('button', { name: 'Add to cart' }).click();
    await student.page.getByRole('button', { name: 'Checkout' }).click();
    dialog = student.page.getByRole('dialog', { name: 'Complete Your Order' });
    const invoice = dialog.getByLabel('Invoice');
    await expect.poll(() => invoice.innerText()).toMatch(/Subtotal\s+200 pts/);
    const text = await invoice.innerText();
    expect(text).toMatch(/Prime discount \(10%\)\s+-20 pts/);
    expect(text).toMatch(/Taxes \(5%\)\s+9 pts/);
    expect(text).toMatch(/Total\s+189 pts/);
    await screenshot(student.page, 'student-checkout');
    await dialog.getByRole('button', { name: 'Place Your Order' }).click();
    await waitForSnackbar(student.page, 'Order submitted');
    await student.page.getByRole('button', { name: 'Your orders' }).click();
    dialog = student.page.getByRole('dialog', { name: 'Your Orders' });
    await dialog.getByText('Pending').first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // P32, P36: the teacher's bell counts the order without a reload; closing the list clears it.
    const bell = teacher.page.getByRole('button', { name: /^Notifications: \d+$/ });
    await bell.click();
    dialog = teacher.page.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByText(new RegExp(`ordered ${PENCIL} x2 \\(189 pts\\)`)).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await teacher.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // The teacher processes it.
    await teacher.page.goto('/teacher/store');
    await teacher.page.getByRole('heading', { name: 'Manage Purchases' }).waitFor();
    await teacher.page.getByRole('button', { name: 'Process purchases' }).click();
    dialog = teacher.page.getByRole('dialog', { name: 'Process purchases' });
    await dialog.getByText(PENCIL).first().waitFor();
    await dialog.getByLabel('Note').fill('Pick up after class');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await waitForSnackbar(teacher.page, 'Purchase updated');
    await screenshot(teacher.page, 'teacher-processing');
    await teacher.context.close();

    await student.page.reload();
    await student.page.getByRole('button', { name: 'Your orders' }).click();
    dialog = student.page.getByRole('dialog', { name: 'Your Orders' });
    await dialog.getByText('Approved').first().waitFor();
    await dialog.getByText('Pick up after class').first().waitFor();
    await student.context.close();
  });

  it("a teacher's quick edit keeps the row until its code arrives, then saves a new cost", async () => {
    // A product of its own, through the API: the test does not depend on the one above.
    const base = serverUrl();
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: TEACHER }),
    });
    const { user } = (await login.json()) as { user: { token: string } };
    const name = `Eraser ${Date.now() % 10000}`;
    const created = await fetch(`${base}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${user.token}` },
      body: JSON.stringify({
        product: {
          name,
          photoUrl: 'https://drive.google.com/file/d/eraser123/view',
          cost: 30,
          quantity: 7,
          maxPurchaseQuantity: 2,
        },
      }),
    });
    expect(created.status, await created.text()).toBe(201);

    // The quick edit downloads once the table has drawn and the browser is idle: held here, as on
    // a slow connection, so the teacher's click comes first.
    const teacher = await newPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await teacher.page.route('**/assets/quick-edit-row-*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    try {
      await signIn(teacher.page, TEACHER.username, TEACHER.password, { landOn: '/teacher/products' });
      await dismissWhatsNewIfShown(teacher.page);
      await teacher.page.getByRole('button', { name: 'Table view' }).click();
      const row = teacher.page.getByRole('row', { name: new RegExp(name) });
      const quickEdit = row.getByRole('button', { name: 'Quick edit' });
      await quickEdit.click();
      await requested;
      // Until the code arrives the row stays as it was, its button keeping the focus.
      const cost = teacher.page.getByLabel(`Cost of ${name}`);
      expect(await cost.count()).toBe(0);
      expect(await quickEdit.evaluate((button) => button === document.activeElement)).toBe(true);
      release();

      await cost.waitFor();
      expect(await cost.evaluate((input) => input === document.activeElement)).toBe(true);
      await cost.fill('45');
      await teacher.page.getByRole('button', { name: 'Save quick edit' }).click();
      await waitForSnackbar(teacher.page, 'Product updated');
      await expect.poll(() => row.innerText()).toMatch(/45/);
    } finally {
      release();
      await teacher.context.close();
    }
  });

  it('a student buys Prime and sees the welcome page', async () => {
    await topUp(PLAIN_STUDENT.username, 5000);
    const { page, context } = await newPage(browser);
    await signIn(page, PLAIN_STUDENT.username, PLAIN_STUDENT.password, { landOn: '/student/store' });
    await dismissWhatsNewIfShown(page);
    await page.getByRole('button', { name: 'Get Prime' }).click();
    const dialog = page.getByRole('dialog', { name: 'Classmint Prime' });
    await dialog.getByText('Price: 5,000 pts').waitFor();
    await dialog.getByRole('button', { name: 'Join Prime' }).click();
    await waitForSnackbar(page, 'Now Enrolled in Prime');
    await dialog.getByRole('heading', { name: /Welcome to Prime/ }).waitFor();
    await screenshot(page, 'student-prime-welcome');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('banner').getByRole('img', { name: 'Classmint Prime' }).waitFor();
    await context.close();
  });
});
