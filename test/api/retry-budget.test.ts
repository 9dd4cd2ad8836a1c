// The retry budget caps all retrying, the retried attempts included: after the first attempt
// fails, the waits and the attempts that follow end within the budget (3 minutes), whatever the
// `timeout`. On a fake clock: each attempt lasts until its deadline (a server that trickles one
// byte a second and never finishes) and each wait lasts what it was asked to.
import { vmToken as azureToken } from '../../src/auth/methods/azure.js';
import * as api from '../../src/api/endpoints/index.js';
import { describe, expect, it } from 'vitest';
import { Caller, type Call } from '../../src/api/caller.js';
import { InfisicalClient } from '../../src/api/client.js';
import { ApiError } from '../../src/errors/api.js';
import { defaultRetryPolicy } from '../../src/api/retry.js';
import { TransportError, type HttpRequest } from '../../src/api/transport.js';
// The largest `timeout` (seconds) and `retries` the inputs accept.
import { MAX_RETRIES, MAX_TIMEOUT_SECONDS } from '../../src/settings/connection.js';
import { settledWrite, settledWriteCapMs } from '../../src/operations/settle.js';
import { CONNECTION_VALUES } from '../../src/spec/values.js';
import { METADATA_TIMEOUT_MS, metadataGet } from '../../src/auth/metadata-request.js';

const GET: Call = {
  kind: 'secrets:list',
  operation: 'list secrets',
  method: 'GET',
  path: '/api/v3/secrets/raw',
  authenticated: false,
  safeToRepeat: true,
};

/** One call against a server that never finishes an answer; what the clock and attempts saw. */
async function trickle(
  timeoutMs: number,
  retries: number,
  random = 0.5,
): Promise<{ elapsedMs: number; deadlines: number[]; error: unknown }> {
  let now = 0;
  const deadlines: number[] = [];
  const caller = new Caller({
    baseUrl: 'https://api.example.test',
    timeoutMs,
    userAgent: 'retry-budget-test',
    transport: async (request: HttpRequest) => {
      deadlines.push(request.timeoutMs);
      now += request.timeoutMs;
      throw new TransportError('ETIMEDOUT', `no response within ${request.timeoutMs} ms`);
    },
    retry: {
      retries,
      now: () => now,
      random: () => random,
      sleep: async (ms) => {
        now += ms;
      },
    },
  });
  const error = await caller.send(GET).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { elapsedMs: now, deadlines, error };
}

describe('the retry budget', () => {
  it('caps the retried attempts too, for every timeout up to the maximum', async () => {
    const budget = defaultRetryPolicy.budgetMs;
    for (const retries of [defaultRetryPolicy.retries, MAX_RETRIES]) {
      for (let seconds = 1; seconds <= MAX_TIMEOUT_SECONDS; seconds++) {
        const timeoutMs = seconds * 1000;
        for (const random of [0, 0.5, 1]) {
          const { elapsedMs, deadlines, error } = await trickle(timeoutMs, retries, random);
          const label = `timeout ${seconds} s, retries ${retries}, random ${random}`;
          expect(error, label).toBeInstanceOf(ApiError);
          // The first attempt has the whole timeout; everything after it fits in the budget.
          expect(deadlines[0], label).toBe(timeoutMs);
          expect(elapsedMs - timeoutMs, label).toBeLessThanOrEqual(budget);
          for (const deadline of deadlines) {
            expect(deadline, label).toBeGreaterThan(0);
            expect(deadline, label).toBeLessThanOrEqual(timeoutMs);
          }
        }
      }
    }
  });

  it('gives a retried attempt only what is left of the budget', async () => {
    // timeout 100 s: attempt 1 (100 s), wait 0.75 s, attempt 2 (100 s), wait 1.5 s, and the
    // third attempt gets the 77.75 s the budget has left, not another 100 s.
    const { elapsedMs, deadlines } = await trickle(100_000, 5);
    expect(deadlines).toEqual([100_000, 100_000, 77_750]);
    expect(elapsedMs).toBe(100_000 + defaultRetryPolicy.budgetMs);
  });

  it('a short timeout is untouched: every attempt gets all of it', async () => {
    const { deadlines } = await trickle(5_000, 5);
    expect(deadlines).toEqual(Array(6).fill(5_000));
  });
});

