const UNIQUE_VIOLATION = '23505';

/** True when a statement failed on a unique index, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
}

/**
 * The unique index (or constraint) a statement failed on, such as 'users_email_lower_idx', or null
 * when it failed for another reason: one table can refuse a taken username and a taken e-mail,
 * and the person is told which.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const own = (error as { constraint?: unknown }).constraint;
  const cause = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  const name = typeof own === 'string' ? own : cause;
  return typeof name === 'string' ? name : '';
}

const FOREIGN_KEY_VIOLATION = '23503';

/** True when a statement pointed at a row that is gone (deleted by another request meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === FOREIGN_KEY_VIOLATION || causeCode === FOREIGN_KEY_VIOLATION;
}

// deadlock_detected, serialization_failure: the transaction was rolled back and may simply be retried.
const LOCK_CONFLICT = new Set(['40P01', '40001']);

/**
 * True when PostgreSQL ended the transaction to break a deadlock (or a serialization conflict):
 * nothing it did was kept. The lock order (economy/LOCK-ORDER.md) should make this never happen;
 * if it does, the person is asked to try again (503) rather than shown a fault.
 */
export function isLockConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && LOCK_CONFLICT.has(code)) return true;
    current = cause;
  }
  return false;
}
