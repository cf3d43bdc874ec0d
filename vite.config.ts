import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { directFeatureImports } from './scripts/direct-feature-imports.ts';
import { pagePreloads } from './scripts/page-preloads.ts';
import { PAGE_MODULES_BY_PATH } from './src/web/page-modules.ts';

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

function isEndpoint(value: unknown): value is { method: string; path: string } {
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
          return `export const ${name} = ${JSON.stringify({ method: endpoint.method, path: endpoint.path })};`;
        });
        return lines.join('\n');
      },
    },
  };
}

/**
 * The browser runs Preact's React layer instead of React DOM: the same components, hooks and
 * libraries (MUI, TanStack Query), with about 55 KB less gzip JavaScript on every
 * page, which on a school Chromebook or a phone on a slow connection is most of a second.
 * The types stay React's; the browser tests check the pages against the real build.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// The web client lives in src/web and builds to dist/web, which the server serves in production.
// In development the API runs on port 3000 and Vite proxies /api to it, so the session cookie
// stays same-origin in both setups.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [
    directFeatureImports(),
    react(),
    contractRoutesOnly(),
    pagePreloads(webRoot, PAGE_MODULES_BY_PATH),
    precompress(),
  ],
  resolve: { alias: PREACT_FOR_REACT },
  build: {
    outDir,
    emptyOutDir: true,
    // Building a zod schema has no side effects. Saying so lets the bundler drop the schemas of
    // src/shared that the login page never uses, which keeps zod out of the first download.
    // The sources call zod as `zod`, never `z`: the bundler takes every call of a function with a
    // listed name as free to drop, and minified packages have functions named `z` (Preact's diff,
    // one of stylis's), which then silently vanished.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['zod'] },
      // A page is its own dynamic import, and so are the dialogs opened on demand. Split by which of
      // those ~60 imports share a module, a signed-in page came as 52-75 scripts of a few KB each,
      // and a browser on HTTP/1.1 fetches six at a time: on a slow connection, a round trip for
      // every six. Inlining the shared chunks copies them into the few chunks that import them
      // (a registry keeps one instance of each module across the copies), so each page loads
      // about 8 scripts and still nothing it could not reach before (issue 11). Copies cost some
      // bytes where two loaded chunks hold the same module: measured 0 to +8 KB gzip per page.
      // Chunk signatures are free to change (nothing imports our chunks from outside the build),
      // which the inlining needs; styles are never inlined (Vite emits a chunk's CSS per copy).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.css(\?|$)/ },
          // Preact in a script of its own: it changes only when we upgrade it, so a browser keeps it
          // across our releases. And Lighthouse's simulation starts a render only once the script of
          // its first function has arrived: inside the large shared script, the pages' renders came
          // after their first paint and counted as blocking time (student account 92-94 -> 98).
          groups: [{ name: 'preact', test: /node_modules[\\/]preact[\\/]/ }],
        },
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
