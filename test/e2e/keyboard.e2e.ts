import type { Browser, ElementHandle, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, waitForSnackbar } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

/**
 * One journey per role with the keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): sign in, the
 * role's main task, sign out, with Tab, Shift+Tab, Enter, Space, the arrows and Escape only. At
 * every stop the focused element is the one expected and shows a ring (its look differs from the
 * same element unfocused), focus never falls to the page's body, and a dialog closed with Escape
 * or Cancel gives the focus back to the control that opened it. axe checks each new state.
 * Each journey runs on a laptop in light mode and on a phone in dark mode. KEYBOARD_PATH=1 prints
 * every walk of Tab presses and the ring found at each target.
 */

let browser: Browser;
let school: TE2ESchool;
const PRODUCT = `Glitter pen ${Date.now() % 10000}`;
// One to a student: adding it reaches the limit, and its button says so.
const ONE_EACH = `Bookmark ${Date.now() % 10000}`;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('kbd', {
    students: 3,
    settings: { products: { enabled: true, storeEnabled: true } },
  });
  for (const [name, maxPurchaseQuantity] of [
    [PRODUCT, 0],
    [ONE_EACH, 1],
  ] as const) {
    const product = await apiCall(
      '/api/products',
      'POST',
      {
        product: {
          name,
          description: 'Writes in silver',
          cost: 5,
          quantity: 10,
          maxPurchaseQuantity,
          photoUrl: 'https://example.com/pen.png',
        },
      },
      school.teacher.token,
    );
    expect(product.status).toBe(201);
  }
  // The shoppers: one for each width (a product's limit counts what a student already ordered).
  await giveBonus(school, school.students[1]!, 100);
  await giveBonus(school, school.students[2]!, 100);
});
afterAll(async () => {
  // The admin is shared with the other files: back to light mode.
  await setDarkMode(await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password), false);
  await browser.close();
});

/** Dark mode is each user's own setting; the next sign-in follows it. */
async function setDarkMode(token: string, darkMode: boolean): Promise<void> {
  expect((await apiCall('/api/user', 'PUT', { user: { darkMode } }, token)).status).toBe(200);
}

/** The page's background is the mode's: the ring is checked on the colours it is drawn against. */
async function expectMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const background = mode === 'dark' ? 'rgb(15, 23, 20)' : 'rgb(244, 248, 246)';
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
}

/** How an element and what draws round it look: where a focus ring would show. */
type TLook = {
  where: string;
  outline: string;
  outlineWidth: number;
  shadow: string;
  border: string;
  borderWidth: number;
  /** Contrast of the outline's and the border's colour with what is behind them (WCAG 1.4.11 asks 3:1). */
  outlineContrast: number;
  borderContrast: number;
};

