import { useState } from 'react';

/**
 * A number that grows each time `open` turns true. Used as the key of a dialog's content, it starts
 * every opening fresh (an empty form, nothing set aside) while the dialog itself stays mounted, so
 * it still fades out with what it showed.
 */
export function useOpeningKey(open: boolean): number {
  const [state, setState] = useState({ open, key: 0 });
  if (open !== state.open) {
    const next = { open, key: open ? state.key + 1 : state.key };
    setState(next);
    return next.key;
  }
  return state.key;
}
