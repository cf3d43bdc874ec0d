import names from './languages.json';

/**
 * The languages Classmint speaks (P51), each by its own name, as a person who reads only that
 * language looks for it in the picker. The list is languages.json, which lingui.config.ts reads
 * too: a translator adds a language there (docs/texts.md, "Adding a language"). English is the
 * seeds' own text and the fallback for a person whose browser asks for none of them.
 */
export type TLanguage = keyof typeof names;
export const LANGUAGE_NAMES: Readonly<Record<TLanguage, string>> = names;
export const LANGUAGES = Object.keys(names) as readonly TLanguage[] as readonly [TLanguage, ...TLanguage[]];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a tag such as `es-MX` or `EN`: its first subtag, if it is one we speak. */
export function languageOfTag(tag: string): TLanguage | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** The first language of a browser's list (`navigator.languages`) that we speak, else English. */
export function firstSpokenLanguage(tags: readonly string[]): TLanguage {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language an `Accept-Language` header asks for (RFC 9110 section 12.5.4): the tags by their
 * weight, highest first and in the header's order among equals; `q=0` means "not this one". A
 * missing or unreadable header is English.
 */
export function languageOfAcceptHeader(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 32) // a header is a short list; a long one is not worth reading whole
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      // A weight that can't be read (`q=abc`) counts as "not this one".
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0 && entry.tag.length > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return firstSpokenLanguage(ranked.map((entry) => entry.tag));
}
