import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Browser tests: one real server (built web app, fresh embedded database with the demo school),
// driven by playwright-core in Debian's Chromium. Files run one at a time against that server.
export default defineConfig({
  // The catalogue files (`.po`) are compiled when imported, as in the web app (docs/texts.md).
  plugins: [lingui({ failOnCompileError: true })],
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/server-setup.ts'],
    setupFiles: ['test/support/texts.ts', 'test/e2e/failure-report.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
