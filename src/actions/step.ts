/** Every GitHub step of the action (the main step and each sub-action) runs in the session frame. */
import type { ActionDeps } from '../core/connect.js';
import { inSession, type SessionFrame } from '../core/frame.js';
import type { Runner } from '../runner/runner.js';
import type { ConnectionSettings } from '../settings/connection.js';
import { recordInitialState, stepRecord } from './state.js';

/**
 * Runs a step's work in the session frame, as a GitHub step: the post step's state names recorded
 * first, the token recorded for it (GITHUB_STATE), and the step marked failed after the one
 * failure line.
 */
export async function runGitHubStep<P extends { readonly connection: ConnectionSettings }>(
  runner: Runner,
  deps: ActionDeps,
  frame: Pick<SessionFrame<P, void>, 'prepare' | 'opening' | 'work'>,
): Promise<void> {
  const ended = await inSession({
    ...frame,
    io: runner,
    deps,
    record: stepRecord(runner),
    prepare: () => {
      recordInitialState(runner);
      return frame.prepare();
    },
  });
  if (!ended.ok) runner.setFailed();
}
