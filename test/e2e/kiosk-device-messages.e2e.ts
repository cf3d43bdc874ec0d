import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import boardEn from '../../src/web/features/hallpasses/kiosk/locales/en';
import { kioskBoardText } from '../../src/web/features/hallpasses/kiosk/texts';
import { kioskDeviceText } from '../../src/web/features/hallpasses/kiosk-device/texts';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, newPage, PHONE, screenshot, waitForQuietNetwork } from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';
import { hallText } from '../../src/shared/hall-texts/texts';
import { spanishOf } from '../support/catalogue-files';

const boardEs = await spanishOf(kioskBoardText);
const deviceEs = await spanishOf(kioskDeviceText);

// What the classroom kiosk (P49) tells the room after a press and during an emergency (P50):
// issue 42's items 11 and 14. An emergency that ends a pass says the pass was stopped, never that
// the student is back in class, in English and Spanish, and says nothing once it is over; each new
// press clears the last student's confirmation, and a success clears the last error.
const PRICE = 5;
const TABLET = { width: 1280, height: 800 };

let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('kioskmsg', {
    students: 3,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: PRICE,
        maxOut: 0,
        kioskPin: true,
        destinations: [{ name: 'Restroom', cost: PRICE, needsApproval: false, maxOut: 0 }],
      },
    },
  });
  for (const [i, student] of school.students.entries()) {
    await giveBonus(school, student, 100);
    // The accommodation lets a student start the several passes a day this file needs.
    const user = { kioskPin: pinOf(i), passAccommodation: true };
    expect((await apiCall(`/api/users/${student.username}`, 'PUT', { user }, school.teacher.token)).status).toBe(200);
  }
});
afterAll(async () => {
  // Whatever happened, no emergency outlives this file: the other files' passes must start.
  await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: false } }, school.teacher.token);
  for (const context of opened) await context.close();
  await browser.close();
});

const pinOf = (index: number) => `${5100 + index}`;
const shortName = (student: TE2EStudent) => `${student.firstName} ${student.lastName.charAt(0)}.`;
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const shot = (page: Page, name: string) => screenshot(page, `kiosk-device-messages-${name}`);

async function kioskCode(): Promise<string> {
  const made = await apiCall('/api/kiosks', 'POST', { kiosk: { courseId: school.course._id } }, school.teacher.token);
  expect(made.status).toBe(201);
  return ((await made.json()) as { kiosk: { code: string } }).kiosk.code;
}

