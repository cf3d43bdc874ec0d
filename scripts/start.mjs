// `npm start`: run the compiled server (dist/server/main.js), building it and the web app first
// when they are missing or older than their sources. Plain JavaScript on purpose: the running
// process holds no TypeScript compiler (issue 11), and the build runs in a child that exits.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildFresh, root } from './build-record.mjs';

if (!isBuildFresh()) {
  process.stdout.write('Building Classmint (first start or changed sources)...\n');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
