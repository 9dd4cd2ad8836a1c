// Shared setup and checks of the sub-action tests. Branch cases run in process; each
// sub-action's happy path also runs the built bundle as the runner does (`runStep`'s modes).
import { expect } from 'vitest';
import type { FakeServer } from '../support/fake-server/index.ts';
import type { ActionRun } from '../support/run.ts';
import { login, useFakeServer, type Identity } from '../support/use-fake-server.ts';
import { PROJECT_ID } from '../support/fake-server/index.ts';

export {
  calls,
  legacyView,
  login,
  onLegacyRoutes,
  onSuccessorRoutes,
  projectField,
  REVOKE,
  sentPath,
  sentPathPattern,
  successorsOnly,
  useFakeServer,
  type Identity,
} from '../support/use-fake-server.ts';

/**
 * The setup of a sub-action's test file: a fresh seeded server for each test, and the inputs of
 * a step in the seeded project, logged in as `who` (the member by default), with the file's
 * `defaults` (`env-slug`, ...) under each test's own.
 */
export function useProjectServer(defaults: Record<string, string> = {}): {
  server: () => FakeServer;
  inputs: (extra?: Record<string, string>, who?: Identity) => Record<string, string>;
} {
  const server = useFakeServer();
  return {
    server,
    inputs: (extra = {}, who = 'member') => ({
      ...login(server(), who),
      'project-id': PROJECT_ID,
      ...defaults,
      ...extra,
    }),
  };
}

/** A successful run: exit 0, no error. */
export function expectSuccess(run: ActionRun): void {
  expect(run.errors, run.stdout).toEqual([]);
  expect(run.exitCode).toBe(0);
}

/** A failed run: exit 1, exactly one `::error::` matching `pattern`, no outputs, no stack trace. */
export function expectFailure(run: ActionRun, pattern: RegExp): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(pattern);
  expect(run.outputs).toEqual({});
  expect(run.stdout).not.toMatch(/\n\s+at .+:\d+:\d+/);
}

/** A bad input: one error naming it, and not a single request (not even the login). */
export function expectInputError(run: ActionRun, server: FakeServer, input: string): void {
  expectFailure(run, new RegExp(`\`${input}\``));
  expect(server.requests).toEqual([]);
}

/** Parses a JSON output, failing the test with the raw text when it is not JSON. */
export function json<T = unknown>(run: ActionRun, output: string): T {
  const text = run.outputs[output];
  expect(text, `output ${output}`).toBeDefined();
  return JSON.parse(text!) as T;
}
