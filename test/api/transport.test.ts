import { X509Certificate, createPrivateKey } from 'node:crypto';

import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport } from '../../src/api/transport.js';
import { loopbackLookup } from '../support/forward-proxy.ts';
import {
  callerFailure,
  closeNow,
  closedPort,
  get,
  listen,
  tlsFixture,
  transportError,
} from '../support/transport-calls.ts';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';

/**
 * The transport on real sockets: private CAs, proxies from the environment (without ever leaving
 * this machine: every proxy here is a loopback server that answers by itself), the deadline,
 * cut-short bodies and redirects.
 */

const CA = tlsFixture('ca-cert.pem');
const TLS = { cert: tlsFixture('server-cert.pem'), key: tlsFixture('server-key.pem') };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scripted(tls?: { key: string; cert: string }): Promise<ScriptedServer> {
  const server = await startScriptedServer(tls);
  cleanups.push(() => server.close());
  return server;
}

interface RecordingProxy {
  url: string;
  /** `GET http://host/path` for a proxied request, `CONNECT host:port` for a tunnel. */
  seen: string[];
}

/**
 * A forward proxy on 127.0.0.1 that records what it is asked and answers 502 itself: nothing is
 * forwarded, no name is resolved, nothing leaves the machine.
 */
async function recordingProxy(): Promise<RecordingProxy> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('recording proxy: not forwarded');
  });
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket) => {
    seen.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
  });
  const port = await listen(server);
  cleanups.push(() => closeNow(server));
  return { url: `http://127.0.0.1:${port}`, seen };
}

describe('TLS with a private CA', () => {
  it('the fixture is a server certificate for 127.0.0.1 issued by the CA, valid for decades', () => {
    const ca = new X509Certificate(CA);
    const cert = new X509Certificate(TLS.cert);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkPrivateKey(createPrivateKey(TLS.key))).toBe(true);
    for (const c of [ca, cert]) {
      expect(new Date(c.validFrom).getTime()).toBeLessThan(Date.now());
      expect(new Date(c.validTo).getFullYear()).toBeGreaterThanOrEqual(2099);
    }
  });

  it('is refused without caCertificates: TransportError CERT_UNTRUSTED, and no request reaches the server', async () => {
    const server = await scripted(TLS);
    const error = await transportError(
      createTransport({ env: {} }),
      get(`${server.url}/api/status`),
    );
    expect(error.code).toBe('CERT_UNTRUSTED');
    expect(error.name).toBe('TransportError');
    expect(error.message).toMatch(/^TLS: /);
    expect(server.requests).toHaveLength(0);
  });

  it('is trusted with the CA in caCertificates', async () => {
    const server = await scripted(TLS);
    server.reply({ status: 200, body: { ok: true } });
    const transport = createTransport({ caCertificates: CA, env: {} });
    const response = await transport(get(`${server.url}/api/status`));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the TLS connection alive across calls', async () => {
    const server = await scripted(TLS);
    const transport = createTransport({ caCertificates: CA, env: {} });
    for (let i = 0; i < 3; i++) await transport(get(`${server.url}/api/status`));
    expect(new Set(server.requests.map((r) => r.socket)).size).toBe(1);
  });

  it('the caller reports an untrusted certificate once, pointing to ca-certificate', async () => {
    const server = await scripted(TLS);
    const { error, waits } = await callerFailure(server.url, createTransport({ env: {} }));
    expect(error.details.code).toBe('CERT_UNTRUSTED');
    expect(error.details.attempts).toBe(1);
    expect(error.message).toContain('ca-certificate');
    expect(waits).toEqual([]);
  });
});

