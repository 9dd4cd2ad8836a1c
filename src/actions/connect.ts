import type { RetryNotice } from '../api/caller.js';
import { InfisicalClient } from '../api/client.js';
import type { RetryPolicy } from '../api/retry.js';
import { createTransport, type Transport } from '../api/transport.js';
import { authenticate } from '../auth/authenticate.js';
import { USER_AGENT } from '../api/user-agent.js';
import { STATE } from '../runner/state.js';
import type { Runner } from '../runner/runner.js';
import type { ConnectionSettings, EndpointSettings } from '../settings/connection.js';
import { ApiSession } from './session.js';

/**
 * Collaborators an action may swap in tests (the network, the retry timing, the clock), and
 * what the code runs in.
 */
export interface ActionDeps {
  transport?: Transport;
  retry?: Partial<RetryPolicy>;
  /** Milliseconds since the epoch (summaries, AWS signatures). */
  now?: () => number;
  /**
   * Whether a post step follows, to retry a revoke that failed (default true: the action). The
   * command-line tool has none: its revoke at the end is the last chance.
   */
  postStep?: boolean;
}

/** The retry budget of a revoke that is the last chance: the job's work is done, do not hold it up. */
export const LAST_REVOKE_BUDGET_MS = 20_000;

/**
 * Records every state name with an empty value, first thing: the runner then passes these to
 * the post step, and they win over any variable of the same name in the job's environment.
 */
export function recordInitialState(runner: Runner): void {
  for (const name of Object.values(STATE)) runner.saveState(name, '');
}

/** Builds the client for an endpoint. No request is made. */
export function createClient(
  baseUrl: string,
  endpoint: EndpointSettings,
  runner: Runner,
  deps: ActionDeps = {},
): { client: InfisicalClient; transport: Transport } {
  const transport =
    deps.transport ?? createTransport({ caCertificates: endpoint.caCertificate, env: runner.env });
  const client = new InfisicalClient({
    baseUrl,
    transport,
    timeoutMs: endpoint.timeoutMs,
    retry: { retries: endpoint.retries, ...deps.retry },
    userAgent: USER_AGENT,
    apiKey: endpoint.apiKey,
    extraHeaders: endpoint.extraHeaders,
    onResponse: ({ method, path, status, ms, rateLimitRemaining }) =>
      runner.debug(
        `${method} ${path} → ${status} in ${ms} ms${rateLimitRemaining ? ` (rate limit: ${rateLimitRemaining} left)` : ''}`,
      ),
    onRetry: retryNotice(runner),
  });
  return { client, transport };
}

/** Says why the job pauses before a retry. */
function retryNotice(runner: Runner): (notice: RetryNotice) => void {
  return ({ operation, reason, delayMs, attempt }) =>
    runner.info(
      `${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1}).`,
    );
}

/**
 * Prints the connection warnings, logs in and records a token the action obtained (and where
 * it came from) at once, so the post step can revoke it even when a later step fails. The
 * session's `close()` revokes it on the same connection when the action is done with it.
 */
export async function connect(
  settings: ConnectionSettings,
  runner: Runner,
  deps: ActionDeps = {},
): Promise<ApiSession> {
  for (const warning of settings.warnings) runner.warning(warning);
  const { client, transport } = createClient(settings.baseUrl, settings, runner, deps);
  const session = await authenticate(settings.credentials, {
    client,
    transport,
    env: runner.env,
    mask: (value) => runner.mask(value),
    timeoutMs: settings.timeoutMs,
    caCertificate: settings.caCertificate,
    retry: { retries: settings.retries, ...deps.retry },
    onRetry: retryNotice(runner),
    now: deps.now,
    debug: (line) => runner.debug(line),
    warning: (text) => runner.warning(text),
  });
  if (session.obtained && session.accessToken && settings.clean) {
    runner.saveState(STATE.baseUrl, settings.baseUrl);
    runner.saveState(STATE.token, session.accessToken);
  }
  const postStep = deps.postStep ?? true;
  return new ApiSession({
    client,
    accessToken: session.accessToken,
    obtained: session.obtained,
    revoke: settings.clean,
    postStep,
    runner,
    // Over the same transport, so over the connection the listing kept alive.
    revokeClient: () =>
      createClient(settings.baseUrl, settings, runner, {
        ...deps,
        transport,
        retry: postStep
          ? { ...deps.retry, retries: 0 }
          : { budgetMs: LAST_REVOKE_BUDGET_MS, ...deps.retry },
      }).client,
  });
}
