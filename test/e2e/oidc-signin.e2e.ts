import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import type { TStudentRecord } from '../../src/shared/privacy';
import { authText } from '../../src/web/features/auth/texts';
import { schoolAccountText } from '../../src/web/features/auth/school-account/texts';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  openAccordion,
  PHONE,
  screenshot,
  signInThroughForm,
  waitForSnackbar,
} from './browser';
import { E2E_ADMIN, E2E_PROVIDER_NAME } from './server-setup';
import { apiCall, apiLogin, createSchool, type TE2ESchool } from './school';
import { spanishOf } from '../support/catalogue-files';

const authEs = await spanishOf(authText);
const schoolAccountEs = await spanishOf(schoolAccountText);

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

describe('the admin unlinks a school account (P46)', () => {
  // Four sign-ins and two unlinks, each through the provider: longer than one journey's minute.
  it(
    'on Manage Teachers and on a student record, after a confirmation, light and dark, in Spanish too',
    { timeout: 150_000 },
    async () => {
      const linked = await createSchool('unlink', { students: 1 });
      const email = `${linked.teacher.username}@springfield.example`;
      const student = linked.students[0]!;
      const adminToken = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
      expect(
        (await apiCall(`/api/users/${linked.teacher.username}`, 'PUT', { user: { email } }, adminToken)).status,
      ).toBe(200);
      // The teacher and the student sign in with the provider once: that links them.
      for (const [login, lands] of [
        [email, '**/teacher/accounts'],
        [student.username, '**/student/account'],
      ] as const) {
        const { page, context } = await newPage(browser, PHONE);
        await openLogin(page);
        await page.getByRole('link', { name: BUTTON }).click();
        await signInAtProvider(page, login);
        await page.waitForURL(lands);
        await context.close();
      }
      const setDark = async (darkMode: boolean) =>
        expect((await apiCall('/api/user', 'PUT', { user: { darkMode } }, adminToken)).status).toBe(200);

      try {
        for (const [scheme, viewport, width] of [
          ['light', PHONE, 'phone'],
          ['dark', DESKTOP, 'desktop'],
        ] as const) {
          await setDark(scheme === 'dark');
          const { page, context } = await newPage(browser, viewport);
          await signInThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
          await page.waitForURL('**/admin/teachers');
          await openAccordion(page.getByRole('button', { name: new RegExp(linked.teacher.username) }));
          const details = page.locator(`#teacher-${linked.teacher.username}-details`);
          await details.getByText(/^School account linked on /).waitFor();
          const unlink = details.getByRole('button', { name: 'Unlink school account of Grace Hopper' });
          await expectNoAxeViolations(page, `Manage Teachers with a linked teacher, ${scheme} ${width}`);
          await screenshot(page, `oidc-unlink-teacher-${scheme}-${width}`);
          await unlink.click();
          const dialog = page.getByRole('dialog', { name: "Unlink Grace Hopper's school account?" });
          await dialog.waitFor();
          await expectNoAxeViolations(page, `the unlink confirmation, ${scheme} ${width}`);
          await screenshot(page, `oidc-unlink-confirm-${scheme}-${width}`);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'hidden' });

          await page.goto(`/admin/record?student=${student.username}`);
          await page.getByText(/^Linked on /).waitFor();
          await expectNoAxeViolations(page, `a linked student's record, ${scheme} ${width}`);
          await screenshot(page, `oidc-unlink-record-${scheme}-${width}`);
          await context.close();
        }
      } finally {
        await setDark(false);
      }

      // In Spanish, the admin unlinks the teacher; in English, the student.
      const es = await newPage(browser, PHONE, { locale: 'es-MX' });
      await es.page.goto('/login');
      await es.page.getByLabel(authEs.username).fill(E2E_ADMIN.username);
      await es.page.getByLabel(authEs.password).fill(E2E_ADMIN.password);
      await es.page.getByRole('button', { name: authEs.login, exact: true }).click();
      await es.page.waitForURL('**/admin/teachers');
      await openAccordion(es.page.getByRole('button', { name: new RegExp(linked.teacher.username) }));
      const esDetails = es.page.locator(`#teacher-${linked.teacher.username}-details`);
      await esDetails.getByRole('button', { name: 'Desvincular cuenta escolar de Grace Hopper' }).click();
      const esDialog = es.page.getByRole('dialog', { name: '¿Desvincular la cuenta escolar de Grace Hopper?' });
      await esDialog.getByText(schoolAccountEs.unlinkWarning).waitFor();
      await expectNoAxeViolations(es.page, 'the unlink confirmation in Spanish');
      await screenshot(es.page, 'oidc-unlink-confirm-es');
      await esDialog.getByRole('button', { name: schoolAccountEs.confirmUnlink, exact: true }).click();
      await waitForSnackbar(es.page, schoolAccountEs.unlinked);
      await esDetails.getByText(schoolAccountEs.notLinkedSentence).waitFor();
      await es.context.close();

      const { page, context } = await newPage(browser, DESKTOP);
      await signInThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.waitForURL('**/admin/teachers');
      await page.goto(`/admin/record?student=${student.username}`);
      await page.getByRole('button', { name: `Unlink school account of ${student.firstName} Lovelace` }).click();
      const dialog = page.getByRole('dialog', { name: `Unlink ${student.firstName} Lovelace's school account?` });
      await dialog.getByRole('button', { name: 'Unlink', exact: true }).click();
      await waitForSnackbar(page, 'School account unlinked');
      await page.getByText('Not linked yet', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /^Unlink school account/ }).count()).toBe(0);
      await context.close();

      // Both are unlinked: the next school sign-in links them again.
      const record = await apiCall(`/api/students/${student.username}/record`, 'GET', undefined, adminToken);
      expect(((await record.json()) as { record: TStudentRecord }).record.student.schoolAccount).toBeNull();
    },
  );
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

// The login page with the school's button, and with its not-answering message, in both themes and
// widths: the accessibility sweep (a11y/public-visits.ts).
