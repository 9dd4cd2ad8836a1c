import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Caller } from '../../src/api/caller.js';
import { ApiError } from '../../src/errors/api.js';
import { secretListingReader } from '../../src/api/listing-json.js';
import {
  createTransport,
  type BodyReader,
  type HttpRequest,
  type Transport,
} from '../../src/api/transport.js';
import { get, transportError } from '../support/transport-calls.ts';

/**
 * A body read as it arrives (the secret listing): the reader gets the text piece by piece,
 * decoded as strict UTF-8 with characters split between chunks joined, within the size cap; a
 * reader's failure is the answer's (BAD_JSON), and an error status is never read.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A loopback server answering every request with `handler`; returns its base URL. */
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Answers 200 with `bytes`, written in pieces at `cuts`, a few milliseconds apart. */
function inPieces(bytes: Buffer, cuts: readonly number[]): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const ends = [...cuts, bytes.length];
    let at = 0;
    const next = (): void => {
      const end = ends.shift();
      if (end === undefined) {
        res.end();
        return;
      }
      res.write(bytes.subarray(at, end));
      at = end;
      setTimeout(next, 2);
    };
    next();
  };
}

/** A reader that keeps every piece it is given and answers their text. */
function recording(): { pieces: string[]; read: () => BodyReader; made: () => number } {
  const pieces: string[] = [];
  let made = 0;
  return {
    pieces,
    made: () => made,
    read: () => {
      made++;
      return { push: (text) => void pieces.push(text), end: () => pieces.join('') };
    },
  };
}

const send = createTransport({ env: {} });
const reading = (url: string, read: () => BodyReader): HttpRequest => ({ ...get(url), read });

describe('a body read as it arrives', () => {
  it('reaches the reader piece by piece, whole and in order; no text is handed on', async () => {
    const text = JSON.stringify({ secrets: [{ secretKey: 'K', secretValue: 'v'.repeat(5000) }] });
    const bytes = Buffer.from(text);
    const cuts = Array.from({ length: 40 }, (_, i) => (i + 1) * 100);
    const base = await serve(inPieces(bytes, cuts));
    const reader = recording();
    const response = await send(reading(`${base}/x`, reader.read));
    expect(reader.pieces.length).toBeGreaterThan(1);
    expect(response.read).toEqual({ value: text });
    expect(response.body).toBe('');
  });

  it('a character split between chunks arrives whole; a byte order mark is kept', async () => {
    const text = '\ufeff{"v":"€ ✓ 𝄞"}';
    const bytes = Buffer.from(text);
    // Inside the BOM, inside "€" (3 bytes) and inside "𝄞" (4 bytes).
    const base = await serve(inPieces(bytes, [1, 8, 9, 17, 18, 19]));
    const reader = recording();
    const response = await send(reading(`${base}/x`, reader.read));
    expect(response.read).toEqual({ value: text });
    expect(reader.pieces.join('')).not.toContain('\ufffd');
  });

  it('a body that is not UTF-8 is NOT_UTF8, even after the reader has failed', async () => {
    const bytes = Buffer.concat([Buffer.from('{"v":"a'), Buffer.from([0xff]), Buffer.from('"}')]);
    const base = await serve(inPieces(bytes, [3]));
    const failing = (): BodyReader => ({
      push: () => {
        throw new SyntaxError('no');
      },
      end: () => undefined,
    });
    expect((await transportError(send, reading(`${base}/x`, failing))).code).toBe('NOT_UTF8');
  });

  it('a body that ends inside a character is NOT_UTF8', async () => {
    const bytes = Buffer.concat([Buffer.from('{"v":"'), Buffer.from('€').subarray(0, 2)]);
    const base = await serve(inPieces(bytes, [4]));
    const error = await transportError(send, reading(`${base}/x`, recording().read));
    expect(error.code).toBe('NOT_UTF8');
  });

  it('the size cap holds for a body being read: TOO_LARGE', async () => {
    const transport = createTransport({ env: {}, maxResponseBytes: 1024 });
    const bytes = Buffer.from(`"${'x'.repeat(2000)}"`);
    const base = await serve(inPieces(bytes, [500, 1000, 1500]));
    const error = await transportError(transport, reading(`${base}/x`, recording().read));
    expect(error.code).toBe('TOO_LARGE');
  });

  it('an error status is not read: its text is the body', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"Folder not found"}');
    });
    const reader = recording();
    const response = await send(reading(`${base}/x`, reader.read));
    expect(response.status).toBe(404);
    expect(response.body).toBe('{"message":"Folder not found"}');
    expect(response.read).toBeUndefined();
    expect(reader.made()).toBe(0);
  });
});

describe('the caller with a reader', () => {
  /** One GET through the real caller with the listing reader; its value or its ApiError. */
  async function call(transport: Transport, base: string): Promise<unknown> {
    const caller = new Caller({
      baseUrl: base,
      transport,
      timeoutMs: 5_000,
      userAgent: 'transport-test',
      retry: { sleep: async () => {}, random: () => 0.5 },
    });
    return caller
      .send({
        kind: 'secrets:list',
        operation: 'list secrets of dev:/',
        method: 'GET',
        path: '/api/v3/secrets/raw',
        authenticated: false,
        safeToRepeat: true,
        read: secretListingReader,
      })
      .catch((error: unknown) => error);
  }

  const listing = '{"secrets":[{"secretKey":"K","secretValue":"v","id":"1"}],"imports":[]}';
  const value = {
    secrets: [
      {
        workspace: undefined,
        type: undefined,
        secretKey: 'K',
        secretValue: 'v',
        secretPath: undefined,
        secretValueHidden: undefined,
      },
    ],
    imports: [],
  };

  it('reads the listing as it arrives', async () => {
    const base = await serve(inPieces(Buffer.from(listing), [5, 30, 31]));
    expect(await call(send, base)).toStrictEqual(value);
  });

  it('a transport that hands on text (a test double, say): the same reader reads it', async () => {
    const text: Transport = async () => ({ status: 200, headers: {}, body: listing });
    expect(await call(text, 'http://127.0.0.1:9')).toStrictEqual(value);
    const empty: Transport = async () => ({ status: 200, headers: {}, body: ' \n' });
    expect(await call(empty, 'http://127.0.0.1:9')).toBeUndefined();
  });

  it('text the reader refuses is BAD_JSON, one attempt, never the body in the message', async () => {
    let requests = 0;
    const base = await serve((req, res) => {
      requests++;
      inPieces(Buffer.from('{"secrets":[{"secretKey":"hunter2"]}'), [10])(req, res);
    });
    const error = await call(send, base);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details.code).toBe('BAD_JSON');
    expect((error as ApiError).message).not.toContain('hunter2');
    expect(requests).toBe(1);
  });
});
