import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While a page shows a bar stuck to the bottom of the screen (the settings save bar), snackbars
 * rise above it instead of covering it: the bar's height goes into --cm-bottom-bar (see app.tsx).
 */
export function useSnackbarClearance(bar: RefObject<HTMLElement | null>, gap = 12): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--cm-bottom-bar', `${element.offsetHeight + gap}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cm-bottom-bar');
    };
  }, [bar, gap]);
}
