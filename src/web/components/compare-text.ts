/**
 * Names and descriptions in the order a person expects, without `Intl.Collator` or
 * `localeCompare` (their first use loads the browser's collation data, 15-50 ms of main thread on
 * a 2-core machine, on pages that only sort a class list; format.ts says more): letters compare
 * without case or accents ('émile' ties with 'Emile'), and a run of digits by its value, so
 * 'Period 2' comes before 'Period 10' and student 9 before student 10. A tie returns 0, for the
 * caller's next key.
 */
export function compareText(a: string, b: string): number {
  return compareFolded(fold(a), fold(b));
}

const NON_ASCII = /[\u0080-\uffff]/;
const ACCENTS = /\p{M}/gu;

/** Lower case without accents: 'Émile' → 'emile'. */
function fold(text: string): string {
  const letters = NON_ASCII.test(text) ? text.normalize('NFD').replace(ACCENTS, '') : text;
  return letters.toLowerCase();
}

const isDigit = (code: number) => code >= 48 && code <= 57;

function compareFolded(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      const byNumber = compareDigitRuns(a, i, b, j);
      if (byNumber.order !== 0) return byNumber.order;
      i = byNumber.endA;
      j = byNumber.endB;
    } else if (ca !== cb) {
      return ca - cb;
    } else {
      i++;
      j++;
    }
  }
  return a.length - i - (b.length - j);
}

/** The digit runs starting at a[i] and b[j], by value: leading zeros ignored, then length, then digits. */
function compareDigitRuns(a: string, i: number, b: string, j: number) {
  const endA = runEnd(a, i);
  const endB = runEnd(b, j);
  const startA = firstSignificant(a, i, endA);
  const startB = firstSignificant(b, j, endB);
  let order = endA - startA - (endB - startB);
  for (let k = 0; order === 0 && startA + k < endA; k++) {
    order = a.charCodeAt(startA + k) - b.charCodeAt(startB + k);
  }
  return { order, endA, endB };
}

function runEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

function firstSignificant(text: string, start: number, end: number): number {
  let first = start;
  while (first < end - 1 && text.charCodeAt(first) === 48) first++;
  return first;
}