describe('proxies from the environment', () => {
  it('loopback never goes through the proxy (HTTP and HTTPS)', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const env = { HTTP_PROXY: dead, HTTPS_PROXY: dead };
    const plain = await scripted();
    const secure = await scripted(TLS);
    const transport = createTransport({ env, caCertificates: CA });
    expect((await transport(get(`${plain.url}/a`))).status).toBe(200);
    expect((await transport(get(`${secure.url}/b`))).status).toBe(200);
    expect(plain.requests.map((r) => r.path)).toEqual(['/a']);
    expect(secure.requests.map((r) => r.path)).toEqual(['/b']);
  });

  it('loopback is bypassed even when NO_PROXY names other hosts', async () => {
    const proxy = await recordingProxy();
    const server = await scripted();
    const transport = createTransport({
      env: { HTTP_PROXY: proxy.url, NO_PROXY: 'internal.example' },
    });
    expect((await transport(get(`${server.url}/a`))).status).toBe(200);
    expect(server.requests).toHaveLength(1);
    expect(proxy.seen).toEqual([]);
  });

  it('`localhost` is bypassed too', async () => {
    const proxy = await recordingProxy();
    const server = await scripted();
    const port = new URL(server.url).port;
    const transport = createTransport({ env: { HTTP_PROXY: proxy.url } });
    expect((await transport(get(`http://localhost:${port}/a`))).status).toBe(200);
    expect(proxy.seen).toEqual([]);
  });

  it('an http:// request to another host goes through HTTP_PROXY', async () => {
    const proxy = await recordingProxy();
    const transport = createTransport({ env: { HTTP_PROXY: proxy.url } });
    const response = await transport(
      get('http://example.invalid/api/v3/secrets/raw?environment=dev'),
    );
    // The proxy's own answer: the request never went anywhere else.
    expect(response.status).toBe(502);
    expect(response.body).toBe('recording proxy: not forwarded');
    expect(proxy.seen).toEqual(['GET http://example.invalid/api/v3/secrets/raw?environment=dev']);
  });

  it('lower-case http_proxy is read as well', async () => {
    const proxy = await recordingProxy();
    const transport = createTransport({ env: { http_proxy: proxy.url } });
    expect((await transport(get('http://example.invalid/x'))).status).toBe(502);
    expect(proxy.seen).toEqual(['GET http://example.invalid/x']);
  });

  it('an https:// request to another host is tunnelled through HTTPS_PROXY with CONNECT', async () => {
    const proxy = await recordingProxy();
    const transport = createTransport({ env: { HTTPS_PROXY: proxy.url } });
    const error = await transportError(
      transport,
      get('https://example.invalid/api/v3/secrets/raw'),
    );
    expect(proxy.seen).toEqual(['CONNECT example.invalid:443']);
    // The recording proxy answers 502: it could not (would not) reach the server.
    expect(error.code).toBe('PROXY_UPSTREAM');
  });

  it('without env, the process environment is used (the runner sets HTTPS_PROXY there)', async () => {
    const proxy = await recordingProxy();
    for (const name of ['HTTPS_PROXY', 'https_proxy', 'http_proxy', 'NO_PROXY', 'no_proxy']) {
      vi.stubEnv(name, undefined);
    }
    vi.stubEnv('HTTP_PROXY', proxy.url);
    try {
      const transport = createTransport();
      expect((await transport(get('http://example.invalid/from-env'))).status).toBe(502);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(proxy.seen).toEqual(['GET http://example.invalid/from-env']);
  });

  it('an empty env means no proxy at all', async () => {
    const proxy = await recordingProxy();
    const server = await scripted();
    const transport = createTransport({ env: {} });
    expect((await transport(get(`${server.url}/a`))).status).toBe(200);
    expect(proxy.seen).toEqual([]);
  });

  // The name resolves to 127.0.0.1 through the injected lookup, but it is no loopback name: only
  // NO_PROXY keeps it off the proxy.
  it('NO_PROXY sends a listed host direct; without it the same host goes through the proxy', async () => {
    const proxy = await recordingProxy();
    const server = await scripted();
    const port = new URL(server.url).port;
    const target = `http://api.example.test:${port}/direct`;
    const { lookup } = loopbackLookup();

    const proxied = createTransport({ env: { HTTP_PROXY: proxy.url }, lookup });
    expect((await proxied(get(target))).status).toBe(502);
    expect(proxy.seen).toEqual([`GET ${target}`]);

    for (const noProxy of [
      'api.example.test',
      'example.com, api.example.test',
      `api.example.test:${port}`,
      'example.test',
      '.example.test',
      '*',
    ]) {
      const direct = createTransport({ env: { HTTP_PROXY: proxy.url, NO_PROXY: noProxy }, lookup });
      expect((await direct(get(target))).status, `NO_PROXY=${noProxy}`).toBe(200);
      expect(proxy.seen, `NO_PROXY=${noProxy}`).toHaveLength(1);
    }
    const lower = createTransport({
      env: { HTTP_PROXY: proxy.url, no_proxy: 'example.test' },
      lookup,
    });
    expect((await lower(get(target))).status).toBe(200);
    expect(proxy.seen).toHaveLength(1);
    // A port-limited entry for another port does not apply.
    const otherPort = createTransport({
      env: { HTTP_PROXY: proxy.url, NO_PROXY: 'api.example.test:1' },
      lookup,
    });
    expect((await otherPort(get(target))).status).toBe(502);
    expect(proxy.seen).toHaveLength(2);
  });

  it('all of 127.0.0.0/8 is loopback: never proxied', async () => {
    const proxy = await recordingProxy();
    const port = await closedPort();
    const transport = createTransport({ env: { HTTP_PROXY: proxy.url } });
    // Nothing listens there: going direct ends in a refusal, never on the network.
    expect((await transportError(transport, get(`http://127.0.0.2:${port}/x`))).code).toBe(
      'ECONNREFUSED',
    );
    expect(proxy.seen).toEqual([]);
  });
});

