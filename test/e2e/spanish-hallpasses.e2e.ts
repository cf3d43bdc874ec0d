import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallText } from '../../src/shared/hall-texts/texts';
import { kioskBoardText } from '../../src/web/features/hallpasses/kiosk/texts';
import { kioskDeviceText } from '../../src/web/features/hallpasses/kiosk-device/texts';
import { hallpassesText } from '../../src/web/features/hallpasses/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, dismissWhatsNewIfShown, launchBrowser, newPage, PHONE, screenshot, signIn } from './browser';
import { apiCall, createSchool, giveBonus, type TE2ESchool, type TE2EStudent } from './school';
import { spanishOf } from '../support/catalogue-files';

const hallEs = await spanishOf(hallText);
const kioskEs = await spanishOf(kioskBoardText);
const deviceEs = await spanishOf(kioskDeviceText);
const passesEs = await spanishOf(hallpassesText);

// P51: the hall passes in Spanish. A student whose browser reads Spanish buys a pass, watches it
// and ends it; a classroom kiosk on a Spanish tablet starts a pass by number and PIN.
const PRICE = 15;
let browser: Browser;
let school: TE2ESchool;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('hallsp', {
    students: 2,
    settings: {
      hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: PRICE, maxOut: 0, kioskPin: true },
    },
  });
  for (const [i, student] of school.students.entries()) {
    await giveBonus(school, student, 100);
    const pin = await apiCall(
      `/api/users/${student.username}`,
      'PUT',
      { user: { kioskPin: `${5000 + i}` } },
      school.teacher.token,
    );
    expect(pin.status).toBe(200);
  }
});
afterAll(async () => {
  for (const context of opened) await context.close();
  await browser.close();
});

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

async function spanishPage(viewport: typeof PHONE, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page, context } = await newPage(browser, viewport, { locale: 'es-MX' });
  opened.push(context);
  await page.emulateMedia({ colorScheme });
  return page;
}

async function signInInSpanish(page: Page, student: TE2EStudent): Promise<void> {
  await signIn(page, student.username, student.password);
  await dismissWhatsNewIfShown(page);
}

describe('hall passes in Spanish', () => {
  it('a student buys a pass, sees it count down and ends it, all in Spanish', async () => {
    const [ada] = school.students as [TE2EStudent];
    const page = await spanishPage(PHONE);
    await signInInSpanish(page, ada);
    await page.goto('/student/passes');
    await page.getByRole('heading', { name: fill(passesEs.passesFor, { name: ada.firstName }), level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByText(passesEs.needToLeave).waitFor();
    await page.getByText(passesEs.noPasses).waitFor();
    await page.getByText(passesEs.room).waitFor();
    await expectNoAxeViolations(page, 'student passes page in Spanish (phone)');
    await screenshot(page, 'spanish-hallpasses-student-phone');

    await page.getByRole('button', { name: new RegExp(`^${passesEs.buyPass} \\(`) }).click();
    const confirm = page.getByRole('dialog', { name: passesEs.buyTitle });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'Buy a hallpass dialog in Spanish', confirm);
    await screenshot(page, 'spanish-hallpasses-buy-dialog');
    await confirm.getByRole('button', { name: passesEs.buy, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(passesEs.active).waitFor();
    await page.getByText(passesEs.timeLeft).waitFor();
    // The timer's words for a screen reader are Spanish too.
    expect(await page.getByRole('timer').getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator('[id^="time-left-words-"]').textContent()).toMatch(/^Quedan? /);
    await expectNoAxeViolations(page, 'active pass in Spanish (phone)');
    await screenshot(page, 'spanish-hallpasses-active-phone');

    await page.getByRole('button', { name: passesEs.imBack }).click();
    await page.getByText(passesEs.welcomeBack).waitFor();
    await page.getByText(passesEs.backInClass).waitFor();
    await page
      .getByText('Tu pase de pasillo de hoy ya venció. Si necesitas otro, pídeselo a tu docente.')
      .first()
      .waitFor();
    await page.getByRole('columnheader', { name: passesEs.destination }).waitFor();

    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, 'student passes page in Spanish (desktop, dark)');
    await screenshot(page, 'spanish-hallpasses-student-desktop-dark');
  }, 180_000);

  it('the classroom kiosk on a Spanish tablet starts a pass by number and PIN', async () => {
    const [, grace] = school.students as [TE2EStudent, TE2EStudent];
    const made = await apiCall('/api/kiosks', 'POST', { kiosk: { courseId: school.course._id } }, school.teacher.token);
    expect(made.status).toBe(201);
    const { code } = ((await made.json()) as { kiosk: { code: string } }).kiosk;
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await spanishPage(viewport);
      await page.goto(`/kiosk/${code}`);
      await page.getByRole('heading', { name: deviceEs.hallpassKiosk, level: 1 }).waitFor();
      await page.getByRole('heading', { name: deviceEs.startPass }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      // The phone opens the same kiosk after the desktop started a pass: only the first is empty.
      await (name === 'desktop' ? page.getByText(kioskEs.everyoneIn) : page.getByText(kioskEs.timeLeft))
        .first()
        .waitFor();
      await expectNoAxeViolations(page, `kiosk device in Spanish (${name})`);
      await screenshot(page, `spanish-hallpasses-kiosk-${name}`);
      if (name !== 'desktop') continue;

      await page.getByLabel(deviceEs.studentNumber).fill(grace.username);
      await page.getByLabel(deviceEs.pin).fill('9999');
      await page.getByRole('button', { name: deviceEs.startMyPass }).click();
      // The refusal comes from the server in the device browser's language.
      await page.getByText(hallEs.wrongPin).waitFor();
      await page.getByLabel(deviceEs.pin).fill('5001');
      await page.getByRole('button', { name: deviceEs.startMyPass }).click();
      await page
        .getByRole('status')
        .getByText(fill(deviceEs.started, { name: '', destination: 'baño' }).slice(2, 20))
        .waitFor();
      await page.getByRole('heading', { name: fill(deviceEs.outNowCount, { count: 1 }) }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${deviceEs.imBack}: `) }).waitFor();
      await expectNoAxeViolations(page, 'kiosk device with a pass out, in Spanish');
      await screenshot(page, 'spanish-hallpasses-kiosk-out');
    }
  }, 180_000);
});
