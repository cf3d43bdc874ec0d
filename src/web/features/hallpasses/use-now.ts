import { useEffect, useState } from 'react';

/**
 * The time now, advancing on each second's turn while `ticking` (a countdown on screen), so every
 * timer of a page changes together. One interval per caller and no requests: the clock runs in the
 * page. Browsers slow it down in a hidden tab; the first tick after that catches up at once.
 */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now());
    // At once: the time kept since the last render may be long past. Then on the second's turn.
    tick();
    const aligned = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      1000 - (Date.now() % 1000),
    );
    return () => {
      clearTimeout(aligned);
      clearInterval(interval);
    };
  }, [ticking]);
  return now;
}
