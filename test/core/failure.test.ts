// The single failure path: an API error gets its hint from a chunk loaded on failure only, and
// when that chunk cannot be read the error line is still written, without a hint.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_WORDING, say } from '../../src/errors/words.js';

/** A refused login, made with the ApiError class of the modules as loaded now. */
const refused = async () => {
  const { ApiError } = await import('../../src/errors/api.js');
  return new ApiError({
    kind: 'login:universal',
    operation: 'universal-auth login',
    method: 'POST',
    path: '/api/v1/auth/universal-auth/login',
    status: 401,
    serverMessage: 'Invalid credentials',
  });
};

afterEach(() => {
  vi.doUnmock('../../src/core/hints.js');
  vi.resetModules();
});

describe('describeFailure', () => {
  it('adds the hint of the failed call', async () => {
    const { describeFailure } = await import('../../src/core/failure.js');
    const text = say(await describeFailure(await refused()), ACTION_WORDING);
    expect(text).toMatch(/^universal-auth login failed .*HTTP 401: Invalid credentials\. Check /);
  });

  it('still describes the error when the hints cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('../../src/core/hints.js', () => {
      throw new Error('Cannot find module ./73.index.js');
    });
    const { describeFailure, reportFailure } = await import('../../src/core/failure.js');
    const text = say(await describeFailure(await refused()), ACTION_WORDING);
    expect(text).toMatch(/^universal-auth login failed .*HTTP 401: Invalid credentials\.$/);
    const errors: string[] = [];
    const log = { error: (t: unknown) => errors.push(say(t as never, ACTION_WORDING)) };
    await reportFailure(await refused(), log as never);
    expect(errors).toEqual([text]);
  });
});
