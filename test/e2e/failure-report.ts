import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openPages, saveScreenshot } from './browser';

/**
 * A browser test that fails prints what each of its open pages showed: the address, the dialogs
 * open and the start of the visible text, and saves a full-page screenshot of each into
 * test-results/. A rare timing failure is otherwise a bare timeout with nothing to go on.
 */
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const test = `${path.basename(context.task.file.name, '.e2e.ts')}-${context.task.name}`;
  for (const [index, page] of openPages().entries()) {
    console.error(await describePage(page));
    console.error(`  screenshot: ${await screenshotOf(page, `failure-${fileSafe(test)}-${index + 1}`)}`);
  }
});

/** A name any file system takes, short enough for the longest test names. */
function fileSafe(name: string): string {
  return name
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

async function screenshotOf(page: Page, name: string): Promise<string> {
  try {
    return await saveScreenshot(page, name);
  } catch (error) {
    return `could not be taken (${String(error)})`;
  }
}

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
