import { describe, expect, it } from 'vitest';
import {
  defaultRetryPolicy,
  isBadInput500,
  isTransient,
  mayHaveBeenApplied,
  parseWaitSeconds,
  retryDelayMs,
  type RetryPolicy,
} from '../../src/api/retry.js';

/** A policy with fixed randomness; sleeping is never needed by these pure functions. */
function policy(random: number, overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return {
    ...defaultRetryPolicy,
    sleep: () => Promise.reject(new Error('pure functions never sleep')),
    random: () => random,
    ...overrides,
  };
}

describe('defaultRetryPolicy', () => {
  it('matches the product rules: 90 s per wait, 3 minutes in all, one retry for a plain 500', () => {
    expect(defaultRetryPolicy.maxWaitMs).toBe(90_000);
    expect(defaultRetryPolicy.budgetMs).toBe(180_000);
    expect(defaultRetryPolicy.retries500).toBe(1);
    expect(defaultRetryPolicy.retries).toBeGreaterThanOrEqual(2);
  });
});

describe('isTransient', () => {
  // [status, retried when safe to repeat, retried when not safe to repeat]
  const statuses: [number, boolean, boolean][] = [
    [429, true, true],
    // A proxy's 503 may come after the server behind it acted: a write is never repeated blind.
    [503, true, false],
    [500, true, false],
    [502, true, false],
    [504, true, false],
    [400, false, false],
    [401, false, false],
    [403, false, false],
    [404, false, false],
    [409, false, false],
    [422, false, false],
    [301, false, false],
    [302, false, false],
    [501, false, false],
  ];
  for (const [status, safe, unsafe] of statuses) {
    it(`HTTP ${status}: safe → ${safe}, unsafe → ${unsafe}`, () => {
      expect(isTransient({ status }, true)).toBe(safe);
      expect(isTransient({ status }, false)).toBe(unsafe);
    });
  }

  it.each([
    'Failed to find project by id',
    'Failed to find project by slug',
    'Find project by slug',
    'Find by secret path',
  ])('a 500 the server gives for bad input (%s) is never retried', (serverError) => {
    expect(isBadInput500(500, serverError)).toBe(true);
    expect(isTransient({ status: 500, badInput: true }, true)).toBe(false);
    expect(mayHaveBeenApplied({ status: 500, badInput: true })).toBe(false);
  });

  it('a 500 with another error, or another status with that error, is not bad input', () => {
    expect(isBadInput500(500, 'Something went wrong')).toBe(false);
    expect(isBadInput500(500, undefined)).toBe(false);
    expect(isBadInput500(502, 'Failed to find project by id')).toBe(false);
  });

  // [code, retried when safe to repeat, retried when not safe to repeat]
  const codes: [string | undefined, boolean, boolean][] = [
    // Refused: the server surely did not act, so even a create may be repeated.
    ['ECONNREFUSED', true, true],
    // The outcome is unknown: only requests that are harmless to repeat.
    ['ECONNRESET', true, false],
    ['ETIMEDOUT', true, false],
    ['TRUNCATED', true, false],
    ['EPIPE', true, false],
    [undefined, true, false],
    // Configuration problems: another attempt gives the same answer.
    ['CERT', false, false],
    ['CERT_UNTRUSTED', false, false],
    ['CERT_HOSTNAME', false, false],
    ['CERT_EXPIRED', false, false],
    ['CERT_NOT_YET_VALID', false, false],
    ['ENOTFOUND', false, false],
    ['BAD_JSON', false, false],
    ['TOO_LARGE', false, false],
    ['BAD_PROXY', false, false],
    ['PROXY_AUTH', false, false],
    // A proxy's policy (a 4xx to CONNECT), name or certificate: final.
    ['PROXY_REFUSED', false, false],
    ['PROXY_NOT_FOUND', false, false],
    ['PROXY_CERT', false, false],
    // Stopped at the proxy, nothing sent to the server: worth another attempt, even a write
    // (a 5xx to CONNECT passes on an outage; a proxy refusing connections may be restarting).
    ['PROXY_UPSTREAM', true, true],
    ['PROXY_UNREACHABLE', true, true],
    ['PROXY_TIMEOUT', true, true],
    // No route to the server: nothing reached it, so a write may be sent again.
    ['EHOSTUNREACH', true, true],
  ];
  for (const [code, safe, unsafe] of codes) {
    it(`network ${code ?? '(no code)'}: safe → ${safe}, unsafe → ${unsafe}`, () => {
      expect(isTransient({ code }, true)).toBe(safe);
      expect(isTransient({ code }, false)).toBe(unsafe);
    });
  }

  it('goes by the status when there is one, whatever the wait', () => {
    expect(isTransient({ status: 429, waitSeconds: 10 }, false)).toBe(true);
    expect(isTransient({ status: 400, waitSeconds: 10 }, true)).toBe(false);
  });
});

