// `npm start`: run the compiled server (dist/server/main.js), building it and the web app first
// when they are missing or older than their sources. Plain JavaScript on purpose: the running
// process holds no TypeScript compiler (issue 11), and the build runs in a child that exits.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const record = path.join(root, 'dist/build.json');
const server = path.join(root, 'dist/server/main.js');

/** The newest modification time under the given files and folders. */
function sourcesMtimeMs(sources) {
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

/** Whether dist/ was built from the sources as they are now (scripts/build.ts writes the record). */
function isFresh() {
  if (!existsSync(record) || !existsSync(server) || !existsSync(path.join(root, 'dist/web/index.html'))) return false;
  const { sources, newestMtimeMs } = JSON.parse(readFileSync(record, 'utf8'));
  return newestMtimeMs >= sourcesMtimeMs(sources);
}

if (!isFresh()) {
  process.stdout.write('Building Classmint (first start or changed sources)...\n');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(server).href);
