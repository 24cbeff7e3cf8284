import { defineConfig } from 'vitest/config';

// Browser flows against one real server: run files one after another in a single fork.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Pages load lazily chunks on a shared 2-core machine: give polls real time.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
