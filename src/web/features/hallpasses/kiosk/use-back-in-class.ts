import { useCallback, useMemo, useState } from 'react';

const STORAGE_KEY = 'classmint.kiosk.back';
/** Enough for a day of passes; older marks are forgotten so the list stays small. */
const KEEP = 200;

function readMarks(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Overdue passes the teacher marked 'Back in class' on this board. The app records no return, so
 * the mark lives in this tab only (kept over a reload): it tidies the board and changes nothing else.
 */
export function useBackInClass(): { back: ReadonlySet<string>; markBack: (passId: string) => void } {
  const [marks, setMarks] = useState(readMarks);
  const markBack = useCallback((passId: string) => {
    setMarks((current) => {
      const next = [...current.filter((id) => id !== passId), passId].slice(-KEEP);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the mark still holds until the tab closes.
      }
      return next;
    });
  }, []);
  const back = useMemo(() => new Set(marks), [marks]);
  return { back, markBack };
}
