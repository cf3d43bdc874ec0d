import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitAdminPages, type TAdminSubjects } from './a11y/admin-visits';
import type { Checker } from './a11y/checker';
import type { TTheme } from './a11y/contexts';
import { expectNoProblems, inBothWidths, isAdminPage, unvisited } from './a11y/sweep';
import { launchBrowser } from './browser';
import { E2E_ADMIN } from './server-setup';
import { apiCall, apiLogin, createSchool } from './school';

/**
 * The accessibility sweep of the admin's pages, light and dark, phone and laptop. Its own file
 * because there is one admin and dark mode is their own setting: the light and dark passes take
 * turns here, and this file belongs with those that run one at a time (put back to light after).
 */
let browser: Browser;
let admin: string;
let subjects: TAdminSubjects;
const seen: Checker[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  const school = await createSchool('axeadmin', { students: 1 });
  // A name no other file gives a teacher, so Manage Teachers opens this one.
  const teacherName = 'Ingrid Axelsson';
  const [firstName, lastName] = teacherName.split(' ');
  const renamed = await apiCall(
    `/api/users/${school.teacher.username}`,
    'PUT',
    { user: { firstName, lastName } },
    admin,
  );
  expect(renamed.status).toBe(200);
  subjects = { teacherName, student: school.students[0]! };
});
afterAll(async () => {
  console.info(`accessibility sweep, admin: ${seen.reduce((sum, c) => sum + c.checks, 0)} axe checks`);
  await apiCall('/api/user', 'PUT', { user: { darkMode: false } }, admin);
  await browser.close();
});

describe('accessibility (axe-core), the admin: zero violations', () => {
  for (const theme of ['light', 'dark'] as TTheme[])
    it(`every admin page, dialog and menu, ${theme}`, { timeout: 180_000 }, async () => {
      expect((await apiCall('/api/user', 'PUT', { user: { darkMode: theme === 'dark' } }, admin)).status).toBe(200);
      const checkers = await inBothWidths(browser, theme, [
        (b, t, viewport, label) => visitAdminPages(b, t, viewport, label, subjects),
      ]);
      seen.push(...checkers);
      expectNoProblems(checkers);
    });

  it('visited every admin page of PAGES (a page added there must be added here)', () => {
    expect(unvisited(seen, isAdminPage)).toEqual([]);
  });
});
