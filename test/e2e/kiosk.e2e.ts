import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, DESKTOP, PHONE, signIn } from './browser';
import { apiCall, apiLogin, createSchool, type TE2EStudent, type TE2ESchool } from './school';

// P26, P38: the hallpass kiosk (/teacher/kiosk) on the classroom screen, with a fresh school.

let browser: Browser;
let school: TE2ESchool;
let otherCourse: { _id: string; student: TE2EStudent };

async function teacherApi(path: string, method: string, body?: unknown): Promise<Response> {
  return apiCall(path, method, body, school.teacher.token);
}

/** The teacher writes a free pass, past any warning (P34), as the pass dialog would. */
async function writePass(student: TE2EStudent, destination: string, duration: number): Promise<string> {
  const response = await teacherApi('/api/passes', 'POST', {
    pass: { student: student._id, destination, duration, createdBy: 'Ms. Hopper', cost: 0, override: true },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { pass: { _id: string } }).pass._id;
}

async function removePass(id: string): Promise<void> {
  expect((await teacherApi(`/api/passes/${id}`, 'DELETE')).status).toBe(204);
}

/** Every pass of today, deleted: each test starts with nobody out. */
async function clearPasses(): Promise<void> {
  const { passes } = (await (await teacherApi('/api/passes', 'GET')).json()) as { passes: { _id: string }[] };
  for (const pass of passes) await removePass(pass._id);
}

async function signInTeacher(page: Page): Promise<void> {
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
}

/** Opens the kiosk and waits until its event stream answers, so no live event can slip by. */
async function openKiosk(page: Page, query = ''): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(`/teacher/kiosk${query}`);
  await page.getByRole('heading', { level: 1, name: 'Out on a hallpass' }).waitFor();
  expect((await stream).status()).toBe(200);
}

const board = (page: Page) => page.getByRole('list', { name: 'Students out on a hallpass' });
const card = (page: Page, name: string) => board(page).getByRole('listitem', { name });
const everyoneIn = (page: Page) => page.getByText('Everyone is in class');
const announcement = (page: Page) => page.getByRole('status');

/** Screenshots go where the others do (test-results/), named after this file's screens. */
function shot(page: Page, name: string): Promise<void> {
  return screenshot(page, `kiosk-${name}`);
}

/**
 * Signs the kiosk's browser out, then closes it: a person keeps at most ten sessions (the oldest
 * ends beyond that), and this file signs the teacher in on many screens, beside the API's token.
 */
async function leave(context: BrowserContext): Promise<void> {
  const [page] = context.pages();
  if (page) await page.request.post('/api/users/logout');
  await context.close();
}

async function signedInKiosk(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await signInTeacher(opened.page);
  await openKiosk(opened.page);
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('kiosk', {
    students: 3,
    settings: { hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: 0, defaultDuration: 5 } },
  });
  const course = await teacherApi('/api/courses', 'POST', { course: { name: 'Robotics', period: 5 } });
  expect(course.status).toBe(201);
  const { course: made } = (await course.json()) as { course: { _id: string } };
  const student = {
    username: `8${Date.now() % 1_000_000}`,
    firstName: 'Alan',
    lastName: 'Turing',
    password: 'enigma-1912',
  };
  const added = await teacherApi(`/api/users?courseId=${made._id}`, 'POST', { user: student });
  expect(added.status).toBe(201);
  const { user } = (await added.json()) as { user: { _id: string } };
  otherCourse = { _id: made._id, student: { ...student, _id: user._id } };
});
afterAll(() => browser.close());