describe('the retry budget of a write sent again after a lost answer', () => {
  it('counts the sends and the looks too, not only the waits', async () => {
    // Every send of a create times out (a server that trickles and never answers: the outcome
    // is unknown), and every look shows it was not applied: the write is sent again as a retry
    // would be, until the budget since the first lost answer is spent.
    const timeoutMs = 100_000;
    let now = 0;
    let sends = 0;
    const client = new InfisicalClient({
      baseUrl: 'https://api.example.test',
      timeoutMs,
      userAgent: 'retry-budget-test',
      transport: async (request: HttpRequest) => {
        sends++;
        now += request.timeoutMs;
        throw new TransportError('ETIMEDOUT', `no response within ${request.timeoutMs} ms`);
      },
      retry: {
        retries: MAX_RETRIES,
        now: () => now,
        random: () => 0.5,
        sleep: async (ms) => {
          now += ms;
        },
      },
    });
    const log = {
      info: () => {},
      debug: () => {},
      warning: () => {},
      notice: () => {},
      error: () => {},
    };
    const error = await settledWrite(client, log as never, {
      what: 'create folder `/a` in `dev`',
      send: () =>
        client.call(api.folders.create, {
          at: { workspaceId: 'p', environment: 'dev', path: '/' },
          name: 'a',
        }),
      look: async () => {
        now += 1_000;
        return undefined;
      },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    // The first send has its whole timeout; after it, the budget, and at most one more send
    // that started within it. Counting only the waits, it went on for all 21 sends (28 minutes here).
    expect(now - timeoutMs).toBeLessThanOrEqual(defaultRetryPolicy.budgetMs + timeoutMs);
    expect(sends).toBe(3);
  });
});

describe('the documented cap of a settled write', () => {
  it('a create that never answers, looked at with reads the server keeps busy, ends within timeout + budget + timeout', async () => {
    // Every send times out; every look is a folder listing whose first answer is a 503 asking to
    // wait a minute, then the empty list (not applied). A look is a read with retries of its
    // own: counted in the resend budget, they cannot stretch the write past the documented cap
    // (240 s with the defaults: docs/network.md and SECURITY.md). Uncounted, this took 411 s.
    const timeoutMs = Number(CONNECTION_VALUES.timeout!.default) * 1000;
    let now = 0;
    let lookAnswers = 0;
    const client = new InfisicalClient({
      baseUrl: 'https://api.example.test',
      timeoutMs,
      userAgent: 'retry-budget-test',
      transport: async (request: HttpRequest) => {
        if (request.method === 'POST') {
          now += request.timeoutMs;
          throw new TransportError('ETIMEDOUT', `no response within ${request.timeoutMs} ms`);
        }
        now += 100;
        if (lookAnswers++ % 2 === 0) {
          return { status: 503, headers: { 'retry-after': '60' }, body: 'busy' };
        }
        return { status: 200, headers: {}, body: '{"folders":[]}' };
      },
      retry: {
        now: () => now,
        random: () => 0.5,
        sleep: async (ms) => {
          now += ms;
        },
      },
    });
    const log = {
      info: () => {},
      debug: () => {},
      warning: () => {},
      notice: () => {},
      error: () => {},
    };
    const location = { workspaceId: 'p', environment: 'dev', path: '/' };
    const error = await settledWrite(client, log as never, {
      what: 'create folder `/a` in `dev`',
      send: () => client.call(api.folders.create, { at: location, name: 'a' }),
      look: async () => {
        const folders = await client.call(api.folders.list, location);
        return folders.find((folder) => folder.name === 'a');
      },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(now).toBeLessThanOrEqual(settledWriteCapMs(timeoutMs));
    expect(settledWriteCapMs(30_000)).toBe(240_000);
  });
});

describe('the retry budget of a cloud metadata request', () => {
  it('cuts the last attempt to what is left of the budget, as the API calls do', async () => {
    let now = 0;
    const deadlines: number[] = [];
    const error = await metadataGet({
      call: azureToken,
      url: new URL('http://169.254.169.254/metadata/identity/oauth2/token?resource=x'),
      headers: { Metadata: 'true' },
      timeoutMs: 100_000,
      unreachable: (reason) => reason,
      describe: () => ({}),
      // Two busy answers whose waits (85 s and half the jitter each) leave 5 s of the budget, then
      // a server that never answers.
      transport: async (request) => {
        deadlines.push(request.timeoutMs);
        if (deadlines.length <= 2) {
          return { status: 503, headers: { 'retry-after': '85' }, body: 'busy' };
        }
        now += request.timeoutMs;
        throw new TransportError('ETIMEDOUT', `no response within ${request.timeoutMs} ms`);
      },
      retry: {
        now: () => now,
        random: () => 0.5,
        sleep: async (ms) => {
          now += ms;
        },
      },
    }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(deadlines).toEqual([METADATA_TIMEOUT_MS, METADATA_TIMEOUT_MS, 5_000]);
    expect(now).toBe(defaultRetryPolicy.budgetMs);
  });
});
