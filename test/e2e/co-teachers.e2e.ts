import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourse } from '../../src/shared/courses';
import { titleAsRead } from '../../src/shared/title-words';
import coursesEn from '../../src/web/features/courses/locales/en';
import sharedClassEn from '../../src/web/features/shared-class/locales/en';
import ordersEn from '../../src/web/features/store/orders/locales/en';
import songsEn from '../../src/web/features/songs/locales/en';
import substitutesEn from '../../src/web/features/substitutes/locales/en';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, openAccordion, PHONE, screenshot, signIn, waitForSnackbar } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';

// P60 in Manage Courses: the course's teacher adds a co-teacher by username (a wrong one is said
// beside the field), the co-teacher finds the course under "Shared with you", and taking them off
// refuses their very next call; then a substitute code is made, shown and ended.
/** The course createSchool makes (test/e2e/school.ts). */
const COURSE = 'Computing';
let browser: Browser;
let owner: TE2ESchool;
let colleague: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createSchool('coown', { students: 2 });
  colleague = await createSchool('coadd', { students: 0 });
  const preset = await apiCall(
    '/api/bonuses',
    'POST',
    { bonus: { description: 'Helped a classmate', amount: 5 } },
    owner.teacher.token,
  );
  expect(preset.status).toBe(201);
});
afterAll(() => browser.close());

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

async function settle(token: string): Promise<void> {
  expect((await apiCall('/api/user', 'PUT', { user: { viewedChanges: true } }, token)).status).toBe(200);
}

/** A teacher as the pages name them to colleagues: their title and last name. */
async function teacherNamed(token: string): Promise<string> {
  const answer = await apiCall('/api/user', 'GET', undefined, token);
  const { user } = (await answer.json()) as { user: { title: string; lastName: string } };
  return `${titleAsRead(user.title)} ${user.lastName}`.trim();
}

/** Opens one of the course's actions (on a phone they are inside the opened course). */
async function courseAction(page: Page, label: string): Promise<void> {
  const summary = page.locator(`[id="course-${owner.course.slug}-summary"]`);
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await openAccordion(summary);
  await page
    .getByRole('button', { name: fill(label, { name: COURSE }) })
    .first()
    .click();
}

