import { setTimeout as delay } from 'node:timers/promises';
import { CONNECTION_VALUES } from '../spec/values.js';

/**
 * When and how long to wait before trying a request again. Delays, randomness and the clock
 * are injected so tests run the whole policy without sleeping.
 */
export interface RetryPolicy {
  /** Retries after the first attempt for transient failures. */
  retries: number;
  /** Retries after the first attempt for a plain 500, which is often not transient. */
  retries500: number;
  /** First backoff delay; doubles each retry. */
  baseDelayMs: number;
  /** Cap of one computed backoff delay. */
  maxBackoffMs: number;
  /** Cap of one wait, even when the server asks for longer. */
  maxWaitMs: number;
  /** Total time spent waiting across all retries of one request. */
  budgetMs: number;
  /** Waits; rejects early when the signal aborts (the call was abandoned). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  /** Milliseconds on a monotonic-enough clock, to measure time spent retrying. */
  now: () => number;
}

export const defaultRetryPolicy: RetryPolicy = {
  // `retries`'s default, as the spec declares it: a request given no `retries` setting retries
  // as often as one given the default.
  retries: Number(CONNECTION_VALUES.retries?.default),
  retries500: 1,
  baseDelayMs: 1_000,
  maxBackoffMs: 20_000,
  maxWaitMs: 90_000,
  budgetMs: 180_000,
  sleep: (ms, signal) => delay(ms, undefined, { signal }),
  random: Math.random,
  // process.hrtime, not `performance.now()`: the `performance` global loads `perf_hooks` on first
  // use, most of a millisecond of every run.
  now: () => Number(process.hrtime.bigint()) / 1e6,
};

/**
 * How long attempt number `attempt` may take: the whole timeout for the first; for a retried one
 * the smaller of the timeout and what is left of the budget (`spentMs` so far), so that all
 * retrying ends within the budget.
 */
export function attemptTimeoutMs(
  policy: Pick<RetryPolicy, 'budgetMs'>,
  attempt: number,
  timeoutMs: number,
  spentMs: number,
): number {
  return attempt === 1 ? timeoutMs : Math.max(1, Math.min(timeoutMs, policy.budgetMs - spentMs));
}

/** What a failed attempt looked like, as far as retrying is concerned. */
export interface AttemptFailure {
  status?: number;
  /** Network error code when no response arrived. */
  code?: string;
  /** Seconds the server asked to wait (retry-after or "try again in N seconds"). */
  waitSeconds?: number;
  /** A 500 the server gives for bad input (an unknown project, a bad path): never transient. */
  badInput?: boolean;
}

/**
 * The `error` of 500s that the server answers to input it cannot resolve, every time: an
 * unknown or malformed project id or slug, a path segment it cannot look up.
 */
const BAD_INPUT_500_ERRORS = new Set([
  'Failed to find project by id',
  'Failed to find project by slug',
  // The batch write routes' words for an unknown projectSlug (capture
  // secrets-batch-create-err-unknown-project-slug.json): nothing was written.
  'Find project by slug',
  'Find by secret path',
]);

/** Whether a 500's `error` field marks input the server will refuse again. */
export function isBadInput500(status: number, serverError: string | undefined): boolean {
  return status === 500 && serverError !== undefined && BAD_INPUT_500_ERRORS.has(serverError);
}

/**
 * Failures before the request was sent (or read) that the same request would meet again: a name
 * that does not resolve, a TLS certificate refused, a scheme the server does not speak, a proxy that would not forward it (its address, its
 * credentials, its policy (a 4xx to CONNECT), its name or its certificate).
 */
const REFUSED_BEFORE_SENDING = [
  ...['ENOTFOUND', 'CERT', 'CERT_UNTRUSTED', 'CERT_HOSTNAME', 'CERT_EXPIRED', 'CERT_NOT_YET_VALID'],
  // A scheme the server does not speak: a handshake it cannot answer, or a request it cannot read.
  ...['PLAIN_HTTP', 'TLS_SERVER'],
  ...['BAD_PROXY', 'PROXY_AUTH', 'PROXY_REFUSED', 'PROXY_NOT_FOUND', 'PROXY_CERT'],
];

/** Failures without a response that the same request would meet again. */
const NOT_TRANSIENT = new Set([
  ...REFUSED_BEFORE_SENDING,
  ...['BAD_JSON', 'TOO_LARGE'],
  // Bytes something in between changed: the same request gets the same bytes.
  ...['NOT_UTF8', 'ENCODED', 'HEADERS_TOO_LARGE'],
]);

/**
 * Failures without a response where the request surely never reached the server: no connection
 * (refused, unreachable, a name that does not resolve), a TLS certificate refused before anything
 * was sent, a proxy that would not forward it.
 */
const NOT_SENT = new Set([
  ...REFUSED_BEFORE_SENDING,
  ...['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'],
  // Stopped at the proxy before a tunnel was open: an outage it passes on (a 5xx to CONNECT),
  // a proxy that cannot be reached or did not answer in time.
  ...['PROXY_UPSTREAM', 'PROXY_UNREACHABLE', 'PROXY_TIMEOUT'],
]);

