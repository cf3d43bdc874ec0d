import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForSnackbar,
  DESKTOP,
  PHONE,
  signIn,
} from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// P48: hall passes as schools run them. A student asks for a pass the teacher must OK and the
// teacher's Approve reaches their open page; the wait line moves when someone comes back; a student
// leaves the line and is refunded. (axe checks these screens in test/e2e/accessibility-*.e2e.ts.)
const PRICE = 20;

let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('halls', {
    students: 7,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: PRICE,
        waitLine: true,
        maxOut: 1,
        destinations: [
          { name: 'Restroom', cost: PRICE, needsApproval: false, maxOut: 0 },
          { name: 'Counselor', cost: 0, needsApproval: true, maxOut: 0 },
        ],
      },
    },
  });
  for (const student of school.students) await giveBonus(school, student, 100);
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

const shot = (page: Page, name: string) => screenshot(page, `hall-passes-${name}`);
const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

async function signedIn(account: { username: string; password: string }, viewport = DESKTOP, landing = '**/account*') {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, account.username, account.password);
  await page.waitForURL(landing);
  await dismissWhatsNewIfShown(page);
  return page;
}

async function passesPage(student: TE2EStudent, viewport = PHONE): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, student.username, student.password, { landOn: '/student/passes' });
  await dismissWhatsNewIfShown(page);
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

async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('hall passes as schools run them', () => {
  it("the teacher approves a pass live while the student's page is open; the line moves when they are back", async () => {
    const [a, b, c] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const teacher = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');
    const manage = await openManageHallpasses(teacher);

    // A picks the counselor, which the teacher must OK; its price and the OK are said beside it.
    const student = await passesPage(a);
    const counselor = student.getByRole('radio', { name: "Counselor · free · needs your teacher's OK" });
    await counselor.check();
    await student.getByRole('button', { name: 'Ask for a pass (free)' }).click();
    await confirmIn(student, 'Ask for a hallpass?', 'Ask');
    await waitForSnackbar(student, 'Asked your teacher');
    await student.getByRole('heading', { name: 'Waiting for your teacher' }).waitFor();
    await shot(student, 'requested-phone');

    // The request reaches the teacher's open dialog without a reload, and Approve reaches A's page.
    const requests = manage.getByRole('table', { name: 'Passes waiting for your OK' });
    await requests.getByRole('button', { name: `Approve ${name(a)}'s pass to Counselor` }).click();
    await waitForSnackbar(teacher, 'Pass approved');
    await student.getByRole('heading', { name: 'Your hallpass is active' }).waitFor();
    await student.getByRole('timer').waitFor();
    await manage.getByRole('button', { name: `Back in class: ${name(a)}` }).waitFor();
    await shot(teacher, 'approved-desktop');

    // B sees the hall is full and when it frees, and joins the line; their place is said.
    const second = await passesPage(b);
    await second.getByRole('status').filter({ hasText: 'The hall is full: you can join the line.' }).waitFor();
    await second.getByRole('button', { name: `Join the line (${PRICE} pts)` }).click();
    await confirmIn(second, 'Join the line?', 'Join');
    await waitForSnackbar(second, 'You are in line');
    await second.getByText(/You are number 1 in line\./).waitFor();
    await manage
      .getByRole('table', { name: 'Wait line' })
      .getByRole('button', { name: `Edit ${name(b)}'s hallpass` })
      .waitFor();
    await shot(second, 'in-line-phone');

    // C joins behind B, then leaves the line: refunded, the form is back.
    const third = await passesPage(c);
    await third.getByRole('button', { name: `Join the line (${PRICE} pts)` }).click();
    await confirmIn(third, 'Join the line?', 'Join');
    await third.getByText(/You are number 2 in line\./).waitFor();
    await third.getByRole('button', { name: 'Leave the line' }).click();
    await waitForSnackbar(third, `You left the line: ${PRICE} pts returned`);
    await third.getByRole('button', { name: `Join the line (${PRICE} pts)` }).waitFor();

    // A is back: B goes out at once, on B's open page and on the teacher's.
    await student.getByRole('button', { name: "I'm back" }).click();
    await student.getByText(/You are back in class\./).waitFor();
    await second.getByRole('heading', { name: 'Your hallpass is active' }).waitFor();
    await manage.getByRole('button', { name: `Back in class: ${name(b)}` }).waitFor();
    expect(await manage.getByRole('table', { name: 'Wait line' }).count()).toBe(0);
    await shot(second, 'line-moved-phone');

    // The teacher brings B back from Manage Hallpasses: a return on the server, B's page agrees.
    await manage.getByRole('button', { name: `Back in class: ${name(b)}` }).click();
    await manage.getByText('Nobody is out on a hallpass right now.').waitFor();
    await second.getByText(/You are back in class\./).waitFor();

    const passes = (await (await apiCall('/api/passes', 'GET', undefined, school.teacher.token)).json()) as {
      passes: { student: { username: string }; state: string; cost: number }[];
    };
    expect(passes.passes.map((p) => [p.student.username, p.state, p.cost])).toEqual([
      [b.username, 'returned', PRICE],
      [a.username, 'returned', 0],
    ]);
  });
});
