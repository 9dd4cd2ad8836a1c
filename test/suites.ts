/**
 * Which test files run where. The README's `npm test` runs the fast suite; `npm run test:slow`
 * runs the files below, which take most of a run's time (building the standalone executable,
 * the fault matrix's every fault against the built bundle, installing the package, other Node
 * versions): `.ci/run` runs both, each with its own "N passed, N failed" line.
 */
export const SLOW = [
  'test/cli/binary.test.ts',
  'test/reliability/fault-matrix.test.ts',
  'test/cli/package.test.ts',
  'test/cli/node-versions.test.ts',
];

/**
 * The main action's and the sub-actions' scenarios, run a second time against a fake server that
 * has only the successors of the routes the current server serves from deprecated routers
 * (`test/support/use-fake-server.ts` reads which one a file runs against).
 */
export const SUCCESSOR_PASS = [
  'test/actions/main.test.ts',
  'test/actions/recursive.test.ts',
  'test/operations/*.test.ts',
];
