import { defineConfig } from 'vitest/config';

/** The scale-out fault tests: separate processes, one file at a time (run by `npm test`, stage "scale"). */
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 420_000,
    hookTimeout: 240_000,
  },
});
