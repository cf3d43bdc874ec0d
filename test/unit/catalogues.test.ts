import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/i18n/languages';

// P51: every catalogue has each of its keys in every language, and each translation fills in the
// same values as its English (a `{points}` lost in Spanish would show nothing; an extra one, an id).
const root = path.resolve(import.meta.dirname, '../../src');
const catalogueFolders = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.ts`))
  .map((file) => path.dirname(path.join(root, file)));

/** The names a compiled message fills in, with how (`points`, `count:plural`). */
function argumentsOf(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, kind, cases] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') into.add(typeof kind === 'string' ? `${name}:${kind}` : name);
    if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) argumentsOf(branch, into);
  }
  return into;
}

async function messagesOf(folder: string, language: string): Promise<Record<string, string>> {
  return ((await import(path.join(folder, `${language}.ts`))) as { default: Record<string, string> }).default;
}

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogueFolders.length).toBeGreaterThan(1);
  });

  for (const folder of catalogueFolders) {
    const name = path.relative(root, folder);
    it(`${name}: every language has every key, filling in the same values`, async () => {
      const english = await messagesOf(folder, 'en');
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = await messagesOf(folder, language);
        expect(Object.keys(translated).sort(), `${name}/${language}.ts keys`).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          const other = translated[key] ?? '';
          expect(other.trim(), `${name}/${language}.ts "${key}" is empty`).not.toBe('');
          expect([...argumentsOf(compileMessage(other))].sort(), `${name}/${language}.ts "${key}"`).toEqual(
            [...argumentsOf(compileMessage(text))].sort(),
          );
        }
      }
    });
  }
});
