import { rmSync } from 'node:fs';
import { ApiError } from '../api/errors.js';
import { STATE } from '../constants.js';
import type { Runner } from '../runner/runner.js';
import { readConnection } from '../settings/connection.js';
import { createClient, type ActionDeps } from './connect.js';
import { describeFailure } from './failure.js';

/**
 * The post step (`clean`): deletes the secrets file and revokes the access token the action
 * obtained. It runs at the end of the job whatever happened; a failure here only warns.
 */
export async function runPost(runner: Runner, deps: ActionDeps = {}): Promise<void> {
  const file = runner.state(STATE.file);
  const token = runner.state(STATE.token);
  // Masked before anything else is printed, as the main step did: this is a new process.
  if (token) runner.mask(token);
  if (file) {
    try {
      rmSync(file, { force: true });
      runner.info('Removed the secrets file.');
    } catch (error) {
      runner.warning(`Could not remove the secrets file: ${describeFailure(error)}`);
    }
  }
  if (!token) return;
  try {
    const settings = readConnection({
      read: (name) => runner.input(name),
      mask: (value) => runner.mask(value),
      workspace: runner.env.GITHUB_WORKSPACE || process.cwd(),
    });
    // The job's work is done: do not hold it up for long on a slow server.
    const { client } = createClient(settings, runner, {
      ...deps,
      retry: { budgetMs: 20_000, ...deps.retry },
    });
    await client.revokeToken(token);
    runner.info('Revoked the access token.');
  } catch (error) {
    if (revokedByEarlierAttempt(error)) {
      runner.info(
        'Revoked the access token (an earlier attempt went through; its answer was lost).',
      );
      return;
    }
    runner.warning(
      `Could not revoke the access token (it expires on its own): ${describeFailure(error)}`,
    );
  }
}

/**
 * A retried revoke that the server answers "unauthorized": the earlier attempt, whose answer was
 * lost (cut short, reset), revoked the token, so there is nothing left to revoke.
 */
function revokedByEarlierAttempt(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && (error.details.attempts ?? 1) > 1;
}
