import type { Locator } from 'playwright-core';
import type { TE2EStudent } from '../school';
import type { Checker } from './checker';
import { expectWithinWidth } from './navigation';
import { PASS_PRICE, type TSweepSchool } from './sweep-school';

const nameOf = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

/**
 * Manage Accounts: a course, the notifications, the Economy View, Assignment data, the Update
 * Accounts menu and each of its dialogs, Manage Hallpasses in each of its states and tabs; then a
 * student's account and its actions, and Create hallpass.
 */
export async function visitAccounts(checker: Checker, school: TSweepSchool): Promise<void> {
  const { page } = checker;
  await page.getByLabel('Select a course').selectOption({ label: 'Period 2 · Computing' });
  await page.getByRole('list', { name: 'Students' }).waitFor();
  await checker.scan('accounts, a course');
  await checker.dialog('teacher notifications', () => page.getByRole('button', { name: /^Notifications/ }).click());
  await checker.dialog(
    'economy',
    () => page.getByRole('button', { name: 'Economy' }).click(),
    async (dialog) => {
      const table = dialog.getByRole('table', { name: 'Account Summary' });
      await table.waitFor();
      // The balance is what a teacher opens this for: on a phone too it is on screen, not scrolled away.
      await expectWithinWidth(page, table.getByRole('columnheader', { name: 'Balance' }), 'The Balance column header');
      await expectWithinWidth(
        page,
        table.getByRole('row').nth(1).getByRole('cell', { name: /pts$/ }).first(),
        "The first student's balance",
      );
    },
  );
  await checker.dialog(
    'assignment data, a histogram',
    () => page.getByRole('button', { name: 'Assignment data' }).click(),
    async (dialog) => {
      // The chart arrives with the first assignment opened: its library is not in the page's download.
      await dialog.getByRole('combobox', { name: 'Assignment' }).click();
      await page
        .getByRole('option', { name: /pts possible/ })
        .first()
        .click();
      await dialog.getByRole('img', { name: /^Histogram of scores for / }).waitFor();
    },
  );
  const updateAccounts = (item: string) => async () => {
    await page.getByRole('button', { name: 'Update Accounts' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await checker.menu('update accounts menu', () => page.getByRole('button', { name: 'Update Accounts' }).click());
  for (const item of ['Import scores', 'Add Bonuses', 'Add Fines', 'Add Purchases', 'Manage Bonuses', 'Manage Fines'])
    await checker.dialog(item, updateAccounts(item));
  await checker.dialog('manage hallpasses', updateAccounts('Manage Hallpasses'), (dialog) =>
    manageHallpasses(checker, dialog, school),
  );

  await studentAccount(checker, school);
}

/**
 * Manage Hallpasses with someone out, someone in line, a request waiting and a group kept apart;
 * the students-to-keep-apart picker open and with a student chosen; the weekly report with a
 * destination's history. Its own Close button closes it afterwards.
 */
async function manageHallpasses(checker: Checker, manage: Locator, school: TSweepSchool): Promise<void> {
  const { page } = checker;
  const tableOrList = (name: string) => manage.getByRole('table', { name }).or(manage.getByRole('list', { name }));
  await tableOrList('Wait line').waitFor();
  await tableOrList('Passes waiting for your OK').waitFor();
  await manage.getByRole('list', { name: 'Groups kept apart' }).waitFor();
  await manage.getByLabel('Active hallpasses').waitFor();
  await checker.scan('manage hallpasses, the line, requests and groups', manage);

  const picker = manage.getByRole('combobox', { name: 'Students to keep apart' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(`^${nameOf(school.prime)}`) }).click();
  await page.getByRole('option', { name: new RegExp(`^${nameOf(school.waiting)}`) }).waitFor();
  await checker.scan('students to keep apart, its list open', page.getByRole('listbox'));
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await checker.scan('students to keep apart, a student chosen', manage);

  await manage.getByRole('tab', { name: 'Weekly report' }).click();
  await manage.getByRole('table', { name: 'Hall passes per student' }).waitFor();
  await manage.getByRole('combobox', { name: 'Destination' }).selectOption('Restroom');
  await tableOrList('Passes to Restroom').waitFor();
  await checker.scan("manage hallpasses' weekly report", manage);
}

/** The account of the student out on a pass (with a bonus to edit) and the dialogs of its actions. */
async function studentAccount(checker: Checker, school: TSweepSchool): Promise<void> {
  const { page } = checker;
  await page
    .getByRole('list', { name: 'Students' })
    .getByRole('button', { name: new RegExp(school.out.username) })
    .click();
  await page.getByRole('group', { name: 'Balance' }).waitFor();
  await checker.scan('a student');
  for (const name of [
    'Add bonus',
    'Add fine',
    'Add quick purchase',
    'Add purchase with cart',
    'Change history',
    'Reset password',
  ])
    await checker.dialog(name, () => page.getByRole('button', { name, exact: true }).click());

  // Create hallpass: its destinations, "Other" typed, and the warning that the student is out already.
  await checker.dialog(
    'create hallpass, past a warning',
    () => page.getByRole('button', { name: 'Create hallpass' }).click(),
    async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Destination' }).click();
      await checker.scan('create hallpass, its destinations', page.getByRole('listbox'));
      await page.getByRole('option', { name: `Other · ${PASS_PRICE} pts` }).click();
      await dialog.getByRole('combobox', { name: 'Where to?' }).fill('Gym');
      await checker.scan('create hallpass, other', dialog);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByRole('button', { name: 'Create anyway' }).waitFor();
    },
  );

  await page.getByRole('button', { name: 'Edit transactions' }).click();
  const editTransaction = page.getByRole('button', { name: /^Edit transaction: / }).first();
  await editTransaction.waitFor();
  await checker.scan('a student, editing transactions');
  await checker.dialog('edit transaction', () => editTransaction.click());
  await checker.dialog('delete transaction', () =>
    page
      .getByRole('button', { name: /^Delete transaction: / })
      .first()
      .click(),
  );
}
