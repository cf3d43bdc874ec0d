import { useEffect, useState } from 'react';

/**
 * The time, updated on each second's turn: one interval for the whole board, however many timers
 * it shows. Throttled by the browser while the tab is hidden, which a board can live with.
 */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now());
    const start = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, stepMs);
      },
      stepMs - (Date.now() % stepMs),
    );
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [stepMs]);
  return now;
}
