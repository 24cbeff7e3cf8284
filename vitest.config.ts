import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // The database schema migrated once per run, copied by each test app (apps/server/src/test/test-app.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Cheap argon2id for the thousands of users the suites make (config.ts; PASSWORD_HASH_COST=production
    // runs them at the real cost). password.test.ts and the login-timing test keep the production cost.
    env: { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? 'test' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
