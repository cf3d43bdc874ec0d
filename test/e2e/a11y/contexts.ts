import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serverUrl } from '../server';
import { SESSION_COOKIE } from '../../../src/server/http/session-token';
import { DESKTOP, PHONE } from '../browser';
import { apiLogin } from '../school';

export type TTheme = 'light' | 'dark';
export type TWidth = 'phone' | 'desktop';
export const VIEWPORTS: Record<TWidth, { width: number; height: number }> = { phone: PHONE, desktop: DESKTOP };

/** Hides MUI's click ripples: decoration only, and checking would otherwise wait for each to fade. */
const NO_RIPPLES = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '.MuiTouchRipple-root { display: none !important; }';
  document.head.append(style);
});`;

/**
 * A browser context for the sweep. The browser's colour scheme is the theme: it is what a page
 * nobody is signed in to follows (the login page, a classroom kiosk); a signed-in page follows the
 * person's own dark mode setting instead. Reduced motion stops the Prime confetti, so the checks
 * don't wait for it to fall.
 */
export async function sweepContext(
  browser: Browser,
  theme: TTheme,
  viewport: { width: number; height: number },
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: serverUrl(),
    viewport,
    colorScheme: theme,
    reducedMotion: 'reduce',
    locale,
  });
  await context.addInitScript(NO_RIPPLES);
  return { context, page: await context.newPage() };
}

/**
 * Signs `account` in through the API, once for this context, and hands the browser the session the
 * way the server hands it to the web app: the HttpOnly session cookie (session-cookie.ts). The
 * login form is not what the sweep checks (its page is checked signed out), and each form sign-in
 * would cost a page load and a password hash per page.
 */
export async function signInContext(
  context: BrowserContext,
  account: { username: string; password: string },
): Promise<void> {
  const token = await apiLogin(account.username, account.password);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: serverUrl(), httpOnly: true, sameSite: 'Strict' },
  ]);
}
