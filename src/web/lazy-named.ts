import { createElement } from 'react';
import type { ComponentType } from 'react';

/** A component whose code downloads when it first renders, or earlier with `preload`. */
export type TLazyComponent<P extends object> = ComponentType<P> & {
  /** Starts the download; settles when the component can render without waiting. Never rejects. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a named export, so pages keep named exports and still load on demand: the login
 * page must stay light on a school Chromebook. Unlike React.lazy it can be told to download before
 * it renders (`preload`): Manage Accounts fetches its student panel once the page has drawn, so
 * picking a student shows the account without waiting for its code. A failed download is thrown to
 * the nearest error boundary (PageLoadFailure), as React.lazy does.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): TLazyComponent<P> {
  let component: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;

  const preload = () =>
    (loading ??= load().then(
      (module) => {
        component = module[name];
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function LazyNamed(props: P) {
    if (component) return createElement(component, props);
    if (failure) throw failure.error;
    // Suspense shows its fallback and renders this again once the download has settled.
    throw preload();
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return Object.assign(LazyNamed, { preload });
}
