// Route table types and matching. Each route names who may call it and which rate-limit class
// counts it; the server applies both before the handler, in the real server's order.
import type { FakeState } from './state.ts';
import type { Principal } from './types.ts';
import { tokenMissing } from './errors.ts';

/** The captured limits per minute: secrets reads and import writes 40, other reads 60, other
 * writes 200, the org invite 30. */
export type RateLimitClass = 'secrets' | 'read' | 'write' | 'invite';

/** How a caller authenticated: identity access token, user JWT, or user API key. */
export type AuthMode = 'identity' | 'user-jwt' | 'api-key';

export const ALL_AUTH_MODES: readonly AuthMode[] = ['identity', 'user-jwt', 'api-key'];

export interface RouteContext {
  state: FakeState;
  /** Null only on unauthenticated routes. */
  principal: Principal | null;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  method: string;
  /** The raw request URL, path plus query. */
  url: string;
  /** `http://127.0.0.1:port` of this server. */
  baseUrl: string;
}

export type Reply = { status: number; json: unknown } | { status: number; empty: true };

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with `:name` segments. */
  pattern: string;
  auth: readonly AuthMode[] | 'none';
  /** Null: not rate limited (status). */
  rateLimit: RateLimitClass | null;
  /** The reason of the 403 for a caller of another kind (default `<url> Unauthorized Access`). */
  refusal?: string;
  /** What the rate limiter counts it as (default `METHOD pattern`). */
  limitKey?: string;
  /**
   * A successor route: the path of the legacy route a request to it stands for (its faults are
   * matched on that path, and tests name it by that path).
   */
  legacyPath?: (params: Record<string, string>) => string;
  handler: (ctx: RouteContext) => Reply;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** A 200 with a JSON body. */
export function ok(json: unknown): Reply {
  return { status: 200, json };
}

/** The caller of an authenticated route (the server has already rejected anonymous calls). */
export function principalOf(ctx: RouteContext): Principal {
  if (!ctx.principal) throw tokenMissing();
  return ctx.principal;
}

/** Finds the route for a method and path (path without query). */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): RouteMatch | null {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const parts = route.pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    for (let i = 0; i < parts.length && matched; i += 1) {
      const part = parts[i] ?? '';
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        const value = safeDecode(segment);
        // The router accepts at most 100 characters in a parameter (a secret's name in the URL).
        if (segment === '' || value.length > 100) matched = false;
        else params[part.slice(1)] = value;
      } else if (part !== segment) {
        matched = false;
      }
    }
    if (matched) return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
