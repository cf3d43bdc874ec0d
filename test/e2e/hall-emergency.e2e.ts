import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForQuietNetwork,
  waitForSnackbar,
  DESKTOP,
  PHONE,
  signIn,
} from './browser';
import { E2E_ADMIN } from './server-setup';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// P50: the hall pass emergency switch. A student's Passes page is open on their active pass when
// the teacher starts an emergency in Manage Hallpasses: the student's page says to stay where they
// are without a reload, the teacher and the kiosk see who was out; ending it brings passes back.
// axe finds nothing on the switch's dialogs and alerts where the journey meets them, the admin's
// switch on Manage Teachers too (states no other file reaches: the accessibility sweep's themes
// and widths are for the screens every class has).
const PRICE = 15;
const STAY = "Please stay where you are and follow your teacher's instructions.";

let browser: Browser;
let school: TE2ESchool;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('emerg', {
    students: 3,
    settings: { hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: PRICE, maxOut: 0 } },
  });
  for (const student of school.students) await giveBonus(school, student, 100);
  adminToken = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
});
afterAll(async () => {
  // Whatever happened, no emergency outlives this file: the other files' passes must start.
  await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: false } }, adminToken);
  await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: false } }, school.teacher.token);
  await browser.close();
});

const shot = (page: Page, name: string) => screenshot(page, `hall-emergency-${name}`);
const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

/** Signs the browser out, then closes it: a person keeps at most ten sessions. */
async function leave(page: Page): Promise<void> {
  await page.request.post('/api/users/logout').catch(() => undefined);
  await page.context().close();
}

async function signedIn(
  account: { username: string; password: string },
  viewport: { width: number; height: number },
  landing: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await newPage(browser, viewport);
  await signIn(opened.page, account.username, account.password);
  await opened.page.waitForURL(landing);
  await dismissWhatsNewIfShown(opened.page);
  return opened;
}

/** Opens `path` and waits until its live-update stream answers, so no event can slip by. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

async function passesPage(student: TE2EStudent, viewport = PHONE): Promise<Page> {
  const { page } = await signedIn(student, viewport, '**/account*');
  await openLive(page, '/student/passes');
  await page.getByRole('heading', { name: `Passes for ${student.firstName}`, level: 1 }).waitFor();
  return page;
}

async function openManageHallpasses(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update Accounts' }).click();
  await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
  await dialog.waitFor();
  return dialog;
}

async function startPass(student: TE2EStudent): Promise<void> {
  const token = await apiLogin(student.username, student.password);
  const made = await apiCall('/api/passes', 'POST', { pass: {} }, token);
  expect(made.status).toBe(201);
}

const balanceOf = async (student: TE2EStudent) =>
  (
    (await (
      await apiCall(`/api/scores?username=${student.username}`, 'GET', undefined, school.teacher.token)
    ).json()) as {
      totals: { balance: number };
    }
  ).totals.balance;

const staffAlert = (where: Page | Locator) =>
  where.getByRole('alert').filter({ hasText: 'Emergency: passes are stopped' });
const studentAlert = (page: Page) => page.getByRole('alert').filter({ hasText: STAY });

