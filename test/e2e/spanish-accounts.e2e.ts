import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountViewText } from '../../src/web/features/accounts/account-view/texts';
import { accountsText } from '../../src/web/features/accounts/texts';
import { componentsText } from '../../src/web/components/texts';
import { courseLabelsText } from '../../src/web/features/courses/labels/texts';
import { coursesText } from '../../src/web/features/courses/texts';
import { sharedText } from '../../src/shared/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, openAccordion, PHONE, screenshot, signIn, waitForSnackbar } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool } from './school';
import { spanishOf } from '../support/catalogue-files';

const accountViewEs = await spanishOf(accountViewText);
const accountsEs = await spanishOf(accountsText);
const componentsEs = await spanishOf(componentsText);
const courseLabelsEs = await spanishOf(courseLabelsText);
const coursesEs = await spanishOf(coursesText);
const sharedEs = await spanishOf(sharedText);

// P51: a student's account page, Manage Accounts and Manage Courses in Spanish, texts asserted
// from the Spanish catalogues; English is kept by the English journeys (teacher, student).
let browser: Browser;
let school: TE2ESchool;

/** What's New is another feature's dialog: marked as seen, so these pages open straight away. */
async function markSeen(token: string, extra: Record<string, unknown> = {}): Promise<void> {
  expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true, ...extra } }, token)).status).toBe(200);
}

async function signInInSpanish(page: Page, username: string, password: string): Promise<void> {
  await signIn(page, username, password);
}

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('esacct', { students: 3 });
  const [first] = school.students;
  if (!first) throw new Error('no student');
  await giveBonus(school, first, 25);
  await markSeen(school.teacher.token);
  await markSeen(await apiLogin(first.username, first.password));
});
afterAll(() => browser.close());

describe('accounts and courses in Spanish', () => {
  it('shows a student their account in Spanish: balance, subtotals and transactions', async () => {
    const student = school.students[0];
    if (!student) throw new Error('no student');
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, student.username, student.password);
      await page.waitForURL('**/student/account');
      await page.getByRole('heading', { name: accountViewEs.transactions }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      const subtotals = page.getByRole('region', { name: accountViewEs.subtotals });
      await subtotals.getByRole('group', { name: accountViewEs.balance }).waitFor();
      await subtotals.getByRole('group', { name: accountViewEs.bonus }).waitFor();
      await page.getByText('Welcome bonus').first().waitFor();
      await page.getByText(courseLabelsEs.periodName.replace('{period}', '2').replace('{name}', 'Computing')).waitFor();
      await expectNoAxeViolations(page, `student account in Spanish (${name})`);
      await screenshot(page, `spanish-accounts-student-${name}`);
      await context.close();
    }
  });

  it('lets a teacher in Spanish pick a student on Manage Accounts and add one on Manage Courses', async () => {
    for (const [viewport, name, dark] of [
      [PHONE, 'phone', false],
      [DESKTOP, 'desktop', true],
    ] as const) {
      await markSeen(school.teacher.token, { darkMode: dark });
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, school.teacher.username, school.teacher.password);
      await page.waitForURL('**/teacher/accounts');
      await page.getByRole('heading', { name: accountsEs.manageAccounts }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByText('3 estudiantes').waitFor();
      await page.getByText(accountsEs.selectStudent, { exact: true }).waitFor();
      await page.getByRole('list', { name: accountsEs.students }).getByText('Lovelace, Ada1').click();
      await page.getByRole('region', { name: accountViewEs.studentProfile }).waitFor();
      await page
        .getByRole('region', { name: accountViewEs.subtotals })
        .getByRole('group', { name: accountViewEs.balance })
        .waitFor();
      await page.getByRole('button', { name: accountsEs.addBonus }).waitFor();
      await expectNoAxeViolations(page, `Manage Accounts in Spanish (${name}${dark ? ', dark' : ''})`);
      await screenshot(page, `spanish-accounts-teacher-${name}`);

      await page.goto('/teacher/courses');
      await page.getByRole('heading', { name: coursesEs.manageCourses }).waitFor();
      await openAccordion(page.locator(`[id="course-${school.course.slug}-summary"]`));
      await page.getByRole('list', { name: coursesEs.studentsIn.replace('{name}', 'Computing') }).waitFor();
      await expectNoAxeViolations(page, `Manage Courses in Spanish (${name}${dark ? ', dark' : ''})`);
      await page
        .getByRole('button', { name: coursesEs.addStudentTo.replace('{name}', 'Computing') })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: coursesEs.addStudent });
      await dialog.waitFor();
      await dialog.getByLabel(coursesEs.firstName, { exact: true }).fill('Rosa');
      await dialog.getByRole('button', { name: coursesEs.add, exact: true }).click();
      await dialog.getByText(sharedEs.required).first().waitFor();
      await expectNoAxeViolations(page, `Add student in Spanish (${name})`, dialog);
      await screenshot(page, `spanish-accounts-add-student-${name}`);
      if (name === 'desktop') {
        await dialog.getByLabel(coursesEs.lastName, { exact: true }).fill('Castellanos');
        await dialog.getByLabel(coursesEs.username, { exact: true }).fill(`8${Date.now() % 1_000_000}`);
        await dialog.getByLabel(coursesEs.password, { exact: true }).fill('rosa-pass-1');
        await dialog.getByRole('button', { name: coursesEs.add, exact: true }).click();
        await page.getByText(coursesEs.studentAdded).waitFor();
        await dialog.waitFor({ state: 'hidden' });
      } else {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await screenshot(page, `spanish-accounts-courses-${name}`);
      await context.close();
    }
    await markSeen(school.teacher.token, { darkMode: false });
  });

  it("tells a teacher in Spanish when a dialog's code could not be downloaded", async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'es-MX' });
    await signInInSpanish(page, school.teacher.username, school.teacher.password);
    await page.getByRole('heading', { name: accountsEs.manageAccounts }).waitFor();
    // The connection drops for the Economy dialog's file only (as after an upgrade, or on flaky Wi-Fi).
    await page.route('**/assets/economy-dialog-*.js', (route) => route.abort());
    await page.getByRole('button', { name: accountsEs.economy }).click();
    await waitForSnackbar(page, componentsEs.loadOnDemandFailed);
    await context.close();
  });
});
