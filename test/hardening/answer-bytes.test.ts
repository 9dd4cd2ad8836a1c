// Secret values arrive exactly as the server stored them, or not at all. A proxy that compresses
// answers (allowed when a client sends no `accept-encoding`) must not fail the job, and an answer
// whose bytes are not UTF-8 must not be exported with replacement characters.
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();
const LISTING = '/api/v3/secrets/raw';

describe('answer bytes', () => {
  it('asks for answers as they are: a compressing proxy leaves them alone', async () => {
    server().faults.add({ match: { path: LISTING }, kind: 'compress', times: 5 });
    const run = await runStep({ mode: 'in-process', inputs: mainInputs(server().url) });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
    const listing = server().requests.find((r) => r.path === LISTING);
    expect(listing?.headers['accept-encoding']).toBe('identity');
  });

  it('an answer that is not UTF-8: one error naming the operation, nothing exported', async () => {
    server().faults.add({ match: { path: LISTING }, kind: 'invalid-utf8', times: 5 });
    const run = await runStep({
      mode: 'in-process',
      inputs: { ...mainInputs(server().url), 'export-type': 'env,output' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/^list secrets of dev:\/ failed .*not valid UTF-8/);
    expect(run.envEntries).toEqual([]);
    expect(run.outputs).toEqual({});
    // Not retried: the same bytes would come again.
    expect(server().requests.filter((r) => r.path === LISTING)).toHaveLength(1);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
  });
});