describe('the hallpass kiosk', () => {
  it('opens from the Kiosk link of the top bar in a new tab, calm when nobody is out', async () => {
    await clearPasses();
    const { context, page } = await newPage(browser);
    await signInTeacher(page);
    const link = page.getByRole('link', { name: 'Kiosk (opens in a new tab)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    await shot(page, 'teacher-top-bar-desktop');
    // A phone's top bar has no room for it, and a phone is not the classroom screen.
    await page.setViewportSize(PHONE);
    await shot(page, 'teacher-top-bar-phone');
    expect(await link.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    const [kiosk] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await kiosk.getByRole('heading', { level: 1, name: 'Out on a hallpass' }).waitFor();
    await everyoneIn(kiosk).waitFor();
    expect(new URL(kiosk.url()).pathname).toBe('/teacher/kiosk');
    // No app frame on the classroom screen.
    expect(await kiosk.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await kiosk.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await leave(context);
  });

  it('shows a pass a student buys without a reload, with its destination and a ticking timer; a deleted pass leaves live', async () => {
    await clearPasses();
    const { context, page } = await signedInKiosk();
    await everyoneIn(page).waitFor();
    const ada = school.students[0]!;
    const started = Date.now();
    const bought = await apiCall('/api/passes', 'POST', { pass: {} }, await apiLogin(ada.username, ada.password));
    expect(bought.status).toBe(201);
    const { pass } = (await bought.json()) as { pass: { _id: string } };

    const row = card(page, 'Ada1 L.');
    await row.waitFor();
    // Well before the minute's safety refetch: the live event brought it.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await row.innerText()).toContain('Restroom');
    expect(await row.innerText()).toContain('Out since');
    expect(await row.innerText()).toContain('Time left');
    const timer = row.getByRole('timer');
    const first = await timer.innerText();
    expect(first).toMatch(/^[45]:\d\d$/);
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
    // The ticking number is not a live region; the arrival is announced politely, once.
    expect(await timer.getAttribute('aria-live')).toBeNull();
    expect(await announcement(page).getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => announcement(page).innerText()).toBe('Ada1 L. is out: restroom.');
    expect(await page.getByText('1 student out').count()).toBe(1);

    await removePass(pass._id);
    await everyoneIn(page).waitFor();
    await expect.poll(() => announcement(page).innerText()).toBe('Ada1 L. is off the board.');
    await leave(context);
  });

  it("turns a pass past its minutes to 'Overdue', counting up, until the teacher marks the student back", async () => {
    await clearPasses();
    const { context, page } = await newPage(browser);
    // The browser's clock runs on its own, so the test can jump past the pass's minute.
    await context.clock.install();
    await signInTeacher(page);
    await openKiosk(page);
    await everyoneIn(page).waitFor();
    await writePass(school.students[1]!, 'library', 1);
    const row = card(page, 'Ada2 L.');
    await row.waitFor();
    expect(await row.innerText()).not.toContain('Overdue');

    await page.clock.fastForward('01:30');
    await row.getByText('Overdue', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('Overdue by');
    await expect.poll(() => row.getByRole('timer').innerText()).toMatch(/^\+0:[23]\d$/);
    await expect.poll(() => announcement(page).innerText()).toBe('Ada2 L. is overdue.');
    await shot(page, 'kiosk-overdue-desktop');

    await row.getByRole('button', { name: 'Back in class: Ada2 L.' }).click();
    await everyoneIn(page).waitFor();
    // The mark holds over a reload of the board (this tab).
    await page.reload();
    await everyoneIn(page).waitFor();
    await leave(context);
  });

  it('picks one course or all of them, remembered in the address', async () => {
    await clearPasses();
    await writePass(school.students[2]!, 'office', 10);
    await writePass(otherCourse.student, 'gym', 15);
    const { context, page } = await signedInKiosk();
    await card(page, 'Ada3 L.').waitFor();
    await card(page, 'Alan T.').waitFor();
    expect(await card(page, 'Alan T.').innerText()).toContain('Period 5');

    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'Period 5 · Robotics' }).click();
    await page.waitForURL(`**/teacher/kiosk?courseId=${otherCourse._id}`);
    await board(page).getByRole('listitem').first().waitFor();
    await expect.poll(() => board(page).getByRole('listitem').count()).toBe(1);
    await card(page, 'Alan T.').waitFor();
    await page.reload();
    await card(page, 'Alan T.').waitFor();
    expect(await card(page, 'Ada3 L.').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Course' }).innerText()).toContain('Robotics');
    await leave(context);
  });

  it('reconnects its event stream after it drops and while the server is away, and stays live', async () => {
    await clearPasses();
    const { context, page } = await newPage(browser);
    await signInTeacher(page);
    let attempts = 0;
    // The first stream ends at once (a server restart), the next attempt finds nobody (the server
    // away); the third reaches the server again.
    // The first stream of a page opened directly asks `?since=` the time its data was read.
    await page.route(/\/api\/events(\?|$)/, async (route) => {
      attempts += 1;
      if (attempts === 1)
        await route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 500\n\n' });
      else if (attempts === 2) await route.abort('connectionrefused');
      else await route.fallback();
    });
    const reached = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && attempts >= 3,
      { timeout: 30_000 },
    );
    await page.goto('/teacher/kiosk');
    await everyoneIn(page).waitFor();
    await reached;
    const started = Date.now();
    await writePass(school.students[0]!, 'counselor', 10);
    await card(page, 'Ada1 L.').waitFor();
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(attempts).toBeGreaterThanOrEqual(3);
    await leave(context);
  });

  it('goes to the login page when the session ends', async () => {
    await clearPasses();
    const { context, page } = await signedInKiosk();
    await everyoneIn(page).waitFor();
    // The session is gone (signed out elsewhere): the next refresh is answered 401.
    await context.clearCookies();
    await writePass(school.students[1]!, 'nurse', 5);
    await page.waitForURL('**/login', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await leave(context);
  });
});
