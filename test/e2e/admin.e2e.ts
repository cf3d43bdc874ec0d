import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, navLabels, newPage, screenshot, signInThroughForm } from './browser';
import { createSchool, type TE2ESchool } from './school';

const ADMIN = { username: 'admin', password: 'e2e-admin-pass' };
let browser: Browser;
let school: TE2ESchool;
beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('adm', { students: 0 });
});
afterAll(() => browser.close());

describe('admin journey', () => {
  it('the login form asks for both fields and does not say which one was wrong', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/teacher/settings');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(2);
    // The first empty field gets the focus; each message goes as soon as its field is filled.
    expect(await page.getByLabel('Username').evaluate((field) => field === document.activeElement)).toBe(true);
    await page.getByLabel('Username').fill(ADMIN.username);
    await expect.poll(() => page.getByText('Required').count()).toBe(1);
    await page.getByLabel('Password').fill('definitely-wrong');
    await expect.poll(() => page.getByText('Required').count()).toBe(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('username or password is invalid').waitFor();
    await screenshot(page, 'login-error');
    await context.close();
  });

  it('signs in, manages teachers, and meets the 404 page', async () => {
    const { page, context } = await newPage(browser);
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL('**/admin/teachers');
    await page.getByRole('heading', { name: 'Manage Teachers' }).waitFor();
    await page.getByRole('banner').getByText('Teachers').waitFor();
    expect(await navLabels(page)).toEqual(['Teachers', 'Rosters', 'Settings']);
    // A teacher already there (made through the API) is listed.
    await page.getByText(school.teacher.username).first().waitFor();

    const username = `e2eteacher${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add teacher' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog.getByText('Required').count()).toBeGreaterThanOrEqual(3);
    await dialog.getByLabel('First Name').fill('Rosalind');
    await dialog.getByLabel('Last Name').fill('Franklin');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill('dna-helix-1953');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Teacher added').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(username).first().waitFor();

    await page.getByRole('button', { name: 'Reset Viewed Changes' }).click();
    await page.getByRole('menuitem', { name: 'Students' }).click();
    await page.getByRole('dialog', { name: 'Reset Viewed Changes?' }).getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Student flags reset').waitFor();

    await page.getByRole('button', { name: 'Database Migration' }).click();
    await page
      .getByRole('dialog', { name: 'Run the Database Migration?' })
      .getByRole('button', { name: 'Run migration' })
      .click();
    await page.getByText('Database migration complete').first().waitFor();
    await screenshot(page, 'admin-teachers');

    // P45: the backup downloads with the admin's session, a dated gzip file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^classmint-backup-\d{4}-\d{2}-\d{2}\.json\.gz$/);
    const file = await readFile(await download.path());
    expect(gunzipSync(file).toString('utf8')).toMatch(/^\{"format":"classmint-backup","formatVersion":1,/);

    // Signed in, /login goes home; unknown pages and other roles' pages are 404.
    await page.goto('/login');
    await page.waitForURL('**/admin/teachers');
    await page.goto('/admin/nowhere');
    await page.getByText('Error 404: Page Not Found').waitFor();
    await page.goto('/teacher/accounts');
    await page.getByText('Error 404: Page Not Found').waitFor();

    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Manage Account' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/admin/teachers');
    await page.waitForURL('**/login');
    await context.close();
  });
});
