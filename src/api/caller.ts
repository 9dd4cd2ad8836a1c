import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  ApiError,
  SPEAKS_TLS,
  answererOf,
  renderServerMessage,
  type ApiErrorDetails,
} from '../errors/api.js';
import {
  attemptTimeoutMs,
  decideRetry,
  defaultRetryPolicy,
  isBadInput500,
  mayHaveBeenApplied,
  parseWaitSeconds,
  type AttemptFailure,
  type RetryPolicy,
} from './retry.js';
import { TransportError, type BodyReader, type HttpResponse, type Transport } from './transport.js';

/** One API call, described by the endpoint method that makes it. */
export interface Call {
  /** What the call is: errors carry it and hints are chosen by it. */
  kind: string;
  /** Human name for messages, e.g. "list secrets". */
  operation: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with its parameters already encoded. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Sends the access token and API key; false for logins. */
  authenticated: boolean;
  /** Whether repeating the request after an unknown outcome is harmless. */
  safeToRepeat: boolean;
  /** Abandons the call, in flight or waiting to retry (a sibling call failed the job). */
  signal?: AbortSignal;
  /** Reads a 2xx answer as it arrives, instead of `JSON.parse` on the whole text. */
  read?: () => BodyReader;
  /** The project the call names, as given: its error names it (see {@link ApiErrorDetails}). */
  project?: ApiErrorDetails['project'];
}

/** Reported before each wait, so the action can say why the job is pausing. */
export interface RetryNotice {
  operation: string;
  attempt: number;
  delayMs: number;
  reason: string;
}

export interface CallerOptions {
  baseUrl: string;
  transport: Transport;
  timeoutMs: number;
  retry?: Partial<RetryPolicy>;
  userAgent: string;
  apiKey?: string;
  /** Headers added to every request (header-guarded firewalls). */
  extraHeaders?: Readonly<Record<string, string>>;
  onRetry?: (notice: RetryNotice) => void;
  /** Reported after each response, for debug logs: never a body, a header value or a query. */
  onResponse?: (exchange: {
    method: string;
    path: string;
    status: number;
    ms: number;
    rateLimitRemaining?: string;
  }) => void;
}

/**
 * The retry budget that calls made after a write's lost answer share (its looks and resends):
 * it began at `since`, on the retry clock. A look's first attempt has the whole timeout (what the
 * server holds must be seen); every other attempt, and every retry, fits in what is left.
 */
interface SharedBudget {
  readonly since: number;
  readonly look: boolean;
}

/** Created on first use: most runs never lose an answer. */
let sharedBudgets: AsyncLocalStorage<SharedBudget> | undefined;

/**
 * Sends calls with the product's headers, the retry policy and error translation. It holds the
 * access token in a private field so that no log or error can pick it up by accident.
 */
export class Caller {
  readonly #options: CallerOptions;
  readonly #retry: RetryPolicy;
  readonly #base: URL;
  /** The server as messages name it: scheme, host and base path (never a user or password). */
  readonly #server: string;
  #accessToken: string | undefined;

  constructor(options: CallerOptions) {
    this.#options = options;
    this.#retry = { ...defaultRetryPolicy, ...options.retry };
    this.#base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : options.baseUrl + '/');
    this.#server = this.#base.origin + this.#base.pathname.replace(/\/$/, '');
  }

  set accessToken(token: string | undefined) {
    this.#accessToken = token;
  }