describe('co-teachers and substitute codes in Manage Courses (P60)', () => {
  it('adding a co-teacher, who then sees the course as shared, and taking them off', async () => {
    await settle(owner.teacher.token);
    await settle(colleague.teacher.token);
    const name = await teacherNamed(colleague.teacher.token);
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, owner.teacher.username, owner.teacher.password, { landOn: '/teacher/courses' });
    await page.getByRole('heading', { name: coursesEn.manageCourses }).waitFor();

    await courseAction(page, coursesEn.coTeachersFor);
    const dialog = page.getByRole('dialog', { name: new RegExp(COURSE) });
    await dialog.getByText(sharedClassEn.noCoTeachers).waitFor();
    await expectNoAxeViolations(page, 'Co-teachers, none yet', dialog);

    // A username that is no teacher here is said under the field, and nothing is shared.
    await dialog.getByLabel(sharedClassEn.teacherUsername).fill('nobody-here');
    await dialog.getByRole('button', { name: sharedClassEn.addCoTeacher, exact: true }).click();
    await dialog.getByText('Usernames are not teachers here: nobody-here').waitFor();
    await expectNoAxeViolations(page, 'Co-teachers, a wrong username', dialog);

    await dialog.getByLabel(sharedClassEn.teacherUsername).fill(colleague.teacher.username);
    await dialog.getByRole('button', { name: sharedClassEn.addCoTeacher, exact: true }).click();
    await dialog.getByText(name, { exact: true }).waitFor();
    expect(await dialog.getByText(sharedClassEn.noCoTeachers).count()).toBe(0);
    await expectNoAxeViolations(page, 'Co-teachers, one added', dialog);
    await screenshot(page, 'co-teachers-desktop');

    // The colleague finds it under "Shared with you", named with its teacher.
    const other = await newPage(browser, PHONE);
    await signIn(other.page, colleague.teacher.username, colleague.teacher.password, { landOn: '/teacher/courses' });
    const shared = other.page.getByRole('region', { name: coursesEn.sharedWithYou });
    await shared.getByText(new RegExp(COURSE)).waitFor();
    const ownerName = await teacherNamed(owner.teacher.token);
    await shared.getByText(fill(coursesEn.sharedCourseOf, { teacher: ownerName }), { exact: false }).waitFor();
    await expectNoAxeViolations(other.page, 'Manage Courses with a shared course (phone)');
    await screenshot(other.page, 'co-teachers-shared-phone');
    // Its class view: the roster with balances, where the colleague gives the teacher's preset.
    await other.page
      .getByRole('link', { name: fill(coursesEn.openSharedCourse, { name: `Period 2 · ${COURSE}` }) })
      .click();
    await other.page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    const [ada] = owner.students;
    if (!ada) throw new Error('no student');
    const adaName = `${ada.firstName} ${ada.lastName}`;
    await other.page.getByRole('button', { name: fill(substitutesEn.pointsLabel, { name: adaName }) }).click();
    const give = other.page.getByRole('dialog', { name: fill(substitutesEn.giveTitle, { name: adaName }) });
    await give.getByRole('radio', { name: /Helped a classmate/ }).check();
    await expectNoAxeViolations(other.page, 'A shared course, giving a preset (phone)', give);
    await give.getByRole('button', { name: substitutesEn.give, exact: true }).click();
    await give.waitFor({ state: 'hidden' });
    // Its gradebook imports into it (the import is the teacher's own dialog, the course named).
    await other.page.getByRole('button', { name: substitutesEn.importScores }).click();
    const importing = other.page.getByRole('dialog', { name: /Import scores/ });
    await importing.waitFor();
    await expectNoAxeViolations(other.page, 'A shared course, importing scores (phone)', importing);
    await other.page.keyboard.press('Escape');
    await importing.waitFor({ state: 'hidden' });
    // Its song requests and orders are decided here too, under the same course.
    await other.page.getByRole('heading', { name: songsEn.manageTitle }).waitFor();
    await other.page.getByRole('heading', { name: ordersEn.managePurchases }).waitFor();
    await expectNoAxeViolations(other.page, 'A shared course, its class view (phone)');
    await screenshot(other.page, 'co-teacher-class-view-phone');
    const trail = (await (await apiCall('/api/audit', 'GET', undefined, owner.teacher.token)).json()) as {
      entries: Array<{ entity: string; actor: { username: string } | null }>;
    };
    expect(trail.entries.find((e) => e.entity === 'transaction')?.actor?.username).toBe(colleague.teacher.username);

    // The class view in dark, on a laptop.
    expect((await apiCall('/api/user', 'PUT', { user: { darkMode: true } }, colleague.teacher.token)).status).toBe(200);
    const laptop = await newPage(browser, DESKTOP);
    await signIn(laptop.page, colleague.teacher.username, colleague.teacher.password, {
      landOn: `/teacher/shared/${owner.course._id}`,
    });
    await laptop.page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
    await laptop.page.getByText(adaName).first().waitFor();
    await expectNoAxeViolations(laptop.page, 'A shared course, its class view (dark, desktop)');
    await screenshot(laptop.page, 'co-teacher-class-view-dark-desktop');
    await laptop.context.close();
    expect((await apiCall('/api/user', 'PUT', { user: { darkMode: false } }, colleague.teacher.token)).status).toBe(
      200,
    );

    const courses = (await (await apiCall('/api/courses', 'GET', undefined, colleague.teacher.token)).json()) as {
      courses: TCourse[];
    };
    const course = courses.courses.find((c) => c._id === owner.course._id);
    expect(course?.teacher.username).toBe(owner.teacher.username);

    // Acting in the course, the colleague reads its students; taken off, at once they no longer do.
    const inCourse = `/api/scores/all?courseId=${owner.course._id}`;
    const seen = await apiCall(inCourse, 'GET', undefined, colleague.teacher.token);
    expect(((await seen.json()) as { students: unknown[] }).students).toHaveLength(owner.students.length);
    await dialog.getByRole('button', { name: fill(sharedClassEn.removeCoTeacher, { name }) }).click();
    await dialog.getByText(sharedClassEn.noCoTeachers).waitFor();
    await expect
      .poll(async () => (await apiCall(inCourse, 'GET', undefined, colleague.teacher.token)).status)
      .toBe(404);
    // Their open page says so once it looks again.
    await other.page.reload();
    await other.page.getByText(substitutesEn.notShared).waitFor();
    await other.context.close();
    await context.close();
  });

  it('making a substitute code, seeing it, and ending it, on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, owner.teacher.username, owner.teacher.password, { landOn: '/teacher/courses' });
    await courseAction(page, coursesEn.substituteCodeFor);
    const dialog = page.getByRole('dialog', { name: new RegExp(COURSE) });
    await dialog.getByText(sharedClassEn.noCodes).waitFor();
    await dialog.getByRole('button', { name: sharedClassEn.makeCode }).click();
    const code = dialog.getByText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await code.waitFor();
    await dialog.getByText(sharedClassEn.notUsedYet).waitFor();
    await expectNoAxeViolations(page, 'Substitute code made (phone)', dialog);
    await screenshot(page, 'substitute-code-phone');
    const shown = (await code.textContent()) ?? '';
    // The code works at /sub until it is ended.
    const listed = await apiCall(
      `/api/courses/${owner.course.slug}/substitute-codes`,
      'GET',
      undefined,
      owner.teacher.token,
    );
    expect(((await listed.json()) as { codes: Array<{ code: string }> }).codes.map((c) => c.code)).toEqual([shown]);
    await dialog.getByRole('button', { name: fill(sharedClassEn.endCodeNamed, { code: shown }) }).click();
    await waitForSnackbar(page, fill(sharedClassEn.codeEnded, { code: shown }));
    await dialog.getByText(sharedClassEn.noCodes).waitFor();
    const opened = await apiCall('/api/substitutes/session', 'POST', { session: { code: shown, name: 'Mr. Late' } });
    expect(opened.status).toBe(404);
    await context.close();
  });
});
