import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './server';
import { oneRosterSchool, rosterFiles, zipOf } from '../support/oneroster-school';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, launchBrowser, newPage, openAccordion, screenshot, signIn } from './browser';
import { E2E_ADMIN } from './server-setup';

/**
 * P47 in the browser: the admin uploads a small OneRoster roster on the Rosters page, reads the
 * preview (counts, the lists, a problem with its file and line), commits it and sees the result.
 * axe finds nothing on the page, empty, previewed and committed, light and dark, phone and desktop.
 */

// Names no other browser test looks for (they find teachers such as "Maya Okafor" by name).
const school = oneRosterSchool({
  students: 6,
  teachers: 2,
  classes: 3,
  seed: 9,
  prefix: 'e2e',
  firstStudentNumber: 77700001,
});
const [first, second] = school.users.filter((u) => u.role === 'teacher');
Object.assign(first!, { givenName: 'Rowan', familyName: 'Quillby' });
Object.assign(second!, { givenName: 'Sable', familyName: 'Thorncroft' });
// A row the school's system got wrong: reported with its file and line, and skipped.
school.users.push({
  ...school.users.find((u) => u.role === 'student')!,
  sourcedId: 'e2e-bad',
  username: '77799999',
  givenName: '',
});
const badLine = school.users.length + 1;

let browser: Browser;
let zip: Buffer;
let adminToken: string;

async function setDarkMode(darkMode: boolean): Promise<void> {
  const response = await fetch(`${serverUrl()}/api/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Token ${adminToken}` },
    body: JSON.stringify({ user: { darkMode } }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  zip = await zipOf(rosterFiles(school));
  const login = await fetch(`${serverUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: E2E_ADMIN }),
  });
  adminToken = ((await login.json()) as { user: { token: string } }).user.token;
});
afterAll(async () => {
  await setDarkMode(false);
  await browser.close();
});

async function openRosters(viewport: typeof PHONE): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.waitForURL('**/admin/teachers');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rosters' }).click();
  await page.waitForURL('**/admin/rosters');
  await page.getByRole('heading', { level: 1, name: 'Rosters' }).waitFor();
  return page;
}

async function upload(page: Page): Promise<void> {
  await page
    .getByLabel('Roster file')
    .setInputFiles({ name: 'lincoln-roster.zip', mimeType: 'application/zip', buffer: zip });
}

const COMBOS = [
  { mode: 'light', width: 'desktop', viewport: DESKTOP },
  { mode: 'light', width: 'phone', viewport: PHONE },
  { mode: 'dark', width: 'desktop', viewport: DESKTOP },
  { mode: 'dark', width: 'phone', viewport: PHONE },
] as const;

describe("the admin's Rosters page (P47)", () => {
  for (const [index, { mode, width, viewport }] of COMBOS.entries()) {
    const last = index === COMBOS.length - 1;
    it(`${mode}, ${width}: previews a roster${last ? ', commits it and shows the result' : ''}; axe finds nothing`, async () => {
      await setDarkMode(mode === 'dark');
      const page = await openRosters(viewport);
      await page.getByText('No roster chosen yet').waitFor();
      await expectNoAxeViolations(page, `rosters empty, ${mode} ${width}`);

      await upload(page);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.waitFor();
      if (width === 'desktop') {
        const students = preview.getByRole('table', { name: 'Summary' }).getByRole('row', { name: /^Students/ });
        expect(await students.getByRole('cell').first().innerText()).toBe('6');
        const problem = preview.getByRole('table', { name: 'Problems' }).getByRole('row').nth(1);
        expect(await problem.innerText()).toMatch(new RegExp(`users\\.csv\\s+${badLine}\\s+has no givenName\\.`));
      } else {
        // A phone lists them, so nothing needed is off the screen.
        const students = preview.getByRole('list', { name: 'Summary' }).getByRole('listitem').nth(2);
        expect(await students.innerText()).toMatch(
          /^Students\s+6 new · 0 updated · 0 dropped · 0 restored · 0 unchanged$/,
        );
        const problem = preview.getByRole('list', { name: 'Problems' }).getByRole('listitem').first();
        expect(await problem.innerText()).toMatch(new RegExp(`^users\\.csv, line ${badLine}\\s+has no givenName\\.$`));
      }
      await openAccordion(preview.getByRole('button', { name: 'New teachers (2)' }));
      await preview
        .getByRole('list', { name: 'New teachers' })
        .getByText(/^Quillby, Rowan/)
        .waitFor();
      await expectNoAxeViolations(page, `rosters preview, ${mode} ${width}`);
      await screenshot(page, `rosters-preview-${mode}-${width}`);

      if (!last) {
        await page.context().close();
        return;
      }
      await preview.getByRole('button', { name: 'Commit roster' }).click();
      const result = page.getByRole('region', { name: 'Roster committed' });
      await result.getByText(/^Saved: \d+ changes?\./).waitFor();
      await page.getByText('Roster committed', { exact: true }).first().waitFor();
      await expectNoAxeViolations(page, `rosters committed, ${mode} ${width}`);
      await screenshot(page, `rosters-committed-${mode}-${width}`);

      // The same file again changes nothing, and says so.
      await result.getByRole('button', { name: 'Upload another roster' }).click();
      await upload(page);
      await page.getByText('Classmint already matches this roster: committing it would change nothing.').waitFor();
      await expectNoAxeViolations(page, `rosters unchanged, ${mode} ${width}`);

      // The teachers the roster made are on Manage Teachers.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Teachers' }).click();
      await page.getByRole('button', { name: /Rowan Quillby/ }).waitFor();
      await page.context().close();
    });
  }
});
