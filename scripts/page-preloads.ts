import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, Rollup } from 'vite';
import { pageHtmlFile } from '../src/shared/page-html-file.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's file and every file it imports statically, at any depth. */
function withStaticImports(fileName: string, bundle: OutputBundle, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(imported, bundle, into);
  return into;
}

/**
 * The chunk that a dynamic import of the module loads: the chunk it is the facade of, or else the
 * chunk that holds it (a page that another page also imports statically sits in a chunk the two
 * share).
 */
function chunkLoadedFor(moduleId: string, bundle: OutputBundle): OutputChunk | undefined {
  const chunks = chunksOf(bundle);
  const facade = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (facade) return facade;
  return chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
}

/** Each page's address and the modules it draws with when opened directly, from the route list. */
async function modulesByPath(): Promise<Record<string, readonly string[]>> {
  // Loaded by tsx when the bundle is written, not imported by vite.config.ts: the route list
  // imports the API contract, which the config has no use for.
  const pages = (await tsImport(
    pathToFileURL(path.resolve(import.meta.dirname, '../src/shared/pages.ts')).href,
    import.meta.url,
  )) as typeof import('../src/shared/pages.ts');
  return Object.fromEntries(pages.PAGES.map((page) => [page.path, pages.modulesOf(page)]));
}

/**
 * Writes `pages/<address>.html` for each page of the route list (src/shared/pages.ts): index.html with a
 * `<link rel="modulepreload">` for every script the address's modules need beyond what index.html
 * already loads. The links look like the ones Vite writes, so its own loader finds them present
 * and does not add them again when the page renders.
 */
export function pagePreloads(webRoot: string): Plugin {
  return {
    name: 'classmint-page-preloads',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
      if (html?.type !== 'asset' || typeof html.source !== 'string' || !entry)
        this.error('page preloads: no index.html or entry chunk');
      const loadedByIndex = withStaticImports(entry.fileName, bundle);

      for (const [address, modules] of Object.entries(await modulesByPath())) {
        // An address with a parameter (`/kiosk/:code`) is served index.html and loads its page itself.
        if (address.includes('/:')) continue;
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.join(webRoot, module);
          const chunk = chunkLoadedFor(id, bundle);
          if (!chunk) this.error(`page preloads: ${module} (for ${address}) is in no script of the build`);
          withStaticImports(chunk.fileName, bundle, files);
        }
        const links = [...files]
          .filter((file) => !loadedByIndex.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        const fileName = pageHtmlFile(address);
        if (!fileName) this.error(`page preloads: ${address} is not an address the server looks up`);
        this.emitFile({
          type: 'asset',
          fileName,
          source: html.source.replace('</head>', `  ${links}\n  </head>`),
        });
      }
    },
  };
}