  /**
   * Sends a call and returns its parsed JSON body, or undefined for an empty 200 body: attempt,
   * interpret the answer, decide whether to retry, wait, and again.
   */
  async send<T>(call: Call): Promise<T | undefined> {
    const url = new URL(call.path.replace(/^\//, ''), this.#base);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    const request = { url, headers: this.#headers(call), body: serialize(call.body) };
    const policy = this.#retry;
    // Time spent retrying: the waits plus the retried attempts themselves (a server that hangs
    // until the timeout must not stretch "all retrying within the budget" sixfold). The first
    // attempt has the whole timeout; each retried one the smaller of the timeout and what is left
    // of the budget, so all retrying ends within the budget.
    // Inside a shared budget (a settled write's look or resend), everything since it began counts.
    const shared = sharedBudgets?.getStore();
    let spentMs = shared ? policy.now() - shared.since : 0;
    for (let attempt = 1; ; attempt++) {
      const started = policy.now();
      const deadlineMs = attemptTimeoutMs(
        policy,
        shared && !(shared.look && attempt === 1) ? 2 : attempt,
        this.#options.timeoutMs,
        spentMs,
      );
      const outcome = await this.#attempt<T>(call, request, deadlineMs);
      if (outcome.ok) return outcome.value;
      if (shared) spentMs = policy.now() - shared.since;
      else if (attempt > 1) spentMs += policy.now() - started;
      const { failure, details, cause } = outcome;
      const decision = decideRetry(policy, {
        attempt,
        failure,
        safeToRepeat: call.safeToRepeat,
        spentMs,
      });
      if (!decision.retry) {
        // A write that may have been applied is never repeated here: the error says so, and
        // the code that sent it settles it by looking.
        const inDoubt = !call.safeToRepeat && mayHaveBeenApplied(failure);
        throw new ApiError(
          {
            ...details,
            ...(call.project ? { project: call.project } : {}),
            attempts: attempt,
            retryAfterSeconds: failure.waitSeconds,
            ...(inDoubt ? { mayHaveBeenApplied: true } : {}),
          },
          cause,
        );
      }
      this.#options.onRetry?.({
        operation: call.operation,
        attempt,
        delayMs: decision.delayMs,
        reason: retryReason(failure, url.host),
      });
      spentMs += decision.delayMs;
      await policy.sleep(decision.delayMs, call.signal);
    }
  }

  /**
   * Runs the calls of a settled write's look or resend (`kind`) inside the retry budget that began
   * at its first lost answer (`since`, from {@link Caller.now}): their attempts and retries count
   * in it, as the resends and their waits do ({@link Caller.waitToResend}), so that looking cannot
   * stretch a write past its cap. A look's first attempt still has the whole timeout.
   */
  withinBudget<T>(since: number, kind: 'look' | 'send', calls: () => Promise<T>): Promise<T> {
    sharedBudgets ??= new (process.getBuiltinModule('node:async_hooks').AsyncLocalStorage)();
    return sharedBudgets.run({ since, look: kind === 'look' }, calls);
  }

  /** The retry policy's clock (milliseconds): where a resend loop notes its first lost answer. */
  now(): number {
    return this.#retry.now();
  }

  /**
   * After a request that changes state failed with {@link ApiErrorDetails.mayHaveBeenApplied} and
   * looking showed it was not applied: whether to send it again, decided (and waited for, and
   * reported) as a retry of a request that is safe to repeat would be after the same failure.
   * `sends` counts the sends so far; `firstLostAt` is when the first answer was lost
   * ({@link Caller.now}), so that the budget counts everything since, the sends and the looks as
   * well as the waits, as it does for retried attempts. Returns whether to send it again.
   */
  async waitToResend(error: ApiError, sends: number, firstLostAt: number): Promise<boolean> {
    const spentMs = this.#retry.now() - firstLostAt;
    const { status, code, retryAfterSeconds, serverError, operation } = error.details;
    const failure: AttemptFailure = {
      status,
      code,
      waitSeconds: retryAfterSeconds,
      badInput: status !== undefined && isBadInput500(status, serverError),
    };
    const policy = this.#retry;
    const decision = decideRetry(policy, { attempt: sends, failure, safeToRepeat: true, spentMs });
    if (!decision.retry) return false;
    this.#options.onRetry?.({
      operation,
      attempt: sends,
      delayMs: decision.delayMs,
      reason: retryReason(failure, this.#base.host),
    });
    await policy.sleep(decision.delayMs);
    return true;
  }

  /** One attempt: a parsed answer, or what failed (no response, or an error status). */
  async #attempt<T>(
    call: Call,
    request: { url: URL; headers: Record<string, string>; body?: string },
    timeoutMs: number,
  ): Promise<Outcome<T>> {
    const { url } = request;
    const started = this.#retry.now();
    try {
      const response = await this.#options.transport({
        method: call.method,
        url,
        headers: request.headers,
        body: request.body,
        timeoutMs,
        signal: call.signal,
        read: call.read,
      });
      const remaining = response.headers['x-ratelimit-remaining'];
      this.#options.onResponse?.({
        method: call.method,
        path: url.pathname,
        status: response.status,
        ms: Math.round(this.#retry.now() - started),
        rateLimitRemaining: Array.isArray(remaining) ? remaining[0] : remaining,
      });
      return interpret<T>(response, call, url.pathname, this.#server);
    } catch (error) {
      if (!(error instanceof TransportError) || call.signal?.aborted) throw error;
      return {
        ok: false,
        failure: { code: error.code },
        details: {
          kind: call.kind,
          operation: call.operation,
          method: call.method,
          path: url.pathname,
          server: this.#server,
          code: error.code,
        },
        cause: error,
      };
    }
  }

  #headers(call: Call): Record<string, string> {
    const headers: Record<string, string> = {
      ...this.#options.extraHeaders,
      accept: 'application/json',
      'user-agent': this.#options.userAgent,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.authenticated) {
      if (this.#accessToken) headers.authorization = `Bearer ${this.#accessToken}`;
      if (this.#options.apiKey) headers['x-api-key'] = this.#options.apiKey;
    }
    return headers;
  }
}