describe('the hall pass emergency switch', () => {
  it(
    "reaches the student's open Passes page and the kiosk at once; the teacher sees who was out",
    { timeout: 180_000 },
    async () => {
      const [ada, bea] = school.students as [TE2EStudent, TE2EStudent];
      await startPass(ada);
      const student = await passesPage(ada);
      await student.getByRole('heading', { name: 'Your hallpass is active' }).waitFor();
      const { page: kiosk } = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');
      await openLive(kiosk, '/teacher/kiosk');
      await kiosk.getByRole('heading', { level: 1, name: 'Out on a hallpass' }).waitFor();
      const { page: teacher } = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');
      const manage = await openManageHallpasses(teacher);

      await manage.getByRole('button', { name: 'Start emergency' }).click();
      const confirm = teacher.getByRole('dialog', { name: 'Start an emergency?' });
      await confirm.getByText(STAY, { exact: false }).waitFor();
      await expectNoAxeViolations(teacher, 'The Start an emergency dialog', confirm);
      await confirm.getByRole('button', { name: 'Start emergency', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await waitForSnackbar(teacher, 'Emergency started: passes are stopped');

      // The teacher sees who was out: name, destination, course; and can end it.
      const alert = staffAlert(manage);
      await alert.getByText('Out on a hallpass when it started (1):').waitFor();
      await alert.getByText(name(ada)).waitFor();
      await alert.getByText(/restroom · out since .* · Period 2 · Computing/).waitFor();
      await waitForQuietNetwork(teacher);
      await expectNoAxeViolations(teacher, 'Manage Hallpasses during an emergency', manage);
      await shot(teacher, 'manage-on-desktop');

      // The student's open page says to stay where they are, with nothing to buy or press.
      await studentAlert(student).waitFor();
      expect(await student.getByRole('heading', { name: 'Your hallpass is active' }).count()).toBe(0);
      expect(await student.getByRole('button', { name: /Buy a pass/ }).count()).toBe(0);
      expect(await student.getByRole('button', { name: "I'm back" }).count()).toBe(0);
      await expectNoAxeViolations(student, 'The Passes page during an emergency (phone)');
      await shot(student, 'student-on-phone');
      // Refunded in full.
      expect(await balanceOf(ada)).toBe(100);

      // The kiosk shows the staff alert with the name.
      await staffAlert(kiosk).getByText(name(ada)).waitFor();
      await expectNoAxeViolations(kiosk, 'The kiosk during an emergency');
      await shot(kiosk, 'kiosk-on-desktop');

      // Another student opening the page now sees the message, not the form.
      const other = await passesPage(bea, DESKTOP);
      await studentAlert(other).waitFor();
      await shot(other, 'student-on-desktop');

      // Ending it (confirmed) brings the form back on the open pages, live.
      await alert.getByRole('button', { name: 'End emergency' }).click();
      const end = teacher.getByRole('dialog', { name: 'End the emergency?' });
      await end.getByRole('button', { name: 'End emergency', exact: true }).waitFor();
      await expectNoAxeViolations(teacher, 'The End the emergency dialog', end);
      await end.getByRole('button', { name: 'End emergency', exact: true }).click();
      await end.waitFor({ state: 'hidden' });
      await waitForSnackbar(teacher, 'Emergency ended: passes can start again');
      await manage.getByRole('button', { name: 'Start emergency' }).waitFor();
      await student.getByRole('button', { name: `Buy a pass (${PRICE} pts)` }).waitFor();
      expect(await studentAlert(student).count()).toBe(0);
      await staffAlert(kiosk).waitFor({ state: 'hidden' });
      for (const page of [student, kiosk, teacher, other]) await leave(page);
    },
  );

  it(
    "the admin's switch on Manage Teachers: the teacher cannot end it, its end reaches them; axe finds nothing",
    { timeout: 180_000 },
    async () => {
      const [, , cy] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
      // Someone is out, as in a real school day.
      await startPass(cy);
      const { page: admin } = await signedIn(E2E_ADMIN, DESKTOP, '**/admin/teachers*');
      const card = admin.getByRole('region', { name: 'Hall pass emergency' });
      await card.getByRole('button', { name: 'Start emergency' }).click();
      const ask = admin.getByRole('dialog', { name: 'Start an emergency?' });
      await ask.getByText(/every teacher's courses/).waitFor();
      await waitForQuietNetwork(admin);
      await expectNoAxeViolations(admin, "The admin's Start an emergency dialog", ask);
      await ask.getByRole('button', { name: 'Start emergency', exact: true }).click();
      await ask.waitFor({ state: 'hidden' });
      await staffAlert(card)
        .getByText(/in every course of the school/)
        .waitFor();
      await waitForQuietNetwork(admin);
      await expectNoAxeViolations(admin, "Manage Teachers during the school's emergency");
      await shot(admin, 'admin-desktop');
      // A teacher's page says it is the administrator's, and cannot end it.
      const { page: teacher } = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');
      await openLive(teacher, '/teacher/accounts');
      const seen = await openManageHallpasses(teacher);
      await staffAlert(seen).getByText("Only your school's administrator can end it.").waitFor();
      await waitForQuietNetwork(teacher);
      await expectNoAxeViolations(teacher, "Manage Hallpasses during the school's emergency", seen);
      await shot(teacher, 'manage-school-desktop');
      await staffAlert(card).getByRole('button', { name: 'End emergency' }).click();
      const end = admin.getByRole('dialog', { name: 'End the emergency?' });
      await end.getByRole('button', { name: 'End emergency', exact: true }).click();
      await end.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: 'Start emergency' }).waitFor();
      // Reached the teacher's open dialog too.
      await seen.getByRole('button', { name: 'Start emergency' }).waitFor();
      await leave(admin);
      await leave(teacher);
    },
  );
});
