/**
 * `infisical-ci <sub-action> <operation>`: a management sub-action run by the same code as the
 * action, its outputs printed as one JSON object (JSON outputs nested as values, not as text).
 */
import { SUB_ACTIONS } from '../actions/sub/registry.js';
import { runSubAction } from '../actions/sub-action.js';
import { readConnection } from '../settings/connection.js';
import { InputError } from '../errors/input.js';
import type { SubActionName } from '../spec/names.js';
import { usageError, writeOut, type CommandContext, type CommandResult } from './context.js';

export async function subActionCommand(context: CommandContext): Promise<CommandResult> {
  const { runner, read, workspace, args } = context;
  if (args.positionals.length > 0) {
    return usageError(
      context,
      `\`${context.command.name}\` takes one operation; \`${args.positionals.join(' ')}\` is one too many.`,
    );
  }
  const action = SUB_ACTIONS[context.command.name as SubActionName];
  // Every input is checked before any request, so a wrong one is a usage error; the sub-action
  // reads them again itself, the same way.
  try {
    const parsing = {
      mask: (value: string) => runner.mask(value),
      workspace,
      runnerTemp: runner.env.RUNNER_TEMP,
    };
    readConnection({ read, ...parsing });
    action.prepare(read, parsing);
  } catch (error) {
    if (error instanceof InputError) return usageError(context, error.message);
    throw error;
  }
  // The sub-action revokes the token on its connection when it is done, as in the action.
  const outputs = await runSubAction(action, runner, context.deps);
  if (outputs) await writeOut(context.stdout, inertJson(outputs));
  return runner.failed ? 1 : 0;
}

/**
 * The outputs as JSON that no CI reading the log can take for a command: `#` (Azure's
 * `##vso[`, GitHub's legacy `##[`, anywhere in a line) is written as `\u0023`, which every JSON
 * reader turns back into `#`. Line breaks in strings are escaped by JSON already, and no line
 * of indented JSON starts with `::`.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/#/g, '\\u0023') + '\n';
}
