import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { isTransient } from '../../src/api/retry.js';
import { createTransport } from '../../src/api/transport.js';
import { MAX_RESPONSE_BYTES } from '../../src/errors/transport.js';
import { callerFailure, get, serve, transportError } from '../support/transport-calls.ts';

/**
 * Response bodies are capped: a larger one fails with TOO_LARGE as soon as the cap is crossed,
 * never a crash while decoding it (a 512 MiB body used to end in ERR_STRING_TOO_LONG).
 */

/** A chunked body (no content-length) of exactly `bytes` bytes. */
function chunked(bytes: number): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('x'.repeat(bytes - 1));
    res.end('x');
  };
}

describe('the response body cap', () => {
  it('a body of exactly the cap is accepted; one byte more is TOO_LARGE', async () => {
    const transport = createTransport({ env: {}, maxResponseBytes: 1024 });
    const exact = await serve(chunked(1024));
    expect((await transport(get(exact))).body).toHaveLength(1024);
    const over = await serve(chunked(1025));
    const error = await transportError(transport, get(over));
    expect(error.code).toBe('TOO_LARGE');
    expect(error.message).toBe('the response was larger than 1024 bytes');
  });

  it('an endless body is cut off near the cap: the server sees the connection closed', async () => {
    const cap = 1024 * 1024;
    let written = 0;
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = (): void => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', () => closed());
      pump();
    });
    const error = await transportError(
      createTransport({ env: {}, maxResponseBytes: cap }),
      get(url, 20_000),
    );
    expect(error.code).toBe('TOO_LARGE');
    await serverSawClose;
    // The cap plus what socket buffers hold: far from the whole (endless) body.
    expect(written).toBeLessThan(64 * cap);
  });

  it('a content-length above the cap fails at once, before any of the body is read', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write('{"a":'); // and nothing more: only the header can have decided
    });
    const error = await transportError(
      createTransport({ env: {}, maxResponseBytes: 1024 }),
      get(url, 20_000),
    );
    expect(error.code).toBe('TOO_LARGE');
  });

  it('the connection is not reused after a body was cut off', async () => {
    let calls = 0;
    const url = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) chunked(4096)(_req, res);
      else res.end('{"ok":true}');
    });
    const transport = createTransport({ env: {}, maxResponseBytes: 1024 });
    expect((await transportError(transport, get(url))).code).toBe('TOO_LARGE');
    expect((await transport(get(url))).body).toBe('{"ok":true}');
  });

  it('the default cap is 32 MiB, what every export can carry: MAX_RESPONSE_BYTES, refused by its announced length', async () => {
    expect(MAX_RESPONSE_BYTES).toBe(32 * 1024 * 1024);
    // No option: the default applies. A length one byte over is refused without streaming it;
    // exactly the cap is accepted and read (here cut short, so TRUNCATED, not TOO_LARGE).
    const transport = createTransport({ env: {} });
    for (const [length, code] of [
      [MAX_RESPONSE_BYTES + 1, 'TOO_LARGE'],
      [MAX_RESPONSE_BYTES, 'TRUNCATED'],
    ] as const) {
      const url = await serve((req, res) => {
        res.writeHead(200, { 'content-length': String(length) });
        res.write('{"a":', () => req.socket.destroy());
      });
      const error = await transportError(transport, get(url));
      expect(error.code, String(length)).toBe(code);
      if (code === 'TOO_LARGE') expect(error.message).toBe('the response was larger than 32 MiB');
    }
  });

  it('is final for the retry policy and one clear sentence through the caller', async () => {
    expect(isTransient({ code: 'TOO_LARGE' }, true)).toBe(false);
    const url = await serve(chunked(2048));
    const { error, waits } = await callerFailure(
      url,
      createTransport({ env: {}, maxResponseBytes: 1024 }),
      '/x',
    );
    expect(error.message).toBe(
      'check failed (GET /x): the response was larger than 32 MiB (is `domain` right? A secret listing that large is more than an export can carry: list fewer or narrower paths)',
    );
    expect(waits).toEqual([]);
  });
});
