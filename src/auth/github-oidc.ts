import { Caller, type RetryNotice } from '../api/caller.js';
import type { Call } from '../api/endpoint.js';
import type { RetryPolicy } from '../api/retry.js';
import type { Transport } from '../api/transport.js';
import { USER_AGENT } from '../api/user-agent.js';
import { InputError } from '../errors/input.js';
import { byAdapter, ref, words } from '../errors/words.js';

export interface IdTokenRequest {
  /** The request, as errors name it. */
  readonly call: Call;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly transport: Transport;
  readonly audience?: string;
  readonly timeoutMs: number;
  /** The same retry policy as every API call: transient failures are retried with backoff. */
  readonly retry?: Partial<RetryPolicy>;
  readonly onRetry?: (notice: RetryNotice) => void;
}

/**
 * Asks the runner for a GitHub OIDC ID token. The runner offers one only to jobs with
 * `permissions: id-token: write`, and never to pull requests from forks, which get no secrets
 * either (no other method works there: the step is skipped for them). Transient failures (5xx,
 * 429, resets, timeouts) are retried like any API call; none of the API's extra headers or API
 * key go to GitHub.
 */
export async function requestGitHubIdToken(request: IdTokenRequest): Promise<string> {
  const { env } = request;
  const requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!requestUrl || !requestToken) {
    throw new InputError(
      byAdapter(
        words`GitHub offered no OIDC token to this job: add \`permissions: id-token: write\` to the job (or the workflow). Pull requests from forks get no secrets and no OIDC token: skip the step for them with \`if: github.event.pull_request.head.repo.full_name == github.repository\`.`,
        words`No GitHub OIDC token here: ${ref('method', 'oidc')} works only in a GitHub Actions job with \`permissions: id-token: write\` (and never in pull requests from forks). In another CI, log in with its OIDC token: ${ref('method', 'jwt')} with ${ref('jwt')} and ${ref('identity-id')}.`,
      ),
    );
  }
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    throw new InputError(
      'ACTIONS_ID_TOKEN_REQUEST_URL is not a URL: this step does not run on a GitHub runner that offers OIDC tokens.',
    );
  }
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  if (request.audience) query.audience = request.audience;
  const caller = new Caller({
    baseUrl: url.origin,
    transport: request.transport,
    timeoutMs: request.timeoutMs,
    retry: request.retry,
    userAgent: USER_AGENT,
    onRetry: request.onRetry,
  });
  caller.accessToken = requestToken;
  const body = await caller.send<{ value?: unknown }>({
    kind: request.call.kind,
    operation: request.call.label,
    method: 'GET',
    path: url.pathname,
    query,
    authenticated: true,
    safeToRepeat: true,
  });
  const value = body?.value;
  if (typeof value !== 'string' || value === '') {
    throw new Error(
      "Requesting the GitHub OIDC token failed: the runner's answer held no token. Re-run the job; if it persists, check the runner's connection to GitHub.",
    );
  }
  return value;
}