describe('mayHaveBeenApplied: could the server have acted on a request that failed this way?', () => {
  // Nothing was sent, or the server (or something in front of it) refused before acting.
  const notApplied: [string, { status?: number; code?: string; badInput?: boolean }][] = [
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['an unreachable host', { code: 'EHOSTUNREACH' }],
    ['a host name that does not resolve', { code: 'ENOTFOUND' }],
    ['a TLS certificate refused', { code: 'CERT_UNTRUSTED' }],
    ['a proxy that refused the tunnel', { code: 'PROXY_REFUSED' }],
    ['a proxy that wants credentials', { code: 'PROXY_AUTH' }],
    ['a proxy setting that cannot be used', { code: 'BAD_PROXY' }],
    ['a 429 (refused before acting)', { status: 429 }],
    ['a 400', { status: 400 }],
    ['a 403', { status: 403 }],
    ['a 404', { status: 404 }],
    ['a redirect (not followed)', { status: 302 }],
    ['a 500 for input the server cannot resolve', { status: 500, badInput: true }],
  ];
  // The request was sent and no answer says what became of it.
  const maybe: [string, { status?: number; code?: string }][] = [
    ['a 503 from a proxy', { status: 503 }],
    ['a 502 from a proxy', { status: 502 }],
    ['a 504 from a proxy', { status: 504 }],
    ["the server's own 500", { status: 500 }],
    ['a 501', { status: 501 }],
    ['a reset connection', { code: 'ECONNRESET' }],
    ['a timeout (the deadline covers sending too)', { code: 'ETIMEDOUT' }],
    ['a body cut short', { code: 'TRUNCATED' }],
    ['a 2xx whose body is not the JSON the API sends', { code: 'BAD_JSON' }],
    ['a 2xx body too large to read', { code: 'TOO_LARGE' }],
    ['a broken pipe', { code: 'EPIPE' }],
    ['a network error without a code', {}],
  ];
  it.each(notApplied)('%s: no', (_name, failure) => {
    expect(mayHaveBeenApplied(failure)).toBe(false);
  });
  it.each(maybe)('%s: maybe', (_name, failure) => {
    expect(mayHaveBeenApplied(failure)).toBe(true);
  });

  it('a request that changes state is repeated only when the server surely did not act', () => {
    for (const [, failure] of [...notApplied, ...maybe]) {
      if (mayHaveBeenApplied(failure)) expect(isTransient(failure, false)).toBe(false);
      else expect(isTransient(failure, false)).toBe(isTransient(failure, true));
    }
  });
});

describe('retryDelayMs with a server wait', () => {
  it('adds jitter of up to 10 % of the wait on top of it', () => {
    expect(retryDelayMs(policy(0), 1, { waitSeconds: 30 })).toBe(30_000);
    expect(retryDelayMs(policy(0.5), 1, { waitSeconds: 30 })).toBe(31_500);
    expect(retryDelayMs(policy(0.999999), 1, { waitSeconds: 30 })).toBeCloseTo(33_000, -1);
  });

  it('never comes back before the server said, and spreads at most 5 s', () => {
    for (const seconds of [0, 1, 7, 30, 60, 85]) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.999999]) {
        const delay = retryDelayMs(policy(r), 3, { waitSeconds: seconds });
        expect(delay).toBeGreaterThanOrEqual(seconds * 1000);
        expect(delay).toBeLessThanOrEqual(Math.min(90_000, seconds * 1000 + 5_000));
      }
    }
  });

  it('jitters by at least 250 ms, at most 5 s', () => {
    expect(retryDelayMs(policy(1), 1, { waitSeconds: 0 })).toBe(250);
    expect(retryDelayMs(policy(1), 1, { waitSeconds: 1 })).toBe(1_250);
    expect(retryDelayMs(policy(1), 1, { waitSeconds: 60 })).toBe(65_000);
  });

  it('ignores the attempt number: the server decides', () => {
    const a = retryDelayMs(policy(0.5), 1, { waitSeconds: 20 });
    expect(retryDelayMs(policy(0.5), 5, { waitSeconds: 20 })).toBe(a);
  });

  it('caps one wait at maxWaitMs (90 s by default)', () => {
    expect(retryDelayMs(policy(0), 1, { waitSeconds: 120 })).toBe(90_000);
    expect(retryDelayMs(policy(1), 1, { waitSeconds: 89 })).toBe(90_000);
    expect(retryDelayMs(policy(0, { maxWaitMs: 10_000 }), 1, { waitSeconds: 30 })).toBe(10_000);
  });
});

