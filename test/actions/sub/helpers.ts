// Shared setup of the sub-action end-to-end tests: a fresh loopback server per test, the seeded
// member's credentials, and the checks every run gets.
import { afterEach, beforeEach, expect } from 'vitest';
import {
  ADMIN_API_KEY,
  ADMIN_USER_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  startFakeServer,
} from '../../support/fake-server/index.ts';
import type { FakeServer } from '../../support/fake-server/index.ts';
import { expectNoLeaks } from '../../support/leaks.ts';
import { runAction, type ActionRun } from '../../support/run-action.ts';

/** Every credential a test may use: none may ever show in a log. */
const CREDENTIALS = [MEMBER_CLIENT_SECRET, VIEWER_CLIENT_SECRET, ADMIN_API_KEY, ADMIN_USER_TOKEN];

/** Starts a fresh seeded server before each test of the file and closes it after. */
export function useFakeServer(): () => FakeServer {
  let server: FakeServer | undefined;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('no fake server: call inside a test');
    return server;
  };
}

/** Universal auth as the seeded project member (the default) or viewer. */
export function login(
  server: FakeServer,
  who: 'member' | 'viewer' = 'member',
): Record<string, string> {
  return {
    domain: server.url,
    'client-id': who === 'member' ? MEMBER_CLIENT_ID : VIEWER_CLIENT_ID,
    'client-secret': who === 'member' ? MEMBER_CLIENT_SECRET : VIEWER_CLIENT_SECRET,
  };
}

/**
 * Runs a built sub-action as the runner would, without retry backoff, and checks that no
 * credential nor the token it obtained leaked, whatever the outcome.
 */
export async function runSub(action: string, inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAction({ action, inputs, env: { SECRETS_ACTION_RETRY_BASE_MS: '0' } });
  expectNoLeaks(run, [...CREDENTIALS, ...Object.values(run.state)]);
  return run;
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

/** `METHOD /path` of every request the server received, in order. */
export function calls(server: FakeServer): string[] {
  return server.requests.map((r) => `${r.method} ${r.path}`);
}

/** Parses a JSON output, failing the test with the raw text when it is not JSON. */
export function json<T = unknown>(run: ActionRun, output: string): T {
  const text = run.outputs[output];
  expect(text, `output ${output}`).toBeDefined();
  return JSON.parse(text!) as T;
}
