import { readConfig } from '../src/server/config';
import { ensureWebBuild } from './web-build';

// `npm start`: build the web app if it is missing or stale, then run the server in this process.
await ensureWebBuild(readConfig().webDir);
await import('../src/server/main');
