import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { BUILD_RECORD, buildForProduction, isBuildFresh, root, sourcesMtimeMs } from './build-record.mjs';
import { catalogueModule } from './texts/catalogue-module.mjs';

/**
 * `npm run build`: the web app (Vite) and the server (esbuild, one ES module with its packages
 * bundled but for three, see below), so `npm start` runs plain JavaScript with no compiler in the process.
 * `dist/build.json` records what the build was made from; `scripts/start.mjs` compares it with the
 * sources' times and builds again only when something changed.
 */
const dist = path.join(root, 'dist');
/** Everything either bundle is made from (relative to the project root). */
const SOURCES = [
  'src',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/page-preloads.ts',
  'scripts/texts',
  'lingui.config.ts',
];

/** `mode`: the NODE_ENV the bundles were built with; only `production` is ever served as current. */
export type TBuildRecord = { sources: string[]; newestMtimeMs: number; mode: string };

/** The catalogue files (`.po`) the server imports, compiled into the bundle as the web app's are. */
const catalogueFiles: Plugin = {
  name: 'classmint-catalogue-files',
  setup(build) {
    build.onLoad({ filter: /\.po$/ }, async (file) => ({ contents: await catalogueModule(file.path), loader: 'js' }));
  },
};

async function buildServer(): Promise<void> {
  const out = path.join(dist, 'server');
  rmSync(out, { recursive: true, force: true });
  const { build } = await import('esbuild');
  await build({
    // The roster reader's worker thread is a bundle of its own beside main.js (rosters/roster-parse.ts).
    entryPoints: [
      path.join(root, 'src/server/main.ts'),
      path.join(root, 'src/server/features/rosters/roster-worker.ts'),
    ],
    outdir: out,
    entryNames: '[name]',
    bundle: true,
    plugins: [catalogueFiles],
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Bundled with the packages: one file parses faster than hundreds resolved one by one. Left in
    // node_modules: native modules (argon2), PGlite (its wasm and data files sit beside its code),
    // pg's optional native binding, which isn't installed, and nodemailer (300 KB of the bundle),
    // which the mailer imports at the first e-mail: a start does not parse it (issue 11).
    external: ['@node-rs/argon2', '@electric-sql/pglite', 'pg-native', 'nodemailer'],
    // Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    // Smaller to parse at every start; names are kept, so a logged stack still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  });
  // The migrator reads its SQL files next to the code (new URL('./migrations', import.meta.url)).
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

async function buildWebApp(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

/** Builds both, then records the sources' newest time (taken first: an edit during the build counts as newer). */
export async function buildAll(): Promise<void> {
  const newestMtimeMs = sourcesMtimeMs(SOURCES);
  mkdirSync(dist, { recursive: true });
  await Promise.all([buildServer(), buildWebApp()]);
  const record: TBuildRecord = { sources: SOURCES, newestMtimeMs, mode: process.env.NODE_ENV ?? 'production' };
  writeFileSync(BUILD_RECORD, JSON.stringify(record));
}

/**
 * For the browser tests and the web bench: a production build, made only when the sources changed
 * since the last one (in a child process, so the caller's NODE_ENV=test never reaches the bundle).
 */
export async function ensureBuilt(): Promise<'fresh' | 'built'> {
  if (isBuildFresh()) return 'fresh';
  if (buildForProduction() !== 0) throw new Error('the build failed');
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run build` builds for production; a development build is `npm run dev`'s, served by Vite.
  process.env.NODE_ENV ??= 'production';
  const started = performance.now();
  await buildAll();
  process.stdout.write(`Built the server and the web app in ${Math.round(performance.now() - started)} ms\n`);
}
