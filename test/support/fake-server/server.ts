// The HTTP side: a node:http server on 127.0.0.1 only, the request log, scripted faults, added
// latency, and a close() that does not wait for keep-alive or hanging sockets.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleApiRequest } from './app.ts';
import type { App } from './app.ts';
import { issueIdentityToken } from './auth.ts';
import { FaultQueue, faultName, NON_JSON_PAGE, proxyErrorPage } from './faults.ts';
import type { FaultKind } from './faults.ts';
import { flattenHeaders, jsonResponse, parseBody } from './http.ts';
import type { Outgoing } from './http.ts';
import { RateLimiter, rateLimitBody } from './ratelimit.ts';
import type { RateLimitOptions } from './ratelimit.ts';
import { matchRoute } from './router.ts';
import { routes as legacyRoutes, routesFor, type RouteSet } from './routes/index.ts';
import { FakeState } from './state.ts';
import { allowAllIps } from './util.ts';

export interface FakeServerOptions {
  /** Added before every response (faults included). Can be changed later on the handle. */
  latencyMs?: number;
  /** `false` turns refusing off; an object overrides limits (e.g. `{ limits: { secrets: 2 } }`). */
  rateLimit?: boolean | RateLimitOptions;
  /** Load the default dataset. Default true. */
  seed?: boolean;
  /**
   * The fake's time from the start, frozen (ms since the epoch): every time it writes, seeded
   * data included, is the same on every run. Default: the wall clock.
   */
  frozenAt?: number;
  /** Port on 127.0.0.1. Default 0 (a free one). */
  port?: number;
  /**
   * Which routes it serves (see `routesFor`): the captured server's (`legacy`, the default),
   * those and their successors (`current`), or the successors only (`successor-only`).
   */
  routes?: RouteSet;
}

/** One request as the fake received it. */
export interface RecordedRequest {
  /** 1, 2, 3... in arrival order. */
  seq: number;
  method: string;
  /** Path without the query string. */
  path: string;
  /** Raw URL, path plus query. */
  url: string;
  query: Record<string, string>;
  /** Lowercase names. */
  headers: Record<string, string>;
  /** Parsed JSON or form body; the raw text when it did not parse; undefined when none. */
  body: unknown;
  rawBody: string;
  /** Same number for requests that came over the same TCP connection (keep-alive). */
  connectionId: number;
  /** ISO time on the state clock. */
  receivedAt: string;
  /** Status sent, once answered (absent for reset, hang, and unanswered requests). */
  status?: number;
  /** Name of the fault applied, if any. */
  fault?: string;
  /** Sent to a successor route: the path of the legacy route it stands for. */
  legacyPath?: string;
  /** Sent to a legacy route this server does not have: answered with the router's 404. */
  retired?: true;
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string;
  /** Which routes it serves. */
  readonly routeSet: RouteSet;
  readonly port: number;
  readonly state: FakeState;
  /** Every request received, in order. Clear with `requests.length = 0`. */
  readonly requests: RecordedRequest[];
  /** Connections accepted so far, those that never sent a request included. */
  readonly connections: number;
  readonly faults: FaultQueue;
  /** The rate limiter; change `enabled`, `limits`, `routeLimits` or call `reset()` any time. */
  readonly rateLimiter: RateLimiter;
  /** Added to every response; settable. */
  latencyMs: number;
  /** Issues an access token for an identity without a login call (TTL 0: never expires). */
  issueAccessToken(
    identityId: string,
    options?: { ttlSeconds?: number; maxTtlSeconds?: number; numUsesLimit?: number },
  ): string;
  /**
   * Back to a fresh server without restarting: reloads the state (seeded unless `seed` is
   * false), forgets rate-limit counters, pending faults and the request log, removes latency.
   */
  reset(options?: { seed?: boolean }): void;
  /** Stops listening and destroys every socket, keep-alive and hanging ones included. */
  close(): Promise<void>;
}

/**
 * Starts a fake Infisical API on 127.0.0.1 (a random port unless `port` is given), seeded with
 * the captures' dataset unless `seed` is false.
 */
