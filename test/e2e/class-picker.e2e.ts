import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, signIn } from './browser';
import { E2E_ADMIN } from './server-setup';
import { apiCall, apiLogin, createSchool, giveBonus, type TE2EStudent } from './school';

/**
 * P40: a student with two teachers signs in once, chooses the class they are in, sees that class's
 * balance, and switches to the other from the top bar; the choice is kept on the device.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Math (school A's "Computing") gives 10 pts; art, a second teacher, enrols the same student in Painting and gives 25. */
async function studentOfTwoTeachers(): Promise<TE2EStudent> {
  const math = await createSchool('pickmath', { students: 1 });
  const [student] = math.students;
  if (!student) throw new Error('no student');
  await giveBonus(math, student, 10);

  const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  const art = { username: `pickart${Date.now() % 1_000_000}`, password: 'teacher-pass-1' };
  const created = await apiCall(
    '/api/users',
    'POST',
    { user: { ...art, firstName: 'Frida', lastName: 'Kahlo', title: 'Ms.' } },
    admin,
  );
  expect(created.status).toBe(201);
  const artToken = await apiLogin(art.username, art.password);
  const course = await apiCall('/api/courses', 'POST', { course: { name: 'Painting', period: 4 } }, artToken);
  const { course: painting } = (await course.json()) as { course: { _id: string } };
  // Adding a student who already has an account enrols them: their password stays theirs.
  const enrolled = await apiCall(
    `/api/users?courseId=${painting._id}`,
    'POST',
    { user: { username: student.username, firstName: 'X', lastName: 'Y', password: 'not-theirs-1' } },
    artToken,
  );
  expect(enrolled.status).toBe(201);
  const { user } = (await enrolled.json()) as { user: { _id: string } };
  const bonus = await apiCall(
    '/api/transactions',
    'POST',
    { transaction: { student: user._id, amount: 25, description: 'Still life', type: 'bonus' } },
    artToken,
  );
  expect(bonus.status).toBe(201);
  return student;
}

const balanceOf = (page: Page) => page.getByRole('group', { name: 'Balance' }).innerText();

async function chooseFromTopBar(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Class: ${from}`) }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(to) }).click();
}

describe('a student with two teachers', () => {
  it('on a phone: chooses a class, sees its balance, switches from the top bar, and the choice is kept', async () => {
    const student = await studentOfTwoTeachers();
    const { page } = await newPage(browser, PHONE);
    await signIn(page, student.username, student.password);
    // What's New waits until the class is chosen: the picker comes first, uncovered.
    await page.getByRole('heading', { name: 'Choose your class' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByText('Your points, store and passes are different in each class.').count())
      .toBe(1);
    await page.getByRole('button', { name: /Painting.*Period 4 · Ms\. Kahlo/ }).waitFor();
    await page.getByRole('button', { name: /Computing.*Period 2 · Hopper/ }).waitFor();
    await expectNoAxeViolations(page, 'class picker, phone, light');
    await screenshot(page, 'class-picker-phone');

    await page.getByRole('button', { name: /Painting/ }).click();
    await page.getByRole('dialog', { name: "What's New" }).waitFor();
    await dismissWhatsNewIfShown(page);
    await page.goto('/student/account');
    await expect.poll(() => balanceOf(page)).toContain('25 pts');
    await screenshot(page, 'class-painting-phone');

    await chooseFromTopBar(page, 'Painting', 'Computing');
    await expect.poll(() => balanceOf(page)).toContain('10 pts');
    await page.reload();
    await expect.poll(() => balanceOf(page)).toContain('10 pts');
    await page.getByRole('button', { name: /^Class: Computing, Period 2/ }).waitFor();
  });

  it('on a laptop, dark: the switch and its menu pass axe, and the other balance follows', async () => {
    const student = await studentOfTwoTeachers();
    const token = await apiLogin(student.username, student.password);
    expect((await apiCall('/api/user', 'PUT', { user: { darkMode: true } }, token)).status).toBe(200);
    const { page } = await newPage(browser, DESKTOP);
    await signIn(page, student.username, student.password);
    await page.getByRole('heading', { name: 'Choose your class' }).waitFor();
    await expectNoAxeViolations(page, 'class picker, desktop, dark');
    await page.getByRole('button', { name: /Computing/ }).click();
    await dismissWhatsNewIfShown(page);
    await page.goto('/student/account');
    await expect.poll(() => balanceOf(page)).toContain('10 pts');
    await page.getByRole('button', { name: /^Class: Computing/ }).click();
    await page.getByRole('menu').waitFor();
    await expectNoAxeViolations(page, 'class switch menu, desktop, dark');
    await screenshot(page, 'class-switch-menu-desktop-dark');
    await page.getByRole('menuitemradio', { name: /Painting/ }).click();
    await expect.poll(() => balanceOf(page)).toContain('25 pts');
  });
});
