import { currentLocales } from './i18n/catalogue';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as people read it in the reader's language (P51): at most two decimals, thousands
 * grouped as their language groups them (1234.5 → '1,234.5' in American English), and no '-0'
 * (-0.004 → '0'). Each language's formatter is made at its first number, not when the module
 * loads: the server's start does not load ICU's data for it.
 */
export function formatNumber(value: number): string {
  const locales = currentLocales();
  const key = locales.join();
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales, { maximumFractionDigits: 2, signDisplay: 'negative' });
    formats.set(key, format);
  }
  return format.format(value);
}
