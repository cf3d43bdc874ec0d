// First: on an unsupported Node.js the run stops here, saying what to do.
import './scripts/node-version.mjs';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Browser tests: built servers (test/e2e/server-setup.ts) driven by playwright-core in Debian's
 * Chromium, in two groups, as Immich does:
 * - `shared-school`: the files that use the demo school's accounts (demoteacher, the 2026100x
 *   students) run one at a time against one server seeded with it, since they share its state.
 * - `own-school`: the files that build their own school through the API (test/e2e/school.ts), with
 *   only the admin shared, run in parallel workers, each worker against a server of its own.
 * The parallel group runs first, then the serial one (`groupOrder`); a failure in either fails the run.
 */

/** The files that need the demo school. Every other browser test builds its own school. */
const SHARED_SCHOOL = ['legibility', 'store', 'student', 'student-actions'].map((name) => `test/e2e/${name}.e2e.ts`);

/**
 * Workers (and servers) for the own-school group. Each worker is a browser, a server and a test
 * process. Files spend much of their time waiting (a pass running late, a live update: one file alone
 * left the 2 cores idle half the time), so 3 workers keep both cores busy (issue 43, with the
 * headless shell: the whole run 26.3 -> 18.9 min).
 */
const OWN_SCHOOL_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

const common = {
  globalSetup: ['test/e2e/server-setup.ts'],
  setupFiles: ['test/support/texts.ts', 'test/e2e/failure-report.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // As in the API tests: a worker imports the helpers and the catalogues once, not once per file
  // (that was about 2 s of CPU a file). Every file still launches its own browser and builds its
  // own school; the helpers' module state is per page or per worker (its server).
  isolate: false,
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    projects: [
      {
        // The catalogue files (`.po`) are compiled when imported, as in the web app (docs/texts.md).
        // A project's inline config doesn't inherit the root's plugins.
        plugins: [lingui({ failOnCompileError: true })],
        test: {
          ...common,
          name: 'own-school',
          include: ['test/e2e/**/*.e2e.ts'],
          exclude: SHARED_SCHOOL,
          maxWorkers: OWN_SCHOOL_WORKERS,
          // First; without isolation, projects with different worker counts need their own group.
          sequence: { groupOrder: 0 },
          provide: { demoSchool: false },
        },
      },
      {
        // The catalogue files (`.po`) are compiled when imported, as in the web app (docs/texts.md).
        // A project's inline config doesn't inherit the root's plugins.
        plugins: [lingui({ failOnCompileError: true })],
        test: {
          ...common,
          name: 'shared-school',
          include: SHARED_SCHOOL,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          provide: { demoSchool: true },
        },
      },
    ],
  },
});
