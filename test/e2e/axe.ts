import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { ElementHandle, Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's default run with no rule left out: the WCAG 2.0 and 2.1 A and AA rules and axe's best
 * practices (axe keeps its AAA and WCAG 2.2 target-size rules off by default). Only violations are
 * reported in detail; passes would only slow the run down.
 */
const RUN_OPTIONS = { resultTypes: ['violations'] } as const;

export type TAxeViolation = { id: string; impact: string; help: string; nodes: { target: string; summary: string }[] };

type TAxeWindow = { axe: { run: (context: Element | Document, options: unknown) => Promise<AxeResults> } };

/**
 * Waits until the page is still (dialogs faded in), so a half-faded colour is not measured, then
 * injects axe-core and runs it on the whole document, or only inside `within` (an open dialog or
 * menu: the page behind it has been checked on its own). Violations are confirmed by a second scan.
 *
 * The injection goes through page.evaluate (DevTools' Runtime.evaluate), which the app's CSP
 * (script-src 'self') does not apply to, so the tests need no bypassCSP.
 */
export async function findAxeViolations(page: Page, within?: Locator): Promise<TAxeViolation[]> {
  const root = within ? await within.elementHandle() : null;
  try {
    const first = await scanWhenStill(page, root);
    if (first.length === 0) return first;
    // A colour caught mid-transition (a button enabled by a live update that arrived during the
    // scan) is not what anyone sees: a second look after things settle keeps only what persists.
    await page.waitForTimeout(300);
    const again = await scanWhenStill(page, root);
    // Kept: each rule's elements that failed both times. What the second look cleared is logged,
    // so a violation that comes and goes is seen in the output rather than silently passed.
    const failedBefore = new Set(first.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target}`)));
    const confirmed = again
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => failedBefore.has(`${v.id} ${n.target}`)) }))
      .filter((v) => v.nodes.length > 0);
    const failedAgain = new Set(confirmed.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target}`)));
    const cleared = [...failedBefore].filter((key) => !failedAgain.has(key));
    if (cleared.length > 0) console.warn(`axe: gone on a second look (mid-transition): ${cleared.join('; ')}`);
    return confirmed;
  } finally {
    await root?.dispose();
  }
}

async function scanWhenStill(
  page: Page,
  root: ElementHandle<HTMLElement | SVGElement> | null,
): Promise<TAxeViolation[]> {
  // Finite animations only (a spinner's never finishes), and only those that can change what is
  // checked: inside `within` or on its ancestors (a dialog's fade), not a ripple on the page behind.
  await page.evaluate(
    (element) =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .filter((a) => {
            const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
            return !element || !target || element.contains(target) || target.contains(element);
          })
          .map((a) => a.finished.catch(() => undefined)),
      ),
    root,
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([element, options]) => (window as unknown as TAxeWindow).axe.run(element ?? document, options),
    [root, RUN_OPTIONS] as const,
  );
  return results.violations.map((v: Result) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' '),
      summary: (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' / '),
    })),
  }));
}

/** Each violation: the rule, its impact, then each element (the first 8) with axe's summary. */
export function describeViolations(where: string, violations: TAxeViolation[]): string {
  const MAX = 8;
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, MAX).map((n) => `\n    ${n.target}: ${n.summary}`);
      const more = v.nodes.length > MAX ? `\n    (and ${v.nodes.length - MAX} more)` : '';
      return `${where} ${v.id} (${v.impact}): ${v.help}${nodes.join('')}${more}`;
    })
    .join('\n');
}

/** Fails with the list of violations (rule id, impact, elements, summary) when axe finds any. */
export async function expectNoAxeViolations(page: Page, where: string, within?: Locator): Promise<void> {
  const violations = await findAxeViolations(page, within);
  if (violations.length > 0)
    throw new Error(`axe found ${violations.length} violation(s):\n${describeViolations(where, violations)}`);
}
