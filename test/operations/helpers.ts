// Shared checks of the sub-action tests. Branch cases run in process (`runSub`); each
// sub-action's happy path also runs the built bundle as the runner does (`runSubBuilt`).
import { expect } from 'vitest';
import type { FakeServer } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import {
  runAction,
  runInProcess,
  type ActionRun,
  type InProcessOptions,
  type RunOptions,
} from '../support/run-action.ts';
import { CREDENTIALS, successorsOnly } from '../support/use-fake-server.ts';

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

/**
 * Runs a sub-action in process as its bundle would, and checks that no credential nor the token
 * it obtained leaked, whatever the outcome.
 */
export async function runSub(
  action: string,
  inputs: Record<string, string>,
  options: Omit<InProcessOptions, 'action' | 'inputs'> = {},
): Promise<ActionRun> {
  const run = await runInProcess({ ...options, action, inputs });
  expectNoLeaks(run, [...CREDENTIALS, ...recorded(run)]);
  return run;
}

/**
 * Runs the built sub-action in a new process, as the runner does, with the same leak check. In
 * the pass against a server with the successor routes only it runs in process (each bundle runs
 * against such a server once, in test/actions/successor-routes.test.ts).
 */
export async function runSubBuilt(
  action: string,
  inputs: Record<string, string>,
  options: Omit<RunOptions, 'action' | 'inputs'> = {},
): Promise<ActionRun> {
  if (successorsOnly()) return runSub(action, inputs, options);
  const run = await runAction({ ...options, action, inputs });
  expectNoLeaks(run, [...CREDENTIALS, ...recorded(run)]);
  return run;
}

/** What the run recorded for the post step (the token too, though cleared once revoked). */
function recorded(run: ActionRun): string[] {
  return run.stateEntries.filter(([name]) => name !== 'revoke_tried').map(([, value]) => value);
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
