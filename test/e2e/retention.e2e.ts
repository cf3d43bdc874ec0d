import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, waitForSnackbar, signIn } from './browser';

const ADMIN = { username: 'admin', password: 'e2e-admin-pass' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the admin's Retention section (P43)", () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${name}: shows the days kept, refuses a zero on its field, and saves`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await signIn(page, ADMIN.username, ADMIN.password, { landOn: '/admin/settings' });
      const section = page.getByRole('region', { name: 'Retention' });
      await section.getByText('Records older than this are deleted once a day.', { exact: false }).waitFor();
      const notifications = section.getByLabel('Notifications');
      await expect.poll(() => notifications.inputValue()).toBe('90');
      expect(await section.getByLabel('Audit trail').inputValue()).toBe('730');
      await expectNoAxeViolations(page, `retention, ${name}`, section);

      await notifications.fill('0');
      await section.getByText('Keep it at least 1 day').waitFor();
      await notifications.fill('30');
      await section.getByRole('button', { name: 'Save retention' }).click();
      await waitForSnackbar(page, 'Retention saved');
      await screenshot(page, `retention-${name}`);
      await page.reload();
      await expect
        .poll(() => page.getByRole('region', { name: 'Retention' }).getByLabel('Notifications').inputValue())
        .toBe('30');

      // Back to the defaults for the other journeys.
      await page.getByRole('region', { name: 'Retention' }).getByLabel('Notifications').fill('90');
      await page.getByRole('region', { name: 'Retention' }).getByRole('button', { name: 'Save retention' }).click();
      await waitForSnackbar(page, 'Retention saved');
      await context.close();
    });
  }
});
