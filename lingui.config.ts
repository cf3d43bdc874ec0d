import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/cli';
import { catalogueExtractor } from './scripts/texts/catalogue-extractor.ts';
import { poByContext } from './scripts/texts/po-by-context.ts';
import languages from './src/shared/i18n/languages.json' with { type: 'json' };

/**
 * The message catalogues (docs/texts.md): one per feature folder that has a `locales/en.ts`, each
 * written by `npm run texts:extract` as `locales/<language>.po`. The languages are those of
 * src/shared/i18n/languages.json: a translator adds one there, extracts, and translates its files.
 */
const featureFolders = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith(path.join('locales', 'en.ts')))
  .map((file) => path.join('src', path.dirname(path.dirname(file))))
  .sort();

export default defineConfig({
  sourceLocale: 'en',
  locales: Object.keys(languages),
  // A message not translated yet reads in English.
  fallbackLocales: { default: 'en' },
  catalogs: featureFolders.map((folder) => ({
    path: `<rootDir>/${folder}/locales/{locale}`,
    include: [`<rootDir>/${folder}/texts.ts`],
  })),
  extractors: [catalogueExtractor],
  format: poByContext(),
  // The order of each feature's en.ts, so a translator reads a screen's texts together.
  orderBy: 'origin',
});
