import {
  DEFAULT_LANGUAGE,
  firstSpokenLanguage,
  isLanguage,
  languageOfTag,
  type TLanguage,
} from '../../shared/i18n/languages';
import { activateLanguage } from './web-text-host';

/**
 * Which language the page speaks (P51): the person's choice once the server has told it, else their
 * browser's. The last one used is remembered in this browser, so the next visit's first paint is
 * already in it, before anyone has signed in.
 */
const REMEMBERED = 'classmint-language';

function browserTags(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The browser's own regional variants of `language` (`es-MX`), for writing numbers and dates as the reader does. */
function regionalTags(language: TLanguage): string[] {
  return browserTags().filter((tag) => tag.includes('-') && languageOfTag(tag) === language);
}

function remembered(): TLanguage | null {
  try {
    const value = localStorage.getItem(REMEMBERED);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's language
  }
}

let current: TLanguage = DEFAULT_LANGUAGE;

/** The language the page speaks now. */
export function pageLanguage(): TLanguage {
  return current;
}

/** The browser's language, before anyone has chosen (the server answers this for a person who has not). */
export function browserLanguage(): TLanguage {
  return firstSpokenLanguage(browserTags());
}

/**
 * Makes `language` the page's: its texts first (the page keeps the old language until they are
 * here), then the `lang` of the document, which screen readers and hyphenation go by.
 */
export async function switchLanguage(language: TLanguage): Promise<void> {
  current = language;
  await activateLanguage(language, regionalTags(language));
  if (current !== language) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(REMEMBERED, language);
  } catch {
    // Not remembered: the next visit starts in the browser's language, then switches.
  }
}

/** The first paint's language: the one used last in this browser, else the browser's own. */
export function startingLanguage(): TLanguage {
  return remembered() ?? browserLanguage();
}
