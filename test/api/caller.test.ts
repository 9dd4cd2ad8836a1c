import { login as universalLogin } from '../../src/auth/methods/universal.js';
import * as api from '../../src/api/endpoints/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Caller, type Call, type CallerOptions, type RetryNotice } from '../../src/api/caller.js';
import { InfisicalClient } from '../../src/api/client.js';
import { ApiError } from '../../src/errors/api.js';
import type { RetryPolicy } from '../../src/api/retry.js';
import { createTransport, TransportError } from '../../src/api/transport.js';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';
import { closedPort } from '../support/transport-calls.ts';

/**
 * The caller against a real loopback HTTP server: retries, waits, error translation, headers and
 * connection reuse. Waits are recorded by an injected sleep, never slept.
 */

const TOKEN = 'tok-SECRET-7f3a9c';
const API_KEY = 'key-SECRET-41b2';

let server: ScriptedServer;
const extraServers: ScriptedServer[] = [];

beforeEach(async () => {
  server = await startScriptedServer();
});
afterEach(async () => {
  await server.close();
  await Promise.all(extraServers.splice(0).map((s) => s.close()));
});

interface Harness {
  waits: number[];
  notices: RetryNotice[];
  caller: Caller;
  client: InfisicalClient;
}

/** A caller and a client on the scripted server; waits and retry notices are recorded. */
function harness(
  options: Partial<Omit<CallerOptions, 'retry'>> & { retry?: Partial<RetryPolicy> } = {},
): Harness {
  const waits: number[] = [];
  const notices: RetryNotice[] = [];
  const { retry, ...rest } = options;
  const callerOptions: CallerOptions = {
    baseUrl: server.url,
    // An empty proxy environment: the runner's own proxy settings must not change these tests.
    transport: createTransport({ env: {} }),
    timeoutMs: 5_000,
    userAgent: 'caller-test/1.0',
    onRetry: (notice) => notices.push(notice),
    ...rest,
    retry: {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
      ...retry,
    },
  };
  const caller = new Caller(callerOptions);
  caller.accessToken = TOKEN;
  const client = new InfisicalClient(callerOptions);
  client.useAccessToken(TOKEN);
  return { waits, notices, caller, client };
}

const GET: Call = {
  kind: 'tags:list',
  operation: 'list things',
  method: 'GET',
  path: '/api/v1/things',
  authenticated: true,
  safeToRepeat: true,
};

const CREATE: Call = {
  kind: 'tags:create',
  operation: 'create thing',
  method: 'POST',
  path: '/api/v1/things',
  body: { name: 'thing' },
  authenticated: true,
  safeToRepeat: false,
};

const listSecrets = (client: InfisicalClient) =>
  client.call(api.secrets.list, {
    workspaceId: 'ws-1',
    environment: 'dev',
    secretPath: '/',
    includeImports: false,
  });
const createProject = (client: InfisicalClient) =>
  client.call(api.projects.create, { projectName: 'demo' });

/** The ApiError a promise rejects with; fails the test when it resolves. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A loopback URL nothing listens on. */
async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await closedPort()}`;
}

const RATE_LIMITED = (seconds: number) => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: {
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Rate limit exceeded. Please try again in ${seconds} seconds`,
  },
});

