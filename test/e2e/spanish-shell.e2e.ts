import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorKeysText } from '../../src/shared/error-keys/texts';
import { serverAuthText } from '../../src/server/features/auth/texts';
import { authText } from '../../src/web/features/auth/texts';
import { componentsText } from '../../src/web/components/texts';
import { shellText } from '../../src/web/features/shell/texts';
import { expectNoAxeViolations } from './axe';
import { clickUnlessAtLogin, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './browser';
import { apiCall, apiLogin, createSchool, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';
import { spanishOf } from '../support/catalogue-files';

const errorKeysEs = await spanishOf(errorKeysText);
const serverAuthEs = await spanishOf(serverAuthText);
const authEs = await spanishOf(authText);
const componentsEs = await spanishOf(componentsText);
const shellEs = await spanishOf(shellText);

// P51: the frame every page shares in a Spanish browser (es-MX), for each role: the sign-in, the top
// bar and the bottom navigation, the not-found page, a session that ends, and a server's error line,
// asserted from the Spanish catalogues; axe on each, light and dark, phone and desktop.
let browser: Browser;
let school: TE2ESchool;

type TAccount = { username: string; password: string };

/** What's New stays closed: its dialog belongs to another area's test. */
async function markChangesViewed(account: TAccount, darkMode?: boolean): Promise<void> {
  const token = await apiLogin(account.username, account.password);
  const user = { viewedChanges: true, ...(darkMode === undefined ? {} : { darkMode }) };
  expect((await apiCall('/api/user', 'PUT', { user }, token)).status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('es', { students: 1, settings: { products: { enabled: true, storeEnabled: true } } });
  await markChangesViewed(school.students[0]!);
  await markChangesViewed(school.teacher, true);
});
afterAll(() => browser.close());

async function signInInSpanish(page: Page, account: TAccount, landing: string): Promise<void> {
  await signIn(page, account.username, account.password);
  await page.waitForURL(`**${landing}`);
  await page.getByRole('navigation', { name: shellEs.mainNavigation }).waitFor();
}

async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: shellEs.mainNavigation });
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

async function expectSpanishFrame(page: Page, title: string, tabs: string[]): Promise<void> {
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
  await page.getByText(title, { exact: true }).first().waitFor();
  expect(await navLabels(page)).toEqual(tabs);
  await page.getByRole('button', { name: shellEs.logout }).waitFor();
  await page.getByRole('link', { name: shellEs.home.replace('{logo}', 'Classmint') }).waitFor();
}

async function expectSpanishNotFound(page: Page, path: string, where: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: shellEs.notFoundTitle }).waitFor();
  await page.getByText(shellEs.notFoundText).waitFor();
  await page.getByRole('link', { name: shellEs.goHome }).waitFor();
  await expectNoAxeViolations(page, `not-found page in Spanish (${where})`);
}

describe('the frame of every page, in Spanish', () => {
  it('student on a phone: sign-in, navigation, not-found', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'es-MX' });
    await signInInSpanish(page, school.students[0]!, '/student/account');
    await expectSpanishFrame(page, shellEs.tabAccount, [shellEs.tabAccount, shellEs.tabStore, shellEs.tabSettings]);
    await expectNoAxeViolations(page, 'student account page in Spanish (phone)');
    await screenshot(page, 'spanish-shell-student-phone');
    await expectSpanishNotFound(page, '/student/nowhere', 'student, phone');
    await screenshot(page, 'spanish-shell-not-found-phone');
    await context.close();
  });

  it('teacher in dark mode, desktop and phone: navigation, not-found', { timeout: 60_000 }, async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await signInInSpanish(page, school.teacher, '/teacher/accounts');
      await expectSpanishFrame(page, shellEs.tabAccounts, [
        shellEs.tabAccounts,
        shellEs.tabStore,
        shellEs.tabCourses,
        shellEs.tabSettings,
      ]);
      await expectNoAxeViolations(page, `teacher accounts page in Spanish, dark (${name})`);
      await screenshot(page, `spanish-shell-teacher-dark-${name}`);
      if (name === 'desktop') await expectSpanishNotFound(page, '/admin/teachers', 'teacher, dark, desktop');
      await context.close();
    }
  });

  it('admin on a desktop: navigation, not-found', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'es-MX' });
    await signInInSpanish(page, E2E_ADMIN, '/admin/teachers');
    await expectSpanishFrame(page, shellEs.tabTeachers, [shellEs.tabTeachers, shellEs.tabRosters, shellEs.tabSettings]);
    await expectNoAxeViolations(page, 'admin teachers page in Spanish (desktop)');
    await screenshot(page, 'spanish-shell-admin-desktop');
    await expectSpanishNotFound(page, '/student/account', 'admin, desktop');
    await context.close();
  });

  it('a session that ends: the Spanish login page says so, and a wrong password reads in Spanish', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'es-MX' });
    const student = school.students[0]!;
    await signInInSpanish(page, student, '/student/account');
    // Logged out from another tab of the same browser: the same cookie ends.
    const other = await context.newPage();
    await other.goto('/about');
    expect(await other.evaluate(async () => (await fetch('/api/users/logout', { method: 'POST' })).status)).toBe(204);
    await other.close();
    await clickUnlessAtLogin(
      page.getByRole('navigation', { name: shellEs.mainNavigation }).getByRole('link', { name: shellEs.tabStore }),
    );
    await page.waitForURL('**/login');
    await page.getByText(authEs.sessionEnded).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expectNoAxeViolations(page, 'login page after the session ended, in Spanish');
    await screenshot(page, 'spanish-shell-session-ended');

    await page.getByLabel(authEs.username).fill(student.username);
    await page.getByLabel(authEs.password).fill('not-the-password');
    await page.getByRole('button', { name: authEs.login }).click();
    const line = `${errorKeysEs.usernameOrPassword}: ${serverAuthEs.invalid}`;
    await page.getByRole('group', { name: componentsEs.errors }).getByText(line, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'a wrong password in Spanish');
    await screenshot(page, 'spanish-shell-wrong-password');
    await context.close();
  });
});
