import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/** A React.lazy component, that can also be told to download before it first renders. */
export type TLazyComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts the download, or joins the one on its way; true once it has arrived, false when it
   * failed (the next preload or render asks again). Never rejects.
   */
  preload: () => Promise<boolean>;
};

/** A thenable that gives `value` to its callback in the same tick (React.lazy accepts any thenable). */
function handedOver<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/** How to download again each part whose download failed, until one succeeds. */
const failedDownloads = new Set<() => Promise<boolean>>();

/**
 * Downloads again every part whose download failed (a page while the server was away): true when
 * there was one and all have arrived now, so what showed their failure may draw them. False when
 * one still fails, or when nothing had failed to download (retrying would not help then).
 */
export async function retryFailedDownloads(): Promise<boolean> {
  const retries = [...failedDownloads];
  if (retries.length === 0) return false;
  const arrived = await Promise.all(retries.map((retry) => retry()));
  return arrived.every(Boolean);
}

/**
 * React.lazy for a named export, with a preload: Manage Accounts fetches its student panel once the
 * page has drawn, so picking a student shows the account without waiting for its code, and the
 * page opened directly is preloaded before the first render (main.tsx). A failed preload is
 * forgotten, so school Wi-Fi that dropped while the page was idle does not break the page once it
 * is back: React.lazy then asks again when it first renders. A download that fails while rendering
 * goes to the nearest error boundary, as React.lazy does.
 *
 * React.lazy remembers a failed download for good, so after a failure the component is drawn by a
 * fresh React.lazy once the download has succeeded (a preload, or `retryFailedDownloads` when the
 * connection is back): the page that could not load appears without a reload.
 *
 * A component already downloaded is handed to React.lazy at once, by a thenable that calls back
 * synchronously, so React draws it in that render. With a promise React would suspend, show the
 * fallback, and draw the component at the earliest 300 ms after the fallback appeared (React 19
 * throttles what a Suspense boundary reveals).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): TLazyComponent<P> {
  type TModule = { default: ComponentType<P> };
  let loaded: TModule | null = null;
  let loading: Promise<TModule> | null = null;
  const makeLazy = () => lazy(() => (loaded ? handedOver(loaded) : download()));
  let current = makeLazy();
  const retry = () => preload();
  const download = () =>
    (loading ??= load().then(
      (module) => {
        loaded = { default: module[name] };
        // The React.lazy that saw the failure keeps throwing it: the next render takes a new one.
        if (failedDownloads.delete(retry)) current = makeLazy();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        failedDownloads.add(retry);
        throw error;
      },
    ));
  const preload = () =>
    download().then(
      () => true,
      () => false,
    );
  function LazyNamed(props: P) {
    return createElement(current, props);
  }
  LazyNamed.displayName = name;
  return Object.assign(LazyNamed, { preload });
}
