import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';

import {
  startForwardProxy,
  type ForwardProxy,
  type ForwardProxyOptions,
} from '../support/forward-proxy.ts';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';
import {
  callerFailure,
  get,
  loopbackTransport,
  tlsFixture,
  transportError,
} from '../support/transport-calls.ts';

/**
 * Proxies end to end, the same on Node 20, 22 and 24 (this file also runs on the machine's Node
 * 20): https:// tunnelled with CONNECT, http:// in absolute form, NO_PROXY, credentials. Host
 * names resolve to 127.0.0.1 through an injected lookup, and the proxy connects every name to
 * 127.0.0.1: nothing leaves the machine.
 */

const CA = tlsFixture('ca-cert.pem');
const EXTRA_CA = tlsFixture('extra-ca-cert.pem');
const KEY = tlsFixture('server-key.pem');
/** A certificate for other.example.test only, from the second CA. */
const OTHER_HOST = { key: KEY, cert: tlsFixture('other-host-cert.pem') };
/** A certificate for 127.0.0.1 and localhost, from the first CA. */
const LOOPBACK = { key: KEY, cert: tlsFixture('server-cert.pem') };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxy(options?: ForwardProxyOptions): Promise<ForwardProxy> {
  const started = await startForwardProxy(options);
  cleanups.push(() => started.close());
  return started;
}

async function server(tls?: { key: string; cert: string }): Promise<ScriptedServer> {
  const started = await startScriptedServer(tls);
  cleanups.push(() => started.close());
  return started;
}

/** `server`'s URL with `host` in place of 127.0.0.1. */
function at(target: ScriptedServer, host: string, path = '/api/status'): string {
  const url = new URL(target.url);
  url.hostname = host;
  return `${url.origin}${path}`;
}

describe('https:// through HTTPS_PROXY (CONNECT)', () => {
  it('tunnels to the server and checks the server’s certificate for the server’s name', async () => {
    const forward = await proxy();
    const api = await server(OTHER_HOST);
    api.reply({ status: 200, body: { ok: true } });
    const { send, names } = loopbackTransport({
      env: { HTTPS_PROXY: forward.url },
      caCertificates: EXTRA_CA,
    });
    const response = await send(get(at(api, 'other.example.test', '/api/v3/x?y=1')));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    expect(forward.seen).toEqual([`CONNECT other.example.test:${new URL(api.url).port}`]);
    expect(api.requests.map((r) => `${r.path} ${r.query.y}`)).toEqual(['/api/v3/x 1']);
    // The proxy resolves the server's name, not the runner.
    expect(names).not.toContain('other.example.test');
  });

  it('keeps the tunnel alive: three calls, one CONNECT, one connection to the server', async () => {
    const forward = await proxy();
    const api = await server(OTHER_HOST);
    const { send } = loopbackTransport({
      env: { HTTPS_PROXY: forward.url },
      caCertificates: EXTRA_CA,
    });
    for (let i = 0; i < 3; i++)
      expect((await send(get(at(api, 'other.example.test')))).status).toBe(200);
    expect(forward.seen).toHaveLength(1);
    expect(new Set(api.requests.map((r) => r.socket)).size).toBe(1);
  });

  it('TLS through the tunnel is verified: wrong name, or untrusted CA, is refused', async () => {
    const forward = await proxy();
    const api = await server(LOOPBACK);
    const env = { HTTPS_PROXY: forward.url };
    const wrongName = loopbackTransport({ env, caCertificates: CA }).send;
    expect((await transportError(wrongName, get(at(api, 'api.example.test')))).code).toBe(
      'CERT_HOSTNAME',
    );
    const untrusted = loopbackTransport({ env }).send;
    expect((await transportError(untrusted, get(at(api, 'api.example.test')))).code).toBe(
      'CERT_UNTRUSTED',
    );
    expect(forward.seen).toHaveLength(2);
    expect(api.requests).toEqual([]);
  });

  it('an https:// proxy: its own certificate for itself, the server’s inside the tunnel', async () => {
    // The proxy has the 127.0.0.1 certificate of the first CA, the server the other.example.test
    // one of the second: each check must use its own name or one of them fails.
    const forward = await proxy({ tls: LOOPBACK });
    const api = await server(OTHER_HOST);
    const { send } = loopbackTransport({
      env: { HTTPS_PROXY: forward.url },
      caCertificates: `${CA}\n${EXTRA_CA}`,
    });
    expect(forward.url).toMatch(/^https:/);
    expect((await send(get(at(api, 'other.example.test')))).status).toBe(200);
    expect(forward.seen).toHaveLength(1);
  });

  it('the deadline covers a proxy that never answers CONNECT, and the tunnel is closed', async () => {
    const forward = await proxy({ hangOnConnect: true });
    const { send } = loopbackTransport({ env: { HTTPS_PROXY: forward.url } });
    const error = await transportError(send, get('https://api.example.test/x', 300));
    expect(error.code).toBe('PROXY_TIMEOUT');
    // The runner's side of the stuck tunnel was closed too (the proxy sees its end).
    const [socket] = forward.tunnels;
    if (!socket!.readableEnded) await once(socket!, 'end');
  });

  it('a proxy that refuses the tunnel by policy: PROXY_REFUSED with its status', async () => {
    const forward = await proxy({ refuseConnect: 403 });
    const { send } = loopbackTransport({ env: { HTTPS_PROXY: forward.url } });
    const error = await transportError(send, get('https://api.example.test/x'));
    expect(error.code).toBe('PROXY_REFUSED');
    expect(error.note).toBe('the proxy answered CONNECT with HTTP 403');
  });
});

