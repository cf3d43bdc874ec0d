import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openPages } from './browser';

/**
 * A browser test that fails prints what each of its open pages showed: the address, the dialogs
 * open and the start of the visible text. CI keeps no screenshots, and a rare timing failure is
 * otherwise a bare timeout with nothing to go on.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  for (const page of openPages()) console.error(await describePage(page));
});

async function describePage(page: Page): Promise<string> {
  try {
    const dialogs = await page
      .getByRole('dialog')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby') ?? n.textContent?.slice(0, 40)));
    const text = (await page.locator('body').innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').slice(0, 1_500);
    return `[page at failure] ${page.url()}\n  dialogs: ${JSON.stringify(dialogs)}\n  text: ${text}`;
  } catch (error) {
    return `[page at failure] ${page.url()}: could not be read (${String(error)})`;
  }
}
