/**
 * A number as people read it in the interface's American English: at most two decimals, thousands
 * grouped (1234.5 → '1,234.5'), and no '-0' (-0.004 → '0'). The same text as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` without `Intl`: in a browser the first
 * `Intl` formatter loads the locale data, 40-60 ms of main thread on a 2-core machine
 * (src/web/components/format.ts), and these modules run on every page.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundedToHundredths(Math.abs(value));
  const negative = value < 0 && (whole !== '0' || fraction !== '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The whole part and up to two decimals (no trailing zeros) of a non-negative number, rounded half
 * up on its shortest decimal form as Intl rounds: 0.015 → ['0', '02'], although the double nearest
 * 0.015 is a little below it (so `toFixed(2)` says 0.01).
 */
function roundedToHundredths(abs: number): [string, string] {
  if (abs >= 1e21) return [BigInt(abs).toString(), '']; // String() would switch to exponents
  if (abs < 1e-6) return ['0', '']; // likewise; far below half a hundredth
  const [whole = '0', decimals = ''] = String(abs).split('.');
  if (decimals.length <= 2) return [whole, decimals.replace(/0+$/, '')];
  const hundredths = `${whole}${decimals.slice(0, 2)}`;
  const rounded = decimals.charCodeAt(2) >= 53 /* '5' */ ? plusOne(hundredths) : hundredths;
  return [rounded.slice(0, -2) || '0', rounded.slice(-2).replace(/0+$/, '')];
}

/** A string of decimal digits plus one: '0999' → '1000', '99' → '100'. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}
