// Scripted faults and latency.
import { describe, expect, it } from 'vitest';
import {
  FOLDER_IDS,
  MEMBER_ACCESS_TOKEN,
  PROJECT_ID,
  startFakeServer,
} from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

describe('faults', () => {
  it('answers 429 with retry-after and the server() wording, then recovers', async () => {
    server().faults.add({ kind: { status: 429, retryAfter: 7 } });
    const limited = await call(server(), listPath());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Rate limit exceeded. Please try again in 7 seconds',
      error: 'RateLimitExceeded',
    });
    expect((await call(server(), listPath())).status).toBe(200);
  });

  it('answers 429 without retry-after when none is scripted', async () => {
    server().faults.add({ kind: { status: 429, messageSeconds: 30 } });
    const limited = await call(server(), listPath());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeNull();
    expect(limited.body.message).toBe('Rate limit exceeded. Please try again in 30 seconds');
  });

  it('answers 500 as the server() and 502/503/504 as an HTML proxy', async () => {
    for (const status of [500, 502, 503, 504] as const) {
      server().faults.add({ kind: { status } });
    }
    const internal = await call(server(), listPath());
    expect(internal.status).toBe(500);
    expect(internal.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong',
      error: 'InternalServerError',
    });
    for (const [status, title] of [
      [502, 'Bad Gateway'],
      [503, 'Service Temporarily Unavailable'],
      [504, 'Gateway Time-out'],
    ] as const) {
      const res = await call(server(), listPath());
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('text/html');
      expect(res.text).toContain(title);
    }
    expect(server().faults.pending).toBe(0);
  });

  it('matches query parameters when the fault names some', async () => {
    server().faults.add({ match: { query: { secretPath: '/app' } }, kind: { status: 503 } });
    expect((await call(server(), listPath({ secretPath: '/' }))).status).toBe(200);
    expect((await call(server(), listPath())).status).toBe(200);
    expect((await call(server(), listPath({ secretPath: '/app' }))).status).toBe(503);
    expect(server().faults.pending).toBe(0);
  });

  it('applies a fault `times` times, only to matching requests, in order', async () => {
    server().faults.add({ match: { path: '/api/v3/secrets' }, times: 2, kind: { status: 503 } });
    server().faults.add({
      match: { method: 'POST', path: /universal-auth/ },
      kind: { status: 500 },
    });
    expect((await call(server(), '/api/status', { token: null })).status).toBe(200);
    expect((await call(server(), listPath())).status).toBe(503);
    expect((await call(server(), listPath())).status).toBe(503);
    expect((await call(server(), listPath())).status).toBe(200);
    const login = await call(server(), '/api/v1/auth/universal-auth/login', {
      method: 'POST',
      token: null,
      json: {},
    });
    expect(login.status).toBe(500);
    expect(server().faults.pending).toBe(0);
    expect(server().requests.map((r) => r.fault ?? '-')).toEqual([
      '-',
      'status 503',
      'status 503',
      '-',
      'status 500',
    ]);
  });

  it('resets the connection without an answer', async () => {
    server().faults.add({ kind: 'reset' });
    await expect(fetch(`${server().url}/api/status`)).rejects.toThrow(TypeError);
    expect((await call(server(), '/api/status', { token: null })).status).toBe(200);
  });

  it('applied: the API acts on the request, then the fault replaces its answer', async () => {
    const create = (key: string) =>
      call(server(), '/api/v3/secrets/batch/raw', {
        method: 'POST',
        json: {
          workspaceId: PROJECT_ID,
          environment: 'dev',
          secretPath: '/',
          secrets: [{ secretKey: key, secretValue: 'v' }],
        },
      });
    const stored = (key: string) =>
      server()
        .state.secretsIn(FOLDER_IDS.devRoot)
        .some((secret) => secret.key === key);
    server().faults.add({ match: { method: 'POST' }, kind: { status: 503 }, applied: true });
    server().faults.add({ match: { method: 'POST' }, kind: { status: 503 } });
    const lost = await create('APPLIED_KEY');
    expect(lost.status).toBe(503);
    expect(lost.text).toContain('Service Temporarily Unavailable');
    expect(stored('APPLIED_KEY')).toBe(true);
    const refused = await create('REFUSED_KEY');
    expect(refused.status).toBe(503);
    expect(stored('REFUSED_KEY')).toBe(false);
    expect(server().requests.map((r) => r.fault)).toEqual(['applied, status 503', 'status 503']);

    server().faults.add({ match: { method: 'POST' }, kind: 'reset', applied: true });
    await expect(create('RESET_KEY')).rejects.toThrow(TypeError);
    expect(stored('RESET_KEY')).toBe(true);
  });

  it('sends a truncated body: fewer bytes than content-length', async () => {
    server().faults.add({ kind: 'truncated' });
    const res = await fetch(`${server().url}${listPath()}`, {
      headers: { authorization: `Bearer ${MEMBER_ACCESS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(100);
    await expect(res.text()).rejects.toThrow();
  });

  it('answers 200 with an HTML page for non-json', async () => {
    server().faults.add({ kind: 'non-json' });
    const res = await call(server(), listPath());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('hangs until the client gives up, and close() still returns at once', async () => {
    server().faults.add({ kind: 'hang' });
    await expect(
      fetch(`${server().url}/api/status`, { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow();
    server().faults.add({ kind: 'hang' });
    const pending = fetch(`${server().url}/api/status`).catch((err: unknown) => err);
    await waitFor(() => server().requests.length === 2);
    await server().close();
    expect(await pending).toBeInstanceOf(Error);
  });

  it('delays a response with delayMs, and adds latencyMs to every response', async () => {
    server().faults.add({ kind: { delayMs: 120 } });
    let started = Date.now();
    expect((await call(server(), '/api/status', { token: null })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);

    server().latencyMs = 80;
    started = Date.now();
    await call(server(), '/api/status', { token: null });
    await call(server(), '/api/status', { token: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    server().latencyMs = 0;
  });

  it('takes latencyMs as a start option', async () => {
    const slow = await startFakeServer({ latencyMs: 100 });
    try {
      const started = Date.now();
      await call(slow, '/api/status', { token: null });
      expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    } finally {
      await slow.close();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
