import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTransport, type HttpResponse } from '../../src/api/transport.js';
import { callerFailure, get, serve, transportError } from '../support/transport-calls.ts';

/**
 * What the transport hands on is the server's bytes, exactly: asked uncompressed, decoded as
 * strict UTF-8, or one final error that names what was wrong.
 */

const send = createTransport({ env: {} });

describe('content coding', () => {
  it('asks for the answer as it is (accept-encoding: identity)', async () => {
    const seen: (string | undefined)[] = [];
    const base = await serve((req, res) => {
      seen.push(req.headers['accept-encoding']);
      res.end('{}');
    });
    await send(get(`${base}/x`));
    expect(seen).toEqual(['identity']);
  });

  it('a compressed answer anyway: ENCODED, naming the coding, never retried', async () => {
    let requests = 0;
    const base = await serve((_req, res) => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(gzipSync('{"secrets":[]}'));
    });
    const { error, waits } = await callerFailure(base, send, '/x');
    expect(error.details.code).toBe('ENCODED');
    expect(error.message).toContain(
      'the response came compressed; content-encoding: gzip, though the request asked for none',
    );
    expect(waits).toEqual([]);
    expect(requests).toBe(1);
  });
});

describe('UTF-8', () => {
  it('a 2xx body that is not UTF-8: NOT_UTF8, never retried, never a replaced value', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(Buffer.concat([Buffer.from('{"v":"a'), Buffer.from([0xff]), Buffer.from('b"}')]));
    });
    expect((await transportError(send, get(`${base}/x`))).code).toBe('NOT_UTF8');
    const { error, waits } = await callerFailure(base, send, '/x');
    expect(error.message).toContain('the response was not valid UTF-8');
    expect(waits).toEqual([]);
  });

  it('a character split between two chunks arrives whole; a byte order mark is kept', async () => {
    const text = '\ufeff{"v":"€ ✓ 𝄞"}';
    const bytes = Buffer.from(text);
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, 11));
      setTimeout(() => res.end(bytes.subarray(11)), 5);
    });
    expect((await send(get(`${base}/x`))).body).toBe(text);
  });

  it('an error body that is not UTF-8 still gives its status', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end(Buffer.from([0x66, 0xff, 0x6f]));
    });
    const response = (await send(get(`${base}/x`))) as HttpResponse;
    expect(response.status).toBe(403);
  });
});

describe('response headers', () => {
  it('over Node’s limit: HEADERS_TOO_LARGE, one attempt, a named error', async () => {
    let requests = 0;
    const base = await serve((_req, res) => {
      requests++;
      res.writeHead(200, { 'x-padding': 'p'.repeat(64 * 1024) });
      res.end('{}');
    });
    const { error, waits } = await callerFailure(base, send, '/x');
    expect(error.details.code).toBe('HEADERS_TOO_LARGE');
    expect(error.message).toContain('the response headers were larger than');
    expect(waits).toEqual([]);
    expect(requests).toBe(1);
  });
});
