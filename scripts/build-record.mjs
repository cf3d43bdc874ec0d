// What `npm run build` was made from, and whether dist/ is still current. Plain JavaScript, so
// `scripts/start.mjs` can check it without a TypeScript compiler; `scripts/build.ts` uses it too.
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

/** Whether dist/ holds a build made from the sources as they are now. */
export function isBuildFresh() {
  if (!existsSync(BUILD_RECORD) || BUILT_FILES.some((file) => !existsSync(path.join(root, file)))) return false;
  const { sources, newestMtimeMs } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'));
  return newestMtimeMs >= sourcesMtimeMs(sources);
}
