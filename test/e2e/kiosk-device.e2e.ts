import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import {
  DESKTOP,
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  waitForQuietNetwork,
  signIn,
} from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';
import { hallText } from '../../src/shared/hall-texts/texts';

// P49: the classroom kiosk. The teacher makes one in Manage Hallpasses; the device opens it (the
// kiosk page only, no student signs in anywhere); a student starts a pass by number and PIN and
// ends it by tapping their name; a dropped connection is shown and the press goes through once.
const PRICE = 15;
const TABLET_LANDSCAPE = { width: 1280, height: 800 };
const TABLET_PORTRAIT = { width: 800, height: 1280 };

let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('kiosk', {
    students: 4,
    settings: {
      hallpass: {
        enabled: true,
        allowStudentCreation: true,
        purchaseAmount: PRICE,
        maxOut: 0,
        kioskPin: true,
        destinations: [
          { name: 'Restroom', cost: PRICE, needsApproval: false, maxOut: 0 },
          { name: 'Library', cost: PRICE, needsApproval: false, maxOut: 0 },
        ],
      },
    },
  });
  for (const [i, student] of school.students.entries()) {
    await giveBonus(school, student, 100);
    const pin = await apiCall(
      `/api/users/${student.username}`,
      'PUT',
      { user: { kioskPin: `${4000 + i}` } },
      school.teacher.token,
    );
    expect(pin.status).toBe(200);
  }
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

const shot = (page: Page, name: string) => screenshot(page, `kiosk-device-${name}`);
const balanceOf = async (student: TE2EStudent) => {
  const answer = await apiCall(`/api/scores?username=${student.username}`, 'GET', undefined, school.teacher.token);
  return ((await answer.json()) as { totals: { balance: number } }).totals.balance;
};

async function kioskCode(): Promise<string> {
  const made = await apiCall('/api/kiosks', 'POST', { kiosk: { courseId: school.course._id } }, school.teacher.token);
  expect(made.status).toBe(201);
  return ((await made.json()) as { kiosk: { code: string } }).kiosk.code;
}

async function device(code: string, viewport = TABLET_LANDSCAPE) {
  const { page, context } = await newPage(browser, viewport);
  opened.push(context);
  await page.goto(`/kiosk/${code}`);
  await page.getByRole('heading', { name: 'Hallpass kiosk', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Start a pass' }).waitFor();
  return page;
}

async function startAt(page: Page, student: TE2EStudent, pin: string, destination?: string) {
  await page.getByLabel('Your student number').fill(student.username);
  await page.getByLabel('Your PIN').fill(pin);
  if (destination) await page.getByRole('button', { name: destination, exact: true }).click();
  await page.getByRole('button', { name: 'Start my pass' }).click();
}

describe('the classroom kiosk (P49)', () => {
  it('the teacher makes a kiosk in Manage Hallpasses and opening it on a device signs them out there', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    opened.push(context);
    await signIn(page, school.teacher.username, school.teacher.password);
    await page.waitForURL('**/teacher/accounts*');
    await dismissWhatsNewIfShown(page);
    await page.getByRole('button', { name: 'Update Accounts' }).click();
    await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
    const section = dialog.getByRole('region', { name: 'Kiosks' });
    await section.getByRole('button', { name: 'Make a kiosk' }).click();
    const link = section.getByRole('link', { name: /\/kiosk\// });
    await link.waitFor();
    expect(await section.getByRole('list', { name: 'Your kiosks' }).getByRole('listitem').count()).toBe(1);
    await waitForQuietNetwork(page);
    await expectNoAxeViolations(page, 'Manage Hallpasses with a new kiosk', dialog);
    await shot(page, 'made');
    await link.click();
    await page.getByRole('heading', { name: 'Start a pass' }).waitFor();
    // The device is the kiosk now: the teacher's account is not open on it.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/teacher/accounts');
    await page.waitForURL('**/login*');
  });

  it('a student starts a pass by number and PIN, and ends it by tapping their name', async () => {
    const [ada] = school.students as [TE2EStudent];
    const page = await device(await kioskCode());

    await startAt(page, ada, '9999', 'Library');
    await page.getByText(hallText.t('wrongPin')).waitFor();
    await startAt(page, ada, '4000', 'Library');
    const started = page.getByRole('status').getByText(`your pass to Library has started`);
    await started.waitFor();
    const card = page.getByRole('listitem', { name: `${ada.firstName} ${ada.lastName.charAt(0)}.` });
    await card.waitFor();
    expect(await balanceOf(ada)).toBe(100 - PRICE);
    await shot(page, 'out');

    await card.getByRole('button', { name: `I'm back: ${ada.firstName} ${ada.lastName.charAt(0)}.` }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Everyone is in class').waitFor();
    const passes = await apiCall(`/api/passes/student/${ada.username}`, 'GET', undefined, school.teacher.token);
    const list = ((await passes.json()) as { passes: { state: string }[] }).passes;
    expect(list[0]?.state).toBe('returned');
  });

  it('a dropped connection is shown; the press goes through once it is back, charged once', async () => {
    const [, bea] = school.students as [TE2EStudent, TE2EStudent];
    const page = await device(await kioskCode());
    await page.getByRole('heading', { name: /Out now/ }).waitFor();
    await page.context().setOffline(true);
    await startAt(page, bea, '4001');
    await page.getByText("Offline: the kiosk can't reach Classmint", { exact: false }).waitFor();
    await shot(page, 'offline');
    await page.context().setOffline(false);
    await page.getByRole('status').getByText('your pass to Restroom has started').waitFor({ timeout: 20_000 });
    expect(await balanceOf(bea)).toBe(100 - PRICE);
  });

  it('the board stays live: a pass started elsewhere appears; a kiosk turned off says so', async () => {
    const [, , cal] = school.students as [TE2EStudent, TE2EStudent, TE2EStudent];
    const code = await kioskCode();
    const page = await device(code);
    const other = await device(code, TABLET_PORTRAIT);
    await startAt(other, cal, '4002');
    await page.getByRole('listitem', { name: `${cal.firstName} ${cal.lastName.charAt(0)}.` }).waitFor();

    const kiosks = await apiCall('/api/kiosks', 'GET', undefined, school.teacher.token);
    const [newest] = ((await kiosks.json()) as { kiosks: { _id: string }[] }).kiosks;
    expect((await apiCall(`/api/kiosks/${newest?._id}`, 'DELETE', undefined, school.teacher.token)).status).toBe(204);
    await page.getByText(hallText.t('closed')).waitFor();
    await shot(page, 'closed');
  });

  it('the emergency switch reaches an open kiosk at once: no pass starts, students read to stay put', async () => {
    const page = await device(await kioskCode());
    await page.getByRole('heading', { name: 'Start a pass' }).waitFor();
    const on = await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: true } }, school.teacher.token);
    expect(on.status).toBe(200);
    await page.getByText(hallText.t('emergencyStudent')).waitFor();
    await page.getByRole('heading', { name: 'Out when it began' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start my pass' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'kiosk in an emergency');
    await shot(page, 'emergency');
    const off = await apiCall('/api/passes/emergency', 'PUT', { emergency: { on: false } }, school.teacher.token);
    expect(off.status).toBe(200);
    await page.getByRole('button', { name: 'Start my pass' }).waitFor();
  });
});