/**
 * Whether the server may have carried out a request whose attempt failed this way. The one place
 * that decides it, for every write and delete:
 * - no: nothing was sent ({@link NOT_SENT}); or an answer refused it before anything was done: a
 *   redirect (not followed), any 4xx (a 429 included: the rate limiter refuses first), a 500 the
 *   server gives for input it cannot resolve;
 * - maybe: any other 5xx (a proxy's 502, 503 or 504 may come after the server behind it acted;
 *   the server's own 500 may come after a commit), a reset, a timeout (one deadline covers
 *   sending and waiting), a body cut short, a 2xx whose body is not the API's JSON.
 * A request that may have been applied is never repeated blind (see {@link isTransient}): the
 * caller settles it by looking at what the server holds.
 */
export function mayHaveBeenApplied(failure: AttemptFailure): boolean {
  const { status, code } = failure;
  if (status === undefined) return code === undefined || !NOT_SENT.has(code);
  if (status < 500) return false;
  return !failure.badInput;
}

/** Whether the same request, repeated, could meet a different answer. */
function transient(failure: AttemptFailure): boolean {
  const { status, code } = failure;
  if (status === undefined) {
    // Configuration problems: another attempt gets the same answer (BAD_JSON: a 2xx that is not
    // the API's JSON, e.g. a web page at a wrong `domain`; a cut-short body is TRUNCATED instead).
    return code === undefined || !NOT_TRANSIENT.has(code);
  }
  if (status === 429 || status === 503) return true;
  if (failure.badInput) return false;
  return status === 500 || status === 502 || status === 504;
}

/**
 * Whether a failure is worth another attempt. `safeToRepeat` is false for requests that change
 * state: those are repeated only when the server surely did not act ({@link mayHaveBeenApplied}:
 * a 429, a refused connection).
 */
export function isTransient(failure: AttemptFailure, safeToRepeat: boolean): boolean {
  return transient(failure) && (safeToRepeat || !mayHaveBeenApplied(failure));
}

/** Where a request stands after a failed attempt. */
export interface RetryState {
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly failure: AttemptFailure;
  /** Whether repeating the request after an unknown outcome is harmless. */
  readonly safeToRepeat: boolean;
  /** Time spent retrying so far: the waits and the retried attempts themselves. */
  readonly spentMs: number;
}

export type RetryDecision =
  { readonly retry: false } | { readonly retry: true; readonly delayMs: number };

/**
 * Whether to try again after a failed attempt, and after how long: transient failures only,
 * within the number of retries (fewer for a plain 500, which is often not transient) and the
 * time budget. A pure function of the policy and the state, so it is tested without timers.
 */
export function decideRetry(policy: RetryPolicy, state: RetryState): RetryDecision {
  const { attempt, failure } = state;
  const limit =
    failure.status === 500 ? Math.min(policy.retries500, policy.retries) : policy.retries;
  if (attempt > limit || !isTransient(failure, state.safeToRepeat)) return { retry: false };
  // A server wait longer than one wait may last cannot be honoured: coming back after the
  // capped wait is too early and only earns another refusal, so give up now.
  if (failure.waitSeconds !== undefined && failure.waitSeconds * 1000 > policy.maxWaitMs) {
    return { retry: false };
  }
  const delayMs = retryDelayMs(policy, attempt, failure);
  // The retried attempt needs some of the budget left after the wait: it gets only what is left.
  if (state.spentMs + delayMs >= policy.budgetMs) return { retry: false };
  return { retry: true, delayMs };
}

/** Delay before retry number `retry` (1-based): the server's wait plus jitter, or backoff. */
export function retryDelayMs(policy: RetryPolicy, retry: number, failure: AttemptFailure): number {
  if (failure.waitSeconds !== undefined && failure.waitSeconds >= 0) {
    const wait = failure.waitSeconds * 1000;
    // Spread a matrix of jobs that were all told the same wait, so they do not return together.
    const jitter = policy.random() * Math.min(5_000, Math.max(250, wait * 0.1));
    return Math.min(policy.maxWaitMs, wait + jitter);
  }
  if (failure.status === 429) {
    // Rate limited without being told for how long: windows are a minute, so back off in
    // larger steps (about 5, 10, 20, 30, 30 s) that together outlast one window.
    const ceiling = Math.min(policy.maxBackoffMs * 1.5, policy.baseDelayMs * 5 * 2 ** (retry - 1));
    return Math.min(policy.maxWaitMs, ceiling * (0.75 + 0.25 * policy.random()));
  }
  const ceiling = Math.min(policy.maxBackoffMs, policy.baseDelayMs * 2 ** (retry - 1));
  // "Equal jitter": at least half the backoff, so retries never come back too soon.
  return Math.min(policy.maxWaitMs, ceiling / 2 + policy.random() * (ceiling / 2));
}

/** Reads the server's requested wait from `retry-after` or the 429 message text. */
export function parseWaitSeconds(
  retryAfter: string | string[] | undefined,
  message: string | undefined,
  now: () => number = Date.now,
): number | undefined {
  const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  if (header !== undefined && header.trim() !== '') {
    const seconds = Number(header.trim());
    if (Number.isFinite(seconds)) return Math.max(0, seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now()) / 1000));
  }
  if (message) {
    const match = /try again in (\d+(?:\.\d+)?|an?|one)\s*(second|minute|hour)s?/i.exec(message);
    if (match) {
      const [, count = '', unitName = ''] = match;
      const amount = /^(a|an|one)$/i.test(count) ? 1 : Number(count);
      const unit = unitName.toLowerCase();
      return amount * (unit === 'hour' ? 3600 : unit === 'minute' ? 60 : 1);
    }
  }
  return undefined;
}
