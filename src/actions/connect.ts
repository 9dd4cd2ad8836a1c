import { InfisicalClient } from '../api/client.js';
import type { RetryPolicy } from '../api/retry.js';
import { createTransport, type Transport } from '../api/transport.js';
import { authenticate, type Session } from '../auth/authenticate.js';
import { RETRY_BASE_ENV, STATE, USER_AGENT } from '../constants.js';
import type { Runner } from '../runner/runner.js';
import type { ConnectionSettings } from '../settings/connection.js';

/** Collaborators an action may swap in tests. */
export interface ActionDeps {
  transport?: Transport;
  retry?: Partial<RetryPolicy>;
  now?: () => number;
}

export interface Connection {
  readonly client: InfisicalClient;
  readonly session: Session;
  readonly transport: Transport;
}

/** Builds the client for the connection settings. No request is made. */
export function createClient(
  settings: ConnectionSettings,
  runner: Runner,
  deps: ActionDeps = {},
): { client: InfisicalClient; transport: Transport } {
  const transport =
    deps.transport ?? createTransport({ caCertificates: settings.caCertificate, env: runner.env });
  const base = Number(runner.env[RETRY_BASE_ENV]);
  const client = new InfisicalClient({
    baseUrl: settings.baseUrl,
    transport,
    timeoutMs: settings.timeoutMs,
    retry: {
      retries: settings.retries,
      ...(Number.isFinite(base) && base >= 0 && runner.env[RETRY_BASE_ENV]
        ? { baseDelayMs: base }
        : {}),
      ...deps.retry,
    },
    userAgent: USER_AGENT,
    apiKey: settings.apiKey,
    extraHeaders: settings.extraHeaders,
    onResponse: ({ method, path, status, ms, rateLimitRemaining }) =>
      runner.debug(
        `${method} ${path} → ${status} in ${ms} ms${rateLimitRemaining ? ` (rate limit: ${rateLimitRemaining} left)` : ''}`,
      ),
    onRetry: ({ operation, reason, delayMs, attempt }) =>
      runner.info(
        `${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1}).`,
      ),
  });
  return { client, transport };
}

/**
 * Prints the connection warnings, logs in and remembers a token the action obtained so the post
 * step can revoke it even when a later step fails.
 */
export async function connect(
  settings: ConnectionSettings,
  runner: Runner,
  deps: ActionDeps = {},
): Promise<Connection> {
  for (const warning of settings.warnings) runner.warning(warning);
  const { client, transport } = createClient(settings, runner, deps);
  const session = await authenticate(settings.credentials, {
    client,
    transport,
    env: runner.env,
    mask: (value) => runner.mask(value),
    timeoutMs: settings.timeoutMs,
    now: deps.now,
  });
  if (session.obtained && session.accessToken && settings.clean)
    runner.saveState(STATE.token, session.accessToken);
  return { client, session, transport };
}
