import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsText } from '../../src/web/features/records/texts';
import { rostersText } from '../../src/web/features/rosters/texts';
import { oneRosterSchool, rosterFiles, zipOf } from '../support/oneroster-school';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signIn } from './browser';
import { apiCall, apiLogin, createSchool, giveBonus } from './school';
import type { TE2ESchool, TE2EStudent } from './school';
import { E2E_ADMIN } from './server-setup';
import { spanishOf } from '../support/catalogue-files';

const recordsEs = await spanishOf(recordsText);
const rostersEs = await spanishOf(rostersText);

/**
 * P51 for the Record and Rosters pages: the admin in Spanish previews a roster and opens a
 * student's record; a student in Spanish opens their own record. Texts from the Spanish
 * catalogues, `lang="es"`, axe on each page, phone and desktop.
 */

const rosterSchool = oneRosterSchool({
  students: 3,
  teachers: 1,
  classes: 1,
  seed: 11,
  prefix: 'esr',
  firstStudentNumber: 77600001,
});

let browser: Browser;
let school: TE2ESchool;
let ada: TE2EStudent;
let zip: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  zip = await zipOf(rosterFiles(rosterSchool));
  school = await createSchool('esrec', { students: 1 });
  [ada] = school.students as [TE2EStudent];
  await giveBonus(school, ada, 40);
  // No What's New dialog over the record.
  const token = await apiLogin(ada.username, ada.password);
  await apiCall('/api/user', 'PUT', { user: { viewedChanges: true } }, token);
});
afterAll(() => browser.close());

async function signInInSpanish(viewport: typeof PHONE, username: string, password: string): Promise<Page> {
  const { page } = await newPage(browser, viewport, { locale: 'es-MX' });
  await signIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const VIEWPORTS = [
  [PHONE, 'phone'],
  [DESKTOP, 'desktop'],
] as const;

describe('the Record and Rosters pages in Spanish', () => {
  it('the admin previews a roster and reads a record; axe finds nothing', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const page = await signInInSpanish(viewport, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.goto('/admin/rosters');
      await page.getByRole('heading', { level: 1, name: rostersEs.title }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByText(rostersEs.noRoster).waitFor();
      await expectNoAxeViolations(page, `rosters in Spanish, empty (${name})`);
      await page
        .getByLabel(rostersEs.rosterFile)
        .setInputFiles({ name: 'roster.zip', mimeType: 'application/zip', buffer: zip });
      const preview = page.getByRole('region', { name: rostersEs.preview });
      await preview.waitFor();
      await preview.getByRole('button', { name: rostersEs.commit }).waitFor();
      await preview.getByText(rostersEs.noProblems).waitFor();
      await expectNoAxeViolations(page, `rosters in Spanish, preview (${name})`);
      await screenshot(page, `spanish-records-rosters-${name}`);

      await page.goto(`/admin/record?student=${ada.username}`);
      await page.getByRole('button', { name: recordsEs.eraseStudent }).waitFor();
      await page.getByRole('heading', { name: recordsEs.whoRead }).waitFor();
      await expectNoAxeViolations(page, `record in Spanish, admin (${name})`);
      await screenshot(page, `spanish-records-admin-${name}`);
      await page.getByRole('button', { name: recordsEs.eraseStudent }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(recordsEs.eraseWarning).waitFor();
      await expectNoAxeViolations(page, `erase dialog in Spanish (${name})`);
      await dialog.getByRole('button', { name: /^Cancel/ }).click();
      await page.context().close();
    }
  });

  it('a student reads their own record; axe finds nothing', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const page = await signInInSpanish(viewport, ada.username, ada.password);
      await page.goto('/student/record');
      await page.getByRole('heading', { level: 1, name: recordsEs.yourRecord }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('heading', { name: recordsEs.transactions }).waitFor();
      await page.getByText(recordsEs.balance, { exact: true }).first().waitFor();
      await expectNoAxeViolations(page, `own record in Spanish (${name})`);
      await screenshot(page, `spanish-records-student-${name}`);
      await page.context().close();
    }
  });
});
