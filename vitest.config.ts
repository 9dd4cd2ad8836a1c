import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests spawn the built bundle; two workers match CI's two cores.
    maxWorkers: 2,
    pool: 'threads',
    // Concurrent suites (the fault matrix) mostly wait on timeouts and backoff, not the CPU.
    maxConcurrency: 12,
  },
});
