import { createElement } from 'react';
import type { ComponentType, FunctionComponent } from 'react';
import { onDemand } from './on-demand';

/** A component whose code downloads when it first renders, or earlier with `preload`. */
export type TLazyComponent<P extends object> = FunctionComponent<P> & {
  /**
   * Starts the download, or joins the one on its way; true once the component can render without
   * waiting, false when the download failed (the next preload or render asks again). Never rejects.
   */
  preload: () => Promise<boolean>;
};

/**
 * React.lazy for a named export, so pages keep named exports and still load on demand: the login
 * page must stay light on a school Chromebook. Unlike React.lazy it can be told to download before
 * it renders (`preload`): Manage Accounts fetches its student panel once the page has drawn, so
 * picking a student shows the account without waiting for its code.
 *
 * A download that fails while rendering is thrown to the nearest error boundary (PageLoadFailure),
 * as React.lazy does. One that fails during a preload is forgotten: school Wi-Fi that dropped while
 * the page was idle must not break the page once it is back, so the render asks again.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): TLazyComponent<P> {
  const code = onDemand(() => load().then((module) => module[name]));
  let failedRender: { error: unknown } | null = null;

  const preload = () =>
    code.download().then(
      () => true,
      () => false,
    );

  function LazyNamed(props: P) {
    const component = code.loaded();
    if (component) return createElement(component, props);
    if (failedRender) throw failedRender.error;
    // Suspense shows its fallback and renders this again once the download has settled.
    throw code.download().then(
      () => undefined,
      (error: unknown) => {
        failedRender = { error };
      },
    );
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload });
}
