import type { Runner } from '../runner/runner.js';
import type { LeftToken } from '../runner/state.js';
import {
  maskCredentialInputs,
  readConnection,
  readEndpoint,
  type ConnectionContext,
} from '../settings/connection.js';
import { connect, createClient, lastChanceRetry, type ActionDeps } from '../core/connect.js';
import { describeFailure } from '../core/failure.js';
import { words } from '../errors/words.js';
import { revokeToken } from '../core/revoke.js';

/**
 * The post step's revoke (src/post/ loads it only when something is left: leases of dynamic
 * secrets, a token handed out with `output-access-token` or kept for the leases, a revoke in the
 * main step that failed). The leases go first, then the token, at the address the main step
 * recorded, never at inputs or the environment; a failure only warns.
 */
export async function revokeRecorded(
  runner: Runner,
  left: LeftToken,
  deps: ActionDeps = {},
): Promise<void> {
  const read = (name: string): string => runner.input(name);
  const mask = (value: string): void => runner.mask(value);
  const context: ConnectionContext = { read, mask, workspace: runner.workspace };
  // The lease code is a chunk of its own: loaded only when the main step left leases.
  const leases = left.leases.length > 0 ? await import('../core/leases.js') : undefined;
  let client: ReturnType<typeof createClient>['client'];
  try {
    maskCredentialInputs(read, mask);
    // The job's work is done: do not hold it up for long on a slow server.
    ({ client } = createClient(left.baseUrl, readEndpoint(context), runner, {
      ...deps,
      retry: lastChanceRetry(deps),
    }));
  } catch (error) {
    // An input the revoke needs is wrong (the main step said so already).
    const why = await describeFailure(error);
    for (const lease of left.leases) leases?.warnKept(lease, why, runner);
    if (left.token) {
      runner.warning(words`Could not revoke the access token (it expires on its own): ${why}`);
    }
    return;
  }
  let token = left.token;
  if (leases) {
    // Logs in again with the step's inputs (OIDC: a new GitHub token) when the token is refused.
    const login = () =>
      connect({ ...readConnection(context), baseUrl: left.baseUrl }, runner, {
        ...deps,
        retry: lastChanceRetry(deps),
      });
    if (await leases.releaseLeases(client, token, left.leases, runner, login)) token = undefined;
  }
  if (token) {
    await revokeToken(client, token, runner, {
      retriedLater: false,
      triedBefore: left.triedBefore,
    });
  }
}
