let collator: Intl.Collator | null = null;

/**
 * Names and descriptions in the order a person expects: letters compare without case or accents
 * ('émile' ties with 'Emile'), and a run of digits by its value, so 'Period 2' comes before
 * 'Period 10' and student 9 before student 10. A tie returns 0, for the caller's next key.
 */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
