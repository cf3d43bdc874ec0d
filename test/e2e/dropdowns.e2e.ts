import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, openAccordion, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

// Every dropdown in a dialog answers the keyboard at once: opened with a click or a key, the arrow
// keys move through its choices and Enter takes one (seed's forms, WCAG 2.1.1). Under the former
// Preact build these did nothing in a dialog until Tab had been pressed once.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('keys', {
    students: 1,
    settings: { fines: { enabled: true }, products: { enabled: true } },
  });
  const { token } = school.teacher;
  for (const [path, body] of [
    ['/api/bonuses', { bonus: { description: 'Helped a classmate', amount: 5 } }],
    ['/api/bonuses', { bonus: { description: 'Perfect homework', amount: 10 } }],
    ['/api/fines', { fine: { description: 'Late homework', amount: 2 } }],
    ['/api/fines', { fine: { description: 'Phone in class', amount: 3 } }],
    [
      '/api/products',
      {
        product: {
          name: 'Pencil',
          description: 'HB',
          cost: 3,
          quantity: 10,
          maxPurchaseQuantity: 5,
          photoUrl: 'https://example.com/item.png',
        },
      },
    ],
    [
      '/api/products',
      {
        product: {
          name: 'Sticker',
          description: 'Shiny',
          cost: 4,
          quantity: 10,
          maxPurchaseQuantity: 5,
          photoUrl: 'https://example.com/sticker.png',
        },
      },
    ],
    ['/api/courses', { course: { name: 'Robotics', period: 5 } }],
  ] as const) {
    const answer = await apiCall(path, 'POST', body, token);
    expect(answer.status, `${path}: ${await answer.text()}`).toBe(201);
  }
});
afterAll(() => browser.close());

/** The text of the option that has the focus in the open list. */
function focusedOption(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'option' ? (document.activeElement.textContent ?? '') : '',
  );
}

/**
 * Opens the dropdown (with a click, or with ArrowDown from the focused field), moves down one
 * choice with the arrow key and takes it with Enter; the field then shows that choice.
 */
async function chooseWithKeys(page: Page, dropdown: Locator, open: 'click' | 'key'): Promise<void> {
  if (open === 'click') await dropdown.click();
  else {
    await dropdown.focus();
    await dropdown.press('ArrowDown');
  }
  const list = page.getByRole('listbox');
  await list.waitFor();
  await expect.poll(() => focusedOption(page)).not.toBe('');
  const before = await focusedOption(page);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedOption(page)).not.toBe(before);
  const chosen = await focusedOption(page);
  await page.keyboard.press('Enter');
  await list.waitFor({ state: 'detached' });
  expect(await dropdown.innerText()).toBe(chosen);
}

async function signedInTeacher(): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
  return page;
}

describe('dropdowns in dialogs, with the keyboard', () => {
  it("a teacher's: Preset bonus, Preset fine, Product, Gradebook format and Move student's Course", async () => {
    const page = await signedInTeacher();
    const student = school.students[0]!;
    await page.goto(`/teacher/accounts?course=${school.course.slug}&student=${student.username}`);
    await page.getByRole('group', { name: 'Balance' }).waitFor();

    for (const [action, dropdown, open] of [
      ['Add bonus', 'Preset bonus', 'click'],
      ['Add fine', 'Preset fine', 'key'],
      ['Add quick purchase', 'Product', 'click'],
    ] as const) {
      await page.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await chooseWithKeys(page, dialog.getByRole('combobox', { name: dropdown }), open);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    await page.getByRole('button', { name: 'Update Accounts' }).click();
    await page.getByRole('menuitem', { name: 'Import scores' }).click();
    let dialog = page.getByRole('dialog');
    await chooseWithKeys(page, dialog.getByRole('combobox', { name: 'Gradebook format' }), 'key');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/teacher/courses');
    await openAccordion(page.getByRole('button', { name: /Computing/ }).first());
    await page
      .getByRole('button', { name: new RegExp(`^Move .*${student.firstName}`) })
      .first()
      .click();
    dialog = page.getByRole('dialog');
    await chooseWithKeys(page, dialog.getByRole('combobox', { name: 'Course' }), 'click');
    await page.context().close();
  });

  it("the admin's Title in Add teacher", async () => {
    const { page } = await newPage(browser);
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/teachers');
    await dismissWhatsNewIfShown(page);
    await page.getByRole('button', { name: 'Add teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add teacher' });
    await chooseWithKeys(page, dialog.getByRole('combobox', { name: 'Title' }), 'key');
    await page.context().close();
  });
});
