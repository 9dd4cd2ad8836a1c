import { rmSync } from 'node:fs';
import { ApiError } from '../api/errors.js';
import { STATE } from '../constants.js';
import { allowedRoots, isOwnedRegularFile } from '../export/paths.js';
import type { Runner } from '../runner/runner.js';
import { maskCredentialInputs, readEndpoint } from '../settings/connection.js';
import { createClient, type ActionDeps } from './connect.js';
import { describeFailure } from './failure.js';

/**
 * The post step (`clean`): deletes the files the main step wrote and revokes the access token
 * it obtained, at the address it obtained it from. It acts only on what the main step recorded,
 * never on inputs or the environment, and a failure here only warns.
 */
export async function runPost(runner: Runner, deps: ActionDeps = {}): Promise<void> {
  const token = runner.state(STATE.token);
  // Masked before anything else is printed, as the main step did: this is a new process.
  if (token) runner.mask(token);
  removeFiles(runner);
  const baseUrl = runner.state(STATE.baseUrl);
  if (!token || !baseUrl) return;
  try {
    const read = (name: string): string => runner.input(name);
    const mask = (value: string): void => runner.mask(value);
    maskCredentialInputs(read, mask);
    const endpoint = readEndpoint({
      read,
      mask,
      workspace: runner.env.GITHUB_WORKSPACE || process.cwd(),
    });
    // The job's work is done: do not hold it up for long on a slow server.
    const { client } = createClient(baseUrl, endpoint, runner, {
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

/** Deletes each recorded file that is still a regular file inside the workspace or RUNNER_TEMP. */
function removeFiles(runner: Runner): void {
  const files = recordedFiles(runner.state(STATE.files));
  if (files.length === 0) return;
  const roots = allowedRoots(runner.env);
  let removed = 0;
  for (const file of files) {
    if (!isOwnedRegularFile(file, roots)) continue;
    try {
      rmSync(file, { force: true });
      removed++;
    } catch (error) {
      runner.warning(`Could not remove a secrets file: ${describeFailure(error)}`);
    }
  }
  if (removed > 0)
    runner.info(`Removed ${removed === 1 ? 'the secrets file' : `${removed} secrets files`}.`);
}

function recordedFiles(text: string): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * A retried revoke that the server answers "unauthorized": the earlier attempt, whose answer was
 * lost (cut short, reset), revoked the token, so there is nothing left to revoke.
 */
function revokedByEarlierAttempt(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && (error.details.attempts ?? 1) > 1;
}
