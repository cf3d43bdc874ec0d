import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { PAGES, type TPage } from '../../../src/shared/pages';
import type { Checker } from './checker';
import { VIEWPORTS, type TTheme, type TWidth } from './contexts';

/** One combination's visits: the checkers they used, each with what it found and saw. */
export type TVisit = (
  browser: Browser,
  theme: TTheme,
  viewport: { width: number; height: number },
  label: string,
) => Promise<Checker[]>;

/**
 * Runs `visits` at a phone's and a laptop's width side by side (each width its own contexts) in
 * `theme`; answers every checker, for the problems, the count and the pages visited.
 */
export async function inBothWidths(browser: Browser, theme: TTheme, visits: TVisit[]): Promise<Checker[]> {
  const widths: TWidth[] = ['phone', 'desktop'];
  const perWidth = await Promise.all(
    widths.map(async (width) => {
      const checkers: Checker[] = [];
      for (const visit of visits)
        checkers.push(...(await visit(browser, theme, VIEWPORTS[width], `${theme} ${width}`)));
      return checkers;
    }),
  );
  return perWidth.flat();
}

/** Fails with every problem axe found, each with its combination and place. */
export function expectNoProblems(checkers: Checker[]): void {
  expect(checkers.flatMap((c) => c.problems).join('\n')).toBe('');
}

/** The pages of `PAGES` that `pick` selects and no checker visited. */
export function unvisited(checkers: Checker[], pick: (page: TPage) => boolean): string[] {
  const visited = new Set(checkers.flatMap((c) => [...c.visited]));
  return PAGES.filter(pick)
    .map((page) => page.path)
    .filter((path) => !visited.has(path));
}

/** The sweep files' share of `PAGES`: the admin's in one file (it changes the one admin's theme). */
export const isAdminPage = (page: TPage) => page.access === 'admin';
