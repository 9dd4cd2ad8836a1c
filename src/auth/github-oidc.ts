import { TransportError, type Transport } from '../api/transport.js';
import { InputError } from '../settings/errors.js';

/**
 * Asks the runner for a GitHub OIDC ID token. The runner offers one only to jobs with
 * `permissions: id-token: write`, and never to pull requests from forks.
 */
export async function requestGitHubIdToken(
  env: Readonly<Record<string, string | undefined>>,
  transport: Transport,
  audience: string | undefined,
  timeoutMs: number,
): Promise<string> {
  const requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!requestUrl || !requestToken) {
    throw new InputError(
      'GitHub offered no OIDC token to this job: add `permissions: id-token: write` to the job (or the workflow). Pull requests from forks never get one; use `method: universal` there.',
    );
  }
  const url = new URL(requestUrl);
  if (audience) url.searchParams.set('audience', audience);
  const failure = (why: string): Error =>
    new Error(
      `Requesting the GitHub OIDC token failed: ${why}. Re-run the job; if it persists, check the runner's connection to GitHub.`,
    );
  let response;
  try {
    response = await transport({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${requestToken}`,
        accept: 'application/json',
        'user-agent': 'secrets-action',
      },
      timeoutMs,
    });
  } catch (error) {
    throw failure(error instanceof TransportError ? error.code : 'network error');
  }
  if (response.status !== 200) throw failure(`HTTP ${response.status}`);
  let value: unknown;
  try {
    value = (JSON.parse(response.body) as { value?: unknown }).value;
  } catch {
    throw failure('the answer was not JSON');
  }
  if (typeof value !== 'string' || value === '') throw failure('the answer held no token');
  return value;
}
