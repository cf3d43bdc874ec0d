import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissWhatsNewIfShown,
  launchBrowser,
  newPage,
  screenshot,
  signInThroughForm,
  waitForSnackbar,
} from './browser';
import { findAxeViolations } from './axe';
import { createSchool, type TE2ESchool } from './school';

// Manage Accounts' student search (seed 000 section 2). Its Autocomplete downloads once the page
// is idle, or sooner when the teacher reaches for the field: what is typed before it arrives must
// be kept, and a failed download must say so when the teacher reaches for it, and be tried again.
const SEARCH_BOX_SCRIPT = '**/assets/student-search-box-*.js';
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('search', { students: 3 });
});
afterAll(() => browser.close());

/** `prepare` runs before the page loads: the search downloads by itself once the page is idle. */
async function signedInTeacher(
  prepare: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(browser);
  await prepare(page);
  await signInThroughForm(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
  return { page, close: () => context.close() };
}

describe('student search on Manage Accounts', () => {
  it('keeps what was typed before the search arrived, lists the match, and opens that student', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, close } = await signedInTeacher((page) =>
      page.route(SEARCH_BOX_SCRIPT, async (route) => {
        await held;
        await route.continue();
      }),
    );

    const field = page.getByLabel('Search students');
    await field.click();
    await field.pressSequentially('ada2');
    release();

    const search = page.getByRole('combobox', { name: 'Search students' });
    await search.waitFor();
    expect(await search.inputValue()).toBe('ada2');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    const second = school.students[1]!;
    const option = page.getByRole('option', { name: new RegExp(`Lovelace, Ada2.*${second.username}`) });
    await option.waitFor();
    // The search's list alone: the course picker's own options are options too.
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(1);
    expect(await findAxeViolations(page, page.getByRole('listbox'))).toEqual([]);
    await screenshot(page, 'student-search-open');

    // The caret stayed after what was typed: the next key adds to it rather than replacing it.
    await search.press('Backspace');
    expect(await search.inputValue()).toBe('ada');
    await search.pressSequentially('2');
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('student') === second.username);
    await page.getByRole('heading', { name: /Ada2 Lovelace/ }).waitFor();
    expect(await search.inputValue()).toBe('');

    // By student number, with the keyboard alone.
    const third = school.students[2]!;
    await search.fill(third.username);
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('student') === third.username);
    await close();
  });

  it('arrives by itself once the page is idle, so a tap on a phone meets the real field', async () => {
    const { page, close } = await signedInTeacher(async () => undefined);
    // Loaded again with the pointer away from the field and nothing focused: only idleness is left.
    await page.mouse.move(0, 0);
    await page.reload();
    await page.getByRole('combobox', { name: 'Search students' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await close();
  });

  it('says so when the search could not be downloaded, and tries again on the next focus', async () => {
    let idleAttemptFailed: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (idleAttemptFailed = resolve));
    const { page, close } = await signedInTeacher(async (page) => {
      page.on('requestfailed', (request) => {
        if (request.url().includes('/assets/student-search-box-')) idleAttemptFailed();
      });
      await page.route(SEARCH_BOX_SCRIPT, (route) => route.abort());
    });
    // The download the idle page tried on its own failed silently; reaching for the field says so.
    await failed;
    const field = page.getByLabel('Search students');
    await field.focus();
    await waitForSnackbar(page, 'This could not be opened. Please check your connection, or reload the page.');
    expect(await page.getByRole('combobox', { name: 'Search students' }).count()).toBe(0);

    await page.unroute(SEARCH_BOX_SCRIPT);
    await field.blur();
    expect(await page.getByRole('combobox', { name: 'Search students' }).count()).toBe(0);
    await field.focus();
    const search = page.getByRole('combobox', { name: 'Search students' });
    await search.waitFor();
    await search.fill('no such student');
    await page.getByText('No students match').waitFor();
    await close();
  });
});
