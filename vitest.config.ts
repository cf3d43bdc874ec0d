// First: on an unsupported Node.js the run stops here, saying what to do.
import './scripts/node-version.mjs';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// API and unit tests. `npm test` runs them on PGlite; `npm run test:pg` on PostgreSQL (DATABASE_URL).
export default defineConfig({
  // The catalogue files (`.po`) are compiled when imported, as in the web app (docs/texts.md).
  plugins: [lingui({ failOnCompileError: true })],
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/support/texts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
