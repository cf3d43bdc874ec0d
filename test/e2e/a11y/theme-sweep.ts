import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser';
import type { Checker } from './checker';
import type { TTheme } from './contexts';
import { visitPublicPages } from './public-visits';
import { visitStudentPages } from './student-visits';
import { expectNoProblems, inBothWidths, isAdminPage, unvisited } from './sweep';
import { buildSweepSchool, type TSweepSchool } from './sweep-school';
import { visitTeacherPages } from './teacher-visits';

/** One role's visits in one combination, in the sweep's school. */
type TSchoolVisit = (
  browser: Browser,
  theme: TTheme,
  viewport: { width: number; height: number },
  label: string,
  school: TSweepSchool,
) => Promise<Checker[]>;

/**
 * The accessibility sweep of one theme: axe-core (WCAG 2.0 and 2.1 A and AA plus axe's best
 * practices) finds nothing, of any impact, on every page of `PAGES` but the admin's (their own
 * file), signed out, as a student and as a teacher, with every dialog and menu they meet, at a
 * phone's and a laptop's width. Its school is its own, made through the API, so the file runs
 * beside any other.
 */
export function defineThemeSweep(theme: TTheme): void {
  let browser: Browser;
  let school: TSweepSchool;
  const seen: Checker[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    school = await buildSweepSchool(`axe${theme}`, theme);
  });
  afterAll(async () => {
    console.info(`accessibility sweep, ${theme}: ${seen.reduce((sum, c) => sum + c.checks, 0)} axe checks`);
    await browser.close();
  });

  const sweep = async (visit: TSchoolVisit) => {
    const checkers = await inBothWidths(browser, theme, [(b, t, v, label) => visit(b, t, v, label, school)]);
    seen.push(...checkers);
    expectNoProblems(checkers);
  };

  describe(`accessibility (axe-core), ${theme}: zero violations`, () => {
    it(
      'signed out: login, about, 404, a classroom kiosk, a wrong kiosk; a dropped student’s suspension',
      { timeout: 180_000 },
      () => sweep(visitPublicPages),
    );
    it('student: every page and dialog; the Passes page in each state', { timeout: 400_000 }, () =>
      sweep(visitStudentPages),
    );
    it('teacher: every page, dialog and menu; the kiosk; nothing cut off on a phone', { timeout: 600_000 }, () =>
      sweep(visitTeacherPages),
    );
    it('visited every page of PAGES but the admin’s (a page added there must be added here)', () => {
      expect(unvisited(seen, (page) => !isAdminPage(page))).toEqual([]);
    });
  });
}
