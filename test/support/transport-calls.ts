// Calls over the real transport, for the tests of the transport and of what reaches the user
// when it fails: loopback servers (closed after the test), a port nothing listens on, requests,
// the outcome of a call, a transport whose host names all resolve to loopback.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, onTestFinished } from 'vitest';
import { Caller } from '../../src/api/caller.js';
import { ApiError } from '../../src/errors/api.js';
import {
  TransportError,
  createTransport,
  type HttpRequest,
  type HttpResponse,
  type Transport,
  type TransportOptions,
} from '../../src/api/transport.js';
import { loopbackLookup } from './forward-proxy.ts';

/** A file of `test/fixtures/tls/` as text. */
export const tlsFixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), 'utf8');

/** Listens on a free loopback port; returns it. */
export async function listen(server: http.Server | net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes a server now, its open connections too (a test's servers are closed after it). */
export function closeNow(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * A loopback HTTP server answering every request with `handler`, closed when the test ends (call
 * it inside a test); returns its base URL.
 */
export async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  const port = await listen(server);
  onTestFinished(() => closeNow(server));
  return `http://127.0.0.1:${port}`;
}

/** A loopback port nothing listens on (it did a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The real transport, with every host name resolved to 127.0.0.1 (`names`: the names it
 * looked up), so that nothing leaves this machine whatever URL a test gives it.
 */
export function loopbackTransport(options: TransportOptions): { send: Transport; names: string[] } {
  const resolver = loopbackLookup();
  return { send: createTransport({ lookup: resolver.lookup, ...options }), names: resolver.names };
}

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
