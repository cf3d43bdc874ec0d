import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, closeWhatsNew, launchBrowser, newPage, screenshot, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';

/**
 * Issue 28: points in one tap. Manage Accounts' class view shows every student as a tile; a tap
 * opens the presets, one more gives it; several students get one preset at once; Undo takes it
 * back through the kernel with its audit entry; a second device sees the balances move; the course
 * and the view stay chosen across tabs and reloads (in the address when chosen, and remembered by
 * the device for a bare address).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type TScene = { school: TE2ESchool; secondCourse: { _id: string; slug: string } };

/** A class of six with a bonus and a fine preset, and a second course the memory test switches to. */
async function makeScene(): Promise<TScene> {
  const school = await createSchool('tiles', { students: 6, settings: { fines: { enabled: true } } });
  const token = school.teacher.token;
  expect(
    (await apiCall('/api/bonuses', 'POST', { bonus: { description: 'Helping out', amount: 5 } }, token)).status,
  ).toBe(201);
  expect((await apiCall('/api/fines', 'POST', { fine: { description: 'Late', amount: 2 } }, token)).status).toBe(201);
  const made = await apiCall('/api/courses', 'POST', { course: { name: 'Robotics', period: 5 } }, token);
  expect(made.status).toBe(201);
  const { course } = (await made.json()) as { course: { _id: string; slug: string } };
  const added = await apiCall(
    `/api/users?courseId=${course._id}`,
    'POST',
    {
      user: { username: `8${Date.now() % 1_000_000}`, firstName: 'Alan', lastName: 'Turing', password: 'enigma-1939' },
    },
    token,
  );
  expect(added.status).toBe(201);
  return { school, secondCourse: course };
}

async function balanceOf(school: TE2ESchool, username: string): Promise<number> {
  const response = await apiCall(`/api/scores?username=${username}`, 'GET', undefined, school.teacher.token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { totals: { balance: number } }).totals.balance;
}

function tile(page: Page, name: string) {
  return page.getByRole('list', { name: 'Students' }).getByRole('button', { name: new RegExp(`^${name} `) });
}