async function device(
  code: string,
  { viewport = TABLET, locale = 'en-US', colorScheme = 'light' as 'light' | 'dark' } = {},
): Promise<Page> {
  const { page, context } = await newPage(browser, viewport, { locale });
  opened.push(context);
  await page.emulateMedia({ colorScheme });
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/kiosk/events');
  await page.goto(`/kiosk/${code}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The live stream is open before anything happens, so no change slips by.
  expect((await stream).status()).toBe(200);
  return page;
}

async function startAt(page: Page, student: TE2EStudent, pin: string): Promise<void> {
  await page.getByLabel('Your student number').fill(student.username);
  await page.getByLabel('Your PIN').fill(pin);
  await page.getByRole('button', { name: 'Start my pass' }).click();
}

async function emergency(on: boolean): Promise<void> {
  const answer = await apiCall('/api/passes/emergency', 'PUT', { emergency: { on } }, school.teacher.token);
  expect(answer.status).toBe(200);
}

/** A live change reaches the kiosk within seconds (its stream, else its refresh on reconnecting). */
const LIVE = { timeout: 20_000 };

/** Everything the kiosk's live regions say now, visible or only to a screen reader. */
const spoken = (page: Page) =>
  page
    .getByRole('status')
    .allTextContents()
    .then((texts) => texts.join(' '));

describe('what the classroom kiosk says (issue 42)', () => {
  it('an emergency that ends a pass says it was stopped, in English and Spanish, and nothing after it ends', async () => {
    const [emma] = school.students as [TE2EStudent];
    const code = await kioskCode();
    const english = await device(code);
    const spanish = await device(code, { locale: 'es-MX' });
    await startAt(english, emma, pinOf(0));
    for (const page of [english, spanish]) await page.getByRole('listitem', { name: shortName(emma) }).waitFor();

    await emergency(true);
    const stoppedEn = fill(boardEn.isStopped, { name: shortName(emma) });
    const stoppedEs = fill(boardEs.isStopped, { name: shortName(emma) });
    await english.getByText(hallText.t('emergencyStudent')).waitFor();
    await expect.poll(() => spoken(english), LIVE).toContain(stoppedEn);
    await expect.poll(() => spoken(spanish), LIVE).toContain(stoppedEs);
    expect(await spoken(english)).not.toContain(fill(boardEn.isBack, { name: shortName(emma) }));
    expect(await spoken(spanish)).not.toContain(fill(boardEs.isBack, { name: shortName(emma) }));
    // The board says nobody is out, not that everyone is in class: Emma is in the hall.
    expect(await english.getByText(boardEn.everyoneIn).count()).toBe(0);
    await english.getByText(boardEn.passesStopped).waitFor();
    await spanish.getByText(boardEs.passesStopped).waitFor();
    await shot(english, 'emergency-stopped');
    await shot(spanish, 'emergency-stopped-es');

    await emergency(false);
    await english.getByRole('button', { name: 'Start my pass' }).waitFor();
    await spanish.getByRole('button', { name: deviceEs.startMyPass }).waitFor();
    await expect.poll(() => spoken(english), LIVE).not.toContain(stoppedEn);
    await expect.poll(() => spoken(spanish), LIVE).not.toContain(stoppedEs);
    expect(await spoken(english)).not.toContain(boardEn.isBack.replace('{name} ', ''));
    await english.getByText(boardEn.everyoneIn).waitFor();
  });

  it("each press clears the last student's confirmation, and a success clears the last error", async () => {
    const [, noah, mia] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    await emergency(false);
    const page = await device(await kioskCode());
    await startAt(page, noah, pinOf(1));
    const noahStarted = page.getByRole('status').getByText(`${shortName(noah)}, your pass to Restroom has started`);
    await noahStarted.waitFor();

    // Mia, right after, types a wrong PIN: only her error shows, not Noah's confirmation above it.
    await startAt(page, mia, '0000');
    await page.getByText(hallText.t('wrongPin')).waitFor();
    expect(await noahStarted.count()).toBe(0);
    await shot(page, 'error-after-success');

    // Her next press works: the error goes, her own confirmation shows.
    await startAt(page, mia, pinOf(2));
    await page
      .getByRole('status')
      .getByText(`${shortName(mia)}, your pass to Restroom has started`)
      .waitFor();
    expect(await page.getByText(hallText.t('wrongPin')).count()).toBe(0);

    // A refusal that is not a field's (Mia's pass is running) also replaces the confirmation.
    await startAt(page, mia, pinOf(2));
    await page.getByRole('alert').filter({ hasText: 'An active hallpass already exists' }).waitFor();
    expect(await page.getByRole('status').getByText('has started').count()).toBe(0);
  });

  it('axe finds nothing on the changed states, dark on a phone', async () => {
    const [emma, noah] = school.students as [TE2EStudent, TE2EStudent];
    for (const student of [emma, noah]) {
      const passes = await apiCall(`/api/passes/student/${student.username}`, 'GET', undefined, school.teacher.token);
      for (const pass of ((await passes.json()) as { passes: { _id: string; state: string }[] }).passes)
        if (pass.state !== 'returned')
          await apiCall(`/api/passes/${pass._id}/return`, 'PUT', { pass: {} }, school.teacher.token);
    }
    const code = await kioskCode();
    // One look, the dark phone (the journeys above are light tablets): states only this file reaches.
    const [colorScheme, size, viewport] = ['dark', 'phone', PHONE] as const;
    const where = `${colorScheme} ${size}`;
    const page = await device(code, { viewport, colorScheme });
    await startAt(page, emma, pinOf(0));
    await page.getByRole('status').getByText('has started').waitFor();
    await startAt(page, { ...noah, username: '999999999' }, '0000');
    await page.getByText(hallText.t('unknownStudent')).waitFor();
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, `kiosk, an error after a pass started, ${where}`);
    await shot(page, `error-${colorScheme}-${size}`);

    await emergency(true);
    await expect.poll(() => spoken(page), LIVE).toContain(fill(boardEn.isStopped, { name: shortName(emma) }));
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, `kiosk, a pass stopped by the emergency, ${where}`);
    await shot(page, `stopped-${colorScheme}-${size}`);
    await emergency(false);
    await page.getByRole('button', { name: 'Start my pass' }).waitFor();
    await page.context().close();
  });
});
