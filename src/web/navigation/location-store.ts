/**
 * The browser's address as the app reads it. The app's pages have fixed addresses (seed 001
 * section 2) and keep their choices in the query (`?course=`, `?student=`), so this and the History
 * API are all the routing they need: React Router carried some 14 KB gzip of data-router machinery
 * to every page, the login page included, and matched its route list twice per render (issue 11).
 */

export interface NavigateOptions {
  /** Replace the current entry of the history instead of adding one (the Back button skips it). */
  replace?: boolean;
  /** Kept with the history entry (`history.state`). */
  state?: unknown;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the address changes: a navigation of the app's, Back or Forward. */
export function subscribeToLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** The address as one string, which changes exactly when the address does (for useSyncExternalStore). */
export function locationSnapshot(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Goes to `to` (a path, with a query if any) without loading the page again. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = url.pathname + url.search + url.hash;
  if (options.replace) window.history.replaceState(options.state ?? null, '', target);
  else window.history.pushState(options.state ?? null, '', target);
  notify();
}