describe('http:// through HTTP_PROXY (absolute form)', () => {
  it('sends the whole URL to the proxy, the server gets the request and the right Host', async () => {
    const forward = await proxy();
    const api = await server();
    api.reply({ status: 200, body: { ok: 1 } });
    const url = at(api, 'api.example.test', '/api/v3/secrets/raw?environment=dev');
    const { send, names } = loopbackTransport({ env: { HTTP_PROXY: forward.url } });
    const response = await send(get(url));
    expect(JSON.parse(response.body)).toEqual({ ok: 1 });
    expect(forward.seen).toEqual([`GET ${url}`]);
    expect(forward.forwardedHeaders[0]!.host).toBe(new URL(url).host);
    expect(api.requests[0]!.path).toBe('/api/v3/secrets/raw');
    expect(names).not.toContain('api.example.test');
  });

  it('an https:// proxy: the request goes to it over TLS, its certificate checked', async () => {
    const forward = await proxy({ tls: LOOPBACK });
    const api = await server();
    api.reply({ status: 200, body: { ok: 2 } });
    const url = at(api, 'api.example.test', '/api/status');
    const { send } = loopbackTransport({
      env: { HTTP_PROXY: forward.url },
      caCertificates: CA,
    });
    const response = await send(get(url));
    expect(JSON.parse(response.body)).toEqual({ ok: 2 });
    expect(forward.url.startsWith('https://')).toBe(true);
    expect(forward.seen).toEqual([`GET ${url}`]);
  });
});

describe('NO_PROXY', () => {
  it('a listed domain covers its subdomains, for https:// and http://', async () => {
    for (const noProxy of ['example.test', '.example.test', '*', 'other.example.test']) {
      const forward = await proxy();
      const secure = await server(OTHER_HOST);
      const plain = await server();
      const { send } = loopbackTransport({
        env: { HTTPS_PROXY: forward.url, HTTP_PROXY: forward.url, NO_PROXY: noProxy },
        caCertificates: EXTRA_CA,
      });
      expect((await send(get(at(secure, 'other.example.test')))).status, noProxy).toBe(200);
      expect((await send(get(at(plain, 'other.example.test')))).status, noProxy).toBe(200);
      expect(forward.seen, noProxy).toEqual([]);
      expect(secure.requests, noProxy).toHaveLength(1);
      expect(plain.requests, noProxy).toHaveLength(1);
    }
  });

  it('a host outside the list still goes through the proxy', async () => {
    const forward = await proxy();
    const api = await server();
    const { send } = loopbackTransport({
      env: { HTTP_PROXY: forward.url, no_proxy: 'example.test' },
    });
    await send(get(at(api, 'api.example.testing')));
    expect(forward.seen).toHaveLength(1);
  });
});

describe('proxy credentials', () => {
  const password = 'p@ss w0rd:secret';
  const expected = `Basic ${Buffer.from(`ci-user:${password}`).toString('base64')}`;
  const withCredentials = (url: string): string =>
    url.replace('://', `://ci-user:${encodeURIComponent(password)}@`);

  it('are sent as Proxy-Authorization, for CONNECT and for absolute-form requests', async () => {
    const forward = await proxy({ requireAuthorization: expected });
    const secure = await server(OTHER_HOST);
    const plain = await server();
    const proxyUrl = withCredentials(forward.url);
    const { send } = loopbackTransport({
      env: { HTTPS_PROXY: proxyUrl, HTTP_PROXY: proxyUrl },
      caCertificates: EXTRA_CA,
    });
    expect((await send(get(at(secure, 'other.example.test')))).status).toBe(200);
    expect((await send(get(at(plain, 'other.example.test')))).status).toBe(200);
    expect(forward.authorizations).toEqual([expected, expected]);
    // Only the proxy sees them.
    expect(secure.requests[0]!.headers['proxy-authorization']).toBeUndefined();
    expect(plain.requests[0]!.headers['proxy-authorization']).toBeUndefined();
  });

  it('missing or wrong ones: PROXY_AUTH, never retried, and the password is never printed', async () => {
    const forward = await proxy({ requireAuthorization: expected });
    const wrong = forward.url.replace('://', '://ci-user:wrong-secret@');
    for (const [proxyUrl, url] of [
      [forward.url, 'https://api.example.test/x'],
      [forward.url, 'http://api.example.test/x'],
      [wrong, 'https://api.example.test/x'],
      [wrong, 'http://api.example.test/x'],
    ] as const) {
      const { error, waits } = await callerFailure(
        new URL(url).origin,
        loopbackTransport({ env: { HTTPS_PROXY: proxyUrl, HTTP_PROXY: proxyUrl } }).send,
        '/x',
      );
      expect(error.details.code, url).toBe('PROXY_AUTH');
      expect(waits).toEqual([]);
      const text = `${error.message} ${String(error.cause)}`;
      expect(text).toContain('the proxy asked for credentials');
      expect(text).not.toContain('wrong-secret');
    }
  });
});

describe('an unusable proxy setting', () => {
  it('fails every proxied request with BAD_PROXY naming the variable, and connects nowhere', async () => {
    const { send, names } = loopbackTransport({
      env: { HTTPS_PROXY: 'socks5://user:hunter2@proxy:1080' },
    });
    const error = await transportError(send, get('https://api.example.test/x'));
    expect(error.code).toBe('BAD_PROXY');
    expect(error.note).toBe(
      'HTTPS_PROXY must be an http:// or https:// proxy URL (SOCKS is not supported)',
    );
    expect(error.message).not.toContain('hunter2');
    expect(names).toEqual([]);
  });
});
