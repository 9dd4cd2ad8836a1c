import type { InfisicalClient } from '../api/client.js';
import { tokens } from '../api/endpoints/index.js';
import { ApiError } from '../errors/api.js';
import type { Log } from '../runner/ports.js';
import { words } from '../errors/words.js';
import { describeFailure } from './failure.js';

export interface RevokeOptions {
  /**
   * Whether a later step (the post step) tries again when this attempt fails: the warning says
   * so. Otherwise the token is left to expire.
   */
  readonly retriedLater: boolean;
  /** An earlier step tried and failed: its request may have gone through, its answer lost. */
  readonly triedBefore?: boolean;
  /** Success goes to the debug log (the tool's `run`: the command's output is what matters). */
  readonly quiet?: boolean;
}

/**
 * Revokes an access token with the client's retry policy and says how it went. A failure only
 * warns (the token expires on its own); returns whether the token is revoked.
 */
export async function revokeToken(
  client: InfisicalClient,
  token: string,
  log: Log,
  options: RevokeOptions,
): Promise<boolean> {
  const say = (text: string): void => (options.quiet ? log.debug(text) : log.info(text));
  try {
    await client.call(tokens.revoke, token);
    say('Revoked the access token.');
    return true;
  } catch (error) {
    if (revokedByEarlierAttempt(error, options.triedBefore === true)) {
      say('Revoked the access token (an earlier attempt went through; its answer was lost).');
      return true;
    }
    const why = await describeFailure(error);
    log.warning(
      options.retriedLater
        ? words`Could not revoke the access token yet (the post step tries again): ${why}`
        : words`Could not revoke the access token (it expires on its own): ${why}`,
    );
    return false;
  }
}

/**
 * A revoke that the server answers "unauthorized" after an attempt whose answer was lost (cut
 * short, reset, timed out; in this call or in the main step): that attempt revoked the token,
 * so there is nothing left to revoke.
 */
function revokedByEarlierAttempt(error: unknown, triedBefore: boolean): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (triedBefore || (error.details.attempts ?? 1) > 1)
  );
}
