import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPassReport } from '../../src/shared/hall-report';
import { DESKTOP, dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool, type TE2EStudent } from './school';

// Issue 32: Manage Hallpasses' weekly report. The teacher reads a student's passes, minutes and late
// passes, steps a week back and on, opens a destination's history and prints the report alone.
// (axe checks the report in test/e2e/accessibility-*.e2e.ts, in every theme and width.)
let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('report', {
    students: 2,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: 0,
        maxOut: 0,
        destinations: [
          { name: 'Library', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Restroom', cost: 0, needsApproval: false, maxOut: 0 },
        ],
      },
    },
  });
  const [ada, bo] = school.students as [TE2EStudent, TE2EStudent];
  // Ada: a one-minute pass to the library she is never marked back from (late once its minute is
  // up), and a restroom pass she is back from at once; Bo: a restroom pass, back at once.
  await writePass(ada, 'Library', 1);
  await returned(await writePass(ada, 'Restroom', 5));
  await returned(await writePass(bo, 'Restroom', 5));
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

async function writePass(student: TE2EStudent, destination: string, duration: number): Promise<string> {
  const made = await apiCall(
    '/api/passes',
    'POST',
    { pass: { student: student._id, destination, duration, createdBy: 'Grace Hopper', cost: 0, override: true } },
    school.teacher.token,
  );
  expect(made.status).toBe(201);
  return ((await made.json()) as { pass: { _id: string } }).pass._id;
}

async function returned(id: string): Promise<void> {
  expect((await apiCall(`/api/passes/${id}/return`, 'PUT', { pass: {} }, school.teacher.token)).status).toBe(200);
}

/** Until Ada's one-minute pass has run out: the condition a teacher would wait for, read from the API. */
async function untilAdaIsLate(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await apiCall('/api/passes/report', 'GET', undefined, school.teacher.token);
    const { report } = (await answer.json()) as { report: TPassReport };
    if (report.students.some((s) => s.student._id === school.students[0]!._id && s.late === 1)) return;
    if (Date.now() > deadline) throw new Error('the one-minute pass never ran out');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const shot = (page: Page, name: string) => screenshot(page, `hall-pass-report-${name}`);
const name = (student: TE2EStudent) => `${student.firstName} ${student.lastName}`;

async function teacherPage(viewport = DESKTOP): Promise<Page> {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts*');
  await dismissWhatsNewIfShown(page);
  return page;
}

async function openReport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Update Accounts' }).click();
  await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
  await dialog.getByRole('tab', { name: 'Weekly report' }).click();
  await dialog.getByRole('table', { name: 'Hall passes per student' }).waitFor();
  return dialog;
}

/** A student's row of the report: passes, minutes, late. */
async function countsOf(report: Locator, student: TE2EStudent): Promise<string[]> {
  const row = report.getByRole('row').filter({ hasText: name(student) });
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

describe("Manage Hallpasses' weekly report", () => {
  it('shows counts and minutes, steps a week back and on, opens a destination and prints alone', async () => {
    const [ada, bo] = school.students as [TE2EStudent, TE2EStudent];
    await untilAdaIsLate();
    const page = await teacherPage();
    const manage = await openReport(page);
    const students = manage.getByRole('table', { name: 'Hall passes per student' });
    expect(await countsOf(students, ada)).toEqual(['2', '1', '1']);
    expect(await countsOf(students, bo)).toEqual(['1', '0', '0']);
    await expect(students.getByText('Library 1 · Restroom 1').count()).resolves.toBe(1);
    const week = manage.getByRole('heading', { name: /^Week of / });
    const thisWeek = await week.innerText();
    // This week is the latest: there is no next one yet.
    expect(await manage.getByRole('button', { name: 'Next week' }).isDisabled()).toBe(true);
    await shot(page, 'desktop');

    await manage.getByRole('button', { name: 'Previous week' }).click();
    await manage.getByText('No passes this week').waitFor();
    expect(await week.innerText()).not.toBe(thisWeek);
    await manage.getByRole('button', { name: 'Next week' }).click();
    await students.waitFor();
    expect(await week.innerText()).toBe(thisWeek);

    // The library's history: Ada, its one pass, never marked back.
    await manage.getByRole('button', { name: 'Library: show its passes' }).click();
    const history = manage.getByRole('table', { name: 'Passes to Library' });
    await history.waitFor();
    const rows = history.getByRole('row').filter({ hasText: name(ada) });
    expect(await rows.count()).toBe(1);
    expect(await rows.getByRole('cell').last().innerText()).toBe('Late, not marked back');
    expect(await manage.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Library');
    await shot(page, 'history-desktop');

    // On paper: the report alone, no navigation, tabs or buttons.
    await page.emulateMedia({ media: 'print' });
    const printed = page.getByRole('table', { name: 'Hall passes per student' });
    expect(await printed.isVisible()).toBe(true);
    expect(
      await printed
        .getByRole('row')
        .filter({ hasText: name(ada) })
        .innerText(),
    ).toContain('Library 1 · Restroom 1');
    for (const hidden of [
      page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }),
      page.getByRole('banner', { includeHidden: true }).first(),
      page.getByRole('button', { name: 'Print', includeHidden: true }),
      page.getByRole('button', { name: 'Previous week', includeHidden: true }),
      page.getByRole('tab', { name: 'Weekly report', includeHidden: true }),
      page.getByRole('button', { name: 'Close', includeHidden: true }),
    ]) {
      expect(await hidden.count()).toBeGreaterThan(0);
      expect(await hidden.isVisible()).toBe(false);
    }
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Hall passes, week of /);
    await shot(page, 'print');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
  }, 180_000);
});
