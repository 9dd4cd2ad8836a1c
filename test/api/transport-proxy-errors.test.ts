import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport, type TransportOptions } from '../../src/api/transport.js';
import { hintFor } from '../../src/core/hints.js';
import { ACTION_WORDING, say } from '../../src/errors/words.js';
import {
  startForwardProxy,
  type ForwardProxy,
  type ForwardProxyOptions,
} from '../support/forward-proxy.ts';
import {
  callerFailure,
  closedPort,
  loopbackTransport,
  tlsFixture,
} from '../support/transport-calls.ts';

/**
 * What a proxy's failures look like to the user: a refusal by policy is final, a request for
 * credentials says so, and an error on the way to the proxy names the variable that chose it,
 * never `domain` (the server was never reached). Names resolve to 127.0.0.1 through an injected
 * lookup; nothing leaves the machine.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxy(options?: ForwardProxyOptions): Promise<ForwardProxy> {
  const started = await startForwardProxy(options);
  cleanups.push(() => started.close());
  return started;
}

/** A loopback port nothing listens on. */
/** A call through the caller (waits recorded, not slept), as a write or as a read. */
async function fail(url: string, options: TransportOptions) {
  const { origin, pathname } = new URL(url);
  const result = await callerFailure(origin, loopbackTransport(options).send, pathname);
  return {
    ...result,
    text: `${result.error.message} ${say(hintFor(result.error), ACTION_WORDING)}`,
  };
}

describe('a proxy that refuses CONNECT', () => {
  it.each([403, 400, 404, 405])(
    'with %i (a policy): final, one CONNECT, no retry',
    async (status) => {
      const forward = await proxy({ refuseConnect: status });
      const { error, waits } = await fail('https://api.example.test/x', {
        env: { HTTPS_PROXY: forward.url },
      });
      expect(error.details.code).toBe('PROXY_REFUSED');
      expect(error.message).toContain(`the proxy answered CONNECT with HTTP ${status}`);
      expect(waits).toEqual([]);
      expect(forward.seen).toHaveLength(1);
    },
  );

  it('with 502 or 503 (it could not reach the server): retried like any transient failure', async () => {
    for (const status of [502, 503]) {
      const forward = await proxy({ refuseConnect: status });
      const { error, waits } = await fail('https://api.example.test/x', {
        env: { HTTPS_PROXY: forward.url },
      });
      expect(error.details.code, String(status)).toBe('PROXY_UPSTREAM');
      expect(waits.length, String(status)).toBe(5);
    }
  });

  it('with 407: the proxy asked for credentials, final', async () => {
    const forward = await proxy({ refuseConnect: 407 });
    const { error, waits } = await fail('https://api.example.test/x', {
      env: { HTTPS_PROXY: forward.url },
    });
    expect(error.details.code).toBe('PROXY_AUTH');
    expect(error.message).toContain('the proxy asked for credentials');
    expect(waits).toEqual([]);
  });
});

describe('errors on the way to the proxy name its variable, never `domain`', () => {
  it.each([
    ['https://api.example.test/x', 'HTTPS_PROXY'],
    ['https://api.example.test/x', 'https_proxy'],
    ['http://api.example.test/x', 'HTTP_PROXY'],
  ])('%s, nothing listening at %s', async (url, variable) => {
    const port = await closedPort();
    const { error, text } = await fail(url, { env: { [variable]: `http://127.0.0.1:${port}` } });
    expect(error.details.code).toBe('PROXY_UNREACHABLE');
    expect(error.message).toContain(
      `the proxy could not be reached; connecting to the proxy that ${variable} names failed (ECONNREFUSED)`,
    );
    expect(text).toContain(variable);
    expect(text).not.toContain('`domain`');
  });

  it('a proxy name that does not resolve: final, naming the variable', async () => {
    const lookup: net.LookupFunction = (hostname, _options, callback) =>
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        '',
        4,
      );
    const { origin, pathname } = new URL('https://api.example.test/x');
    const { error, waits } = await callerFailure(
      origin,
      createTransport({ lookup, env: { HTTPS_PROXY: 'http://proxy.example.test:3128' } }),
      pathname,
    );
    expect(error.details.code).toBe('PROXY_NOT_FOUND');
    expect(error.message).toContain(
      'the proxy host name could not be resolved; connecting to the proxy that HTTPS_PROXY names failed (ENOTFOUND)',
    );
    expect(error.message).not.toContain('`domain`');
    expect(waits).toEqual([]);
  });

  it('an https:// proxy whose certificate is not trusted: final, naming the variable', async () => {
    const forward = await proxy({
      tls: { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') },
    });
    const { error, waits, text } = await fail('https://api.example.test/x', {
      env: { HTTPS_PROXY: forward.url },
    });
    expect(error.details.code).toBe('PROXY_CERT');
    expect(error.message).toContain(
      "the proxy's TLS certificate was refused; the proxy that HTTPS_PROXY names has a certificate not from a CA the runner trusts",
    );
    expect(text).not.toContain('`domain`');
    expect(waits).toEqual([]);
  });

  it('an https:// proxy in absolute form (http:// request) whose certificate is not trusted: the proxy is named', async () => {
    const forward = await proxy({
      tls: { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') },
    });
    const { error, waits, text } = await fail('http://api.example.test/x', {
      env: { HTTP_PROXY: forward.url },
    });
    // The socket is the proxy's TLS socket until it is connected: the error is the proxy's.
    expect(error.details.code).toBe('PROXY_CERT');
    expect(error.message).toContain(
      'the proxy that HTTP_PROXY names has a certificate not from a CA',
    );
    expect(text).not.toContain('`domain`');
    expect(waits).toEqual([]);
    expect(forward.seen).toEqual([]);
  });

  it('a proxy that never answers CONNECT: the timeout names the proxy', async () => {
    const forward = await proxy({ hangOnConnect: true });
    const { send } = loopbackTransport({ env: { HTTPS_PROXY: forward.url } });
    const error = await send({
      method: 'GET',
      url: new URL('https://api.example.test/x'),
      headers: {},
      timeoutMs: 200,
    }).then(
      () => undefined,
      (reason: { code?: string; note?: string }) => reason,
    );
    expect(error?.code).toBe('PROXY_TIMEOUT');
    expect(error?.note).toBe('the proxy that HTTPS_PROXY names did not open a connection in time');
  });
});
