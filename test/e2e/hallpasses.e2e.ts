import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  navLabels,
  newPage,
  screenshot,
  DESKTOP,
  PHONE,
  waitForSnackbar,
  signIn,
} from './browser';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';

// Hallpasses (seed 000 sections 2, 4, 5, 8; seed 001 section 2; P18, P34, P38, P39): a student buys
// a pass and watches it count down, a classmate is refused, the teacher follows, edits and deletes
// it in Manage Hallpasses without reloading, and writes a pass past a warning.
const PRICE = 50;

let browser: Browser;
let school: TE2ESchool;
/** Hallpasses on, but students may not create their own. */
let closed: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('passes', {
    students: 3,
    settings: { hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: PRICE, limit: 3 } },
  });
  for (const student of school.students) await giveBonus(school, student, 500);
  closed = await createSchool('nopasses', {
    students: 1,
    settings: { hallpass: { enabled: true, allowStudentCreation: false } },
  });
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

/** Screenshots go where the others do (test-results/), named after this file's screens. */
function shot(page: Page, name: string): Promise<void> {
  return screenshot(page, `passes-${name}`);
}

async function signedIn(
  account: { username: string; password: string },
  viewport = DESKTOP,
  landing = '**/account*',
): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, account.username, account.password);
  await page.waitForURL(landing);
  await dismissWhatsNewIfShown(page);
  return page;
}

/** A student signed in straight onto their Passes page (one page load, not two). */
async function onPassesPage(account: { username: string; password: string }, viewport = DESKTOP): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, account.username, account.password, { landOn: '/student/passes' });
  await dismissWhatsNewIfShown(page);
  return page;
}

async function openManageHallpasses(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update Accounts' }).click();
  await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
  await dialog.waitFor();
  return dialog;
}

async function timerText(page: Page): Promise<string> {
  return (await page.getByRole('timer').innerText()).trim();
}

