import { useEffect, useRef } from 'react';

/** How long a new page may take to draw its heading (a lazy module, then its data) before we give up. */
const HEADING_WAIT_MS = 5000;

/**
 * After moving to another page inside the app, put the focus on the new page's heading, as a page
 * load would put it at the top: a screen reader then reads the new page's title, and the next Tab
 * goes into its content rather than past the bottom navigation. Not on the first page (the browser
 * loaded it), not while a dialog holds the focus, and not when the new page already put the focus
 * somewhere in itself.
 */
export function useFocusNewPage(pathname: string) {
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const giveUpAt = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const focusHeading = () => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]')) return;
      const main = document.querySelector('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (active && active !== document.body && main?.contains(active)) return;
        heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (performance.now() < giveUpAt) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
