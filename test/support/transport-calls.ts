import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
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