describe('retryDelayMs backoff (no server wait)', () => {
  it('doubles from baseDelayMs with equal jitter: between half and all of the ceiling', () => {
    const ceilings = [1_000, 2_000, 4_000, 8_000, 16_000];
    ceilings.forEach((ceiling, i) => {
      const retry = i + 1;
      expect(retryDelayMs(policy(0), retry, { status: 503 })).toBe(ceiling / 2);
      expect(retryDelayMs(policy(0.5), retry, { status: 503 })).toBe(ceiling * 0.75);
      expect(retryDelayMs(policy(1), retry, { status: 503 })).toBe(ceiling);
    });
  });

  it('grows with the attempt number', () => {
    const delays = [1, 2, 3, 4, 5].map((retry) =>
      retryDelayMs(policy(0.5), retry, { code: 'ECONNRESET' }),
    );
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
  });

  it('caps the ceiling at maxBackoffMs (20 s by default)', () => {
    expect(retryDelayMs(policy(1), 6, { status: 502 })).toBe(20_000);
    expect(retryDelayMs(policy(0), 6, { status: 502 })).toBe(10_000);
    expect(retryDelayMs(policy(1), 30, { status: 502 })).toBe(20_000);
    expect(retryDelayMs(policy(1, { maxBackoffMs: 3_000 }), 4, { status: 502 })).toBe(3_000);
  });

  it('follows baseDelayMs', () => {
    expect(retryDelayMs(policy(1, { baseDelayMs: 100 }), 1, { status: 503 })).toBe(100);
    expect(retryDelayMs(policy(1, { baseDelayMs: 100 }), 3, { status: 503 })).toBe(400);
  });

  it('treats a negative server wait as no wait', () => {
    expect(retryDelayMs(policy(1), 2, { status: 503, waitSeconds: -5 })).toBe(2_000);
  });
});

describe('parseWaitSeconds', () => {
  const now = () => Date.parse('2025-06-01T12:00:00Z');

  it('reads a numeric retry-after header', () => {
    expect(parseWaitSeconds('60', undefined)).toBe(60);
    expect(parseWaitSeconds(' 7 ', undefined)).toBe(7);
    expect(parseWaitSeconds('0', undefined)).toBe(0);
    expect(parseWaitSeconds('1.5', undefined)).toBe(1.5);
    expect(parseWaitSeconds(['12', '99'], undefined)).toBe(12);
  });

  it('never returns a negative wait', () => {
    expect(parseWaitSeconds('-5', undefined)).toBe(0);
    expect(parseWaitSeconds('Sun, 01 Jun 2025 11:59:00 GMT', undefined, now)).toBe(0);
  });

  it('reads an HTTP-date retry-after header against the clock', () => {
    expect(parseWaitSeconds('Sun, 01 Jun 2025 12:00:45 GMT', undefined, now)).toBe(45);
    expect(parseWaitSeconds('Sun, 01 Jun 2025 12:02:00 GMT', undefined, now)).toBe(120);
  });

  it('prefers the header over the message', () => {
    expect(parseWaitSeconds('3', 'Rate limit exceeded. Please try again in 50 seconds')).toBe(3);
  });

  it('reads the message when there is no usable header', () => {
    const message = 'Rate limit exceeded. Please try again in 30 seconds';
    expect(parseWaitSeconds(undefined, message)).toBe(30);
    expect(parseWaitSeconds('', message)).toBe(30);
    expect(parseWaitSeconds('soon', message)).toBe(30);
  });

  it('understands the message forms the server uses', () => {
    expect(parseWaitSeconds(undefined, 'Rate limit exceeded. Please try again in 1 minute')).toBe(
      60,
    );
    expect(parseWaitSeconds(undefined, 'Please try again in a minute.')).toBe(60);
    expect(parseWaitSeconds(undefined, 'please TRY AGAIN IN 2 minutes')).toBe(120);
    expect(parseWaitSeconds(undefined, 'try again in 1 second')).toBe(1);
    expect(parseWaitSeconds(undefined, 'try again in 7 seconds')).toBe(7);
    expect(parseWaitSeconds(undefined, 'Try again in 1 hour')).toBe(3600);
    expect(parseWaitSeconds(undefined, 'try again in 2.5 seconds')).toBe(2.5);
  });

  it('returns undefined for anything else', () => {
    expect(parseWaitSeconds(undefined, undefined)).toBeUndefined();
    expect(parseWaitSeconds('   ', undefined)).toBeUndefined();
    expect(parseWaitSeconds('later, maybe', undefined)).toBeUndefined();
    expect(parseWaitSeconds(undefined, 'Rate limit exceeded')).toBeUndefined();
    expect(parseWaitSeconds(undefined, 'try again later')).toBeUndefined();
    expect(parseWaitSeconds(undefined, 'try again in a while')).toBeUndefined();
    expect(parseWaitSeconds([], '')).toBeUndefined();
  });
});

describe('a 429 without a stated wait', () => {
  it('backs off in steps that outlast a 60 s rate-limit window within the default retries', async () => {
    const { defaultRetryPolicy: policy, retryDelayMs: delay } =
      await import('../../src/api/retry.js');
    const lowest = { ...policy, random: () => 0 };
    let total = 0;
    for (let retry = 1; retry <= policy.retries; retry++)
      total += delay(lowest, retry, { status: 429 });
    expect(total).toBeGreaterThan(60_000);
    expect(total).toBeLessThan(policy.budgetMs);
  });
});
