import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded on demand that can also be asked to start loading before it renders. */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a named export, so pages keep named exports and still load on demand: the
 * login page must stay light on a school Chromebook. `preload()` starts the download early (once):
 * a signed-in page opened directly fetches its frame and page together instead of one after the other.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  const start = () => (loading ??= load());
  const component = lazy(async () => ({ default: (await start())[name] }));
  return Object.assign(component, { preload: start });
}
