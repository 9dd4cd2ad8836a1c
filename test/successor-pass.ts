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
