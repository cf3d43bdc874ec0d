import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsText } from '../../src/web/features/accounts/texts';
import { ledgerHistoryText } from '../../src/web/features/ledger/history/texts';
import { ledgerText } from '../../src/web/features/ledger/texts';
import { scoresText } from '../../src/web/features/scores/texts';
import { teachersText } from '../../src/web/features/teachers/texts';
import { gradebookText } from '../../src/shared/gradebook/texts';
import { sharedText } from '../../src/shared/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, openAccordion, PHONE, screenshot, waitForSnackbar, signIn } from './browser';
import { apiCall, createSchool } from './school';
import { E2E_ADMIN } from './server-setup';
import { spanishOf } from '../support/catalogue-files';

const accountsEs = await spanishOf(accountsText);
const ledgerHistoryEs = await spanishOf(ledgerHistoryText);
const ledgerEs = await spanishOf(ledgerText);
const scoresEs = await spanishOf(scoresText);
const teachersEs = await spanishOf(teachersText);
const gradebookEs = await spanishOf(gradebookText);
const sharedEs = await spanishOf(sharedText);

// P51: the admin's Manage Teachers, and a teacher's bonus, fine and gradebook import, in Spanish:
// texts asserted from the Spanish catalogues, `lang="es"`, and axe on each page and dialog.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIEWPORTS = [
  [PHONE, 'phone'],
  [DESKTOP, 'desktop'],
] as const;

async function signInInSpanish(page: Page, username: string, password: string): Promise<void> {
  await signIn(page, username, password);
}

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

describe('Manage Teachers in Spanish', () => {
  it('the admin adds a teacher, is told what is missing, and axe finds nothing', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.getByRole('heading', { name: teachersEs.manageTeachers }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('button', { name: teachersEs.addTeacher }).waitFor();
      await expectNoAxeViolations(page, `Manage Teachers in Spanish (${name})`);
      await screenshot(page, `spanish-teachers-page-${name}`);

      await page.getByRole('button', { name: teachersEs.addTeacher }).click();
      const dialog = page.getByRole('dialog', { name: teachersEs.addTeacher });
      await dialog.getByRole('button', { name: teachersEs.add, exact: true }).click();
      await dialog.getByText(sharedEs.required).first().waitFor();
      await expectNoAxeViolations(page, `Add teacher in Spanish (${name})`);
      await screenshot(page, `spanish-teachers-add-${name}`);

      const username = `prof${name}${Date.now() % 100000}`;
      await dialog.getByLabel(teachersEs.firstName, { exact: true }).fill('Gabriela');
      await dialog.getByLabel(teachersEs.lastName, { exact: true }).fill('Mistral');
      await dialog.getByLabel(teachersEs.username, { exact: true }).fill(username);
      await dialog.getByLabel(teachersEs.password, { exact: true }).fill('poesia-1945');
      await dialog.getByRole('button', { name: teachersEs.add, exact: true }).click();
      await waitForSnackbar(page, teachersEs.teacherAdded);

      const summary = page.getByRole('button', { name: new RegExp(`Gabriela Mistral.*${username}`) });
      await openAccordion(summary);
      await page.getByRole('table', { name: teachersEs.keySettings }).waitFor();
      await page.getByText(teachersEs.noCourses).first().waitFor();
      await expectNoAxeViolations(page, `a teacher's details in Spanish (${name})`);
      await screenshot(page, `spanish-teachers-accordion-${name}`);
      await context.close();
    }
  }, 240_000);
});

