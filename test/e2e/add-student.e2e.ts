import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import coursesEn from '../../src/web/features/courses/locales/en';
import { coursesText } from '../../src/web/features/courses/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, openAccordion, PHONE, screenshot, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';
import { spanishOf } from '../support/catalogue-files';

const coursesEs = await spanishOf(coursesText);

// Issue 42 item 10 (P40): the Add student dialog recognises a number a student already has, says
// they keep their password, and asks for nothing else; a new number still needs names and a password.
let browser: Browser;
let school: TE2ESchool;
let elsewhere: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('addst', { students: 0 });
  elsewhere = await createSchool('addot', { students: 2 });
});
afterAll(() => browser.close());

async function settle(token: string, extra: Record<string, unknown> = {}): Promise<void> {
  expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true, ...extra } }, token)).status).toBe(200);
}

async function openAddStudent(page: Page, addStudentTo: string, title: string) {
  const summary = page.locator(`[id="course-${school.course.slug}-summary"]`);
  // Open once: a second click would close it again.
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await openAccordion(summary);
  await page
    .getByRole('button', { name: addStudentTo.replace('{name}', 'Computing') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('Add student (P40)', () => {
  it('asks a known number for nothing else and a new one for names and a password', async () => {
    await settle(school.teacher.token);
    const [known] = elsewhere.students;
    if (!known) throw new Error('no student');
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, school.teacher.username, school.teacher.password, { landOn: '/teacher/courses' });
      await page.getByRole('heading', { name: coursesEn.manageCourses }).waitFor();
      let dialog = await openAddStudent(page, coursesEn.addStudentTo, coursesEn.addStudent);
      // A new number: names and a password are asked, and each says it is missing.
      await dialog.getByLabel(coursesEn.username).fill(`9${Date.now() % 10_000_000}`);
      await dialog.getByRole('button', { name: coursesEn.add, exact: true }).click();
      await expect.poll(() => dialog.getByText(/^Required/).count()).toBe(3);
      await expectNoAxeViolations(page, `Add student, a new number (${name})`, dialog);
      await screenshot(page, `add-student-new-${name}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      if (name === 'phone') {
        await context.close();
        continue;
      }
      dialog = await openAddStudent(page, coursesEn.addStudentTo, coursesEn.addStudent);
      await dialog.getByLabel(coursesEn.username).fill(known.username);
      await dialog.getByText(coursesEn.hasAccount).waitFor();
      expect(await dialog.getByLabel(coursesEn.firstName).count()).toBe(0);
      expect(await dialog.getByLabel(coursesEn.password, { exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `Add student, a known number (${name})`, dialog);
      await screenshot(page, `add-student-known-${name}`);
      await dialog.getByRole('button', { name: coursesEn.add, exact: true }).click();
      await page.getByText(coursesEn.studentAdded).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // They are in the course with their own names, and can still sign in with their own password.
      await page.getByText(known.lastName).first().waitFor();
      const signedIn = await apiCall('/api/users/login', 'POST', {
        user: { username: known.username, password: known.password },
      });
      expect(signedIn.status).toBe(200);
      await context.close();
    }
  });

  it('says it in Spanish, in the dark theme too', async () => {
    await settle(school.teacher.token, { darkMode: true });
    const known = elsewhere.students[1];
    if (!known) throw new Error('no student');
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'es-MX' });
    await signIn(page, school.teacher.username, school.teacher.password, { landOn: '/teacher/courses' });
    await page.getByRole('heading', { name: coursesEs.manageCourses }).waitFor();
    const dialog = await openAddStudent(page, coursesEs.addStudentTo, coursesEs.addStudent);
    await dialog.getByLabel(coursesEs.username).fill(known.username);
    await dialog.getByText(coursesEs.hasAccount).waitFor();
    await expectNoAxeViolations(page, 'Add student, a known number, in Spanish (dark)', dialog);
    await screenshot(page, 'add-student-known-spanish-dark');
    await context.close();
    await settle(school.teacher.token, { darkMode: false });
  });
});
