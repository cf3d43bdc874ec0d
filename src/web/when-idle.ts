/**
 * Runs `run` once the browser has nothing else to do (at the latest after `timeout` ms), and returns
 * what cancels it. For code a page will want soon but does not draw first: it downloads after the
 * page has drawn, not before.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a second after the page drew is nearly as good.
  const handle = window.setTimeout(run, 1000);
  return () => window.clearTimeout(handle);
}
