import { useState } from 'react';

/**
 * Keeps showing the last non-null value while a dialog fades out after its target became null,
 * and gives a new key each time a new value arrives so the dialog's form starts fresh.
 */
export function useRetainedValue<T>(value: T | null): { value: T | null; key: number } {
  const [state, setState] = useState<{ value: T | null; key: number }>({ value, key: 0 });
  if (value !== null && value !== state.value) {
    const next = { value, key: state.key + 1 };
    setState(next);
    return next;
  }
  return state;
}
