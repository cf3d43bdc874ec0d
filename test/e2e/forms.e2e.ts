import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, openAccordion, screenshot, signIn } from './browser';
import { createSchool, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';

// Item 13: forms say what is wrong, on the field: 'Required' when left empty, why a number is
// refused, the n/60 counter on names, and a period another course already has.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('forms', { students: 0, settings: { products: { enabled: true } } });
});
afterAll(() => browser.close());

async function signInTeacher(page: Page): Promise<void> {
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
}

/** The message MUI shows under a field: its accessible description. */
async function helperOf(field: Locator): Promise<string> {
  const describedBy = await field.getAttribute('aria-describedby');
  if (!describedBy) return '';
  return field
    .page()
    .locator(`[id="${describedBy.split(' ')[0]}"]`)
    .innerText();
}

// "Required", and for a field with a character count the limit too, for screen readers only.
const REQUIRED = /^Required( \(up to \d+ characters\))?$/;

describe('forms say what is wrong', () => {
  it('Add course and Add student say Required on empty fields, and a negative period says why', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signInTeacher(page);
    await page.goto('/teacher/courses');
    await page.getByRole('heading', { name: 'Manage Courses' }).waitFor();

    await page.getByRole('button', { name: 'Add course' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add course' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    // Pressing Add on the empty form says what is missing instead of doing nothing.
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await expect.poll(() => dialog.getByText(REQUIRED).count()).toBe(2);
    expect(await helperOf(dialog.getByLabel('Period'))).toBe('Required');

    await dialog.getByLabel('Period').fill('-3');
    await expect.poll(() => helperOf(dialog.getByLabel('Period'))).toBe('Cannot be negative');
    await dialog.getByLabel('Period').fill('third');
    await expect.poll(() => helperOf(dialog.getByLabel('Period'))).toBe('Numbers only');
    await screenshot(page, 'forms-add-course-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // On a phone the course's actions are inside the opened course.
    await openAccordion(page.locator('[id$="-summary"][aria-expanded]').first());
    await page.getByRole('button', { name: 'Add student to Computing' }).click();
    dialog = page.getByRole('dialog', { name: 'Add student' });
    // Touching a field and leaving it empty says so.
    await dialog.getByLabel('First Name').focus();
    await dialog.getByLabel('Last Name').focus();
    await expect.poll(() => helperOf(dialog.getByLabel('First Name'))).toMatch(/^Required/);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.getByText(REQUIRED).count()).toBe(4);
    await screenshot(page, 'forms-add-student-phone');
    await context.close();
  });

  it('a negative product quantity says it cannot be negative, not Numbers only', async () => {
    const { page, context } = await newPage(browser);
    await signInTeacher(page);
    await page.goto('/teacher/products');
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByLabel('Quantity', { exact: true }).fill('-2');
    await dialog.getByLabel('Cost').fill('abc');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => helperOf(dialog.getByLabel('Quantity', { exact: true }))).toBe('Cannot be negative');
    expect(await helperOf(dialog.getByLabel('Cost'))).toBe('Numbers only');
    await context.close();
  });

  it('a period another course already uses is refused on the Period field', async () => {
    const { page, context } = await newPage(browser);
    await signInTeacher(page);
    await page.goto('/teacher/courses');
    await page.getByRole('heading', { name: 'Manage Courses' }).waitFor();
    // 'Computing' already has period 2: the server refuses a second course with it (409, keyed by field).
    await page.getByRole('button', { name: 'Add course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add course' });
    await dialog.getByLabel('Name').fill('Robotics');
    await dialog.getByLabel('Period').fill('2');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const period = dialog.getByLabel('Period');
    await expect.poll(() => helperOf(period)).toMatch(/^Period is already used by another/);
    // On the field only, not repeated in the error list below.
    expect(await dialog.getByRole('group', { name: 'Errors' }).count()).toBe(0);
    expect(await period.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('period');
    await screenshot(page, 'forms-duplicate-period');
    // Choosing another period clears it.
    await period.fill('5');
    await expect.poll(() => helperOf(period)).toBe('');
    await context.close();
  });

  it("a teacher's first and last name count to 60 in Add teacher, Edit teacher and the settings", async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.page.waitForURL('**/admin/teachers');
    await admin.page.getByRole('button', { name: 'Add teacher' }).click();
    let dialog = admin.page.getByRole('dialog', { name: 'Add teacher' });
    await dialog.getByLabel('First Name').fill('Rosalind');
    await dialog.getByText('8/60').waitFor();
    await dialog.getByText('0/60').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const summary = admin.page.getByRole('button', { name: new RegExp(school.teacher.username) });
    await openAccordion(summary);
    await admin.page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
    dialog = admin.page.getByRole('dialog', { name: 'Edit teacher' });
    await dialog.getByText('5/60').waitFor();
    await dialog.getByText('6/60').waitFor();
    await screenshot(admin.page, 'forms-edit-teacher-counter');
    await admin.context.close();

    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signInTeacher(page);
    await page.goto('/teacher/settings');
    await page.getByRole('heading', { name: 'Manage Account' }).waitFor();
    await page.getByLabel('First Name').fill('Grace Brewster');
    await page.getByText('14/60').waitFor();
    await page.getByText('6/60').waitFor();
    await context.close();
  });
});
