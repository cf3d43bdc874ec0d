import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manageEn from '../../src/web/features/hallpasses/manage/locales/en';
import settingsEn from '../../src/web/features/settings/locales/en';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, dismissWhatsNewIfShown, launchBrowser, newPage, PHONE, screenshot, signIn } from './browser';
import { apiCall, createSchool, type TE2ESchool } from './school';

// Issue 42, items 3 and 9: Settings, Hallpasses says what kiosk PINs mean next to their switch and
// has the day's passes with their help; Manage Hallpasses, Kiosks says what the PIN setting means at
// the kiosk; the student's page counts the day's passes. axe finds nothing, light and dark.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('hrules', {
    students: 1,
    settings: { hallpass: { enabled: true, allowStudentCreation: true, purchaseAmount: 0, kioskPin: false } },
  });
});
afterAll(() => browser.close());

const hallpassSection = (page: Page) => page.getByRole('region', { name: settingsEn.hallpasses });

async function teacherSettings(viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signIn(page, school.teacher.username, school.teacher.password, { landOn: '/teacher/settings' });
  await dismissWhatsNewIfShown(page);
  await hallpassSection(page).waitFor();
  return page;
}

async function kiosksOf(page: Page) {
  await page.goto('/teacher/accounts');
  await page.getByRole('button', { name: 'Update Accounts' }).click();
  await page.getByRole('menuitem', { name: 'Manage Hallpasses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Hallpasses' });
  await dialog.waitFor();
  const kiosks = dialog.getByRole('region', { name: manageEn.kiosks });
  await kiosks.scrollIntoViewIfNeeded();
  return { dialog, kiosks };
}

describe('the hallpass rules a teacher sets', () => {
  it(
    'Settings says what kiosk PINs and the day’s passes mean; the kiosk panel agrees',
    { timeout: 120_000 },
    async () => {
      const page = await teacherSettings();
      const section = hallpassSection(page);
      // PINs off (this teacher's choice): what that means, next to the switch.
      await section.getByText(settingsEn.kioskPinOffHelp).waitFor();
      await section.getByRole('switch', { name: settingsEn.kioskPin }).check();
      await section.getByText(settingsEn.kioskPinOnHelp).waitFor();
      await section.getByRole('switch', { name: settingsEn.kioskPin }).uncheck();
      // The day's passes, with their help; the section's words follow the number.
      const perDay = section.getByLabel(settingsEn.perDay, { exact: true });
      expect(await perDay.inputValue()).toBe('1');
      await section.getByText(settingsEn.perDayHelp).waitFor();
      await section.getByText('Students may hold one hallpass a day.').waitFor();
      await perDay.fill('2');
      await section.getByText('Students may hold 2 hallpasses a day.').waitFor();
      await section.getByText(settingsEn.passLimitHelp).waitFor();
      await expectNoAxeViolations(page, 'Settings, Hallpasses (light)', section);
      await screenshot(page, 'hall-rules-settings-desktop');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings saved').first().waitFor();

      const { dialog, kiosks } = await kiosksOf(page);
      await kiosks.getByText(manageEn.kioskPinOff).waitFor();
      await expectNoAxeViolations(page, 'Manage Hallpasses, Kiosks, PINs off (light)', dialog);
      await screenshot(page, 'hall-rules-kiosks-desktop');
      await page.context().close();

      // PINs on, dark, on a phone.
      expect(
        (
          await apiCall(
            '/api/user/settings',
            'PUT',
            { settings: { hallpass: { kioskPin: true } } },
            school.teacher.token,
          )
        ).status,
      ).toBe(200);
      expect((await apiCall('/api/user', 'PUT', { user: { darkMode: true } }, school.teacher.token)).status).toBe(200);
      const phone = await teacherSettings(PHONE);
      const darkSection = hallpassSection(phone);
      await darkSection.getByText(settingsEn.kioskPinOnHelp).waitFor();
      await darkSection.getByText('Students may hold 2 hallpasses a day.').waitFor();
      await expectNoAxeViolations(phone, 'Settings, Hallpasses (dark, phone)', darkSection);
      await screenshot(phone, 'hall-rules-settings-dark-phone');
      const onPhone = await kiosksOf(phone);
      await onPhone.kiosks.getByText(manageEn.kioskPinOn).waitFor();
      await expectNoAxeViolations(phone, 'Manage Hallpasses, Kiosks, PINs on (dark, phone)', onPhone.dialog);
      await screenshot(phone, 'hall-rules-kiosks-dark-phone');
      await phone.context().close();
    },
  );

  it("the student's page counts the day's passes", async () => {
    const student = school.students[0]!;
    const saved = await apiCall(
      '/api/user/settings',
      'PUT',
      { settings: { hallpass: { perDay: 2 } } },
      school.teacher.token,
    );
    expect(saved.status).toBe(200);
    const { page, context } = await newPage(browser, PHONE);
    await signIn(page, student.username, student.password, { landOn: '/student/passes' });
    await dismissWhatsNewIfShown(page);
    await page.getByText('2 hallpasses a day.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, "the student's passes page");
    await context.close();
  });
});
