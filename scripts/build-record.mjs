// What `npm run build` was made from, and whether dist/ is still current. Plain JavaScript, so
// `scripts/start.mjs` can check it without a TypeScript compiler; `scripts/build.ts` uses it too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const BUILD_RECORD = path.join(root, 'dist/build.json');
const BUILT_FILES = ['dist/server/main.js', 'dist/web/index.html'];

/** The newest modification time under the given files and folders (relative to the project root). */
export function sourcesMtimeMs(sources) {
  let newest = 0;
  for (const source of sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Whether dist/ holds a production build made from the sources as they are now. A build made in
 * another mode (a test run's NODE_ENV=test gives React's development build, twice the size and
 * slower) is never served as current.
 */
export function isBuildFresh() {
  if (!existsSync(BUILD_RECORD) || BUILT_FILES.some((file) => !existsSync(path.join(root, file)))) return false;
  const { sources, newestMtimeMs, mode } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'));
  return mode === 'production' && newestMtimeMs >= sourcesMtimeMs(sources);
}

/**
 * Runs `scripts/build.ts` in a child process with NODE_ENV=production, whatever the caller's is:
 * Vite hands the bundle the NODE_ENV it finds (a test run's `test`), and React then ships its
 * development build. The exit status, 0 when built.
 */
export function buildForProduction() {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return build.status ?? 1;
}
