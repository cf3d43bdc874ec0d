import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** A catalogue module: `locales/en.ts` (a feature's English) or a translation beside it (`locales/es.ts`). */
const CATALOGUE_MODULE = /\/src\/.*\/locales\/[a-z]{2}\.ts$/;

/**
 * Compiles each message catalogue when the web app is built, with Lingui's own compiler: the page
 * downloads messages ready to fill in, never the ICU MessageFormat parser (about 7 KB gzip). The
 * catalogue is evaluated from its real module, as the contract modules are, and written out as its
 * compiled messages. The server and the tests read the same modules as they are and compile them
 * when they load (src/server/i18n/text-host.ts).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'classmint-compile-catalogues',
    load: {
      filter: { id: CATALOGUE_MODULE },
      async handler(id) {
        const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as { default?: unknown };
        const messages = module.default;
        if (typeof messages !== 'object' || messages === null)
          this.error(`${id}: a catalogue module exports its messages as its default export`);
        const compiled: Record<string, unknown> = {};
        for (const [key, text] of Object.entries(messages)) {
          if (typeof text !== 'string') this.error(`${id}: "${key}" is not a message`);
          try {
            compiled[key] = compileMessage(text);
          } catch (error) {
            this.error(`${id}: "${key}" is not valid ICU MessageFormat: ${String(error)}`);
          }
        }
        return `export default ${JSON.stringify(compiled)};`;
      },
    },
  };
}
