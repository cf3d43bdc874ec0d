import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { linguiCatalogs, linguiConfig } from '../support/catalogue-files';

// P51: the catalogue files (locales/<language>.po) are what `npm run texts:extract` writes from
// each feature's locales/en.ts; every language has each of its keys, each translation fills in the
// same values as its English (a `{points}` lost in Spanish would show nothing; an extra one, an id),
// and every message is ICU MessageFormat that Lingui compiles.
const catalogs = await linguiCatalogs();
const [english, ...translated] = linguiConfig.locales;
/** Languages that ship whole: every message translated. A language being translated may leave some empty (they read in English). */
const COMPLETE = new Set(['es']);

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

function compiled(text: string, where: string): unknown {
  try {
    return compileMessageOrThrow(text);
  } catch (error) {
    throw new Error(`${where} is not valid ICU MessageFormat: ${String(error)}`);
  }
}

/**
 * What `lingui extract --clean` (npm run texts:extract) would write into each file of the catalogue:
 * Lingui's own extraction and merge, with the writing of files caught instead of done.
 */
async function extractedFiles(catalog: (typeof catalogs)[number]): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  const write = catalog.write;
  catalog.write = async (locale, messages) => {
    const file = catalog.getFilename(locale);
    written.set(file, await catalog.format.serialize(file, messages, locale));
    return [false, file];
  };
  try {
    await catalog.make({ clean: true, overwrite: false, orderBy: linguiConfig.orderBy });
  } finally {
    catalog.write = write;
  }
  return written;
}

describe('message catalogues', () => {
  it('are found, one per feature folder with a locales/en.ts', () => {
    expect(catalogs.length).toBeGreaterThan(1);
    expect(english).toBe(linguiConfig.sourceLocale);
  });

  for (const catalog of catalogs) {
    const name = path.relative(linguiConfig.rootDir, catalog.path);

    it(`${name}: the files are what texts:extract writes from en.ts (run \`npm run texts:extract\`)`, async () => {
      for (const [file, content] of await extractedFiles(catalog)) {
        const committed = await readFile(file, 'utf8').catch(() => '(missing)');
        expect(committed, path.relative(linguiConfig.rootDir, file)).toBe(content);
      }
    });

    it(`${name}: every language has every key, filling in the same values as the English`, async () => {
      const source = (await catalog.collect())!;
      const keys = Object.keys(source).sort();
      for (const [id, message] of Object.entries(source)) compiled(message.message ?? '', `${name} "${id}"`);
      for (const language of translated) {
        const file = `${name.replace('{locale}', language)}.po`;
        const messages = (await catalog.read(language)) ?? {};
        const current = Object.keys(messages).filter((id) => !messages[id]?.obsolete);
        expect(current.sort(), `${file} keys`).toEqual(keys);
        for (const [id, message] of Object.entries(source)) {
          const translation = messages[id]?.translation ?? '';
          if (translation.trim() === '') {
            expect(COMPLETE.has(language), `${file} "${id}" is not translated`).toBe(false);
            continue;
          }
          expect([...argumentsOf(compiled(translation, `${file} "${id}"`))].sort(), `${file} "${id}"`).toEqual(
            [...argumentsOf(compiled(message.message ?? '', id))].sort(),
          );
        }
      }
    });
  }
});