async function walkTheClassView(viewport: typeof PHONE, mode: 'light' | 'dark', label: string): Promise<void> {
  const { school, secondCourse } = await makeScene();
  const [ada1, ...others] = school.students;
  if (!ada1) throw new Error('the scene has six students');
  if (mode === 'dark')
    expect((await apiCall('/api/user', 'PUT', { user: { darkMode: true } }, school.teacher.token)).status).toBe(200);

  const { page } = await newPage(browser, viewport);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts**');
  await closeWhatsNew(page);

  // The Computing course (period 2), then the class view: both land in the address.
  await page.getByLabel('Select a course').selectOption({ label: 'Period 2 · Computing' });
  await page.getByRole('button', { name: 'Class view' }).click();
  await page.waitForURL(`**/teacher/accounts?course=${school.course.slug}&view=class`);
  await tile(page, 'Ada1 Lovelace').getByText('0 pts').waitFor();
  expect(await page.getByRole('list', { name: 'Students' }).getByRole('listitem').count()).toBe(6);
  await expectNoAxeViolations(page, `${label} class view`);
  await screenshot(page, `class-view-${label}`);

  // A second device (the teacher's laptop) watches the same class.
  const watcher = await newPage(browser, DESKTOP);
  await signIn(watcher.page, school.teacher.username, school.teacher.password, {
    landOn: `/teacher/accounts?course=${school.course.slug}&view=class`,
  });
  await tile(watcher.page, 'Ada1 Lovelace').getByText('0 pts').waitFor();

  // One bonus: two taps.
  await tile(page, 'Ada1 Lovelace').click();
  const sheet = page.getByRole('dialog', { name: 'Give points to Ada1 Lovelace' });
  await sheet.getByRole('heading', { name: 'Fines' }).waitFor();
  await expectNoAxeViolations(page, `${label} give points`, sheet);
  await screenshot(page, `class-view-sheet-${label}`);
  await sheet.getByRole('button', { name: /Helping out\s*\+5 pts/ }).click();
  await sheet.waitFor({ state: 'hidden' });
  const snack = page.locator('.cm-snackbar').filter({ hasText: 'Bonus added: Helping out, +5 pts for Ada1 Lovelace' });
  await snack.waitFor();
  await tile(page, 'Ada1 Lovelace').getByText('5 pts').waitFor();
  expect(await balanceOf(school, ada1.username)).toBe(5);
  // The other device hears it (P38) without a reload.
  await tile(watcher.page, 'Ada1 Lovelace').getByText('5 pts').waitFor();

  // Undo takes it back through the kernel, and the audit trail keeps the deletion.
  await snack.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.cm-snackbar').filter({ hasText: 'Bonus undone' }).waitFor();
  await tile(page, 'Ada1 Lovelace').getByText('0 pts').waitFor();
  await tile(watcher.page, 'Ada1 Lovelace').getByText('0 pts').waitFor();
  expect(await balanceOf(school, ada1.username)).toBe(0);
  const audit = await apiCall(`/api/audit?username=${ada1.username}`, 'GET', undefined, school.teacher.token);
  const { entries } = (await audit.json()) as { entries: { action: string; entity: string }[] };
  expect(entries.some((entry) => entry.action === 'delete')).toBe(true);

  // One bonus for five students: Select several, five tiles, Give points, the preset.
  await page.getByRole('button', { name: 'Select several' }).click();
  for (const student of others) await tile(page, `${student.firstName} Lovelace`).click();
  await page.getByRole('status').filter({ hasText: '5 students selected' }).waitFor();
  expect(await tile(page, 'Ada2 Lovelace').getAttribute('aria-pressed')).toBe('true');
  await expectNoAxeViolations(page, `${label} selecting`);
  await screenshot(page, `class-view-selecting-${label}`);
  await page.getByRole('button', { name: 'Give points' }).click();
  const many = page.getByRole('dialog', { name: 'Give points to 5 students' });
  await many.getByRole('button', { name: /Helping out\s*\+5 pts/ }).click();
  await many.waitFor({ state: 'hidden' });
  await page.locator('.cm-snackbar').filter({ hasText: 'Bonus added: Helping out, +5 pts for 5 students' }).waitFor();
  for (const student of others) {
    await tile(page, `${student.firstName} Lovelace`).getByText('5 pts').waitFor();
    expect(await balanceOf(school, student.username)).toBe(5);
  }
  expect(await balanceOf(school, ada1.username)).toBe(0);
  // Giving ends the selection.
  await page.getByRole('button', { name: 'Select several' }).waitFor();

  // A fine, when fines are on.
  await tile(page, 'Ada2 Lovelace').click();
  await page
    .getByRole('dialog', { name: 'Give points to Ada2 Lovelace' })
    .getByRole('button', { name: /Late\s*−2 pts/ })
    .click();
  await page.locator('.cm-snackbar').filter({ hasText: 'Fine added: Late, −2 pts for Ada2 Lovelace' }).waitFor();
  await tile(page, 'Ada2 Lovelace').getByText('3 pts').waitFor();

  // The course and the view stay chosen: another tab and back, a reload, a bare address.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/teacher/settings');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Accounts' }).click();
  await page.waitForURL('**/teacher/accounts');
  await tile(page, 'Ada2 Lovelace').getByText('3 pts').waitFor();
  expect(await page.getByLabel('Select a course').inputValue()).toBe(school.course._id);
  await page.getByLabel('Select a course').selectOption({ label: 'Period 5 · Robotics' });
  await page.waitForURL(`**/teacher/accounts?course=${secondCourse.slug}&view=class`);
  await tile(page, 'Alan Turing').waitFor();
  await page.goto('/teacher/accounts');
  await tile(page, 'Alan Turing').getByText('0 pts').waitFor();
  expect(page.url()).toMatch(/\/teacher\/accounts$/);
  expect(await page.getByLabel('Select a course').inputValue()).toBe(secondCourse._id);

  // The student list is a tap away, and is remembered too.
  await page.getByRole('button', { name: 'Student list' }).click();
  await page.waitForURL(`**/teacher/accounts?course=${secondCourse.slug}&view=list`);
  await page.reload();
  await page
    .getByRole('list', { name: 'Students' })
    .getByRole('button', { name: /Turing, Alan/ })
    .waitFor();
  await watcher.context.close();
}

describe('the class view: points in one tap (issue 28)', () => {
  it('on a phone, light: two taps for a bonus, Undo, five students at once, a fine; the course and view are remembered', async () => {
    await walkTheClassView(PHONE, 'light', 'phone-light');
  });

  it('on a laptop, dark: the same journey', async () => {
    await walkTheClassView(DESKTOP, 'dark', 'desktop-dark');
  });
});
