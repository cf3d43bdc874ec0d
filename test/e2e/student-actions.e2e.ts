import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, openAccordion, PHONE, screenshot, signIn } from './browser';

/**
 * Issue 28, item 12: on a phone nothing hovers, so the teacher's actions on a student show their
 * words: buttons on the student's account, one 'Actions' menu on each student of Manage Courses.
 * Each is reached here by the words a person reads on the screen, and opens what it says.
 */

const TEACHER = { username: 'demoteacher', password: 'classmint-demo' };
// From the demo seed: Hana Sato (Geometry, Prime) and Ava Nguyen (Algebra I).
const HANA = '20261008';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function teacherOnPhone(): Promise<Page> {
  const { page } = await newPage(browser, PHONE);
  await signIn(page, TEACHER.username, TEACHER.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
  return page;
}

/** The element's text as drawn on screen: what a person reads, not only a name for screen readers. */
async function visibleText(page: Page, name: string, role: 'button' | 'menuitem'): Promise<string> {
  const element = page.getByRole(role, { name, exact: true });
  await expect.poll(() => element.isVisible()).toBe(true);
  return (await element.innerText()).trim();
}

/** Opens a dialog through `open`, checks its name and closes it with Escape. */
async function opensDialog(page: Page, open: () => Promise<unknown>, dialogName: string): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe("a teacher's student actions on a phone", () => {
  it("the student's account shows each of its nine actions with its words, each one tap", async () => {
    const page = await teacherOnPhone();
    await page.goto(`/teacher/accounts?student=${HANA}`);
    const actions = page.getByRole('group', { name: 'Student actions' });
    await actions.waitFor();
    const dialogs: [string, string][] = [
      ['Create hallpass', 'Create hallpass'],
      ['Add bonus', 'Add bonus'],
      ['Add fine', 'Add fine'],
      ['Add quick purchase', 'Add quick purchase'],
      ['Add purchase with cart', 'Add purchase with cart'],
      ['Change history', 'Change history'],
      ['Reset password', 'Reset password?'],
    ];
    for (const [label, dialogName] of dialogs) {
      expect(await visibleText(page, label, 'button')).toBe(label);
      await opensDialog(page, () => actions.getByRole('button', { name: label, exact: true }).click(), dialogName);
    }
    const editing = actions.getByRole('button', { name: 'Edit transactions', exact: true });
    expect(await visibleText(page, 'Edit transactions', 'button')).toBe('Edit transactions');
    await editing.click();
    await expect.poll(() => editing.getAttribute('aria-pressed')).toBe('true');
    // The editing view: Hana's bonuses, fines and purchases with their edit buttons, or (in the
    // untouched demo school) that she has none; other files may have given her a bonus.
    await page
      .getByRole('button', { name: /^Edit transaction: / })
      .first()
      .or(page.getByText('No editable transactions available'))
      .waitFor();
    await screenshot(page, 'student-actions-account-phone');
    await editing.click();
    await expect.poll(() => editing.getAttribute('aria-pressed')).toBe('false');
    // The student's record (P41) is a page of its own.
    expect(await visibleText(page, 'Record', 'button')).toBe('Record');
    await actions.getByRole('button', { name: 'Record', exact: true }).click();
    await page.waitForURL(`**/teacher/record?student=${HANA}`);
    await page.getByRole('heading', { level: 1, name: 'Hana Sato' }).waitFor();
    await page.getByRole('list', { name: 'Assessments' }).waitFor();
    await screenshot(page, 'record-demo-student-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('table', { name: 'Assessments' }).waitFor();
    await screenshot(page, 'record-demo-student-desktop');
    await page.context().close();
  });

  it('Manage Courses gives each student an Actions menu whose items say what they do', async () => {
    const page = await teacherOnPhone();
    await page.goto('/teacher/courses');
    await openAccordion(page.getByRole('button', { name: /Algebra I/ }).first());
    const menuButton = page.getByRole('button', { name: 'Actions for Ava Nguyen' });
    expect(await menuButton.innerText()).toContain('Actions');
    // No row of unnamed icons on a phone.
    expect(await page.getByRole('button', { name: 'Edit Ava Nguyen' }).count()).toBe(0);

    const items: [string, string][] = [
      ['Move to another course', 'Move student'],
      ['Edit student', 'Edit student'],
      ['Drop student', 'Drop student?'],
      ['Reset password', 'Reset password?'],
      ['Delete student', 'Delete student?'],
    ];
    for (const [label, dialogName] of items) {
      await opensDialog(
        page,
        async () => {
          await menuButton.click();
          const menu = page.getByRole('menu', { name: 'Actions for Ava Nguyen' });
          await menu.waitFor();
          expect(await visibleText(page, label, 'menuitem')).toBe(label);
          await menu.getByRole('menuitem', { name: label, exact: true }).click();
        },
        dialogName,
      );
    }
    await menuButton.click();
    await screenshot(page, 'student-actions-courses-phone');
    expect(await visibleText(page, 'View account', 'menuitem')).toBe('View account');
    await page.getByRole('menuitem', { name: 'View account' }).click();
    await page.waitForURL('**/teacher/accounts?student=20261001');
    await page.context().close();
  });
});