async function buyPass(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Buy a pass (${PRICE} pts)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy a hallpass?' });
  await confirm.getByRole('button', { name: 'Buy' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

describe('hallpasses', () => {
  it('a student buys a pass and sees it count down; a classmate is refused; the teacher follows it live, edits and deletes it', async () => {
    const [a, b] = school.students as [TE2EStudent, TE2EStudent];
    const teacher = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');
    const manage = await openManageHallpasses(teacher);
    await manage.getByText('No passes have been created').waitFor();

    const student = await signedIn(a, PHONE);
    expect(await navLabels(student)).toEqual(['Account', 'Passes', 'Settings']);
    await student.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Passes' }).click();
    await student.getByRole('heading', { name: `Passes for ${a.firstName}`, level: 1 }).waitFor();
    await student.getByText('No passes have been created').waitFor();
    await student.getByText('0 of 3').waitFor();
    await student.getByText('500 pts').waitFor();
    await shot(student, 'student-buy-phone');

    await buyPass(student);
    await waitForSnackbar(student, 'Pass created');
    await student.getByText('Your hallpass is active').waitFor();
    const first = await timerText(student);
    expect(first).toMatch(/^[45]:\d\d$/);
    await student.waitForTimeout(2100);
    expect(await timerText(student)).not.toBe(first);
    await student.getByText('1 of 3').waitFor();
    await student.getByRole('table', { name: 'Your hallpasses' }).getByText('restroom').waitFor();
    await shot(student, 'student-active-phone');

    // The teacher's dialog shows the pass without a reload (P38).
    const active = manage.getByRole('table', { name: 'Active hallpasses' });
    await active.getByRole('button', { name: `Edit ${name(a)}'s hallpass` }).waitFor();
    await shot(teacher, 'manage-active-desktop');

    // Classmate B sees before pressing that the hall is full and when a place frees (issue 32):
    // the button waits instead of refusing after the press. The server refuses the same (409).
    const classmate = await onPassesPage(b, DESKTOP);
    const full = classmate.getByRole('status').filter({ hasText: 'The hall is full right now.' });
    await full.waitFor();
    expect(await full.innerText()).toMatch(/1 of 1 out now · a place frees at \d{1,2}:\d\d/);
    expect(await classmate.getByRole('button', { name: `Buy a pass (${PRICE} pts)` }).isDisabled()).toBe(true);
    await shot(classmate, 'student-refused-desktop');

    // The teacher corrects the destination: the student's page follows.
    await manage.getByRole('button', { name: `Edit ${name(a)}'s hallpass` }).click();
    const edit = teacher.getByRole('dialog', { name: 'Edit hallpass' });
    await edit.getByRole('combobox', { name: 'Destination' }).fill('library');
    await edit.getByRole('button', { name: 'Update' }).click();
    await waitForSnackbar(teacher, 'Hallpass updated');
    await active.getByText('library').waitFor();
    await student.getByText(/To library, since/).waitFor();

    // Deleting it refunds the price: A's balance is back to 500 and A may buy again.
    await manage.getByRole('button', { name: `Delete ${name(a)}'s hallpass` }).click();
    const remove = teacher.getByRole('dialog', { name: 'Delete hallpass?' });
    expect(await remove.innerText()).toContain(`${PRICE} pts refunded`);
    await remove.getByRole('button', { name: 'Delete' }).click();
    await waitForSnackbar(teacher, 'Hallpass deleted');
    await manage.getByText('No passes have been created').waitFor();
    await student.getByRole('button', { name: `Buy a pass (${PRICE} pts)` }).waitFor();
    await student.getByText('500 pts').waitFor();
    await student.getByText('0 of 3').waitFor();
  });

  it('the teacher writes a pass from the student view and overrides a warning', async () => {
    const [a, b] = school.students as [TE2EStudent, TE2EStudent];
    const teacher = await signedIn(school.teacher, DESKTOP, '**/teacher/accounts*');

    await teacher.goto(`/teacher/accounts?student=${a.username}`);
    await teacher.getByRole('button', { name: 'Create hallpass' }).click();
    let dialog = teacher.getByRole('dialog', { name: 'Create hallpass' });
    expect(await dialog.getByLabel('Duration (min)').inputValue()).toBe('5');
    expect(await dialog.getByLabel('Created by').inputValue()).toBe('Grace Hopper');
    // A teacher's pass is free unless they charge it (issue 32): the price is one tap away.
    expect(await dialog.getByLabel('Cost (pts)').inputValue()).toBe('0');
    // No destinations listed: the seed's restroom, or Other, typed with the seed's suggestions.
    await dialog.getByRole('combobox', { name: 'Destination' }).click();
    await teacher.getByRole('option', { name: `Other · ${PRICE} pts` }).click();
    const destination = dialog.getByRole('combobox', { name: 'Where to?' });
    await destination.pressSequentially('lib');
    await teacher.getByRole('option', { name: 'library' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForSnackbar(teacher, 'Pass created');
    await dialog.waitFor({ state: 'hidden' });

    // B while A is out: a warning in the teacher's words, then a deliberate 'Create anyway'.
    await teacher.goto(`/teacher/accounts?student=${b.username}`);
    await teacher.getByRole('heading', { name: name(b) }).waitFor();
    await teacher.getByRole('button', { name: 'Create hallpass' }).click();
    dialog = teacher.getByRole('dialog', { name: 'Create hallpass' });
    await dialog.getByRole('button', { name: `Charge their price (${PRICE} pts)` }).click();
    expect(await dialog.getByLabel('Cost (pts)').inputValue()).toBe(String(PRICE));
    await dialog.getByRole('button', { name: 'Create' }).click();
    const warning = dialog.getByRole('alert').filter({ hasText: 'Active Hallpass' });
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`${name(a)} has an active hallpass to library`);
    await shot(teacher, 'teacher-warning-desktop');
    // The decision asked for has the focus; a changed field withdraws the warning, and Create asks again.
    await expect.poll(() => teacher.evaluate(() => document.activeElement?.textContent)).toBe('Create anyway');
    await dialog.getByLabel('Duration (min)').fill('6');
    await warning.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('button', { name: 'Create anyway' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await warning.waitFor();
    await dialog.getByRole('button', { name: 'Create anyway' }).click();
    await waitForSnackbar(teacher, 'Pass created');
    await dialog.waitFor({ state: 'hidden' });

    const passes = (await (await apiCall('/api/passes', 'GET', undefined, school.teacher.token)).json()) as {
      passes: { student: { username: string }; destination: string; cost: number }[];
    };
    expect(passes.passes.map((p) => [p.student.username, p.destination, p.cost])).toEqual([
      [b.username, 'restroom', PRICE],
      [a.username, 'library', 0],
    ]);
  });

  it('a student who may not create passes is told to see the teacher, with no Buy button; empty states; the expired notice', async () => {
    const [student] = closed.students as [TE2EStudent];
    const page = await onPassesPage(student, PHONE);
    await page.getByText('Please see your teacher for a hallpass').waitFor();
    await page.getByText('No passes have been created').waitFor();
    await page.getByText('0 passes · unlimited').waitFor();
    expect(await page.getByRole('button', { name: /Buy a pass/ }).count()).toBe(0);
    await shot(page, 'student-see-teacher-phone');
    // The API agrees (403, the same words).
    const token = await apiLogin(student.username, student.password);
    const refused = await apiCall('/api/passes', 'POST', { pass: {} }, token);
    expect(refused.status).toBe(403);

    // A pass the teacher writes still shows, counts down, and ends in the expired notice (the
    // page's clock is moved on; the page says so at once, without waiting for the server).
    const written = await apiCall(
      '/api/passes',
      'POST',
      { pass: { student: student._id, destination: 'nurse', duration: 1, createdBy: 'Grace Hopper', cost: 0 } },
      closed.teacher.token,
    );
    expect(written.status).toBe(201);
    await page.clock.install();
    await page.goto('/student/passes');
    await page.getByText('Your hallpass is active').waitFor();
    await page.getByText(/To nurse, since/).waitFor();
    await page.clock.fastForward('01:05');
    // Past its minutes the pass is still out until the student is back (P48): I'm back ends it.
    await page.getByText("Your hallpass time is up. Press I'm back when you are in class.").waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.getByRole('button', { name: "I'm back" }).click();
    await page
      .getByText(
        'You are back in class. Your hallpass for today is expired. If you need a new hallpass, please see your teacher.',
      )
      .waitFor();
    await shot(page, 'student-expired-phone');

    const teacher = await signedIn(closed.teacher, PHONE, '**/teacher/accounts*');
    const manage = await openManageHallpasses(teacher);
    // Back in class: the teacher's dialog has it with the earlier passes, nobody out.
    await manage.getByText('Nobody is out on a hallpass right now.').waitFor();
    await manage.getByLabel('Expired hallpasses').getByText(/nurse/).waitFor();
    await shot(teacher, 'manage-phone');
  });
});
