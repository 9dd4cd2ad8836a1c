/** The frame of every GitHub step of the action (the main step and each sub-action). */
import { reportFailure } from '../core/failure.js';
import type { ApiSession } from '../core/session.js';
import type { Runner } from '../runner/runner.js';
import { recordInitialState } from './state.js';

/**
 * Runs a step's work: the post step's state names recorded first, one failure path (one error,
 * the step failed), and the session the work opened (it hands it to `keep`) closed at the end
 * whatever happened, which revokes its token on the connection already open.
 */
export async function runGitHubStep(
  runner: Runner,
  work: (keep: (session: ApiSession) => ApiSession) => Promise<void>,
): Promise<void> {
  let session: ApiSession | undefined;
  let failure: unknown;
  try {
    recordInitialState(runner);
    await work((opened) => (session = opened));
  } catch (error) {
    failure = error;
    await reportFailure(error, runner);
    runner.setFailed();
  } finally {
    await session?.close({ after: failure });
  }
}