export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const state = new FakeState({ seed: options.seed, frozenAt: options.frozenAt });
  const limiter = new RateLimiter(options.rateLimit, state.clock);
  const routeSet = options.routes ?? 'legacy';
  const app: App = { state, limiter, routes: routesFor(routeSet) };
  const faults = new FaultQueue();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const connectionIds = new WeakMap<Socket, number>();
  const timers = new Set<NodeJS.Timeout>();
  let latencyMs = options.latencyMs ?? 0;
  let nextConnectionId = 1;
  let closing: Promise<void> | undefined;
  let baseUrl = '';

  // Timers are tracked so close() can drop them; a dropped sleep simply never resumes.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const parsedUrl = new URL(url, 'http://127.0.0.1');
    const headers = flattenHeaders(req.headers);
    const body = parseBody(method, headers, raw);
    const record: RecordedRequest = {
      seq: requests.length + 1,
      method,
      path: parsedUrl.pathname,
      url,
      query: Object.fromEntries(parsedUrl.searchParams),
      headers,
      body: body.ok ? body.value : raw.toString('utf8'),
      rawBody: raw.toString('utf8'),
      connectionId: connectionIds.get(req.socket) ?? 0,
      receivedAt: state.clock.iso(),
    };
    requests.push(record);

    // With successor routes, faults are matched on the legacy path a request stands for, and a
    // request the router refuses takes none: one script of faults plays the same on every set.
    if (routeSet !== 'legacy') {
      const match = matchRoute(app.routes, method === 'HEAD' ? 'GET' : method, record.path);
      const legacyPath = match?.route.legacyPath?.(match.params);
      if (legacyPath !== undefined) record.legacyPath = legacyPath;
      else if (!match && matchRoute(legacyRoutes, method, record.path)) record.retired = true;
    }
    const taken = record.retired
      ? undefined
      : faults.take(method, record.legacyPath ?? record.path, record.query);
    const fault = taken?.kind;
    if (taken) record.fault = faultName(taken.kind, taken.applied);
    const api = (): Outgoing =>
      handleApiRequest(app, {
        method,
        url,
        path: record.path,
        query: record.query,
        headers,
        body,
        clientAddress:
          headers['x-forwarded-for']?.split(',')[0]?.trim() || req.socket.remoteAddress || '',
        baseUrl,
      });
    // The API acts first; a status, reset, hang or non-JSON fault then loses its answer.
    const early = taken?.applied ? api() : undefined;
    if (latencyMs > 0) await sleep(latencyMs);
    if (typeof fault === 'object' && 'delayMs' in fault) await sleep(fault.delayMs);
    if (closing) return;

    if (fault === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault === 'hang') return;
    if (fault === 'non-json') {
      send(res, record, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: NON_JSON_PAGE,
      });
      return;
    }
    if (typeof fault === 'object' && 'status' in fault) {
      send(res, record, faultResponse(fault));
      return;
    }

    const out = early ?? api();
    if (fault === 'truncated') {
      sendTruncated(res, record, out);
      return;
    }
    if (fault === 'compress' || fault === 'invalid-utf8') {
      sendAltered(res, record, out, fault, headers['accept-encoding']);
      return;
    }
    const etag = out.headers.etag;
    if (method === 'GET' && out.status === 200 && etag && headers['if-none-match'] === etag) {
      const notModified = Object.entries(out.headers).filter(([name]) => name !== 'content-type');
      send(res, record, { status: 304, headers: Object.fromEntries(notModified), body: '' });
      return;
    }
    send(res, record, out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('fake-server: request failed', err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    connectionIds.set(socket, nextConnectionId++);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only, by design: the fake must never be reachable from elsewhere.
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    routeSet,
    port,
    state,
    requests,
    get connections() {
      return nextConnectionId - 1;
    },
    faults,
    rateLimiter: limiter,
    get latencyMs() {
      return latencyMs;
    },
    set latencyMs(ms: number) {
      latencyMs = ms;
    },
    issueAccessToken(identityId, tokenOptions = {}) {
      if (!state.identities.has(identityId)) throw new Error(`No identity ${identityId}`);
      return issueIdentityToken(state, identityId, 'universal-auth', {
        accessTokenTTL: tokenOptions.ttlSeconds ?? 0,
        accessTokenMaxTTL: tokenOptions.maxTtlSeconds ?? 0,
        accessTokenNumUsesLimit: tokenOptions.numUsesLimit ?? 0,
        accessTokenTrustedIps: allowAllIps(),
      }).accessToken;
    },
    reset(resetOptions = {}) {
      state.reset(resetOptions);
      limiter.reset();
      faults.clear();
      requests.length = 0;
      latencyMs = 0;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}

function send(res: ServerResponse, record: RecordedRequest, out: Outgoing): void {
  if (res.destroyed) return;
  res.statusCode = out.status;
  for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, value);
  res.setHeader('content-length', Buffer.byteLength(out.body));
  res.end(out.body);
  record.status = out.status;
}

/** The answer gzipped (unless refused), or with a byte that is not UTF-8 in a value. */
function sendAltered(
  res: ServerResponse,
  record: RecordedRequest,
  out: Outgoing,
  fault: 'compress' | 'invalid-utf8',
  acceptEncoding: string | undefined,
): void {
  let bytes = Buffer.from(out.body);
  const headers: Record<string, string> = { ...out.headers };
  if (fault === 'compress') {
    // No accept-encoding means any coding is acceptable (RFC 9110, 12.5.3).
    if (acceptEncoding === undefined || /\bgzip\b/i.test(acceptEncoding)) {
      bytes = gzipSync(bytes);
      headers['content-encoding'] = 'gzip';
    }
  } else {
    const marker = Buffer.from('"secretValue":"');
    const at = bytes.indexOf(marker);
    const cut = at < 0 ? 0 : at + marker.length;
    bytes = Buffer.concat([bytes.subarray(0, cut), Buffer.from([0xff]), bytes.subarray(cut)]);
  }
  res.statusCode = out.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
  record.status = out.status;
}

/** Declares the full length, sends half the bytes, then drops the connection. */
function sendTruncated(res: ServerResponse, record: RecordedRequest, out: Outgoing): void {
  const bytes = Buffer.from(out.body.length > 1 ? out.body : '{"truncated":true}');
  res.statusCode = out.status;
  for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, value);
  res.setHeader('content-length', bytes.length);
  res.flushHeaders();
  res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.socket?.destroy());
  record.status = out.status;
}

/** Responses of status faults: the server's own 429/500 bodies, a proxy's pages otherwise. */
function faultResponse(fault: Extract<FaultKind, { status: number }>): Outgoing {
  if (fault.status === 429) {
    const seconds = fault.messageSeconds ?? fault.retryAfter ?? 60;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': '40',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(fault.retryAfter ?? seconds),
    };
    if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
    return jsonResponse(429, rateLimitBody(seconds * 1000), headers);
  }
  if (fault.status === 403) {
    return jsonResponse(403, {
      statusCode: 403,
      message: 'You are not allowed to access this resource',
      error: 'PermissionDenied',
    });
  }
  if (fault.status === 500) {
    return jsonResponse(500, {
      statusCode: 500,
      message: 'Something went wrong',
      error: 'InternalServerError',
    });
  }
  const body = proxyErrorPage(fault.status);
  return { status: fault.status, headers: { 'content-type': 'text/html' }, body };
}
