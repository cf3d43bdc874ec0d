import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from './server';
import { closeWhatsNew, launchBrowser, newPage, screenshot, waitForSnackbar, signIn } from './browser';

const stamp = Date.now() % 100000;
const TEACHER = { username: `chem${stamp}`, password: 'teacher-pass-1' };
// Student numbers of this run, so reruns against one server never collide.
const base = 40000000 + stamp * 10;
const STUDENTS = [
  { username: String(base + 1), firstName: 'Marie', lastName: 'Curie', password: 'radium-1898' },
  { username: String(base + 2), firstName: 'Dmitri', lastName: 'Mendeleev', password: 'periodic-1869' },
  { username: String(base + 3), firstName: 'Rosalind', lastName: 'Franklin', password: 'photo-51-dna' },
];
let browser: Browser;

async function api(path: string, method: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${serverUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The admin adds the teacher and the teacher turns fines on, both through the API. */
async function prepareTeacher(): Promise<void> {
  const admin = (await (
    await api('/api/users/login', 'POST', { user: { username: 'admin', password: 'e2e-admin-pass' } })
  ).json()) as {
    user: { token: string };
  };
  const created = await api(
    '/api/users',
    'POST',
    { user: { ...TEACHER, firstName: 'Lise', lastName: 'Meitner' } },
    admin.user.token,
  );
  expect(created.status).toBe(201);
  const teacher = (await (await api('/api/users/login', 'POST', { user: TEACHER })).json()) as {
    user: { token: string };
  };
  const saved = await api('/api/user/settings', 'PUT', { settings: { fines: { enabled: true } } }, teacher.user.token);
  expect(saved.status).toBe(200);
}

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

beforeAll(async () => {
  browser = await launchBrowser();
  await prepareTeacher();
});
afterAll(() => browser.close());

describe('the points economy, end to end', () => {
  it('a teacher builds a class, grades it and awards points; a student sees the right balance', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, TEACHER.username, TEACHER.password);
    await page.waitForURL('**/teacher/accounts');
    await closeWhatsNew(page);
    await page.getByText('You must create a course before continuing').waitFor();

    // A course, then its students from a CSV file.
    await page.goto('/teacher/courses');
    await page.getByText('You have no courses').waitFor();
    await page.getByRole('button', { name: 'Add course' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Chemistry');
    await dialog.getByLabel('Period').fill('4');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await waitForSnackbar(page, 'Course added');

    await page.getByRole('button', { name: 'Import students to Chemistry' }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Student file')
      .setInputFiles(
        csvFile('students.csv', [
          'username,firstName,lastName,password',
          ...STUDENTS.map((s) => `${s.username},${s.firstName},${s.lastName},${s.password}`),
        ]),
      );
    await dialog.getByRole('button', { name: 'Import 3 students' }).click();
    await waitForSnackbar(page, 'Students imported');
    await page
      .getByRole('alert', { name: 'Import result' })
      .getByText(/3 students imported/)
      .waitFor();
    await screenshot(page, 'teacher-courses-imported');

    // A gradebook: Curie 10/10 (1,200 pts), Mendeleev 8/10 (800), Franklin 6/10 (0).
    await page.goto('/teacher/accounts');
    await page.getByLabel('Select a course').selectOption({ label: 'Period 4 · Chemistry' });
    await page.getByRole('button', { name: 'Update Accounts' }).click();
    await page.getByRole('menuitem', { name: 'Import scores' }).click();
    dialog = page.getByRole('dialog', { name: /Import scores/ });
    await dialog.getByLabel('Gradebook format').click();
    await page.getByRole('option', { name: 'Any spreadsheet (generic)' }).click();
    await dialog
      .getByLabel('Gradebook file')
      .setInputFiles(
        csvFile('gradebook.csv', [
          'Student Number,Last Name,First Name,Titration Lab',
          'Points Possible,,,10',
          `${STUDENTS[0]!.username},Curie,Marie,10`,
          `${STUDENTS[1]!.username},Mendeleev,Dmitri,8`,
          `${STUDENTS[2]!.username},Franklin,Rosalind,6`,
        ]),
      );
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('table', { name: 'Points before and after the import' }).waitFor();
    await screenshot(page, 'teacher-gradebook-preview');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await waitForSnackbar(page, 'Scores imported');

    // A bonus to two students at once, then a fine to one.
    await page.getByRole('button', { name: 'Update Accounts' }).click();
    await page.getByRole('menuitem', { name: 'Add Bonuses' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Bonuses' });
    const add = dialog.getByRole('button', { name: /^Add/ });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Curie, Marie').check();
    await dialog.getByLabel('Mendeleev, Dmitri').check();
    await dialog.getByLabel('Amount').fill('50');
    await dialog.getByLabel('Description').fill('Great teamwork');
    await add.click();
    await waitForSnackbar(page, 'Bonus added');

    await page.goto(`/teacher/accounts?student=${STUDENTS[0]!.username}`);
    await page.getByRole('button', { name: 'Add fine' }).click();
    dialog = page.getByRole('dialog', { name: 'Add fine' });
    await dialog.getByLabel('Amount').fill('20');
    await dialog.getByLabel('Description').fill('Late to lab');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await waitForSnackbar(page, 'Fine added');
    await expect.poll(() => page.getByRole('group', { name: 'Balance' }).innerText()).toContain('1,230 pts');

    // A correction is kept in the change history (P13).
    await page.getByRole('button', { name: 'Edit transactions' }).click();
    await page.getByRole('button', { name: 'Edit transaction: Late to lab' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await waitForSnackbar(page, 'Transaction updated');
    await expect.poll(() => page.getByRole('group', { name: 'Balance' }).innerText()).toContain('1,225 pts');
    await screenshot(page, 'teacher-student-view');
    await page.getByRole('button', { name: 'Change history' }).click();
    dialog = page.getByRole('dialog', { name: 'Change history' });
    await dialog.getByText('Transaction updated').waitFor();
    await dialog.getByText('Amount: 20 pts → 25 pts').waitFor();
    await context.close();

    // The student signs in and sees 1,200 + 50 - 25 = 1,225 pts, and the notifications.
    const student = await newPage(browser, { width: 390, height: 844 });
    await signIn(student.page, STUDENTS[0]!.username, STUDENTS[0]!.password);
    await student.page.waitForURL('**/student/account');
    await closeWhatsNew(student.page);
    await expect.poll(() => student.page.getByRole('group', { name: 'Balance' }).innerText()).toContain('1,225 pts');
    await student.page.getByText('Titration Lab').first().waitFor();
    await student.page.getByText('Great teamwork').first().waitFor();
    await screenshot(student.page, 'student-balance-phone');
    await student.context.close();
  });
});
