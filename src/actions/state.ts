/** What the action's main step leaves the post step: GITHUB_STATE, written through the runner. */
import type { StepRecord } from '../core/frame.js';
import type { Runner } from '../runner/runner.js';
import { STATE } from '../runner/state.js';

/**
 * Records every state name with an empty value, first thing: the runner then passes these to
 * the post step, and they win over any variable of the same name in the job's environment.
 */
export function recordInitialState(runner: Runner): void {
  runner.saveState(Object.values(STATE).map((name) => [name, ''] as const));
}

/**
 * The record of a GitHub step: a token obtained by logging in is recorded with where it came
 * from, cleared once revoked, and marked when a revoke was tried and failed; the files written are
 * listed. The post step revokes and deletes what is left.
 */
export function stepRecord(runner: Runner): StepRecord {
  return {
    recorded(token, baseUrl) {
      // One write: never a token without where to revoke it.
      runner.saveState([
        [STATE.baseUrl, baseUrl],
        [STATE.token, token],
      ]);
    },
    revoked: () => runner.saveState([[STATE.token, '']]),
    revokeFailed: () => runner.saveState([[STATE.revokeTried, 'true']]),
    files: (paths) => runner.saveState([[STATE.files, JSON.stringify(paths)]]),
    leases: (leases, baseUrl) =>
      runner.saveState([
        [STATE.leases, leases.length > 0 ? JSON.stringify({ baseUrl, leases }) : ''],
      ]),
  };
}
