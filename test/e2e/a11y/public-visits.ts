import type { Browser } from 'playwright-core';
import { hallText } from '../../../src/shared/hall-texts/texts';
import { E2E_PROVIDER_NAME } from '../server-setup';
import { Checker } from './checker';
import { signInContext, sweepContext, type TTheme } from './contexts';
import type { TSweepSchool } from './sweep-school';

/** P49's tablet held upright: the kiosk is the one page a tablet is expected to show. */
const TABLET_PORTRAIT = { width: 800, height: 1280 };

/**
 * What people meet signed out, in the browser's colour scheme (`theme`): the login page (and its
 * errors, and the school's sign-in not answering), About, the 404 page, a classroom kiosk (also on an upright tablet), a wrong kiosk
 * address and a substitute's code form; then the dropped student's suspension dialog, signed in.
 */
export async function visitPublicPages(
  browser: Browser,
  theme: TTheme,
  viewport: { width: number; height: number },
  label: string,
  school: TSweepSchool,
): Promise<Checker[]> {
  const { context, page } = await sweepContext(browser, theme, viewport);
  const checker = new Checker(page, `[signed out ${label}]`);
  try {
    await checker.open('/login');
    await checker.scan('login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Required').first().waitFor();
    await checker.scan('login with errors');
    // The school's sign-in (P46) came back unanswered: the login page says so above its button.
    await page.goto('/login?signin=unavailable');
    await page.getByText(`${E2E_PROVIDER_NAME} is not answering right now.`, { exact: false }).waitFor();
    await checker.scan('login, the school sign-in not answering');
    await checker.open('/about', 'About Classmint');
    await checker.scan('about');
    await checker.open('/nowhere', 'Error 404: Page Not Found');
    await checker.scan('404');

    await checker.open(`/kiosk/${school.kioskCode}`, 'Hallpass kiosk');
    await page.getByRole('heading', { name: 'Start a pass' }).waitFor();
    // The student out on a pass is on the board, by first name and initial.
    await page.getByRole('listitem', { name: `${school.out.firstName} ${school.out.lastName.charAt(0)}.` }).waitFor();
    await checker.scan('kiosk device');
    await page.goto('/kiosk/AAAAA-AAAAA');
    await page.getByText(hallText.t('unknownCode')).waitFor();
    await checker.scan('kiosk device, a wrong code');

    // P60: a substitute's code form, signed out (the signed-in page is checked in substitute-day.e2e.ts).
    await checker.open('/sub', 'Substitute for the day');
    await page.getByLabel('Your name').waitFor();
    await checker.scan('substitute code form');

    await signInContext(context, school.dropped);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Account Suspended' }).waitFor();
    await checker.scan('suspended');
  } finally {
    await context.close();
  }
  return [
    checker,
    ...(viewport.width > TABLET_PORTRAIT.width ? [await kioskUpright(browser, theme, label, school)] : []),
  ];
}

/** The classroom kiosk on a tablet held upright, once per theme (checked beside the laptop's). */
async function kioskUpright(browser: Browser, theme: TTheme, label: string, school: TSweepSchool): Promise<Checker> {
  const { context, page } = await sweepContext(browser, theme, TABLET_PORTRAIT);
  const checker = new Checker(page, `[signed out ${label}, tablet upright]`);
  try {
    await checker.open(`/kiosk/${school.kioskCode}`, 'Hallpass kiosk');
    await page.getByRole('listitem', { name: `${school.out.firstName} ${school.out.lastName.charAt(0)}.` }).waitFor();
    await checker.scan('kiosk device');
  } finally {
    await context.close();
  }
  return checker;
}
