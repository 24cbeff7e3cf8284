import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // The database schema migrated once per run, copied by each test app (apps/server/src/test/test-app.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
