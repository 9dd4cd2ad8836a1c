import type { Runner } from '../runner/runner.js';
import type { HeldLease, LeftToken } from '../runner/state.js';
import {
  maskCredentialInputs,
  readConnection,
  readEndpoint,
  type ConnectionContext,
} from '../settings/connection.js';
import { connect, createClient, lastChanceRetry, type ActionDeps } from '../core/connect.js';
import { describeFailure } from '../core/failure.js';
import { leaseTitle, revokeLeases } from '../core/leases.js';
import { words, type Text } from '../errors/words.js';
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
    for (const lease of left.leases) keptLease(runner, lease, why);
    if (left.token) {
      runner.warning(words`Could not revoke the access token (it expires on its own): ${why}`);
    }
    return;
  }
  let token = left.token;
  if (left.leases.length > 0) {
    if (token) client.useAccessToken(token);
    const refused: HeldLease[] = [];
    if (token) await revokeLeases(client, left.leases, runner, (lease) => refused.push(lease));
    else refused.push(...left.leases);
    if (refused.length > 0) {
      if (token) {
        runner.info(
          'The access token was refused (expired?): logging in again to revoke the leases.',
        );
        // Refused: there is nothing left to revoke of it.
        token = undefined;
      }
      await withNewLogin(runner, context, left.baseUrl, deps, refused);
    }
  }
  if (token) {
    await revokeToken(client, token, runner, {
      retriedLater: false,
      triedBefore: left.triedBefore,
    });
  }
}

/** Logs in again with the step's inputs (OIDC: a new GitHub token) and revokes the leases. */
async function withNewLogin(
  runner: Runner,
  context: ConnectionContext,
  baseUrl: string,
  deps: ActionDeps,
  leases: readonly HeldLease[],
): Promise<void> {
  try {
    const settings = { ...readConnection(context), baseUrl };
    const session = await connect(settings, runner, { ...deps, retry: lastChanceRetry(deps) });
    try {
      await revokeLeases(session.client, leases, runner);
    } finally {
      await session.close();
    }
  } catch (error) {
    const why = await describeFailure(error);
    for (const lease of leases) keptLease(runner, lease, why);
  }
}

function keptLease(runner: Runner, lease: HeldLease, why: Text): void {
  runner.warning(
    words`Could not revoke ${leaseTitle(lease)}: ${why} Its credentials work until ${lease.expireAt} unless it is revoked.`,
  );
}
