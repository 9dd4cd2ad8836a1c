// The HTTP side: loopback only, keep-alive, the request log, close().
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_ACCESS_TOKEN, PROJECT_ID, startFakeServer } from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fake server HTTP', () => {
  it('listens on 127.0.0.1 on a random port', async () => {
    server = await startFakeServer();
    const other = await startFakeServer();
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.port).toBeGreaterThan(0);
      expect(other.port).not.toBe(server.port);
    } finally {
      await other.close();
    }
  });

  it('keeps connections alive between requests', async () => {
    server = await startFakeServer();
    // One pooled socket, so reuse is deterministic (fetch's pool may open a second one).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 3; i += 1) {
        await new Promise<void>((resolve, reject) => {
          const req = request(`${server!.url}/api/status`, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end();
        });
      }
    } finally {
      agent.destroy();
    }
    const ids = server.requests.map((r) => r.connectionId);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
  });

  it('logs every request: method, path, parsed query, lowercase headers, parsed body', async () => {
    server = await startFakeServer();
    await call(server, `${listPath({ secretPath: '/app' })}&include_imports=true`, {
      headers: { 'X-Trace-Id': 'abc' },
    });
    await call(server, '/api/v1/secret-imports/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      json: { workspaceId: PROJECT_ID, environment: 'dev', path: '/' },
    });
    await fetch(`${server.url}/api/v1/auth/oidc-auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ identityId: 'x', jwt: 'y' }),
    });
    const [list, del, form] = server.requests;
    expect(list).toMatchObject({
      seq: 1,
      method: 'GET',
      path: '/api/v3/secrets/raw',
      query: {
        workspaceId: PROJECT_ID,
        environment: 'dev',
        secretPath: '/app',
        include_imports: 'true',
      },
      body: undefined,
      status: 200,
    });
    expect(list!.headers['x-trace-id']).toBe('abc');
    expect(list!.headers.authorization).toBe(`Bearer ${MEMBER_ACCESS_TOKEN}`);
    expect(del).toMatchObject({
      method: 'DELETE',
      path: '/api/v1/secret-imports/00000000-0000-4000-8000-000000000000',
      body: { workspaceId: PROJECT_ID, environment: 'dev', path: '/' },
      status: 404,
    });
    expect(form).toMatchObject({ method: 'POST', body: { identityId: 'x', jwt: 'y' } });
    expect(form!.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('logs unparsable bodies as text and answers like Fastify', async () => {
    server = await startFakeServer();
    const res = await fetch(`${server.url}/api/v1/auth/universal-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"clientId":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(server.requests[0]!.body).toBe('{"clientId":');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    server = await startFakeServer();
    const first = await call(server, listPath());
    const etag = first.headers.get('etag')!;
    const again = await call(server, listPath(), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('close() returns at once with idle keep-alive sockets open, and is idempotent', async () => {
    server = await startFakeServer();
    // A raw keep-alive request through a pooled agent leaves an idle socket behind.
    await new Promise<void>((resolve, reject) => {
      const req = request(`${server!.url}/api/status`, { headers: { connection: 'keep-alive' } });
      req.on('response', (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
    const started = Date.now();
    await server.close();
    await server.close();
    expect(Date.now() - started).toBeLessThan(500);
    await expect(fetch(`${server.url}/api/status`)).rejects.toThrow();
  });
});

describe('fake server reset and HEAD', () => {
  it('reset() restores the seed and forgets counters, faults and the log', async () => {
    server = await startFakeServer({ rateLimit: { limits: { secrets: 1 } } });
    server.state.setSecret({ environment: 'dev', key: 'TEMP', value: 'x' });
    await call(server, listPath());
    server.faults.add({ kind: { status: 503 } });
    server.reset();
    expect(server.requests).toHaveLength(0);
    expect(server.faults.pending).toBe(0);
    const res = await call(server, listPath());
    expect(res.status).toBe(200);
    expect(res.body.secrets.some((s: { secretKey: string }) => s.secretKey === 'TEMP')).toBe(false);
  });

  it('answers HEAD like GET, without a body', async () => {
    server = await startFakeServer();
    const res = await fetch(`${server.url}/api/status`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});
