import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import boardEn from '../../src/web/features/hallpasses/kiosk/locales/en';
import { kioskBoardText } from '../../src/web/features/hallpasses/kiosk/texts';
import { expectNoAxeViolations } from './axe';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForQuietNetwork,
  DESKTOP,
  PHONE,
  signIn,
} from './browser';
import { apiCall, createSchool, type TE2ESchool, type TE2EStudent } from './school';
import { spanishOf } from '../support/catalogue-files';

const boardEs = await spanishOf(kioskBoardText);

// Issue 42, item 11, on the teacher's own board (/teacher/kiosk, P26): an emergency (P50) that ends
// a pass says the pass was stopped, never that the student is back in class nor that everyone is
// in class (they are in the hall), in English and Spanish; once it ends, that message goes.
let browser: Browser;
let school: TE2ESchool;
const catalogues = { en: boardEn, es: boardEs };

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('kioskemerg', {
    students: 3,
    settings: { hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: 0, maxOut: 0 } },
  });
});
afterAll(async () => {
  // Whatever happened, no emergency outlives this file: the other files' passes must start.
  await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: false } }, school.teacher.token);
  await teacher({ language: 'en', darkMode: false });
  await browser.close();
});

const shortName = (student: TE2EStudent) => `${student.firstName} ${student.lastName.charAt(0)}.`;
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** Everything the board's live region says now (only a screen reader hears it). */
const spoken = (page: Page) =>
  page
    .getByRole('status')
    .allTextContents()
    .then((texts) => texts.join(' '));

async function teacher(user: { language?: 'en' | 'es'; darkMode?: boolean }): Promise<void> {
  expect((await apiCall('/api/user', 'PUT', { user }, school.teacher.token)).status).toBe(200);
}

async function emergency(on: boolean): Promise<void> {
  const answer = await apiCall('/api/passes/emergency', 'PUT', { emergency: { on } }, school.teacher.token);
  expect(answer.status).toBe(200);
}

/** A free pass the teacher writes, past any warning, as the pass dialog would. */
async function writePass(student: TE2EStudent): Promise<void> {
  const pass = { student: student._id, destination: 'restroom', duration: 10, createdBy: 'Ms. Hopper', cost: 0 };
  const made = await apiCall('/api/passes', 'POST', { pass: { ...pass, override: true } }, school.teacher.token);
  expect(made.status).toBe(201);
}

/** The teacher's board, signed in, its event stream open so no live event slips by. */
async function board(viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts*');
  await dismissWhatsNewIfShown(page);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/teacher/kiosk');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect((await stream).status()).toBe(200);
  return page;
}

/** Signs the browser out, then closes it: a person keeps at most ten sessions. */
async function leave(page: Page): Promise<void> {
  await page.request.post('/api/users/logout').catch(() => undefined);
  await page.context().close();
}

describe("the teacher's kiosk board during an emergency (issue 42)", () => {
  for (const language of ['en', 'es'] as const) {
    it(`says a pass the emergency ended was stopped, and nothing of it once it ends (${language})`, async () => {
      const text = catalogues[language];
      const student = school.students[language === 'en' ? 0 : 1]!;
      const name = shortName(student);
      await emergency(false);
      await teacher({ language });
      const page = await board();
      await page.getByText(text.everyoneIn).waitFor();
      await writePass(student);
      await page.getByRole('listitem', { name }).waitFor();

      await emergency(true);
      const stopped = fill(text.isStopped, { name });
      await expect.poll(() => spoken(page)).toContain(stopped);
      expect(await spoken(page)).not.toContain(fill(text.isBack, { name }));
      // Nobody is out on a pass, but the student is in the hall: not 'Everyone is in class'.
      await page.getByText(text.passesStopped).waitFor();
      expect(await page.getByText(text.everyoneIn).count()).toBe(0);
      await screenshot(page, `kiosk-board-emergency-stopped-${language}`);

      await emergency(false);
      await page.getByText(text.everyoneIn).waitFor();
      await expect.poll(() => spoken(page)).not.toContain(stopped);
      expect(await spoken(page)).not.toContain(fill(text.isBack, { name }));
      expect(await page.getByText(text.passesStopped).count()).toBe(0);
      await leave(page);
    });
  }

  // One look, the dark phone (the journeys above are light laptops): a state only this file reaches.
  it('axe finds nothing on the stopped board, dark on a phone', async () => {
    await emergency(false);
    await teacher({ language: 'en', darkMode: true });
    const student = school.students[2]!;
    const page = await board(PHONE);
    await page.getByText(boardEn.everyoneIn).waitFor();
    await writePass(student);
    await page.getByRole('listitem', { name: shortName(student) }).waitFor();
    await emergency(true);
    await expect.poll(() => spoken(page)).toContain(fill(boardEn.isStopped, { name: shortName(student) }));
    await page.getByText(boardEn.passesStopped).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, "the teacher's kiosk, a pass stopped by the emergency, dark phone");
    await screenshot(page, 'kiosk-board-emergency-dark-phone');
    await emergency(false);
    await page.getByText(boardEn.everyoneIn).waitFor();
    await leave(page);
  });
});
