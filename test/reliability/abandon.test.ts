// One failed listing fails the job; the other listings must not keep it running (retrying for
// minutes under a rate limit, or waiting out a hung request) after the error is reported.
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runAction } from '../support/run-action.ts';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

const inputs = (): Record<string, string> => ({
  domain: server.url,
  'client-id': MEMBER_CLIENT_ID,
  'client-secret': MEMBER_CLIENT_SECRET,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  'secret-path': '/\n/app',
  'export-type': 'env,output,file',
  timeout: '15',
});

/** The fake matches faults on the path only; this one also checks the listing's folder. */
const listing = (folder: string) => ({
  test: (path: string) =>
    path === '/api/v3/secrets/raw' && server.requests.at(-1)?.query.secretPath === folder,
});

it.each([
  ['waiting out a 20 s retry-after', { status: 429 as const, retryAfter: 20 }],
  ['a request that hangs', 'hang' as const],
])('a failed listing abandons the other one, %s', async (_name, kind) => {
  // The /app listing is held (long wait or hang) while the / listing fails for good.
  server.faults.add({ match: { path: listing('/app') as unknown as RegExp }, kind, times: 10 });
  server.faults.add({ match: { path: listing('/') as unknown as RegExp }, kind: 'non-json' });
  const started = Date.now();
  const run = await runAction({ inputs: inputs() });
  const elapsed = Date.now() - started;
  expect(run.exitCode, run.stdout + run.stderr).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(/^list secrets of dev:\/ failed/);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  // Before the fix the step ran on until the other listing gave up (about 100 s, or 15 s).
  expect(elapsed).toBeLessThan(5_000);
  // At most the first attempt (it may be abandoned before it even reaches the server).
  const other = server.requests.filter((r) => r.query.secretPath === '/app');
  expect(other.length).toBeLessThanOrEqual(1);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
});
