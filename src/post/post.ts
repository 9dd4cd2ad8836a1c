/**
 * The post step of the main action and of every sub-action. It does only what the main step
 * left: the files it wrote, and a token it could not revoke or handed out. It reads nothing but
 * the state the main step recorded (never inputs or the environment to decide what to touch),
 * and a failure here only warns. Kept small: with nothing left, it costs no more than starting
 * Node; the code that revokes is loaded only when there is a token to revoke.
 */
import { rmSync } from 'node:fs';
import { readHeldLeases, STATE, type LeftToken } from '../runner/state.js';
import { allowedRoots, isOwnedRegularFile } from '../export/paths.js';
import type { Runner } from '../runner/runner.js';
import type { EarlyConnection } from '../early/index.js';

/** Revokes the leases and the token the main step left; its code loads on demand (it needs the API client). */
export type Revoke = (runner: Runner, left: LeftToken) => Promise<void>;

/** What the post step takes of the shared bundle (src/index.ts declares it so). */
export interface PostLibrary {
  readonly revokeRecorded: (
    runner: Runner,
    left: LeftToken,
    deps: { readonly early?: EarlyConnection },
  ) => Promise<void>;
}

/**
 * Runs the post step: the recorded files, then `revoke` for a token left. The revoke warns on its
 * own failures; one to load its code is said here, with the same warning.
 */
export async function runPost(runner: Runner, revoke: Revoke): Promise<void> {
  const token = runner.state(STATE.token);
  // Masked before anything else is printed, as the main step did: this is a new process.
  if (token) runner.mask(token);
  removeFiles(runner);
  const held = readHeldLeases(runner.state(STATE.leases));
  // Leases and a token are recorded with the same address; leases without a token (the user's
  // own) with theirs only.
  const baseUrl = held?.baseUrl ?? runner.state(STATE.baseUrl);
  if ((!token && !held) || !baseUrl) return;
  try {
    await revoke(runner, {
      ...(token ? { token } : {}),
      baseUrl,
      triedBefore: runner.state(STATE.revokeTried) === 'true',
      leases: held?.leases ?? [],
    });
  } catch (error) {
    const leases = held?.leases.map(
      (lease) => `${lease.name} ${lease.id} (until ${lease.expireAt})`,
    );
    runner.warning(
      leases
        ? `Could not revoke the leases ${leases.join(', ')} or the access token: ${errorText(error)}`
        : `Could not revoke the access token (it expires on its own): ${errorText(error)}`,
    );
  }
}

/** Deletes each recorded file that is still a regular file inside the workspace or RUNNER_TEMP. */
function removeFiles(runner: Runner): void {
  const files = recordedFiles(runner.state(STATE.files));
  if (files.length === 0) return;
  const roots = allowedRoots(runner.workspace, runner.runnerTemp);
  let removed = 0;
  for (const file of files) {
    if (!isOwnedRegularFile(file, roots)) continue;
    try {
      rmSync(file, { force: true });
      removed++;
    } catch (error) {
      runner.warning(`Could not remove a secrets file: ${errorText(error)}`);
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

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
