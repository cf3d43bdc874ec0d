import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export, so pages keep named exports and still load on demand: the
 * login page must stay light on a school Chromebook.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