function lookOf(element: ElementHandle<Node>): Promise<TLook[]> {
  return element.evaluate((node) => {
    const looks: TLook[] = [];
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    // The first opaque background behind `from`: what a ring drawn there is seen against.
    const backdropOf = (from: Element | null) => {
      for (let at = from; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if (colour.a === 1) return colour;
      }
      return rgba(getComputedStyle(document.body).backgroundColor);
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const contrast = (colour: string, behind: { r: number; g: number; b: number }) => {
      const c = rgba(colour);
      const drawn = {
        r: c.r * c.a + behind.r * (1 - c.a),
        g: c.g * c.a + behind.g * (1 - c.a),
        b: c.b * c.a + behind.b * (1 - c.a),
      };
      const [light, darker] = [luminance(drawn), luminance(behind)].sort((x, y) => y - x);
      return Math.round(((light! + 0.05) / (darker! + 0.05)) * 100) / 100;
    };
    const add = (target: Element, where: string) => {
      const s = getComputedStyle(target);
      // A ring drawn inside the element (a negative offset) is seen against the element itself.
      const outlineBehind = backdropOf(parseFloat(s.outlineOffset) < 0 ? target : target.parentElement);
      looks.push({
        outlineContrast: contrast(s.outlineColor, outlineBehind),
        borderContrast: contrast(s.borderTopColor, backdropOf(target.parentElement)),
        where,
        outline: `${s.outlineStyle} ${s.outlineColor}`,
        // The browser's own ring (style auto, on plain links) is drawn 2px wide whatever its width says.
        outlineWidth: s.outlineStyle === 'none' ? 0 : s.outlineStyle === 'auto' ? 2 : parseFloat(s.outlineWidth),
        shadow: s.boxShadow,
        border: `${s.borderTopStyle} ${s.borderTopColor}`,
        borderWidth: s.borderTopStyle === 'none' ? 0 : parseFloat(s.borderTopWidth),
      });
    };
    // The element and its parents (a switch or checkbox draws its ring on a wrapper), and a text
    // field's outline, which MUI thickens and colours on focus.
    let at: Element | null = node as Element;
    for (let depth = 0; at && at !== document.body && depth < 3; depth += 1, at = at.parentElement)
      add(at, `parent ${depth}`);
    const outline = (node as Element).closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (outline) add(outline, 'field outline');
    return looks;
  });
}

/**
 * What a person sees change when the element takes the focus: a ring of 2px or more with 3:1
 * against what is behind it (the browser's own two-tone ring is taken as it is), a shadow, or a
 * field's border grown to 2px or recoloured, with 3:1. Empty when nothing visible changed.
 */
function ringBetween(unfocused: TLook[], focused: TLook[]): string[] {
  return focused.flatMap((now, i) => {
    const before = unfocused[i];
    if (!before || before.where !== now.where) return [];
    const changes: string[] = [];
    const outlineSeen = now.outline.startsWith('auto') || now.outlineContrast >= 3;
    if (
      now.outlineWidth >= 2 &&
      outlineSeen &&
      (now.outline !== before.outline || now.outlineWidth !== before.outlineWidth)
    )
      changes.push(`${now.where}: outline ${now.outlineWidth}px ${now.outline} (${now.outlineContrast}:1)`);
    if (now.shadow !== 'none' && now.shadow !== before.shadow) changes.push(`${now.where}: shadow ${now.shadow}`);
    if (
      now.borderWidth >= 2 &&
      now.borderContrast >= 3 &&
      (now.border !== before.border || now.borderWidth !== before.borderWidth)
    )
      changes.push(`${now.where}: border ${now.borderWidth}px ${now.border} (${now.borderContrast}:1)`);
    return changes;
  });
}

/** A short description of the focused element, for messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const node = document.activeElement;
    if (!node || node === document.body) return '<body>';
    const name = node.getAttribute('aria-label') ?? (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()} role=${node.getAttribute('role') ?? '-'}> ${name}`;
  });
}

const isFocused = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/**
 * A walk through the page with keys only. It remembers the element that had the focus, so when a
 * key moves the focus on, the ring that element showed is compared with its look once left.
 */
class Keyboard {
  private last: { handle: ElementHandle<Node>; look: TLook[]; name: string } | null = null;
  readonly path: string[] = [];

  constructor(readonly page: Page) {}

  /** Remembers the focused element and its look (after any transition has ended). */
  private async remember(): Promise<void> {
    await this.last?.handle.dispose();
    this.last = null;
    const handle = await this.page.evaluateHandle(() => document.activeElement ?? document.body);
    const element = handle.asElement();
    if (!element || (await element.evaluate((node) => node === document.body))) return;
    // Finite animations only (a spinner's never ends): a ring fading in is measured once drawn.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => null)),
      ),
    );
    this.last = { handle: element, look: await lookOf(element), name: await describeFocus(this.page) };
  }

  /** The element left by the last key had a ring: its look now differs visibly from then. */
  private async checkLeftRing(): Promise<void> {
    const left = this.last;
    if (!left || !(await left.handle.evaluate((node) => node.isConnected && node !== document.activeElement))) return;
    await expect
      .poll(async () => ringBetween(await lookOf(left.handle), left.look), { message: `focus ring on ${left.name}` })
      .not.toEqual([]);
  }

  /** Presses `key` once: `expected` then has the focus, with a ring it did not have before. */
  async press(key: string, expected: Locator): Promise<void> {
    await expected.waitFor();
    const unfocused = (await isFocused(expected)) ? null : await lookOf((await expected.elementHandle())!);
    await this.page.keyboard.press(key);
    await expect
      .poll(() => isFocused(expected), {
        message: `${key} moves the focus to the expected element (it is on ${await describeFocus(this.page)})`,
      })
      .toBe(true);
    await this.afterMove(expected, unfocused);
  }

  /**
   * Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most `max` times. Each stop
   * on the way is an element of the page (never the body) with a visible ring.
   */
  async moveTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 30): Promise<void> {
    await target.waitFor();
    expect(await isFocused(target)).toBe(false);
    const unfocused = await lookOf((await target.elementHandle())!);
    await this.remember();
    for (let presses = 0; presses < max; presses += 1) {
      await this.page.keyboard.press(key);
      const now = await describeFocus(this.page);
      this.path.push(now);
      expect(now, `after ${key}, on the way to the target (${this.path.slice(-6).join(' → ')})`).not.toBe('<body>');
      if (await isFocused(target)) {
        if (process.env.KEYBOARD_PATH) console.log(`${key}: ${this.path.join(' → ')}`);
        this.path.length = 0;
        return this.afterMove(target, unfocused);
      }
      await this.checkLeftRing();
      await this.remember();
    }
    throw new Error(`${max} presses of ${key} did not reach the target: ${this.path.slice(-max).join(' → ')}`);
  }

  /** The focused `target` shows a ring compared with `unfocused`; then it is the one remembered. */
  private async afterMove(target: Locator, unfocused: TLook[] | null): Promise<void> {
    await this.checkLeftRing();
    if (unfocused) {
      const handle = (await target.elementHandle())!;
      await expect
        .poll(async () => ringBetween(unfocused, await lookOf(handle)), {
          message: `focus ring on ${await describeFocus(this.page)}`,
        })
        .not.toEqual([]);
      if (process.env.KEYBOARD_PATH)
        console.log(
          `ring on ${await describeFocus(this.page)}: ${ringBetween(unfocused, await lookOf(handle)).join('; ')}`,
        );
      await handle.dispose();
    }
    await this.remember();
  }

  /** Types into the focused field (keys only). */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** The control that opened a dialog has the focus again once the dialog has gone. */
  async expectFocusBackOn(opener: Locator, dialog: Locator): Promise<void> {
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => isFocused(opener), {
        message: `focus back on the opener (it is on ${await describeFocus(this.page)})`,
      })
      .toBe(true);
    await this.remember();
  }
}

