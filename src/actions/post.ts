import type { Runner } from '../runner/runner.js';
import type { LeftToken } from '../runner/state.js';
import { maskCredentialInputs, readEndpoint } from '../settings/connection.js';
import { createClient, lastChanceRetry, type ActionDeps } from '../core/connect.js';
import { describeFailure } from '../core/failure.js';
import { words } from '../errors/words.js';
import { revokeToken } from '../core/revoke.js';

/**
 * The post step's revoke (src/post/ loads it only when a token is left: handed out with
 * `output-access-token`, or a revoke in the main step that failed). It revokes at the address
 * the main step recorded, never at inputs or the environment; a failure only warns.
 */
export async function revokeRecorded(
  runner: Runner,
  left: LeftToken,
  deps: ActionDeps = {},
): Promise<void> {
  try {
    const read = (name: string): string => runner.input(name);
    const mask = (value: string): void => runner.mask(value);
    maskCredentialInputs(read, mask);
    const endpoint = readEndpoint({
      read,
      mask,
      workspace: runner.workspace,
    });
    // The job's work is done: do not hold it up for long on a slow server.
    const { client } = createClient(left.baseUrl, endpoint, runner, {
      ...deps,
      retry: lastChanceRetry(deps),
    });
    await revokeToken(client, left.token, runner, {
      retriedLater: false,
      triedBefore: left.triedBefore,
    });
  } catch (error) {
    // An input the revoke needs is wrong (the main step said so already).
    runner.warning(
      words`Could not revoke the access token (it expires on its own): ${await describeFailure(error)}`,
    );
  }
}