/** Why a request is tried again, in words: its status, or what failed and where. */
function retryReason({ status, code }: AttemptFailure, host: string): string {
  if (status !== undefined) return `HTTP ${status}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `${host} refused the connection (is the server up?)`;
    case 'ECONNRESET':
      return `the connection to ${host} was reset`;
    case 'ETIMEDOUT':
      return `${host} did not answer within the timeout`;
    case 'EAI_AGAIN':
      return `the name of ${host} could not be looked up for now`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} cannot be reached from here`;
    case 'TRUNCATED':
      return `the answer from ${host} was cut short`;
    default:
      return `network error ${code ?? ''} with ${host}`.replace('  ', ' ');
  }
}

type Outcome<T> =
  | { ok: true; value: T | undefined }
  | { ok: false; failure: AttemptFailure; details: ApiErrorDetails; cause?: unknown };

function serialize(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/**
 * A 2xx body's value: undefined when it is empty, else by the call's reader (when the transport
 * did not read it as it arrived) or `JSON.parse`.
 */
function readText(text: string, read?: () => BodyReader): { value: unknown } | { error: unknown } {
  try {
    if (!read) return { value: text.trim() === '' ? undefined : JSON.parse(text) };
    const reader = read();
    reader.push(text);
    return { value: reader.end() };
  } catch (error) {
    return { error };
  }
}

function interpret<T>(
  response: HttpResponse,
  call: Call,
  path: string,
  server: string,
): Outcome<T> {
  const base = { kind: call.kind, operation: call.operation, method: call.method, path, server };
  const { status } = response;
  if (status >= 200 && status < 300) {
    const read = response.read ?? readText(response.body, call.read);
    if ('value' in read) return { ok: true, value: read.value as T | undefined };
    return { ok: false, failure: { code: 'BAD_JSON' }, details: { ...base, code: 'BAD_JSON' } };
  }
  const parsed = parseErrorBody(response);
  if (status >= 300 && status < 400) {
    const location = headerValue(response.headers.location);
    const target = location ? safeHost(location, path) : 'elsewhere';
    parsed.redirectTo = target;
  }
  const waitSeconds =
    status === 429 || status === 503
      ? parseWaitSeconds(response.headers['retry-after'], parsed.serverMessage)
      : undefined;
  return {
    ok: false,
    failure: { status, waitSeconds, badInput: isBadInput500(status, parsed.serverError) },
    details: { ...base, status, ...parsed },
  };
}

function parseErrorBody(
  response: HttpResponse,
): Pick<ApiErrorDetails, 'serverError' | 'serverMessage' | 'reqId' | 'answeredBy' | 'redirectTo'> {
  try {
    const body = JSON.parse(response.body) as {
      message?: unknown;
      error?: unknown;
      reqId?: unknown;
    };
    if (body && typeof body === 'object') {
      return {
        serverMessage: renderServerMessage(body.message),
        serverError: typeof body.error === 'string' ? body.error : undefined,
        reqId: typeof body.reqId === 'string' ? body.reqId : undefined,
        answeredBy: answererOf(response.status, body),
      };
    }
  } catch {
    // Not JSON: a proxy or load balancer answered. Say what kind of body it was, not the body.
  }
  const type = headerValue(response.headers['content-type'])?.split(';')[0];
  // What web servers answer plain HTTP with on a TLS port (nginx's page, Go's line).
  const tlsPort = /plain HTTP request was sent to HTTPS port|HTTP request to an HTTPS server/i;
  let serverMessage = response.body.trim()
    ? `non-JSON response${type ? ` (${type})` : ''}`
    : undefined;
  if (response.status === 400 && tlsPort.test(response.body.slice(0, 4096))) {
    serverMessage = SPEAKS_TLS;
  }
  return { serverMessage, answeredBy: 'other' };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeHost(location: string, path: string): string {
  try {
    const url = new URL(location, 'http://placeholder.invalid' + path);
    return url.host === 'placeholder.invalid'
      ? url.pathname
      : `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'an unreadable location';
  }
}