describe('a teacher in Spanish', () => {
  it('gives a bonus and a fine and imports a gradebook, in light and in dark', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const dark = name === 'phone';
      const school = await createSchool('esled', { students: 2, settings: { fines: { enabled: true } }, period: 3 });
      const token = school.teacher.token;
      expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true, darkMode: dark } }, token)).status).toBe(
        200,
      );
      const [first, second] = school.students;
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, school.teacher.username, school.teacher.password);
      await page.waitForURL('**/teacher/accounts');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.locator('select').first().selectOption(school.course._id);

      // A bonus for every student at once, through the Update Accounts menu (the accounts feature's words).
      const menu = page.getByRole('button', { name: accountsEs.updateAccounts });
      await menu.click();
      await page.getByRole('menuitem', { name: accountsEs.addBonuses }).click();
      let dialog = page.getByRole('dialog', { name: ledgerEs.bulkTitleBonus });
      await dialog.getByText(ledgerEs.bulkIntroBonus.replace('{period}: ', '')).waitFor();
      await dialog.getByLabel(ledgerEs.selectAll).check();
      await dialog.getByLabel(ledgerHistoryEs.amount).fill('25');
      await dialog.getByLabel(ledgerHistoryEs.description).fill('Buen trabajo en equipo');
      await expectNoAxeViolations(page, `Add Bonuses in Spanish (${name}${dark ? ', dark' : ''})`);
      await screenshot(page, `spanish-teachers-bulk-bonus-${name}`);
      await dialog.getByRole('button', { name: 'Agregar a 2 estudiantes' }).click();
      await waitForSnackbar(page, ledgerEs.addedBonus);

      // A fine for one student, through the same menu; an empty form says what is missing.
      await menu.click();
      await page.getByRole('menuitem', { name: accountsEs.addFines }).click();
      dialog = page.getByRole('dialog', { name: ledgerEs.bulkTitleFine });
      await dialog.getByLabel(`${first!.lastName}, ${first!.firstName}`).check();
      await dialog.getByRole('button', { name: ledgerEs.add, exact: true }).click();
      await dialog.getByText(sharedEs.required).first().waitFor();
      await dialog.getByLabel(ledgerHistoryEs.amount).fill('5');
      await dialog.getByLabel(ledgerHistoryEs.description).fill('Llegó tarde');
      await dialog.getByRole('button', { name: ledgerEs.add, exact: true }).click();
      await waitForSnackbar(page, ledgerEs.addedFine);
      expect(second).toBeDefined();

      // A gradebook, read in Spanish from the file to the preview.
      await menu.click();
      await page.getByRole('menuitem', { name: accountsEs.importScores }).click();
      dialog = page.getByRole('dialog', { name: new RegExp(scoresEs.importScores) });
      await dialog.getByText(scoresEs.stepFile).waitFor();
      await dialog.getByText(scoresEs.dropHere).waitFor();
      await expectNoAxeViolations(page, `Import scores in Spanish (${name}${dark ? ', dark' : ''})`);
      await screenshot(page, `spanish-teachers-import-file-${name}`);
      await dialog.getByLabel(scoresEs.gradebookFormat).click();
      await page.getByRole('option', { name: gradebookEs.formatGeneric }).click();
      // A file the reader can't use is refused in Spanish, read in the browser.
      await dialog
        .getByLabel(scoresEs.gradebookFile)
        .setInputFiles(csvFile('sin-numeros.csv', ['Name,Lab 1', 'Ana,9']));
      await dialog.getByText(gradebookEs.noStudentNumberColumn).waitFor();
      await dialog
        .getByLabel(scoresEs.gradebookFile)
        .setInputFiles(
          csvFile('calificaciones.csv', [
            'Student Number,Last Name,First Name,Lab 1',
            'Points Possible,,,10',
            ...school.students.map((s) => `${s.username},${s.lastName},${s.firstName},9`),
          ]),
        );
      await dialog.getByRole('table', { name: scoresEs.assignmentsInFile }).waitFor();
      await screenshot(page, `spanish-teachers-import-assignments-${name}`);
      await dialog.getByRole('button', { name: scoresEs.preview, exact: true }).click();
      await dialog.getByRole('table', { name: scoresEs.pointsBeforeAfter }).waitFor();
      await dialog.getByText(scoresEs.previewSummary.split('{')[0]!.trim()).waitFor();
      await expectNoAxeViolations(page, `the import's preview in Spanish (${name}${dark ? ', dark' : ''})`);
      await screenshot(page, `spanish-teachers-import-preview-${name}`);
      await dialog.getByRole('button', { name: scoresEs.import, exact: true }).click();
      await waitForSnackbar(page, scoresEs.scoresImported);
      await context.close();
    }
  }, 240_000);
});
