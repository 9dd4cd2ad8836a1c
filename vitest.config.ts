import { defineConfig } from 'vitest/config';
import { SLOW, SUCCESSOR_PASS } from './test/suites.ts';

// TEST_SUITE=slow (`npm run test:slow`) runs the slow files alone; the default is the rest.
const slow = process.env.TEST_SUITE === 'slow';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests spawn the built bundle; two workers match CI's two cores.
    maxWorkers: 2,
    pool: 'threads',
    // Test files of a worker share its module cache: `src/` is imported once per worker, not
    // once per file (about a third of the suite's time). No test keeps state in a module; the
    // spies and stubbed variables a test leaves are undone after it, whatever its outcome.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    // Concurrent suites (the fault matrix) mostly wait on timeouts and backoff, not the CPU.
    maxConcurrency: 12,
    provide: { fakeServerRoutes: 'legacy' },
    projects: slow
      ? [{ extends: true, test: { name: 'slow', include: SLOW } }]
      : [
          {
            extends: true,
            test: { name: 'legacy', include: ['test/**/*.test.ts'], exclude: SLOW },
          },
          {
            extends: true,
            test: {
              name: 'successor-only',
              include: SUCCESSOR_PASS,
              exclude: SLOW,
              provide: { fakeServerRoutes: 'successor-only' },
            },
          },
        ],
  },
});
