import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** React.lazy's component, that can also be told to download before it first renders. */
export type TLazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts the download, or joins the one on its way; true once it has arrived, false when it
   * failed (the next preload or render asks again). Never rejects.
   */
  preload: () => Promise<boolean>;
};

/**
 * React.lazy for a named export, with a preload: Manage Accounts fetches its student panel once the
 * page has drawn, so picking a student shows the account without waiting for its code. A failed
 * preload is forgotten, so school Wi-Fi that dropped while the page was idle does not break the
 * page once it is back: React.lazy then asks again when it first renders. A download that fails
 * while rendering goes to the router's error screen, as React.lazy does.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): TLazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const download = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const preload = () =>
    download().then(
      () => true,
      () => false,
    );
  return Object.assign(lazy(download), { preload });
}

/** Said when code asked for on demand could not be downloaded (a dropped connection, or a newer version). */
export const LOAD_ON_DEMAND_FAILED = 'This could not be opened. Please check your connection, or reload the page.';
