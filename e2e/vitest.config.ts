import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './parallel';

// Browser flows against real servers: files run E2E_WORKERS at a time, each worker on its own
// server (global-setup.ts starts one per worker; harness `server()` picks it by VITEST_POOL_ID).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    minWorkers: 1,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 120_000,
    // One retry: a browser flow on a loaded 2-core machine can lose a race once; a test that fails
    // twice fails the run, and every test that needed its retry is named in the summary (scripts/retry-reporter.ts).
    retry: 1,
    reporters: ['default', './scripts/retry-reporter.ts'],
    hookTimeout: 300_000,
    // Pages load lazily chunks on a shared 2-core machine: give polls real time.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
