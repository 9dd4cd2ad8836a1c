// Rate limiting: the captured limits, headers, 429s, and the knobs tests use to hit them fast.
import { afterEach, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  MEMBER_ACCESS_TOKEN,
  VIEWER_ACCESS_TOKEN,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('rate limiting', () => {
  it('allows 40 secret listings a minute, then 429 with retry-after', async () => {
    server = await startFakeServer();
    // The headers count whole seconds left: a second passing on a busy machine must not show.
    server.state.clock.freeze();
    for (let i = 1; i <= 40; i += 1) {
      const res = await call(server, listPath());
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('40');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(40 - i));
      expect(res.headers.get('x-ratelimit-reset')).toBe('60');
    }
    const limited = await call(server, listPath());
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Rate limit exceeded. Please try again in 1 minute',
      error: 'RateLimitExceeded',
    });
  });

  it('counts per route and per client address, whatever the token', async () => {
    server = await startFakeServer({ rateLimit: { limits: { secrets: 2 } } });
    expect((await call(server, listPath())).status).toBe(200);
    expect((await call(server, listPath(), { token: VIEWER_ACCESS_TOKEN })).status).toBe(200);
    expect((await call(server, listPath())).status).toBe(429);
    // Another address, another route: own counters.
    const otherIp = await call(server, listPath(), { headers: { 'x-forwarded-for': '10.0.0.9' } });
    expect(otherIp.status).toBe(200);
    const tags = await call(server, `/api/v1/workspace/${PROJECT_ID}/tags`);
    expect(tags.headers.get('x-ratelimit-limit')).toBe('60');
    expect(tags.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('counts failed calls too', async () => {
    server = await startFakeServer({ rateLimit: { limits: { secrets: 2 } } });
    const bad = `/api/v3/secrets/raw?workspaceId=${PROJECT_ID}`;
    expect((await call(server, bad)).status).toBe(400);
    expect((await call(server, bad)).status).toBe(400);
    expect((await call(server, listPath())).status).toBe(429);
  });

  it('uses the classes 60 (reads), 200 (writes, logins) and 40 (import writes)', async () => {
    server = await startFakeServer();
    const login = await call(server, '/api/v1/auth/universal-auth/login', {
      method: 'POST',
      token: null,
      json: { clientId: 'x', clientSecret: 'y' },
    });
    expect(login.headers.get('x-ratelimit-limit')).toBe('200');
    const imports = await call(server, '/api/v1/secret-imports', {
      method: 'POST',
      json: { workspaceId: PROJECT_ID, environment: 'dev', import: { environment: 'prod' } },
    });
    expect(imports.headers.get('x-ratelimit-limit')).toBe('40');
    const list = await call(
      server,
      `/api/v1/secret-imports?workspaceId=${PROJECT_ID}&environment=dev&path=%2F`,
    );
    expect(list.headers.get('x-ratelimit-limit')).toBe('60');
  });

  it('sends no rate-limit headers on token errors, unknown routes or the status route', async () => {
    server = await startFakeServer();
    const responses = [
      await call(server, listPath(), { token: null }),
      await call(server, listPath(), { token: 'garbage' }),
      await call(server, '/api/v9/nothing'),
      await call(server, '/api/status', { token: null }),
    ];
    expect(responses.map((r) => r.status)).toEqual([401, 403, 404, 200]);
    for (const res of responses) expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('takes per-route limits, and can be switched off or reset while running', async () => {
    server = await startFakeServer({
      rateLimit: { routeLimits: { 'GET /api/v1/workspace/:projectId/tags': 1 } },
    });
    const tags = `/api/v1/workspace/${PROJECT_ID}/tags`;
    expect((await call(server, tags)).status).toBe(200);
    expect((await call(server, tags)).status).toBe(429);
    server.rateLimiter.enabled = false;
    expect((await call(server, tags)).status).toBe(200);
    server.rateLimiter.enabled = true;
    server.rateLimiter.reset();
    expect((await call(server, tags)).status).toBe(200);
  });

  it('opens again after the window, on the state clock', async () => {
    server = await startFakeServer({ rateLimit: { limits: { secrets: 1 } } });
    expect((await call(server, listPath())).status).toBe(200);
    expect((await call(server, listPath())).status).toBe(429);
    server.state.clock.advance(61_000);
    expect((await call(server, listPath())).status).toBe(200);
  });

  it('never refuses with rateLimit: false', async () => {
    server = await startFakeServer({ rateLimit: false });
    for (let i = 0; i < 45; i += 1) {
      expect((await call(server, listPath(), { token: MEMBER_ACCESS_TOKEN })).status).toBe(200);
    }
  });
});
