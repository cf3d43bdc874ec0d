import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authText } from '../../src/web/features/auth/texts';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { spanishOf } from '../support/catalogue-files';

const authEs = await spanishOf(authText);

// P51: a browser that reads Spanish gets Classmint in Spanish, texts asserted from the Spanish
// catalogues, with the document's `lang` saying so; the English tests elsewhere keep the seeds' texts.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Spanish, before anyone signs in', () => {
  it('shows the login page in Spanish to a Spanish browser, with lang="es", and axe finds nothing', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { locale: 'es-MX' });
      await page.goto('/login');
      await page.getByRole('button', { name: authEs.login }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByText(authEs.signInToAccount).waitFor();
      await page.getByRole('button', { name: authEs.login }).click();
      expect(await page.getByText(authEs.required).count()).toBe(2);
      await expectNoAxeViolations(page, `login page in Spanish (${name})`);
      await screenshot(page, `spanish-login-${name}`);
      await context.close();
    }
  });

  it('keeps an English browser in English', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('Sign in to your class account').waitFor();
    await context.close();
  });
});
