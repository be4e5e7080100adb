import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.mjs';

// Vitest's default is one worker fewer than the cores, which is a single worker on the 2-core
// machines CI and development run on. Tests mostly wait on PGlite and on sockets, so one worker
// per core keeps both cores busy. TEST_WORKERS overrides it.
const workers = Number(process.env.TEST_WORKERS) || Math.max(availableParallelism(), 2);

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    // Guards against hangs, not speed checks (speed is measured in bench/): generous, because CI
    // machines have 2 cores and tests such as 100 password checks in a row take long under load.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          // Plain functions in Node: no state a file could leave behind for the next one.
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/web/**'],
          // The PGlite template the embedded database's own tests start from.
          globalSetup: ['tests/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // React components in jsdom. The files share a worker and its loaded modules (React,
          // Testing Library, the components): a fresh process per file cost three times the
          // suite's own time. Each file cleans up after itself, and the setup file leaves the
          // page as a new one would be (no nodes, no stored keys, real timers).
          name: 'web',
          include: ['tests/unit/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/async-waits.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Makes the migrated PGlite template every API test file starts from.
          globalSetup: ['tests/global-setup.ts'],
          // No app process a file started outlives the file (a time-out, a failed assertion).
          setupFiles: ['tests/support/end-app-processes.setup.ts'],
          // A worker runs file after file without reloading the app's modules (and PGlite's
          // compiled WebAssembly) for each: that import was most of the suite's time. Files stay
          // apart all the same: each has its own database (createTestApp) and its own companies.
          isolate: false,
        },
      },
    ],
  },
});
