import type { RetryNotice } from '../api/caller.js';
import { InfisicalClient } from '../api/client.js';
import type { RetryPolicy } from '../api/retry.js';
import { createTransport, type Transport } from '../api/transport.js';
import { authenticate } from '../auth/methods/index.js';
import { USER_AGENT } from '../api/user-agent.js';
import type { EarlyConnection } from '../early/index.js';
import type { Io, Log } from '../runner/ports.js';
import type { ConnectionSettings, EndpointSettings } from '../settings/connection.js';
import { ApiSession, type TokenRecord } from './session.js';

/** Collaborators an action may swap in tests: the network, the retry timing, the clock. */
export interface ActionDeps {
  transport?: Transport;
  retry?: Partial<RetryPolicy>;
  /** Milliseconds since the epoch (summaries, AWS signatures). */
  now?: () => number;
  /** The API server's connection, opened while the code loaded (the action's entry). */
  early?: EarlyConnection;
}

/** The retry budget of a revoke that is the last chance: the job's work is done, do not hold it up. */
export const LAST_REVOKE_BUDGET_MS = 20_000;

/** Builds the client for an endpoint. No request is made. */
export function createClient(
  baseUrl: string,
  endpoint: EndpointSettings,
  io: Pick<Io, 'env' | 'info' | 'debug'>,
  deps: ActionDeps = {},
): { client: InfisicalClient; transport: Transport } {
  const transport =
    deps.transport ??
    createTransport({ caCertificates: endpoint.caCertificate, env: io.env, early: deps.early });
  const client = new InfisicalClient({
    baseUrl,
    transport,
    timeoutMs: endpoint.timeoutMs,
    retry: { retries: endpoint.retries, ...deps.retry },
    userAgent: USER_AGENT,
    apiKey: endpoint.apiKey,
    extraHeaders: endpoint.extraHeaders,
    onResponse: ({ method, path, status, ms, rateLimitRemaining }) =>
      io.debug(
        `${method} ${path} → ${status} in ${ms} ms${rateLimitRemaining ? ` (rate limit: ${rateLimitRemaining} left)` : ''}`,
      ),
    onRetry: retryNotice(io),
    onSuccessors: () =>
      io.info(
        'The server no longer serves the deprecated routes of this API: using their successors for the rest of the run.',
      ),
  });
  return { client, transport };
}

/** Says why the job pauses before a retry. */
function retryNotice(log: Pick<Log, 'info'>): (notice: RetryNotice) => void {
  return ({ operation, reason, delayMs, attempt }) =>
    log.info(
      `${operation}: ${reason}; trying again in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1}).`,
    );
}

/**
 * Prints the connection warnings, logs in and records a token the action obtained (and where
 * it came from) at once in `record`, when there is one, so that a later step (the GitHub post
 * step) can revoke it even when this one fails. The session's `close()` revokes it on the same
 * connection when the caller is done with it: one attempt when a record is kept (the later step
 * tries again), else retried within {@link LAST_REVOKE_BUDGET_MS} (the tool: the last chance).
 */
export async function connect(
  settings: ConnectionSettings,
  io: Io,
  deps: ActionDeps = {},
  record?: TokenRecord,
): Promise<ApiSession> {
  for (const warning of settings.warnings) io.warning(warning);
  const { client, transport } = createClient(settings.baseUrl, settings, io, deps);
  const session = await authenticate(settings.credentials, {
    client,
    transport,
    env: io.env,
    mask: (value) => io.mask(value),
    timeoutMs: settings.timeoutMs,
    caCertificate: settings.caCertificate,
    retry: { retries: settings.retries, ...deps.retry },
    onRetry: retryNotice(io),
    now: deps.now,
    debug: (line) => io.debug(line),
    warning: (text) => io.warning(text),
  });
  const { accessToken } = session;
  const owed = settings.clean && session.obtained && accessToken !== undefined;
  const sessionWith = (kept: TokenRecord | undefined): ApiSession =>
    new ApiSession({
      client,
      accessToken,
      owed,
      record: kept,
      log: io,
      // Over the same transport, so over the connection the listing kept alive.
      revokeClient: () =>
        createClient(settings.baseUrl, settings, io, {
          ...deps,
          transport,
          retry: kept ? { ...deps.retry, retries: 0 } : lastChanceRetry(deps),
        }).client,
    });
  if (record && owed) {
    try {
      record.recorded(accessToken, settings.baseUrl);
    } catch (error) {
      // Nothing later knows of the token: this revoke is the last chance (retried as such, no
      // record to update), and the step fails.
      await sessionWith(undefined).close();
      throw error;
    }
  }
  return sessionWith(record);
}

/** The retry policy of a revoke that is the last chance (the tool; the post step). */
export function lastChanceRetry(deps: Pick<ActionDeps, 'retry'>): Partial<RetryPolicy> {
  return { budgetMs: LAST_REVOKE_BUDGET_MS, ...deps.retry };
}