describe('retrying transient answers', () => {
  it('503 then 200: one retry after a backoff, and the answer is returned', async () => {
    const h = harness();
    server.reply({ status: 503, body: { message: 'busy' } }, { status: 200, body: { ok: 1 } });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    // First backoff: ceiling 1 s, equal jitter with random 0.5 → 750 ms.
    expect(h.waits).toEqual([750]);
  });

  it('429 with retry-after: 60 waits at least 60 s, then succeeds', async () => {
    const h = harness();
    server.reply(RATE_LIMITED(60), { status: 200, body: { ok: 1 } });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    expect(h.waits).toHaveLength(1);
    expect(h.waits[0]!).toBeGreaterThanOrEqual(60_000);
    expect(h.waits[0]!).toBeLessThanOrEqual(65_000);
  });

  it('429 without retry-after reads "Please try again in 7 seconds" from the message', async () => {
    const h = harness();
    server.reply(
      {
        status: 429,
        body: { statusCode: 429, message: 'Rate limit exceeded. Please try again in 7 seconds' },
      },
      { status: 200, body: { ok: 1 } },
    );
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(h.waits).toHaveLength(1);
    expect(h.waits[0]!).toBeGreaterThanOrEqual(7_000);
    expect(h.waits[0]!).toBeLessThanOrEqual(7_700);
  });

  it('503 from a load balancer honours its retry-after for a safe call', async () => {
    const h = harness();
    server.reply(
      { status: 503, headers: { 'retry-after': '4' }, raw: '' },
      { status: 200, body: { ok: 1 } },
    );
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    expect(h.waits[0]!).toBeGreaterThanOrEqual(4_000);
  });

  it('a create answered 503 is not repeated blind: one request, and the error says it may have been applied', async () => {
    const h = harness();
    server.reply(
      { status: 503, headers: { 'retry-after': '4' }, raw: '<html>503</html>' },
      { status: 200, body: { ok: 1 } },
    );
    const error = await apiError(h.caller.send(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(h.waits).toEqual([]);
    expect(error.status).toBe(503);
    expect(error.details.mayHaveBeenApplied).toBe(true);
  });

  it('a create refused with 429 is repeated (the server did not act), and never flagged', async () => {
    const h = harness({ retry: { retries: 1 } });
    server.fallback = RATE_LIMITED(0);
    const error = await apiError(h.caller.send(CREATE));
    expect(server.requests).toHaveLength(2);
    expect(error.details.mayHaveBeenApplied).toBeUndefined();
  });

  it("a safe call's failure is never flagged: repeating it was harmless", async () => {
    const h = harness({ retry: { retries: 0 } });
    server.fallback = { status: 503, raw: '' };
    const error = await apiError(h.caller.send(GET));
    expect(error.details.mayHaveBeenApplied).toBeUndefined();
  });

  it('the default policy rides out a 60 s rate-limit window, even with the largest jitter', async () => {
    const h = harness({ retry: { random: () => 0.999999 } });
    server.reply(RATE_LIMITED(60), { status: 200, body: { secrets: [], imports: [] } });
    await expect(listSecrets(h.client)).resolves.toEqual({ secrets: [], imports: [] });
    expect(server.requests).toHaveLength(2);
    expect(h.waits[0]!).toBeGreaterThanOrEqual(60_000);
    expect(h.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(180_000);
  });

  it('a matrix job sent back into the limit by its neighbours still gets through within 3 minutes', async () => {
    const h = harness({ retry: { random: () => 0.999999 } });
    server.reply(RATE_LIMITED(60), RATE_LIMITED(55), RATE_LIMITED(5), {
      status: 200,
      body: { ok: 1 },
    });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(4);
    expect(h.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(180_000);
  });

  it('gives up when the next wait would exceed the 3-minute budget, with status and retryAfterSeconds', async () => {
    const h = harness();
    server.fallback = RATE_LIMITED(80);
    const error = await apiError(h.caller.send(GET));
    // 82.5 s + 82.5 s = 165 s waited; a third wait would reach 247.5 s.
    expect(h.waits).toEqual([82_500, 82_500]);
    expect(server.requests).toHaveLength(3);
    expect(error.status).toBe(429);
    expect(error.details.retryAfterSeconds).toBe(80);
    expect(error.details.attempts).toBe(3);
    expect(error.message).toContain('HTTP 429');
    expect(error.message).toContain('Please try again in 80 seconds');
    expect(error.message).toContain('after 3 attempts');
  });

  it('gives up at once when the server asks for a wait longer than one wait may be (90 s)', async () => {
    const h = harness();
    server.fallback = RATE_LIMITED(120);
    const error = await apiError(h.caller.send(GET));
    // Retrying after 90 s would come back 30 s too early and only earn another 429.
    expect(h.waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBe(429);
    expect(error.details.retryAfterSeconds).toBe(120);
  });

  it('respects a smaller budget', async () => {
    const h = harness({ retry: { budgetMs: 10_000 } });
    server.fallback = RATE_LIMITED(6);
    const error = await apiError(h.caller.send(GET));
    expect(h.waits).toEqual([6_300]);
    expect(server.requests).toHaveLength(2);
    expect(error.details.attempts).toBe(2);
  });

  for (const status of [400, 401, 403, 404, 422]) {
    it(`HTTP ${status} is never retried`, async () => {
      const h = harness();
      server.fallback = {
        status,
        body: { statusCode: status, message: `client error ${status}`, error: 'Bad' },
      };
      const error = await apiError(h.caller.send(GET));
      expect(server.requests).toHaveLength(1);
      expect(h.waits).toEqual([]);
      expect(h.notices).toEqual([]);
      expect(error.status).toBe(status);
      expect(error.details.attempts).toBe(1);
      expect(error.message).toContain(`client error ${status}`);
      expect(error.message).not.toContain('attempts');
    });
  }

  it('a plain 500 is retried once for a safe call', async () => {
    const h = harness();
    server.fallback = { status: 500, body: { statusCode: 500, message: 'Something went wrong' } };
    const error = await apiError(listSecrets(h.client));
    expect(server.requests).toHaveLength(2);
    expect(h.waits).toHaveLength(1);
    expect(error.status).toBe(500);
    expect(error.message).toContain('Something went wrong');
    expect(error.message).toContain('after 2 attempts');
  });

  it('a plain 500 then 200 succeeds for a safe call', async () => {
    const h = harness();
    server.reply(
      { status: 500, body: { message: 'Something went wrong' } },
      { status: 200, body: { ok: 1 } },
    );
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('a plain 500 is not retried for a create', async () => {
    const h = harness();
    server.fallback = { status: 500, body: { statusCode: 500, message: 'Something went wrong' } };
    const error = await apiError(createProject(h.client));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.method).toBe('POST');
    expect(h.waits).toEqual([]);
    expect(error.status).toBe(500);
  });

  it('502 and 504 are retried with the full retry count for safe calls only', async () => {
    const h = harness({ retry: { retries: 3 } });
    server.fallback = {
      status: 502,
      raw: '<html>bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    };
    await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(4);
    server.requests.length = 0;
    server.fallback = { status: 504, raw: '' };
    await apiError(h.caller.send(CREATE));
    expect(server.requests).toHaveLength(1);
  });
});

describe('retrying network failures', () => {
  it('a reset connection is retried for a safe call', async () => {
    const h = harness();
    server.reply('reset', { status: 200, body: { ok: 1 } });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    expect(h.notices).toEqual([
      {
        operation: 'list things',
        attempt: 1,
        delayMs: 750,
        reason: `the connection to ${new URL(server.url).host} was reset`,
      },
    ]);
  });

  it('a reset connection is not retried for a create (the server may have acted)', async () => {
    const h = harness();
    server.reply('reset', { status: 200, body: { project: { id: 'p' } } });
    const error = await apiError(createProject(h.client));
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBeUndefined();
    expect(error.details.code).toBe('ECONNRESET');
    expect(error.details.mayHaveBeenApplied).toBe(true);
    expect(error.message).toContain('the connection was reset');
  });

  it('a hanging server times out and is retried for a safe call', async () => {
    const h = harness({ timeoutMs: 200 });
    server.reply('hang', { status: 200, body: { ok: 1 } });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
    expect(h.notices[0]!.reason).toBe(
      `${new URL(server.url).host} did not answer within the timeout`,
    );
  });

  it('time spent in retried attempts counts against the retry budget, not only the waits', async () => {
    // Every attempt lasts 200 ms on an injected clock and times out; waits are zero. With a
    // 700 ms budget the retried attempts 2, 3 and 4 fit (600 ms), the fifth would not.
    let now = 0;
    let attempts = 0;
    const h = harness({
      transport: async () => {
        attempts++;
        now += 200;
        throw new TransportError('ETIMEDOUT', 'no response within 200 ms');
      },
      retry: { retries: 10, budgetMs: 700, baseDelayMs: 0, now: () => now },
    });
    const error = await apiError(h.caller.send(GET));
    expect(error.details.code).toBe('ETIMEDOUT');
    expect(attempts).toBe(5);
    expect(error.details.attempts).toBe(5);
  });

  it('a hanging server is not retried for a create', async () => {
    const h = harness({ timeoutMs: 200 });
    server.reply('hang', { status: 200, body: { ok: 1 } });
    const error = await apiError(h.caller.send(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(error.details.code).toBe('ETIMEDOUT');
    expect(error.message).toContain('no answer within the timeout');
  });

  it('a refused connection is retried for safe and unsafe calls alike', async () => {
    const url = await closedPortUrl();
    for (const call of [GET, CREATE]) {
      const h = harness({ baseUrl: url, retry: { retries: 2 } });
      const error = await apiError(h.caller.send(call));
      expect(error.details.code).toBe('ECONNREFUSED');
      expect(error.details.mayHaveBeenApplied).toBeUndefined();
      expect(error.details.attempts).toBe(3);
      expect(h.waits).toHaveLength(2);
      const refused = `${new URL(url).host} refused the connection (is the server up?)`;
      expect(h.notices.map((n) => n.reason)).toEqual([refused, refused]);
      expect(error.message).toContain('connection refused');
      expect(error.message).toContain('after 3 attempts');
    }
  });

  it('a truncated body is retried, and reported as TRUNCATED when it keeps happening', async () => {
    const h = harness({ retry: { retries: 2 } });
    server.fallback = 'truncated';
    const error = await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(3);
    expect(error.details.code).toBe('TRUNCATED');
    expect(error.message).toContain('ended before its body was complete');
  });

  it('a truncated body then a full one succeeds', async () => {
    const h = harness();
    server.reply('truncated', { status: 200, body: { ok: 1 } });
    await expect(h.caller.send(GET)).resolves.toEqual({ ok: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('a truncated body is not retried for a create', async () => {
    const h = harness();
    server.fallback = 'truncated';
    const error = await apiError(h.caller.send(CREATE));
    expect(server.requests).toHaveLength(1);
    expect(error.details.code).toBe('TRUNCATED');
  });
});

describe('bodies', () => {
  it('a non-JSON 200 (an HTML page) is an error saying so, without the page, and is not retried', async () => {
    const h = harness();
    server.fallback = {
      status: 200,
      headers: { 'content-type': 'text/html' },
      raw: '<!doctype html><html><title>Sign in PAGE-MARKER</title></html>',
    };
    const error = await apiError(h.caller.send(GET));
    expect(error.message).toMatch(/not the JSON/);
    expect(error.message).not.toContain('PAGE-MARKER');
    expect(error.message).not.toContain('<');
    expect(error.details.code).toBe('BAD_JSON');
    expect(server.requests).toHaveLength(1);
  });

  it('an empty 200 body returns undefined', async () => {
    const h = harness();
    server.reply({ status: 200 }, { status: 200, raw: '  \n' });
    await expect(h.caller.send(GET)).resolves.toBeUndefined();
    await expect(h.caller.send(GET)).resolves.toBeUndefined();
  });

  it('a JSON body is parsed', async () => {
    const h = harness();
    server.reply({ status: 200, body: { a: [1, 'two', { three: null }] } });
    await expect(h.caller.send(GET)).resolves.toEqual({ a: [1, 'two', { three: null }] });
  });

  it('an HTML error page is described by its type, not shown', async () => {
    const h = harness();
    server.fallback = {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      raw: '<html>nginx PAGE-MARKER</html>',
    };
    const error = await apiError(h.caller.send(GET));
    expect(error.message).toContain('HTTP 404: non-JSON response (text/html)');
    expect(error.message).not.toContain('PAGE-MARKER');
  });
});

describe('redirects', () => {
  for (const status of [301, 302, 307, 308]) {
    it(`${status} is not followed, and the error says to set \`domain\``, async () => {
      const target = await startScriptedServer();
      extraServers.push(target);
      const h = harness();
      server.fallback = {
        status,
        headers: { location: `${target.url}/api/v3/secrets/raw?token=${TOKEN}` },
        raw: '',
      };
      const error = await apiError(listSecrets(h.client));
      expect(server.requests).toHaveLength(1);
      expect(target.requests).toHaveLength(0);
      expect(error.status).toBe(status);
      expect(error.message).toContain('set `domain`');
      expect(error.message).toContain(`${target.url}/api/v3/secrets/raw`);
      expect(error.message).not.toContain(TOKEN);
      expect(error.message).not.toContain('token=');
    });
  }

  it('a redirect of a create is not followed either', async () => {
    const target = await startScriptedServer();
    extraServers.push(target);
    const h = harness();
    server.fallback = {
      status: 308,
      headers: { location: `${target.url}/api/v2/workspace` },
      raw: '',
    };
    const error = await apiError(createProject(h.client));
    expect(server.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
    expect(error.message).toContain('set `domain`');
  });

  it('a relative location is shown as a path', async () => {
    const h = harness();
    server.fallback = { status: 302, headers: { location: '/login?next=%2Fsecret' }, raw: '' };
    const error = await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(1);
    expect(error.message).toContain('redirects to /login;');
    expect(error.message).not.toContain('next=');
  });
});

describe('what error messages never contain', () => {
  const QUERY_SECRET = '/folder-SECRET-path-93';
  const BODY_MARKER = 'BODY-MARKER-5521';
  const call: Call = {
    kind: 'secrets:list',
    operation: 'list secrets',
    method: 'GET',
    path: '/api/v3/secrets/raw',
    query: { secretPath: QUERY_SECRET, environment: 'env-SECRET-x' },
    authenticated: true,
    safeToRepeat: true,
  };
  const replies = {
    'a JSON error with extra fields': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Bad request',
        error: 'Bad Request',
        details: { echo: BODY_MARKER },
        token: TOKEN,
      },
    },
    'an HTML error page': {
      status: 502,
      headers: { 'content-type': 'text/html' },
      raw: `<p>${BODY_MARKER}</p>`,
    },
    'plain text': {
      status: 500,
      headers: { 'content-type': 'text/plain' },
      raw: `${BODY_MARKER} ${TOKEN}`,
    },
    'a non-JSON 200': { status: 200, headers: { 'content-type': 'text/plain' }, raw: BODY_MARKER },
    'a rate limit': {
      status: 429,
      headers: { 'retry-after': '500' },
      body: { message: 'Please try again in 500 seconds', extra: BODY_MARKER },
    },
    'a redirect': {
      status: 302,
      headers: {
        location: `https://elsewhere.invalid/x?secretPath=${encodeURIComponent(QUERY_SECRET)}`,
      },
      raw: BODY_MARKER,
    },
  } as const;

  for (const [name, reply] of Object.entries(replies)) {
    it(`${name}: no body, token, API key or query value`, async () => {
      const h = harness({ apiKey: API_KEY, retry: { retries: 1 } });
      server.fallback = reply;
      const error = await apiError(h.caller.send(call));
      const text = `${error.message}\n${String(error)}\n${JSON.stringify(error.details)}`;
      for (const secret of [
        BODY_MARKER,
        TOKEN,
        API_KEY,
        QUERY_SECRET,
        'folder-SECRET',
        'env-SECRET',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(error.message).toContain('(GET /api/v3/secrets/raw)');
      // The values did reach the server: they were only kept out of the message.
      expect(server.requests[0]!.query.secretPath).toBe(QUERY_SECRET);
    });
  }

  it('a network failure: no token or query value either', async () => {
    const h = harness({ apiKey: API_KEY, baseUrl: await closedPortUrl(), retry: { retries: 0 } });
    const error = await apiError(h.caller.send(call));
    for (const secret of [TOKEN, API_KEY, QUERY_SECRET, 'env-SECRET'])
      expect(error.message).not.toContain(secret);
  });
});

describe('headers', () => {
  it('an authenticated GET: user-agent, accept, bearer token, API key and extra headers, no content-type', async () => {
    const h = harness({
      apiKey: API_KEY,
      extraHeaders: { 'x-firewall-pass': 'open-sesame', 'cf-access-client-id': 'cf' },
    });
    await h.caller.send(GET);
    const { headers, body, method } = server.requests[0]!;
    expect(method).toBe('GET');
    expect(headers['user-agent']).toBe('caller-test/1.0');
    expect(headers.accept).toBe('application/json');
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers['x-api-key']).toBe(API_KEY);
    expect(headers['x-firewall-pass']).toBe('open-sesame');
    expect(headers['cf-access-client-id']).toBe('cf');
    expect(headers['content-type']).toBeUndefined();
    expect(body).toBe('');
  });

  it('a login: no token or API key, a JSON body with its content-type, extra headers still sent', async () => {
    const h = harness({ apiKey: API_KEY, extraHeaders: { 'x-firewall-pass': 'open-sesame' } });
    server.reply({
      status: 200,
      body: { accessToken: 'new', expiresIn: 7200, tokenType: 'Bearer' },
    });
    await h.client.call(universalLogin, {
      clientId: 'client-id',
      clientSecret: 'client-secret',
    });
    const { headers, body, method, path } = server.requests[0]!;
    expect(method).toBe('POST');
    expect(path).toBe('/api/v1/auth/universal-auth/login');
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-api-key']).toBeUndefined();
    expect(headers['content-type']).toBe('application/json');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(headers['user-agent']).toBe('caller-test/1.0');
    expect(headers['x-firewall-pass']).toBe('open-sesame');
    expect(JSON.parse(body)).toEqual({ clientId: 'client-id', clientSecret: 'client-secret' });
  });

  it('an authenticated call without a token sends no authorization header', async () => {
    const h = harness();
    h.caller.accessToken = undefined;
    await h.caller.send(GET);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
  });

  it('non-ASCII bodies are sent whole (content-length in bytes)', async () => {
    const h = harness();
    await h.caller.send({ ...CREATE, body: { name: 'prüfung ✓ 秘密' } });
    const { body, headers } = server.requests[0]!;
    expect(JSON.parse(body)).toEqual({ name: 'prüfung ✓ 秘密' });
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('query values are encoded and undefined ones left out; a base path is kept', async () => {
    const h = harness({ baseUrl: `${server.url}/prefix` });
    await h.caller.send({
      ...GET,
      query: { secretPath: '/a b/&c', environment: 'dev', tagSlugs: undefined },
    });
    const sent = server.requests[0]!;
    expect(sent.path).toBe('/prefix/api/v1/things');
    expect(sent.query).toEqual({ secretPath: '/a b/&c', environment: 'dev' });
  });
});

describe('connections and retry settings', () => {
  it('keeps the connection alive: three sequential calls use one socket', async () => {
    const h = harness();
    await h.caller.send(GET);
    await h.caller.send(CREATE);
    await h.caller.send(GET);
    expect(server.requests).toHaveLength(3);
    const sockets = new Set(server.requests.map((r) => r.socket));
    expect(sockets.size).toBe(1);
    expect([...sockets][0]).toBeGreaterThan(0);
  });

  it('retries: 0 means exactly one attempt', async () => {
    const h = harness({ retry: { retries: 0 } });
    server.fallback = { status: 503, body: { message: 'busy' } };
    const error = await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(1);
    expect(h.waits).toEqual([]);
    expect(h.notices).toEqual([]);
    expect(error.details.attempts).toBe(1);
  });

  it('reports each retry with its attempt number, delay and reason before waiting', async () => {
    const h = harness({ retry: { retries: 3 } });
    server.fallback = { status: 503, body: { message: 'busy' } };
    const error = await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(4);
    expect(h.notices).toEqual([
      { operation: 'list things', attempt: 1, delayMs: 750, reason: 'HTTP 503' },
      { operation: 'list things', attempt: 2, delayMs: 1_500, reason: 'HTTP 503' },
      { operation: 'list things', attempt: 3, delayMs: 3_000, reason: 'HTTP 503' },
    ]);
    expect(h.waits).toEqual([750, 1_500, 3_000]);
    expect(error.details.attempts).toBe(4);
    expect(error.message).toContain('after 4 attempts');
  });

  it('the default policy gives a transient failure 5 retries', async () => {
    const h = harness();
    server.fallback = { status: 503, body: { message: 'busy' } };
    await apiError(h.caller.send(GET));
    expect(server.requests).toHaveLength(6);
    expect(h.waits).toEqual([750, 1_500, 3_000, 6_000, 12_000]);
  });
});
