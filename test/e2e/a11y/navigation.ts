import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Checker } from './checker';

/**
 * Every page of the bottom navigation (whatever the class's settings show), reached through it as
 * a person would (without reloading the app each time), then the `extra` pages by their address;
 * each is checked and handed to its `flows` entry for its dialogs.
 */
export async function everyPage(
  checker: Checker,
  extra: string[],
  flows: Record<string, () => Promise<void>>,
): Promise<void> {
  const { page } = checker;
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const links = nav.getByRole('link');
  await links.first().waitFor();
  const tabs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const paths = [...tabs, ...extra];
  // The pages with dialogs to check must be there, or their checks would be skipped unnoticed.
  expect(paths).toEqual(expect.arrayContaining(Object.keys(flows)));
  for (const path of paths) {
    if (tabs.includes(path)) {
      await nav.locator(`a[href="${path}"]`).click();
      await page.waitForURL(`**${path}`);
      checker.note(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } else {
      await checker.open(path);
    }
    await checker.scan(path);
    await flows[path]?.();
  }
}

/** The in-app 404 page of a role. */
export async function inAppNotFound(checker: Checker, role: string): Promise<void> {
  await checker.page.goto(`/${role}/nowhere`);
  await checker.page.getByRole('heading', { name: 'Error 404: Page Not Found', level: 1 }).waitFor();
  await checker.scan('404 in the app');
}

/** What's New, from the settings page (marked seen at sign-up, so it never opens by itself here). */
export async function whatsNewFromSettings(checker: Checker): Promise<void> {
  await checker.dialog("What's New from settings", () =>
    checker.page.getByRole('button', { name: "See What's New" }).click(),
  );
}

/** The element's box lies within the viewport's width: nothing needed is cut off on a phone. */
export async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.x, `${what} starts on the ${width} px wide screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on the ${width} px wide screen`).toBeLessThanOrEqual(width);
}
