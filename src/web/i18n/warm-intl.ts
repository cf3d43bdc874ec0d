import { whenIdle } from '../when-idle';

const warmed = new Set<string>();

/**
 * The first `Intl.DateTimeFormat` a page makes loads the platform's locale data: measured in
 * Chromium at 4× CPU slowdown, 600 to 900 ms for the first one, under 1 ms for the next; the first
 * NumberFormat, Collator and ListFormat 40 to 90 ms each. So each language's formatters are made
 * once while the browser is idle, after the page has drawn, rather than at the first click that
 * shows a date (a dialog, the next page). A page whose first view shows a date pays it then anyway.
 */
export function warmIntlWhenIdle(locales: readonly string[]): void {
  const key = locales.join();
  if (warmed.has(key)) return;
  warmed.add(key);
  const list = [...locales];
  whenIdle(() => {
    new Intl.DateTimeFormat(list, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat(list).format(1234.5);
    new Intl.Collator(list).compare('a', 'b');
    new Intl.PluralRules(list).select(1);
    new Intl.ListFormat(list, { type: 'conjunction' }).format(['a', 'b']);
  });
}
