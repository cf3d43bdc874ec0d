import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentRecord } from '../../src/shared/privacy';
import { expectNoAxeViolations } from './axe';
import {
  DESKTOP,
  PHONE,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, apiLogin, createSchool, giveBonus } from './school';
import type { TE2ESchool, TE2EStudent } from './school';
import { E2E_ADMIN } from './server-setup';

/**
 * P41, P42 and P44 in the browser: each role reaches a student's record where they look for it
 * (the student from Settings, the teacher from the student's account, the admin by username on
 * Manage Teachers), reads it, downloads it; the admin erases the student from it.
 */

let browser: Browser;
let school: TE2ESchool;
let ada: TE2EStudent;
let bea: TE2EStudent;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('rec', { students: 2 });
  [ada, bea] = school.students as [TE2EStudent, TE2EStudent];
  await giveBonus(school, ada, 40);
  await giveBonus(school, bea, 15);
});
afterAll(() => browser.close());

/** Signed in straight onto `path` (one page load, not two). */
async function signedIn(viewport: typeof PHONE, username: string, password: string, path: string): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, username, password, { landOn: path });
  await dismissWhatsNewIfShown(page);
  return page;
}

/** A record card by its heading. */
const card = (page: Page, title: string | RegExp) =>
  page.getByRole('region', { name: title, ...(typeof title === 'string' ? { exact: true } : {}) });

/** The admin's dark mode, set through the API (put back after the test). */
async function setAdminDarkMode(darkMode: boolean): Promise<void> {
  const token = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  expect((await apiCall('/api/user', 'PUT', { user: { darkMode } }, token)).status).toBe(200);
}

