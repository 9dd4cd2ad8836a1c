import { defineConfig } from 'vitest/config';
import { SUCCESSOR_PASS } from './test/successor-pass.ts';

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
    projects: [
      { extends: true, test: { name: 'legacy', include: ['test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'successor-only',
          include: SUCCESSOR_PASS,
          provide: { fakeServerRoutes: 'successor-only' },
        },
      },
    ],
  },
});
