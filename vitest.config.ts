// First: on an unsupported Node.js the run stops here, saying what to do.
import './scripts/node-version.mjs';
import { lingui } from '@lingui/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose tests come out the same on either database: they reach none (the unit tests), or only
 * the embedded one whatever the run (the backup commands on a DATA_DIR). `npm test` runs them; the
 * PostgreSQL run (DATABASE_URL) leaves them out rather than run them again unchanged (about 90 s of
 * a worker's time, issue 43).
 */
const SAME_ON_EVERY_DATABASE = ['test/unit/**', 'src/**/*.test.ts', 'test/api/backup-scripts.test.ts'];

// API and unit tests. `npm test` runs them on PGlite; `npm run test:pg` on PostgreSQL (DATABASE_URL).
export default defineConfig({
  // The catalogue files (`.po`) are compiled when imported, as in the web app (docs/texts.md).
  plugins: [lingui({ failOnCompileError: true })],
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SAME_ON_EVERY_DATABASE : [])],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/support/texts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: Vitest's default on a 2-core machine is one (cores - 1). With the next
    // setting, PGlite's run went from 671 to 236 s (issue 43).
    maxWorkers: 2,
    // Each worker imports the app once and runs file after file in it, instead of a fresh process per
    // file: importing the server took 165 s of the 671. Every file still builds its own app on its own
    // database (test/support/test-app.ts), and no test mocks modules or changes process.env; the
    // little module state there is (caches of a decoy hash, the catalogues) is the same for every file.
    isolate: false,
  },
});
