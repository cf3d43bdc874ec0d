import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './server';
import { closeWhatsNew, launchBrowser, navLabels, newPage, screenshot, signIn } from './browser';

const TEACHER = { username: `e2eteach${Date.now() % 100000}`, password: 'teacher-pass-1' };
let browser: Browser;

/** The admin adds the teacher through the API, as another client would. */
async function addTeacherAsAdmin(): Promise<void> {
  const base = serverUrl();
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { username: 'admin', password: 'e2e-admin-pass' } }),
  });
  const { user } = (await login.json()) as { user: { token: string } };
  const created = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${user.token}` },
    body: JSON.stringify({ user: { ...TEACHER, firstName: 'Alan', lastName: 'Turing', title: 'Dr.' } }),
  });
  expect(created.status).toBe(201);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await addTeacherAsAdmin();
});
afterAll(() => browser.close());

describe('teacher journey', () => {
  it("sees What's New once, the shell, and saves settings that change the navigation", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, TEACHER.username, TEACHER.password);
    await page.waitForURL('**/teacher/accounts');
    await page.getByRole('dialog').getByText("What's New").first().waitFor();
    await closeWhatsNew(page);
    await page.getByRole('banner').getByText('Accounts').waitFor();
    // A new teacher has song requests and products off: Accounts, Courses, Settings only.
    expect(await navLabels(page)).toEqual(['Accounts', 'Courses', 'Settings']);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/teacher/settings');
    await page.getByRole('heading', { name: 'Manage Account' }).waitFor();

    // A number field left empty says 'Numbers only' and nothing is saved.
    await page.getByLabel('Prime price').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Numbers only').first().waitFor();
    await page.getByLabel('Prime price').fill('150');

    await page.getByLabel('Enable online purchases').check();
    // Online purchases force the Products page on (seed 000 section 4).
    expect(await page.getByLabel('Show the Products page').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await screenshot(page, 'teacher-settings-saved');
    // Song requests are still off for this teacher, so Songs stays out of the navigation.
    expect(await navLabels(page)).toEqual(['Accounts', 'Store', 'Courses', 'Settings']);

    // Saved on the server: a reload shows the same, and What's New stays closed.
    await page.reload();
    await page.getByRole('heading', { name: 'Manage Account' }).waitFor();
    expect(await page.getByLabel('Prime price').inputValue()).toBe('150');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // 'See What's New' reopens it.
    await page.getByRole('button', { name: "See What's New" }).click();
    await closeWhatsNew(page);

    await page.goto('/teacher/unknown-tab');
    await page.getByText('Error 404: Page Not Found').waitFor();
    await context.close();
  });

  it('turns dark mode on from the settings page', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, TEACHER.username, TEACHER.password, { landOn: '/teacher/settings' });
    await page.getByLabel('Dark mode', { exact: true }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toMatch(/rgb\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}\)/);
    await screenshot(page, 'teacher-dark-mode');
    await context.close();
  });
});
