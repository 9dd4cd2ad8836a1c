// One API request to one response, in the captured server's order of checks:
// route lookup (Fastify 404) → credentials (401/403, no rate-limit headers) → rate limit (429)
// → body parsing → validation and handler (errors carry the rate-limit headers).
import { authenticate, requireAuth } from './auth.ts';
import { ApiError, internal, routeNotFound } from './errors.ts';
import { errorResponse, jsonResponse } from './http.ts';
import type { Outgoing, ParsedBody } from './http.ts';
import { rateLimitBody, rateLimitHeaders } from './ratelimit.ts';
import type { RateLimiter } from './ratelimit.ts';
import { matchRoute } from './router.ts';
import type { Route } from './router.ts';
import type { FakeState } from './state.ts';
import type { Principal } from './types.ts';

export interface ApiRequest {
  method: string;
  /** Raw URL: path plus query. */
  url: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: ParsedBody;
  /** The address rate limits are counted for (X-Forwarded-For first, like the real server). */
  clientAddress: string;
  baseUrl: string;
}

export interface App {
  state: FakeState;
  limiter: RateLimiter;
  routes: readonly Route[];
}

/** Handles one request against the fake's state. Never throws. */
export function handleApiRequest(app: App, req: ApiRequest): Outgoing {
  // Like Fastify, HEAD is served by the GET route (node:http then drops the body).
  const match = matchRoute(app.routes, req.method === 'HEAD' ? 'GET' : req.method, req.path);
  if (!match) return errorResponse(routeNotFound(req.method, req.url));
  const { route, params } = match;

  let principal: Principal | null;
  try {
    principal = route.auth === 'none' ? null : authenticate(app.state, req.headers);
    requireAuth(route, principal, req.url);
  } catch (err) {
    return failure(err, {});
  }

  if (!req.body.ok && req.body.tooLarge) return errorResponse(req.body.error);
  let headers: Record<string, string> = {};
  if (route.rateLimit) {
    const result = app.limiter.hit(
      route.limitKey ?? `${route.method} ${route.pattern}`,
      route.rateLimit,
      req.clientAddress,
    );
    headers = rateLimitHeaders(result);
    if (result.exceeded) return jsonResponse(429, rateLimitBody(result.ttlMs), headers);
  }

  if (!req.body.ok) return errorResponse(req.body.error, headers);
  try {
    const reply = route.handler({
      state: app.state,
      principal,
      params,
      query: req.query,
      body: req.body.value,
      method: req.method,
      url: req.url,
      baseUrl: req.baseUrl,
    });
    if ('empty' in reply) return { status: reply.status, headers, body: '' };
    return jsonResponse(reply.status, reply.json, headers);
  } catch (err) {
    return failure(err, headers);
  }
}

function failure(err: unknown, headers: Record<string, string>): Outgoing {
  if (err instanceof ApiError) return errorResponse(err, headers);
  // A bug in the fake, not a scripted failure: say so loudly, answer like the real server would.
  console.error('fake-server: unexpected error', err);
  return errorResponse(internal(), headers);
}
