import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, signInThroughForm } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';

// Changing one's own password asks for the current one (a session left open on a shared
// Chromebook must not be enough to take the account over).
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('pwd', { students: 1 });
});
afterAll(() => browser.close());

describe('Account Security on the settings page', () => {
  it('asks for the current password with a new one, and says when it is wrong', async () => {
    const student = school.students[0]!;
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signInThroughForm(page, student.username, student.password);
    await dismissWhatsNewIfShown(page);
    await page.goto('/student/settings');

    const current = page.getByLabel('Current Password');
    expect(await current.count()).toBe(0);
    await page.getByLabel('New Password').fill('a-new-secret-1');
    await current.waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Required').first().waitFor();

    await current.fill('not-my-password');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('current password is incorrect').waitFor();
    await screenshot(page, 'settings-current-password-phone');

    await current.fill(student.password);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    await context.close();

    const oldLogin = await apiCall('/api/users/login', 'POST', {
      user: { username: student.username, password: student.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await apiCall('/api/users/login', 'POST', {
      user: { username: student.username, password: 'a-new-secret-1' },
    });
    expect(newLogin.status).toBe(200);
  });
});
