import { currentLocales } from '../shared/i18n/catalogue';
/** The class extras that later issues build. */
export type TFeature = 'hallpasses' | 'songs' | 'jukebox';

/**
 * The extras whose screens are built. Until a feature is listed here its navigation item, routes,
 * settings, Prime benefits and What's New entries stay hidden, so nobody is offered something that
 * does nothing. Adding it to this list turns all of them back on.
 */
export const BUILT_FEATURES: readonly TFeature[] = ['hallpasses', 'songs', 'jukebox'];

export function isBuilt(feature: TFeature): boolean {
  return BUILT_FEATURES.includes(feature);
}

const lists = new Map<string, Intl.ListFormat>();

/** 'a', 'a and b', 'a, b, and c', in the reader's language; one formatter per locale. */
export function listWords(words: readonly string[]): string {
  const locales = currentLocales();
  const key = locales.join();
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new Intl.ListFormat(locales, { type: 'conjunction' })));
  return list.format(words);
}
