/** What Prime's state is read from: the flag and its expiry (null: no end date). */
export interface PrimeFields {
  hasPrime: boolean;
  primeExpiresAt: Date | string | null;
}

/**
 * Prime lasts until its expiry date (Prime in docs/decisions.md): the flag alone is not enough.
 * `now` comes from the injected clock, never from the database's `now()`, so tests can move time.
 * The one statement of this rule on the server; SQL that counts Prime students passes `now` in.
 */
export function isPrimeActive(student: PrimeFields, now: Date): boolean {
  if (!student.hasPrime) return false;
  if (student.primeExpiresAt === null) return true;
  return new Date(student.primeExpiresAt) > now;
}