/** The text of a control's aria-describedby elements, without what is hidden from screen readers. */
async function spokenDescriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => {
        const copy = document.getElementById(id)?.cloneNode(true) as HTMLElement | undefined;
        copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return copy?.textContent?.trim() ?? '';
      })
      .join(' ')
      .trim(),
  );
}

/** Signs in from the login page with keys: the username field has the focus as the page opens. */
async function signInWithKeys(keys: Keyboard, username: string, password: string): Promise<void> {
  const { page } = keys;
  await page.goto('/login');
  const usernameField = page.getByLabel('Username');
  await usernameField.waitFor();
  await expect.poll(() => isFocused(usernameField)).toBe(true);
  await expectNoAxeViolations(page, 'login');
  await keys.type(username);
  await keys.press('Tab', page.getByLabel('Password'));
  await keys.type(password);
  await keys.press('Tab', page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
}

/** Signs out with the top bar's Logout, reached from wherever the focus is by Shift+Tab. */
async function signOutWithKeys(keys: Keyboard): Promise<void> {
  const { page } = keys;
  await keys.moveTo(page.getByRole('button', { name: 'Logout' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
  // The login page is ready for the next person: the focus is in its first field.
  await expect.poll(() => isFocused(page.getByLabel('Username'))).toBe(true);
}

/**
 * What's New opens by itself until a person has closed it once (the laptop's run, or another
 * file, may have): then Escape closes it. Whether it is coming is read from the session, as
 * dismissWhatsNewIfShown does, since its code arrives after the page's.
 */
async function closeWhatsNewWithEscape(keys: Keyboard): Promise<void> {
  const dialog = keys.page.getByRole('dialog', { name: "What's New" });
  await dialog
    .or(keys.page.getByRole('navigation', { name: 'Main navigation' }))
    .first()
    .waitFor();
  const coming = await keys.page.evaluate(async () => {
    const answer = (await (await fetch('/api/session')).json()) as { user: { viewedChanges: boolean } | null };
    return answer.user?.viewedChanges === false;
  });
  if (!coming && !(await dialog.isVisible())) return;
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((node) => node.parentElement!.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(keys.page, "What's New", dialog);
  await keys.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe.each([
  ['laptop', 'light', DESKTOP, 1],
  ['phone', 'dark', PHONE, 2],
] as const)('keyboard only, no mouse, on a %s in %s mode', (width, mode, viewport, shopper) => {
  const dark = mode === 'dark';

  it('admin: signs in, adds a teacher in Manage Teachers, and signs out', async () => {
    const { page, context } = await newPage(browser, viewport);
    const keys = new Keyboard(page);
    await setDarkMode(await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password), dark);
    await signInWithKeys(keys, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('heading', { name: 'Manage Teachers', level: 1 }).waitFor();
    await expectMode(page, mode);
    await expectNoAxeViolations(page, 'Manage Teachers');

    const add = page.getByRole('button', { name: 'Add teacher' });
    await keys.moveTo(add);
    // Opened and left with Escape: the focus is back on Add teacher.
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Add teacher' });
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog.getByLabel('First Name'))).toBe(true);
    await page.keyboard.press('Escape');
    await keys.expectFocusBackOn(add, dialog);

    // Opened with Space this time, and filled in.
    await page.keyboard.press('Space');
    dialog = page.getByRole('dialog', { name: 'Add teacher' });
    const firstName = dialog.getByLabel('First Name');
    await firstName.waitFor();
    await expect.poll(() => isFocused(firstName)).toBe(true);
    await expectNoAxeViolations(page, 'Add teacher', dialog);
    const username = `kbdteacher${Date.now() % 100000}`;
    await keys.type('Katherine');
    await keys.press('Tab', dialog.getByLabel('Last Name'));
    await keys.type('Johnson');
    const title = dialog.getByRole('combobox', { name: 'Title' });
    await keys.press('Tab', title);
    // The title's list opens with the arrow key, the next arrow moves down it and Enter takes the choice.
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(title)).toBe(true);
    expect((await title.innerText()).trim()).not.toBe('');
    await keys.press('Tab', dialog.getByLabel('Username'));
    await keys.type(username);
    // The school e-mail the school's sign-in finds her by (P46).
    await keys.press('Tab', dialog.getByLabel('School E-mail'));
    await keys.type(`${username}@springfield.example`);
    await keys.press('Tab', dialog.getByLabel('Password'));
    await keys.type('orbit-1962');
    await keys.press('Tab', dialog.getByRole('button', { name: 'Cancel' }));
    await keys.press('Tab', dialog.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await waitForSnackbar(page, 'Teacher added');
    await keys.expectFocusBackOn(add, dialog);
    await page
      .getByRole('button', { name: new RegExp(`Katherine Johnson`) })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'Manage Teachers with the new teacher');

    await signOutWithKeys(keys);
    await context.close();
  });

  it('teacher: signs in, gives a student a bonus from Manage Accounts, and signs out', async () => {
    const { page, context } = await newPage(browser, viewport);
    const keys = new Keyboard(page);
    const student = school.students[0]!;
    await setDarkMode(school.teacher.token, dark);
    await signInWithKeys(keys, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts');
    await closeWhatsNewWithEscape(keys);
    await page.getByRole('heading', { name: 'Manage Accounts', level: 1 }).waitFor();
    await expectMode(page, mode);
    await expectNoAxeViolations(page, 'Manage Accounts');

    // The student, from the course's list: Enter opens their account.
    const row = page
      .getByRole('list', { name: 'Students' })
      .getByRole('button', { name: new RegExp(student.username) });
    await keys.moveTo(row);
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Balance' }).waitFor();
    // The focus stays on the list, and a screen reader hears whose account the panel shows.
    expect(await isFocused(row)).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Showing ${student.firstName} ${student.lastName}'s account` })
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page, "a student's account");

    const addBonus = page.getByRole('button', { name: 'Add bonus', exact: true });
    await keys.moveTo(addBonus);
    // Cancel gives the focus back too.
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Add bonus' });
    await dialog.waitFor();
    await keys.moveTo(dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await keys.expectFocusBackOn(addBonus, dialog);

    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Add bonus' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'Add bonus', dialog);
    // The amount is what a bonus needs first: it has the focus as the dialog opens.
    await expect.poll(() => isFocused(dialog.getByLabel('Amount'))).toBe(true);
    await keys.type('7');
    await keys.moveTo(dialog.getByLabel('Description'));
    // Its character count changes with every key, so a screen reader hears the limit, not the count.
    expect(await spokenDescriptionOf(dialog.getByLabel('Description'))).toBe('Up to 140 characters');
    await keys.type(`Helped a classmate debug (${width})`);
    await keys.moveTo(dialog.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await waitForSnackbar(page, 'Bonus added');
    await keys.expectFocusBackOn(addBonus, dialog);
    await page.getByRole('table', { name: 'Transactions' }).getByText(`Helped a classmate debug (${width})`).waitFor();
    await expectNoAxeViolations(page, "a student's account with the bonus");

    await signOutWithKeys(keys);
    await context.close();
  });

  it('student: signs in, buys from the class store, reads their orders, and signs out', async () => {
    const { page, context } = await newPage(browser, viewport);
    const keys = new Keyboard(page);
    const student = school.students[shopper]!;
    await setDarkMode(await apiLogin(student.username, student.password), dark);
    await signInWithKeys(keys, student.username, student.password);
    await page.waitForURL('**/student/account');
    await closeWhatsNewWithEscape(keys);
    await page.getByRole('table', { name: 'Transactions' }).waitFor();
    await expectMode(page, mode);
    await expectNoAxeViolations(page, 'the account');

    // The Store tab of the navigation, with Enter.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await keys.moveTo(nav.getByRole('link', { name: 'Store' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/student/store');
    await page.getByRole('article', { name: PRODUCT }).waitFor();
    // The new page's heading has the focus, so Tab goes on into the store rather than past it.
    await expect
      .poll(() => isFocused(page.getByRole('main').getByRole('heading', { level: 1 })), {
        message: `focus on the store's heading (it is on ${await describeFocus(page)})`,
      })
      .toBe(true);
    await expectNoAxeViolations(page, 'the store');

    const addToCart = page.getByRole('article', { name: PRODUCT }).getByRole('button', { name: 'Add to cart' });
    await keys.moveTo(addToCart, 'Tab', 40);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    // The bookmark's button, after its one: it says the limit is reached, and keeps the focus.
    const bookmark = page.getByRole('article', { name: ONE_EACH }).getByRole('button');
    await keys.moveTo(bookmark, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => bookmark.innerText()).toBe('Max limit reached');
    expect(await isFocused(bookmark), `the focus is on ${await describeFocus(page)}`).toBe(true);
    expect(await bookmark.getAttribute('aria-disabled')).toBe('true');
    // Pressed again, it adds nothing more: the subtotal below counts three pens and bookmarks, 15 pts.
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page, 'the store, one product at its limit');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await keys.moveTo(checkout, 'Shift+Tab');
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Invoice').innerText()).toMatch(/Subtotal\s+15 pts/);
    await expectNoAxeViolations(page, 'checkout', dialog);
    // Escape leaves the order for later, and Checkout has the focus again.
    await page.keyboard.press('Escape');
    await keys.expectFocusBackOn(checkout, dialog);

    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    await dialog.waitFor();
    await keys.moveTo(dialog.getByRole('button', { name: 'Place Your Order' }));
    await page.keyboard.press('Enter');
    await waitForSnackbar(page, 'Order submitted');
    await keys.expectFocusBackOn(checkout, dialog);

    const orders = page.getByRole('button', { name: 'Your orders' });
    await keys.moveTo(orders, 'Shift+Tab');
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Your Orders' });
    await dialog.getByText('Pending').first().waitFor();
    await expectNoAxeViolations(page, 'your orders', dialog);
    await page.keyboard.press('Escape');
    await keys.expectFocusBackOn(orders, dialog);

    await signOutWithKeys(keys);
    await context.close();
  });
});
