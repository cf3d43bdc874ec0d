import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, dismissWhatsNewIfShown, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { E2E_ADMIN, E2E_PROVIDER_NAME } from './server-setup';
import { apiCall, apiLogin, createSchool, type TE2ESchool } from './school';

// P46 in the browser: the login page's 'Sign in with …' button, through the real provider's own
// sign-in and consent pages (oidc-provider, started by the test server's setup), to the signed-in
// account; and the login page, with its button and its messages, checked by axe.

let browser: Browser;
let school: TE2ESchool;
let teacherEmail: string;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('oidc', { students: 1 });
  teacherEmail = `${school.teacher.username}@springfield.example`;
  const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  const set = await apiCall(`/api/users/${school.teacher.username}`, 'PUT', { user: { email: teacherEmail } }, admin);
  expect(set.status).toBe(200);
});
afterAll(async () => {
  await browser.close();
});

const BUTTON = `Sign in with ${E2E_PROVIDER_NAME}`;

/** At the provider: its sign-in page (any password), then its consent page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON }).waitFor();
}

describe("signing in with the school's provider", () => {
  it('takes a student from the button through the provider to their account', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await openLogin(page);
    await screenshot(page, 'oidc-login-phone');
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, school.students[0]!.username);
    await page.waitForURL('**/student/account');
    const session = (await (await page.request.get('/api/session')).json()) as { user: { username: string } };
    expect(session.user.username).toBe(school.students[0]!.username);
    await context.close();
  });

  it('takes a teacher, found by their school e-mail, to their page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await openLogin(page);
    await screenshot(page, 'oidc-login-desktop');
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, teacherEmail);
    await page.waitForURL('**/teacher/accounts');
    await dismissWhatsNewIfShown(page);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    // The teacher reads the address they were found by in Settings; the admin sets it.
    await page.goto('/teacher/settings');
    const email = page.getByLabel('School E-mail');
    await expect.poll(() => email.inputValue()).toBe(teacherEmail);
    expect(await email.isDisabled()).toBe(true);
    await screenshot(page, 'oidc-teacher-settings');
    await context.close();
  });

  it("brings an unknown person back to the login page with P46's words", async () => {
    const { page, context } = await newPage(browser, PHONE);
    await openLogin(page);
    await page.getByRole('link', { name: BUTTON }).click();
    await signInAtProvider(page, 'stranger@elsewhere.example');
    await page.waitForURL('**/login');
    await page.getByText('Your school account is not set up in Classmint. Please ask your teacher.').waitFor();
    // The address no longer carries the message: a reload doesn't say it again.
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'oidc-login-unknown-person');
    await expectNoAxeViolations(page, 'login with a sign-in problem');
    await context.close();
  });
});

describe('PASSWORD_SIGNIN on the login page', () => {
  it('keeps the password form behind a disclosure for those who may still use it, where the admin signs in', async () => {
    for (const [mode, note] of [
      ['staff', 'For teachers and the admin.'],
      ['none', 'For the admin.'],
    ] as const) {
      const { page, context } = await newPage(browser, PHONE);
      // The server's own answer under that mode (test/api/school-sign-in.test.ts checks the server).
      await page.route('**/api/auth/options', (route) =>
        route.fulfill({ json: { signIn: { provider: E2E_PROVIDER_NAME, password: mode } } }),
      );
      await openLogin(page);
      const disclosure = page.getByRole('button', { name: 'Sign in with a password' });
      await disclosure.waitFor();
      await page.getByText(note, { exact: true }).waitFor();
      expect(await page.getByLabel('Username').count()).toBe(0);
      await expectNoAxeViolations(page, `login, PASSWORD_SIGNIN=${mode}`);
      await screenshot(page, `oidc-login-password-${mode}`);
      await disclosure.click();
      const username = page.getByLabel('Username');
      await expect.poll(() => username.evaluate((element) => element === document.activeElement)).toBe(true);
      if (mode === 'none') {
        await username.fill(E2E_ADMIN.username);
        await page.getByLabel('Password').fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL('**/admin/teachers');
      }
      await context.close();
    }
  });
});

describe('the login page with the button: axe', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`has no violations, ${scheme} at ${width} width`, async () => {
        const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, colorScheme: scheme });
        const page = await context.newPage();
        await openLogin(page);
        await page.getByLabel('Username').waitFor();
        await expectNoAxeViolations(page, `login ${scheme} ${width}`);
        await page.goto('/login?signin=unavailable');
        await page.getByText(`${E2E_PROVIDER_NAME} is not answering right now.`, { exact: false }).waitFor();
        await expectNoAxeViolations(page, `login with a problem ${scheme} ${width}`);
        if (scheme === 'dark') await screenshot(page, `oidc-login-problem-${scheme}-${width}`);
        await context.close();
      });
    }
  }
});