describe("a student's record (P41)", () => {
  it('the student opens it from Settings on a phone, reads their balance and bonus, downloads and prints it', async () => {
    const page = await signedIn(PHONE, ada.username, ada.password, '/student/settings');
    const section = page.getByRole('region', { name: 'Your record' });
    await section.getByText('everything Classmint keeps about you').waitFor();
    await screenshot(page, 'record-settings-phone');
    await section.getByRole('link', { name: 'Open your record' }).click();
    await page.waitForURL('**/student/record');
    await page.getByRole('heading', { level: 1, name: 'Your record' }).waitFor();

    const economy = card(page, /Grace Hopper/);
    const balance = economy.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd');
    expect(await balance.innerText()).toBe('40 pts');
    // On a phone each list is entries, not a table wider than the screen.
    const bonus = economy
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: 'Welcome bonus' });
    expect(await bonus.innerText()).toContain('+40 pts');
    // Nothing bought yet: the empty lists say so.
    await economy.getByRole('region', { name: 'Orders' }).getByText('None', { exact: true }).waitFor();
    await card(page, 'Sign-ins').getByRole('list', { name: 'Sign-ins' }).getByRole('listitem').first().waitFor();
    await expectNoAxeViolations(page, 'record, student, phone light');
    await screenshot(page, 'record-student-phone');

    // The download is the record on screen, named after the student and the day.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^classmint-record-${ada.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const saved = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as TStudentRecord;
    expect(saved.student.username).toBe(ada.username);
    expect(saved.economies[0]?.balance.balance).toBe(40);

    // On paper: the record alone, without the app's bars or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Your record' }).isVisible()).toBe(true);
    await screenshot(page, 'record-student-print');
    await page.close();
  });

  it("the teacher opens a student's record from their account, with their own read in it and no sign-ins", async () => {
    const page = await signedIn(
      DESKTOP,
      school.teacher.username,
      school.teacher.password,
      `/teacher/accounts?student=${ada.username}`,
    );
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.waitForURL(`**/teacher/record?student=${ada.username}`);
    await page.getByRole('heading', { level: 1, name: `${ada.firstName} ${ada.lastName}` }).waitFor();
    await card(page, /Grace Hopper/)
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row', { name: /Welcome bonus/ })
      .waitFor();
    // P44: opening the account page was a read of the student's data, the teacher's own.
    const reads = card(page, 'Who read this record').getByRole('table', { name: 'Who read this record' });
    await reads
      .getByRole('row', { name: new RegExp(`${school.teacher.username} \\(Teacher\\) Account page`) })
      .waitFor();
    expect(await card(page, 'Sign-ins').count()).toBe(0);
    await expectNoAxeViolations(page, 'record, teacher, desktop light');
    await screenshot(page, 'record-teacher-desktop');

    // Another teacher's student, or a typo, is not found.
    await page.goto('/teacher/record?student=20269999999');
    await page.getByRole('heading', { level: 1, name: 'No student with this username.' }).waitFor();
    await page.close();
  });

  it('the admin looks a student up on Manage Teachers, reads the record in dark mode and erases them (P42)', async () => {
    await setAdminDarkMode(true);
    try {
      const page = await signedIn(DESKTOP, E2E_ADMIN.username, E2E_ADMIN.password, '/admin/teachers');
      const lookup = page.getByRole('region', { name: "A student's record" });
      const field = lookup.getByLabel('Username');
      await field.fill('no-such-student-1');
      await lookup.getByRole('button', { name: 'Open record' }).click();
      await lookup.getByText('No student with this username.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'record-lookup-desktop-dark');

      await field.fill(bea.username);
      await lookup.getByRole('button', { name: 'Open record' }).click();
      await page.waitForURL(`**/admin/record?student=${bea.username}`);
      await page.getByRole('heading', { level: 1, name: `${bea.firstName} ${bea.lastName}` }).waitFor();
      await card(page, /Grace Hopper/)
        .getByRole('table', { name: 'Transactions' })
        .getByRole('row', { name: /Welcome bonus/ })
        .waitFor();
      await card(page, 'Sign-ins').waitFor();
      await expectNoAxeViolations(page, 'record, admin, desktop dark');
      await screenshot(page, 'record-admin-desktop-dark');

      await page.getByRole('button', { name: 'Erase student' }).click();
      const dialog = page.getByRole('dialog', { name: `Erase ${bea.firstName} ${bea.lastName}?` });
      await dialog.getByText('Download their record first').waitFor();
      await expectNoAxeViolations(page, 'erase dialog, desktop dark', dialog);
      await screenshot(page, 'record-erase-dialog-desktop-dark');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.close();
    } finally {
      await setAdminDarkMode(false);
    }

    const phone = await signedIn(
      PHONE,
      E2E_ADMIN.username,
      E2E_ADMIN.password,
      `/admin/record?student=${bea.username}`,
    );
    await phone.getByRole('heading', { level: 1, name: `${bea.firstName} ${bea.lastName}` }).waitFor();
    await expectNoAxeViolations(phone, 'record, admin, phone light');
    await screenshot(phone, 'record-admin-phone');
    await phone.getByRole('button', { name: 'Erase student' }).click();
    const dialog = phone.getByRole('dialog', { name: `Erase ${bea.firstName} ${bea.lastName}?` });
    await expectNoAxeViolations(phone, 'erase dialog, phone light', dialog);
    await screenshot(phone, 'record-erase-dialog-phone');
    // Reads of the record from here on: none, the page goes without asking for what it erased.
    const reads: string[] = [];
    phone.on('request', (request) => {
      if (request.url().includes('/record')) reads.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await phone.waitForURL('**/admin/teachers');
    await waitForSnackbar(phone, 'Erased.');
    await screenshot(phone, 'record-erased-phone');
    expect(reads).toEqual([]);

    // Erased everywhere: the record is gone for the admin, and the student cannot sign in.
    const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
    expect((await apiCall(`/api/students/${bea.username}/record`, 'GET', undefined, admin)).status).toBe(404);
    const signIn = await apiCall('/api/users/login', 'POST', {
      user: { username: bea.username, password: bea.password },
    });
    expect(signIn.status).not.toBe(200);
    await phone.close();
  });
});
