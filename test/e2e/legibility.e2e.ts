import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './server';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  openAccordion,
  PHONE,
  screenshot,
  signIn,
} from './browser';
import { apiCall, apiLogin } from './school';

/**
 * Issue 28, item 13: what a new teacher tripped over on a phone and with a keyboard. A table wider
 * than the screen says it scrolls; a product name breaks between words; keyboard focus on filled
 * buttons and switches is a clear ring; the login page follows the browser's dark preference; the
 * Prime badge is read but not a tab stop.
 */

const TEACHER = { username: 'demoteacher', password: 'classmint-demo' };
const stamp = Date.now() % 10000;
const PRODUCT = `Extraordinary handcrafted chocolate assortment ${stamp}`;
let browser: Browser;
let productSlug: string | null = null;

const teacherToken = () => apiLogin(TEACHER.username, TEACHER.password);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (productSlug) await apiCall(`/api/products/${productSlug}`, 'DELETE', undefined, await teacherToken());
  await browser.close();
});

async function teacher(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, TEACHER.username, TEACHER.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
  return page;
}

/** The element's outline as drawn. */
function outlineOf(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

/** Gives `element` the keyboard's focus as Tab would: from the element before it. */
async function tabTo(page: Page, element: Locator): Promise<void> {
  await element.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => element.evaluate((node) => node === document.activeElement)).toBe(true);
}

describe('the login page before anyone signs in', () => {
  for (const [scheme, background] of [
    ['dark', 'rgb(15, 23, 20)'],
    ['light', 'rgb(244, 248, 246)'],
  ] as const) {
    it(`follows the browser's ${scheme} preference; a focused Login button has a clear ring, a field a visible outline`, async () => {
      const context = await browser.newContext({ baseURL: serverUrl(), viewport: PHONE, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto('/login');
      const login = page.getByRole('button', { name: 'Login' });
      await login.waitFor();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
      await tabTo(page, login);
      const ring = await outlineOf(login);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      // The theme's mint for the mode: #167a54 on light, #4fd1a0 on dark.
      expect(ring.color).toBe(scheme === 'dark' ? 'rgb(79, 209, 160)' : 'rgb(22, 122, 84)');
      await screenshot(page, `legibility-login-${scheme}`);

      // WCAG 1.4.11: an unfocused field's outline has 3:1 against what is behind it.
      const field = page.getByLabel('Username');
      await page.getByRole('heading').first().click();
      const [outline, behind] = await field.evaluate((input) => {
        const box = input.closest('.MuiOutlinedInput-root');
        const border = getComputedStyle(box!.querySelector('fieldset')!).borderTopColor;
        let node: Element | null = box;
        let background = 'rgba(0, 0, 0, 0)';
        while (node && /rgba\(.*, 0\)$/.test(background)) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return [border, background];
      });
      expect(contrastOf(outline, behind), `${outline} on ${behind}`).toBeGreaterThanOrEqual(3);
      await context.close();
    });
  }
});

/** WCAG's contrast ratio of a colour (it may be translucent: drawn over `behind`) and the opaque `behind`. */
function contrastOf(colour: string, behind: string): number {
  const channels = (rgb: string) => (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const [br, bg, bb] = channels(behind);
  const [r, g, b, alpha = 1] = channels(colour);
  const drawn = [r!, g!, b!].map((c, i) => alpha * c + (1 - alpha) * [br!, bg!, bb!][i]!);
  const luminance = ([red, green, blue]: number[]) => {
    const linear = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
  };
  const [x, y] = [luminance(drawn), luminance([br!, bg!, bb!])].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
}

describe('a teacher with a keyboard', () => {
  it('sees a ring round a focused switch, and the Prime badge is read but not a tab stop', async () => {
    const page = await teacher(DESKTOP);
    await page.goto('/teacher/settings');
    const beta = page.getByRole('switch', { name: 'Beta features' });
    await tabTo(page, beta);
    const ring = await outlineOf(page.locator('.MuiSwitch-root').filter({ has: beta }));
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    await page.goto('/teacher/courses');
    await openAccordion(page.getByRole('button', { name: /Algebra I/ }).first());
    // Omar Ali has Prime in the demo school.
    const row = page.getByRole('listitem', { name: 'Omar Ali' });
    const badge = row.getByRole('img', { name: 'Prime' });
    await badge.waitFor();
    expect(await badge.evaluate((node) => (node as unknown as HTMLElement).tabIndex)).toBeLessThan(0);
    // Tabbing through the row meets its actions only.
    await tabTo(page, row.getByRole('button', { name: 'View account of Omar Ali' }));
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-label')),
    ).not.toBe('Omar Ali');
    await page.context().close();
  });
});

describe('tables on a phone', () => {
  it("the economy summary says it scrolls sideways, takes the keyboard's focus and scrolls with it", async () => {
    const page = await teacher(PHONE);
    await page.getByRole('button', { name: 'Economy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Account Summary' }).waitFor();
    const region = dialog.getByRole('region', { name: 'Account Summary, scrolls sideways' });
    await region.waitFor();
    await dialog.getByText('Scroll sideways to see every column').waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    const scrollLeft = () => region.evaluate((node) => node.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await screenshot(page, 'legibility-economy-phone');
    await tabTo(page, region);
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await page.context().close();
  });

  it('on a laptop the economy summary fits and claims no scrolling', async () => {
    const page = await teacher(DESKTOP);
    await page.getByRole('button', { name: 'Economy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Account Summary' }).waitFor();
    expect(await dialog.getByRole('region', { name: /scrolls sideways/ }).count()).toBe(0);
    expect(await dialog.getByText('Scroll sideways to see every column').count()).toBe(0);
    await page.context().close();
  });

  it("a product's name breaks between its words, never inside one", async () => {
    const token = await teacherToken();
    const created = await apiCall(
      '/api/products',
      'POST',
      {
        product: {
          name: PRODUCT,
          description: 'Six kinds',
          photoUrl: `${serverUrl()}/favicon.svg`,
          cost: 1250,
          quantity: 3,
          maxPurchaseQuantity: 0,
        },
      },
      token,
    );
    expect(created.status).toBe(201);
    productSlug = ((await created.json()) as { product: { slug: string } }).product.slug;

    const page = await teacher(PHONE);
    await page.goto('/teacher/products');
    const name = page.getByRole('row', { name: new RegExp(PRODUCT) }).getByText(PRODUCT, { exact: true });
    await name.waitFor();
    const layout = await name.evaluate((node) => {
      const text = node.firstChild!;
      const words: { word: string; lines: number }[] = [];
      let at = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        // A word drawn on two lines has two boxes.
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        words.push({ word, lines: tops.size });
        at += word.length + 1;
      }
      return {
        words,
        lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
      };
    });
    // The name does wrap on a phone (so the check means something), and each word stays whole.
    expect(layout.lines).toBeGreaterThan(1);
    expect(layout.words.filter((w) => w.lines !== 1)).toEqual([]);
    await screenshot(page, 'legibility-product-name-phone');
    await page.context().close();
  });
});
