import { currentLocales } from '../../shared/i18n/catalogue';

const collators = new Map<string, Intl.Collator>();

/**
 * Names and descriptions in the order a person expects: letters compare without case or accents
 * ('émile' ties with 'Emile'), and a run of digits by its value, so 'Period 2' comes before
 * 'Period 10' and student 9 before student 10. A tie returns 0, for the caller's next key. The
 * order is the reader's language's (P51): Spanish puts 'ñ' after 'n'; English order is unchanged.
 */
export function compareText(a: string, b: string): number {
  const locales = currentLocales();
  const key = locales.join();
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(locales, { sensitivity: 'base', numeric: true })));
  return collator.compare(a, b);
}
