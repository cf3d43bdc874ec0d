// `npm start`: run the compiled server (dist/server/main.js), building it and the web app first
// when they are missing or older than their sources. Plain JavaScript on purpose: the running
// process holds no TypeScript compiler (issue 11), and the build runs in a child that exits.
// First, so an unsupported Node.js stops here with what to do, before anything else loads.
import './node-version.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildForProduction, isBuildFresh, root } from './build-record.mjs';

if (!isBuildFresh()) {
  process.stdout.write('Building Classmint (first start, changed sources, or not a production build)...\n');
  const status = buildForProduction();
  if (status !== 0) process.exit(status);
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
