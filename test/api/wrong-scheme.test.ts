// A `domain` whose scheme is not what its server speaks is said as such, with the address to
// use, after one attempt: real loopback servers, TLS with the certificates of test/fixtures/tls/.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hintFor } from '../../src/core/hints.js';
import { ACTION_WORDING, say } from '../../src/errors/words.js';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';
import {
  callerFailure,
  listen,
  loopbackTransport,
  tlsFixture,
} from '../support/transport-calls.ts';

const servers: { close(): unknown }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function scripted(tls?: { key: string; cert: string }): Promise<ScriptedServer> {
  const server = await startScriptedServer(tls);
  servers.push(server);
  return server;
}

/** A TCP server that answers whatever arrives with `reply` and closes (no HTTP, no TLS). */
async function raw(reply: Buffer | string | 'close'): Promise<string> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => (reply === 'close' ? socket.destroy() : socket.end(reply)));
  });
  const port = await listen(server);
  servers.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return `http://127.0.0.1:${port}`;
}

/** The failure of one call to `baseUrl`, as the action says it (line and hint). */
async function failure(baseUrl: string) {
  const { send } = loopbackTransport({ env: {} });
  const { error, waits } = await callerFailure(baseUrl, send);
  const line = say(error.words, ACTION_WORDING);
  return { error, waits, line, hint: say(hintFor(error), ACTION_WORDING) };
}

const TLS = { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') };

describe('https:// to a server of plain HTTP', () => {
  it('says to use http:// with its address, once, and sends no request', async () => {
    const server = await scripted();
    const { error, waits, line, hint } = await failure(server.url.replace('http:', 'https:'));
    expect(error.details.code).toBe('PLAIN_HTTP');
    expect(waits).toEqual([]);
    expect(line).toContain('the server speaks plain HTTP, not TLS (HTTPS)');
    expect(line).toContain(`set \`domain\` to ${server.url.replace(/\/$/, '')}`);
    expect(hint).toMatch(/unencrypted/);
    expect(server.requests).toEqual([]);
  });
});

describe('http:// to a TLS server', () => {
  it('a server that closes the connection (Node): a handshake tells it; no retry', async () => {
    const server = await scripted(TLS);
    const { error, waits, line } = await failure(server.url.replace('https:', 'http:'));
    expect(error.details.code).toBe('TLS_SERVER');
    expect(waits).toEqual([]);
    expect(line).toContain('the server speaks TLS (HTTPS), not plain HTTP');
    expect(line).toContain(`set \`domain\` to ${server.url.replace(/\/$/, '')}`);
    expect(server.requests).toEqual([]);
  });

  it('a server that answers with a TLS alert', async () => {
    const url = await raw(Buffer.from([0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x46]));
    const { error, waits, line } = await failure(url);
    expect(error.details.code).toBe('TLS_SERVER');
    expect(waits).toEqual([]);
    expect(line).toContain(`set \`domain\` to ${url.replace('http:', 'https:')}`);
  });

  it.each([
    ['nginx', 'text/html', '<html><center>The plain HTTP request was sent to HTTPS port</center>'],
    ['Go', 'text/plain', 'Client sent an HTTP request to an HTTPS server.\n'],
  ])('a server that answers HTTP 400 as %s does', async (_name, type, body) => {
    const url = await raw(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: ${type}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
    );
    const { error, waits, line, hint } = await failure(url);
    expect(error.status).toBe(400);
    expect(waits).toEqual([]);
    expect(line).toContain('HTTP 400: the server speaks TLS (HTTPS), not plain HTTP');
    expect(hint).toBe(`Set \`domain\` to ${url.replace('http:', 'https:')}.`);
  });

  it('a plain server that drops the connection stays a reset, retried', async () => {
    const url = await raw('close');
    const { error, waits } = await failure(url);
    expect(error.details.code).toBe('ECONNRESET');
    expect(waits.length).toBeGreaterThan(0);
  });
});