describe('one deadline per request', () => {
  it('a server that never answers gives ETIMEDOUT after about timeoutMs', async () => {
    const server = await scripted();
    server.reply('hang');
    const started = Date.now();
    const error = await transportError(
      createTransport({ env: {} }),
      get(`${server.url}/slow`, 300),
    );
    const elapsed = Date.now() - started;
    expect(error.code).toBe('ETIMEDOUT');
    expect(error.message).toContain('300 ms');
    // It cannot come early; how late it may come depends on the machine, and is not asserted.
    expect(elapsed).toBeGreaterThanOrEqual(250);
  });

  it('the deadline covers the body too: headers then a stalled body time out', async () => {
    const stalled = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"secrets": [');
      // Never ends; a per-chunk idle timer would wait forever if the server trickled bytes.
      const trickle = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(trickle));
    });
    const port = await listen(stalled);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          stalled.closeAllConnections();
          stalled.close(() => resolve());
        }),
    );
    // Without one deadline for the whole exchange this would never end (the test's timeout).
    const error = await transportError(
      createTransport({ env: {} }),
      get(`http://127.0.0.1:${port}/`, 300),
    );
    expect(error.code).toBe('ETIMEDOUT');
  });

  it('a timed-out request does not poison the next one', async () => {
    const server = await scripted();
    const transport = createTransport({ env: {} });
    server.reply('hang', { status: 200, body: { ok: 1 } });
    await transportError(transport, get(`${server.url}/slow`, 200));
    const response = await transport(get(`${server.url}/fast`, 2_000));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: 1 });
  });
});

describe('failures and answers at the transport level', () => {
  it('a body cut short is TRUNCATED, never a short success', async () => {
    const server = await scripted();
    server.reply('truncated');
    const error = await transportError(createTransport({ env: {} }), get(`${server.url}/x`));
    expect(error.code).toBe('TRUNCATED');
  });

  /** A server that writes `reply` verbatim on a raw socket, then closes it cleanly (FIN). */
  async function rawServer(reply: string): Promise<string> {
    const server = net.createServer((socket) => {
      socket.once('data', () => socket.end(reply));
    });
    const port = await listen(server);
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return `http://127.0.0.1:${port}/`;
  }

  it('a chunked body closed before its last chunk is TRUNCATED', async () => {
    const url = await rawServer(
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{"a":\r\n',
    );
    const error = await transportError(createTransport({ env: {} }), get(url));
    expect(error.code).toBe('TRUNCATED');
  });

  it('a body shorter than its content-length, closed cleanly, is TRUNCATED', async () => {
    const url = await rawServer('HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{"a":');
    const error = await transportError(createTransport({ env: {} }), get(url));
    expect(error.code).toBe('TRUNCATED');
  });

  it('a body without a length that ends with the connection is complete', async () => {
    const url = await rawServer('HTTP/1.1 200 OK\r\nconnection: close\r\n\r\n{"a":1}');
    const response = await createTransport({ env: {} })(get(url));
    expect(response.status).toBe(200);
    expect(response.body).toBe('{"a":1}');
  });

  it('a reset connection is ECONNRESET', async () => {
    const server = await scripted();
    server.reply('reset');
    const error = await transportError(createTransport({ env: {} }), get(`${server.url}/x`));
    expect(error.code).toBe('ECONNRESET');
  });

  it('a closed port is ECONNREFUSED', async () => {
    const port = await closedPort();
    const error = await transportError(
      createTransport({ env: {} }),
      get(`http://127.0.0.1:${port}/x`),
    );
    expect(error.code).toBe('ECONNREFUSED');
  });

  it('a redirect is returned as it is, never followed', async () => {
    const server = await scripted();
    const target = await scripted();
    server.reply({ status: 302, headers: { location: `${target.url}/stolen` }, raw: '' });
    const response = await createTransport({ env: {} })(get(`${server.url}/x`));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`${target.url}/stolen`);
    expect(target.requests).toHaveLength(0);
  });

  it('sends the method, headers and body with a byte content-length', async () => {
    const server = await scripted();
    const body = JSON.stringify({ name: 'é✓' });
    await createTransport({ env: {} })({
      method: 'PATCH',
      url: new URL(`${server.url}/api/v1/x?a=1`),
      headers: { 'content-type': 'application/json', 'x-extra': 'yes' },
      body,
      timeoutMs: 2_000,
    });
    const sent = server.requests[0]!;
    expect(sent.method).toBe('PATCH');
    expect(sent.path).toBe('/api/v1/x');
    expect(sent.query).toEqual({ a: '1' });
    expect(sent.body).toBe(body);
    expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(sent.headers['x-extra']).toBe('yes');
  });

  it('decodes a UTF-8 body split across chunks', async () => {
    const server = await scripted();
    const text = JSON.stringify({ value: '秘密'.repeat(20_000) });
    server.reply({ status: 200, raw: text });
    const response = await createTransport({ env: {} })(get(`${server.url}/big`));
    expect(response.body).toBe(text);
  });

  it('reuses one connection after an error status', async () => {
    const server = await scripted();
    const transport = createTransport({ env: {} });
    server.reply({ status: 404, body: { message: 'nope' } }, { status: 200, body: {} });
    expect((await transport(get(`${server.url}/a`))).status).toBe(404);
    expect((await transport(get(`${server.url}/b`))).status).toBe(200);
    expect(server.requests[0]!.socket).toBe(server.requests[1]!.socket);
  });
});
