// Per-route, per-client-address fixed windows, like the captured server (@fastify/rate-limit on
// Redis): every call counts, failed ones too; all tokens from one address share the counter;
// another route or another X-Forwarded-For address has its own. Once over the limit, each further
// call restarts the window, which is why the captured 429 says "in 1 minute" and retry-after 60.
import type { Clock } from './state.ts';
import type { RateLimitClass } from './router.ts';
import { formatDuration } from './util.ts';

export const DEFAULT_LIMITS: Readonly<Record<RateLimitClass, number>> = {
  secrets: 40,
  read: 60,
  write: 200,
  invite: 30,
};

export interface RateLimitOptions {
  /** When false, counters and headers still run but nothing is ever refused. Default true. */
  enabled?: boolean;
  /** Limits per class (secrets 40, read 60, write 200, invite 30). */
  limits?: Partial<Record<RateLimitClass, number>>;
  /** Limits per route, keyed `"GET /api/v3/secrets/raw"` (the route pattern); beat `limits`. */
  routeLimits?: Record<string, number>;
  /** Window length; default 60 s. */
  windowMs?: number;
}

export interface RateLimitResult {
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
  exceeded: boolean;
}

/** Counts calls per route and client address. Settings can be changed while running. */
export class RateLimiter {
  enabled: boolean;
  limits: Record<RateLimitClass, number>;
  routeLimits: Record<string, number>;
  windowMs: number;
  readonly #clock: Clock;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(options: RateLimitOptions | boolean | undefined, clock: Clock) {
    const opts = typeof options === 'object' ? options : {};
    this.enabled = options === false ? false : (opts.enabled ?? true);
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.routeLimits = { ...opts.routeLimits };
    this.windowMs = opts.windowMs ?? 60_000;
    this.#clock = clock;
  }

  /** Counts one call of `routeKey` (e.g. `GET /api/v3/secrets/raw`) from `client`. */
  hit(routeKey: string, cls: RateLimitClass, client: string): RateLimitResult {
    const now = this.#clock.now();
    const key = `${routeKey}|${client}`;
    let window = this.#windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    const limit = this.routeLimits[routeKey] ?? this.limits[cls];
    const exceeded = this.enabled && window.count > limit;
    if (exceeded) window.resetAt = now + this.windowMs;
    return {
      limit,
      remaining: Math.max(0, limit - window.count),
      ttlMs: window.resetAt - now,
      exceeded,
    };
  }

  /** Forgets every counter. */
  reset(): void {
    this.#windows.clear();
  }
}

/** The `x-ratelimit-*` headers of a counted call (plus `retry-after` when refused). */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const seconds = String(Math.ceil(result.ttlMs / 1000));
  const headers: Record<string, string> = {
    'x-ratelimit-limit': String(result.limit),
    'x-ratelimit-remaining': String(result.remaining),
    'x-ratelimit-reset': seconds,
  };
  if (result.exceeded) headers['retry-after'] = seconds;
  return headers;
}

/** The 429 body: `{statusCode: 429, message: "Rate limit exceeded. Please try again in 1 minute", error}`. */
export function rateLimitBody(ttlMs: number): Record<string, unknown> {
  return {
    statusCode: 429,
    message: `Rate limit exceeded. Please try again in ${formatDuration(ttlMs)}`,
    error: 'RateLimitExceeded',
  };
}
