import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissWhatsNewIfShown, launchBrowser, newPage, screenshot, signIn } from './browser';
import { findAxeViolations } from './axe';
import { createSchool, type TE2ESchool } from './school';

// Manage Accounts' student search (seed 000 section 2): MUI's Autocomplete, with the page.
let browser: Browser;
let school: TE2ESchool;

beforeAll(async () => {
  browser = await launchBrowser();
  school = await createSchool('search', { students: 3 });
});
afterAll(() => browser.close());

async function signedInTeacher(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(browser);
  await signIn(page, school.teacher.username, school.teacher.password);
  await page.waitForURL('**/teacher/accounts');
  await dismissWhatsNewIfShown(page);
  return { page, close: () => context.close() };
}

describe('student search on Manage Accounts', () => {
  it('lists the match of what is typed, and opens that student, with the mouse or the keyboard alone', async () => {
    const { page, close } = await signedInTeacher();
    const search = page.getByRole('combobox', { name: 'Search students' });
    await search.click();
    await search.pressSequentially('ada2');
    const second = school.students[1]!;
    const option = page.getByRole('option', { name: new RegExp(`Lovelace, Ada2.*${second.username}`) });
    await option.waitFor();
    // The search's list alone: the course picker's own options are options too.
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(1);
    expect(await findAxeViolations(page, page.getByRole('listbox'))).toEqual([]);
    await screenshot(page, 'student-search-open');

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
});
