import { useEffect } from 'react';
import type { RefObject } from 'react';

/** How far above the screen's bottom the snackbars sit when no bar is in their way (the bottom navigation's height and a gap). */
export const SNACKBARS_ABOVE_BOTTOM = 64;

/**
 * While a page shows a bar near the bottom of the screen (the settings' Save, the class view's Give
 * points), snackbars rise above it instead of covering it: how far goes into --cm-bottom-bar (see
 * app.tsx). The bar is measured where it really is, not where it would stick: on a short page it
 * sits higher, above the page's end, and a snackbar at its usual place would cover it. A bar
 * higher up than the snackbars reach leaves them where they are.
 */
export function useSnackbarClearance(bar: RefObject<HTMLElement | null>, gap = 12): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const stack = document.querySelector<HTMLElement>('.cm-snackbars-bottom');
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, bottom } = element.getBoundingClientRect();
      const screen = window.innerHeight;
      const onScreen = bottom > 0 && top < screen;
      // The snackbars' band, from the screen's bottom: [SNACKBARS_ABOVE_BOTTOM, that + their height].
      const reach = SNACKBARS_ABOVE_BOTTOM + (stack?.offsetHeight ?? 0) + gap;
      const clear = !onScreen || reach <= screen - bottom;
      const rise = clear ? 0 : Math.max(screen - top + gap - SNACKBARS_ABOVE_BOTTOM, 0);
      root.style.setProperty('--cm-bottom-bar', `${rise}px`);
    };
    const soon = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    const observer = new ResizeObserver(soon);
    observer.observe(element);
    if (stack) observer.observe(stack);
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      if (frame !== 0) window.cancelAnimationFrame(frame);
      root.style.removeProperty('--cm-bottom-bar');
    };
  }, [bar, gap]);
}
