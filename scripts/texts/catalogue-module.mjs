import path from 'node:path';
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/**
 * A catalogue file (`locales/es.po`) as a JavaScript module: `export const messages = ...`, its
 * messages compiled by Lingui, and English for any it has not translated yet. The same steps as
 * Lingui's Vite plugin, through Lingui's own API, for the two places Vite does not load modules:
 * the server's bundle (esbuild, scripts/build.ts) and tsx (./register-po.mjs).
 */
const root = path.resolve(import.meta.dirname, '../..');
let config;
let catalogs;

export async function catalogueModule(file) {
  config ??= getConfig({ cwd: root });
  catalogs ??= getCatalogs(config);
  const found = getCatalogForFile(path.relative(config.rootDir, file), await catalogs);
  if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogues`);
  const { locale, catalog } = found;
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
  if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
  return source;
}
