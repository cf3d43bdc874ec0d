import { useEffect, useState } from 'react';

/**
 * The time now, advancing once a second while `ticking` (a countdown on screen). One interval per
 * caller and no requests: the clock runs in the page, the server is asked only when a pass ends.
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const tick = () => setNow(Date.now());
    // The first tick at once: the time kept since the last render may be long past.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
