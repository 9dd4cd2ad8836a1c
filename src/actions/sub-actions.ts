/** The GitHub entry of every management sub-action: inputs, outputs, summary, the post step's state. */
import { prepareSubAction, type Outputs } from '../operations/sub-action.js';
import { SUB_ACTIONS } from '../operations/registry.js';
import type { RegisteredSubAction } from '../operations/sub-action.js';
import type { Entry, Runner } from '../runner/runner.js';
import { githubRunner } from '../runner/runner.js';
import type { EarlyConnection } from '../early/index.js';
import type { SubActionName } from '../spec/names.js';
import type { ActionDeps } from '../core/connect.js';
import { runGitHubStep } from './step.js';

/**
 * Runs a sub-action: every input read and checked once, one failure path, the summary and the
 * outputs written at the end, the token revoked on the connection already open, whatever
 * happened.
 */
export async function runSubAction(
  action: RegisteredSubAction,
  runner: Runner,
  deps: ActionDeps = {},
): Promise<void> {
  await runGitHubStep(runner, deps, {
    prepare: () => prepareSubAction(action, (name) => runner.input(name), runner),
    async work(session, prepared) {
      const { outputs, message, summary } = await prepared.execute(session, runner);
      if (summary !== undefined) runner.appendSummary(summary);
      runner.setOutputs(outputEntries(outputs));
      runner.info(message);
    },
  });
}

/** Outputs as step outputs: strings as they are, numbers and booleans as text, the rest as JSON. */
function outputEntries(outputs: Outputs): Entry[] {
  return Object.entries(outputs)
    .filter(
      (entry): entry is [string, string | number | boolean | object] => entry[1] !== undefined,
    )
    .map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]);
}

/** Entry point of a sub-action's bundle. */
export async function runSubActionByName(
  name: SubActionName,
  early?: EarlyConnection,
): Promise<void> {
  await runSubAction(SUB_ACTIONS[name], githubRunner(), { early });
}
