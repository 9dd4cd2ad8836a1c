// One failed listing fails the job; the other listings must not keep it running (retrying for
// minutes under a rate limit, or waiting out a hung request) after the error is reported. Run in
// process with waits that only end when abandoned and a request timeout of ten minutes: if the
// other listing were not abandoned, the run would never finish and the test would time out.
import { expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { fakeTiming } from '../support/run-action.ts';
import { runStep } from '../support/run.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';

const server = useFakeServer();

const inputs = (): Record<string, string> => ({
  ...mainInputs(server().url),
  'secret-path': '/\n/app',
  'export-type': 'env,output,file',
  timeout: '600',
});

/** The fake matches faults on the path only; this one also checks the listing's folder. */
const listing = (folder: string) => ({
  test: (path: string) =>
    path === '/api/v3/secrets/raw' && server().requests.at(-1)?.query.secretPath === folder,
});

/** A retry wait that lasts until the call is abandoned, and then rejects as the real one does. */
function waitUntilAbandoned(_ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

it.each([
  ['waiting out a 20 s retry-after', { status: 429 as const, retryAfter: 20 }],
  ['a request that hangs', 'hang' as const],
])('a failed listing abandons the other one, %s', async (_name, kind) => {
  // The /app listing is held (long wait or hang) while the / listing fails for good.
  server().faults.add({ match: { path: listing('/app') as unknown as RegExp }, kind, times: 10 });
  server().faults.add({ match: { path: listing('/') as unknown as RegExp }, kind: 'non-json' });
  const timing = fakeTiming();
  const run = await runStep({
    mode: 'in-process',
    inputs: inputs(),
    deps: { now: timing.now, retry: { ...timing.retry, sleep: waitUntilAbandoned } },
  });
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(/^list secrets of dev:\/ failed/);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  // At most the first attempt (it may be abandoned before it even reaches the server).
  const other = server().requests.filter((r) => r.query.secretPath === '/app');
  expect(other.length).toBeLessThanOrEqual(1);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
});
