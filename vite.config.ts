import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { pagePreloads } from './scripts/page-preloads.ts';
// The contract modules and the route list are evaluated here with tsx (below, and page-preloads.ts),
// and what they import reaches catalogue files: this process imports those as Node does in dev.
import './scripts/texts/register-po.mjs';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * Writes .br and .gz beside every text asset. The server serves them as they are (fastify-static
 * `preCompressed`), so a school Chromebook downloads the small files without the server spending
 * CPU on compression for every request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  return {
    name: 'classmint-precompress',
    apply: 'build',
    async closeBundle() {
      // A build that failed wrote nothing: its own error is the one to show, not this one's.
      if (!existsSync(outDir)) return;
      const files = (await readdir(outDir, { recursive: true })).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
          await writeFile(`${full}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

/** The contract modules, one per feature: src/shared/api/*.ts except the helpers beside them. */
const CONTRACT_MODULE = /\/src\/shared\/api\/(?!endpoint\.ts$|params\.ts$)[\w-]+\.ts$/;

function isEndpoint(value: unknown): value is { method: string; path: string; requestContentType?: string } {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/**
 * The browser needs an endpoint's method and path, never its schemas: the server validates what
 * it receives and the types come from the declarations at compile time. So the web app loads each
 * contract module as its endpoints' methods and paths alone, evaluated from the real module at
 * build time. This keeps zod and every schema out of the pages that only call the API (the login
 * page above all).
 */
function contractRoutesOnly(): Plugin {
  return {
    name: 'classmint-contract-routes',
    load: {
      filter: { id: CONTRACT_MODULE },
      async handler(id) {
        const contract = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
        const lines = Object.entries(contract).map(([name, endpoint]) => {
          if (!isEndpoint(endpoint))
            this.error(`${id}: "${name}" is not an endpoint; contract modules export endpoints only`);
          // An upload's content type too: the client sends such a body as bytes, not JSON.
          const { method, path, requestContentType } = endpoint;
          return `export const ${name} = ${JSON.stringify({ method, path, requestContentType })};`;
        });
        return lines.join('\n');
      },
    },
  };
}

// The web client lives in src/web and builds to dist/web, which the server serves in production.
// In development the API runs on port 3000 and Vite proxies /api to it, so the session cookie
// stays same-origin in both setups.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

export default defineConfig({
  root: webRoot,
  // lingui(): each catalogue file (`.po`) a module imports is compiled into its messages, so the page
  // never downloads a message parser; a message a language lacks is its English.
  plugins: [react(), contractRoutesOnly(), lingui({ failOnCompileError: true }), pagePreloads(webRoot), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // A catalogue's `import(`./locales/${language}.po`)` also matches its English, which the
        // catalogue imports statically; the English is never asked for that way (it is there already).
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('/locales/en.po ')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API's addresses, not the web app's own modules under src/web/api (/api/client.ts).
    proxy: { '^/api/(?!.*\\.tsx?(\\?|$))': { target: 'http://127.0.0.1:3000' } },
  },
});
