let numbers: Intl.NumberFormat | null = null;

/**
 * A number as people read it in the interface's American English: at most two decimals, thousands
 * grouped (1234.5 → '1,234.5'), and no '-0' (-0.004 → '0'). The formatter is made at the first
 * number, not when the module loads: the server's start does not load ICU's data for it.
 */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' });
  return numbers.format(value);
}
