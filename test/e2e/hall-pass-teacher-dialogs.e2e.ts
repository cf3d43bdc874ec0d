import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// Issue 42, items 12 and 13: the teacher's Create hallpass offers the destinations the settings
// list, each at its price, and "Other" (typed, at the base price), and charges what it says; Esc
// in "Students to keep apart" closes only the picker's list and never loses the students chosen.
const BASE = 20;
const LIBRARY = 15;

let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('halldlg', {
    students: 4,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: BASE,
        maxOut: 0,
        destinations: [
          { name: 'Restroom', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Library', cost: LIBRARY, needsApproval: false, maxOut: 0 },
        ],
      },
    },
  });
  for (const student of school.students) await giveBonus(school, student, 100);
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

const shot = (page: Page, name: string) => screenshot(page, `hall-pass-teacher-dialogs-${name}`);
const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

async function teacherPage(viewport = DESKTOP): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts*');
  await dismissWhatsNewIfShown(page);
  return page;
}

async function createDialog(page: Page, student: TE2EStudent): Promise<Locator> {
  await page.goto(`/teacher/accounts?student=${student.username}`);
  await page.getByRole('heading', { name: name(student) }).waitFor();
  await page.getByRole('button', { name: 'Create hallpass' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create hallpass' });
  await dialog.waitFor();
  return dialog;
}

async function choose(page: Page, dialog: Locator, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openManageHallpasses(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update Accounts' }).click();
  await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
  await dialog.waitFor();
  return dialog;
}

const balanceOf = async (student: TE2EStudent) => {
  const answer = await apiCall(`/api/scores?username=${student.username}`, 'GET', undefined, school.teacher.token);
  return ((await answer.json()) as { totals: { balance: number } }).totals.balance;
};
const newestPass = async (student: TE2EStudent) => {
  const answer = await apiCall(`/api/passes/student/${student.username}`, 'GET', undefined, school.teacher.token);
  return ((await answer.json()) as { passes: { destination: string; cost: number }[] }).passes[0];
};

describe("the teacher's hall pass dialogs (issue 42)", () => {
  it('Create hallpass offers the listed destinations and Other, each at its price, and charges it', async () => {
    const [ada, bo] = school.students as [TE2EStudent, TE2EStudent];
    const page = await teacherPage();
    let dialog = await createDialog(page, ada);

    // The first listed destination is chosen; it is free, so there is no price to charge.
    expect(await dialog.getByRole('combobox', { name: 'Destination' }).innerText()).toBe('Restroom · free');
    expect(await dialog.getByRole('button', { name: /Charge their price/ }).count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Destination' }).click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options).toEqual(['Restroom · free', `Library · ${LIBRARY} pts`, `Other · ${BASE} pts`]);
    await shot(page, 'create-options');
    await page.getByRole('option', { name: `Library · ${LIBRARY} pts` }).click();
    await dialog.getByRole('button', { name: `Charge their price (${LIBRARY} pts)` }).click();
    expect(await dialog.getByLabel('Cost (pts)').inputValue()).toBe(String(LIBRARY));
    // Back to the free destination: the price charged follows it, never the one left behind.
    await choose(page, dialog, 'Restroom · free');
    expect(await dialog.getByLabel('Cost (pts)').inputValue()).toBe('0');
    await choose(page, dialog, `Library · ${LIBRARY} pts`);
    await dialog.getByRole('button', { name: `Charge their price (${LIBRARY} pts)` }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForSnackbar(page, 'Pass created');
    expect(await newestPass(ada)).toMatchObject({ destination: 'Library', cost: LIBRARY });
    expect(await balanceOf(ada)).toBe(100 - LIBRARY);

    // Other: typed, nothing prefilled, at the base price.
    dialog = await createDialog(page, bo);
    await choose(page, dialog, `Other · ${BASE} pts`);
    const other = dialog.getByRole('combobox', { name: 'Where to?' });
    expect(await other.inputValue()).toBe('');
    await other.fill('Gym');
    await dialog.getByRole('button', { name: `Charge their price (${BASE} pts)` }).click();
    await shot(page, 'create-other');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await waitForSnackbar(page, 'Pass created');
    expect(await newestPass(bo)).toMatchObject({ destination: 'Gym', cost: BASE });
    expect(await balanceOf(bo)).toBe(100 - BASE);
  });

  it('Esc in Students to keep apart closes only its list, and the students chosen stay', async () => {
    const [ada, bo, cy] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const page = await teacherPage();
    const manage = await openManageHallpasses(page);
    const groups = manage.getByRole('region', { name: 'Kept apart in the hall' });
    const picker = groups.getByRole('combobox', { name: 'Students to keep apart' });
    const chip = (student: TE2EStudent) => groups.getByRole('button', { name: new RegExp(`^${name(student)}`) });

    // Esc right after choosing a student closes the list the student was chosen in, nothing more.
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${name(ada)}`) }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    // (Checked after the chip: a dialog closing by Esc is still visible while it fades.)
    await chip(ada).waitFor();
    expect(await manage.isVisible()).toBe(true);
    // The list stays open while choosing several.
    await picker.click();
    await page.getByRole('option', { name: new RegExp(`^${name(bo)}`) }).click();
    await page.getByRole('option', { name: new RegExp(`^${name(cy)}`) }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await manage.isVisible()).toBe(true);
    await chip(ada).waitFor();
    await chip(bo).waitFor();
    await shot(page, 'kept-apart-chosen');

    // Typing, then Esc: the list closes, the dialog and the students stay.
    await picker.pressSequentially(cy.firstName);
    await page.getByRole('option', { name: new RegExp(`^${name(cy)}`) }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await manage.isVisible()).toBe(true);

    // Esc with the list closed closes the dialog (the innermost thing now); reopened, the choice is there.
    await page.keyboard.press('Escape');
    await manage.waitFor({ state: 'hidden' });
    const again = await openManageHallpasses(page);
    const region = again.getByRole('region', { name: 'Kept apart in the hall' });
    await region.getByRole('button', { name: new RegExp(`^${name(ada)}`) }).waitFor();
    await region.getByRole('button', { name: new RegExp(`^${name(bo)}`) }).waitFor();
    await region.getByRole('button', { name: 'Keep apart' }).click();
    await waitForSnackbar(page, 'Group added');
    await region
      .getByRole('list', { name: 'Groups kept apart' })
      .getByText(`${name(ada)}, ${name(bo)}`)
      .waitFor();
  });
});
