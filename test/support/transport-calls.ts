import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { Caller } from '../../src/api/caller.js';
import { ApiError } from '../../src/errors/api.js';
import {
  TransportError,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from '../../src/api/transport.js';

/** A file of `test/fixtures/tls/` as text. */
export const tlsFixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), 'utf8');

/** A GET of `url` with the given deadline. */
export function get(url: string, timeoutMs = 5_000): HttpRequest {
  return { method: 'GET', url: new URL(url), headers: { accept: 'application/json' }, timeoutMs };
}

/** What a transport call ended with: a response or a TransportError (anything else fails). */
export async function outcome(
  transport: Transport,
  request: HttpRequest,
): Promise<HttpResponse | TransportError> {
  try {
    return await transport(request);
  } catch (error) {
    expect(error).toBeInstanceOf(TransportError);
    return error as TransportError;
  }
}

/** The TransportError a call fails with (fails the test if it succeeds). */
export async function transportError(
  transport: Transport,
  request: HttpRequest,
): Promise<TransportError> {
  const result = await outcome(transport, request);
  expect(result).toBeInstanceOf(TransportError);
  return result as TransportError;
}

/**
 * One unauthenticated GET through the real caller (retry policy included, waits recorded
 * instead of slept), for tests of how a transport failure reaches the user. Fails the test
 * unless the call ends in an ApiError.
 */
export async function callerFailure(
  baseUrl: string,
  transport: Transport,
  path = '/api/status',
): Promise<{ error: ApiError; waits: number[] }> {
  const waits: number[] = [];
  const caller = new Caller({
    baseUrl,
    transport,
    timeoutMs: 5_000,
    userAgent: 'transport-test',
    retry: { sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
  });
  const error = await caller
    .send({
      kind: 'secrets:list',
      operation: 'check',
      method: 'GET',
      path,
      authenticated: false,
      safeToRepeat: true,
    })
    .then(
      () => undefined,
      (reason: unknown) => reason,
    );
  expect(error).toBeInstanceOf(ApiError);
  return { error: error as ApiError, waits };
}
