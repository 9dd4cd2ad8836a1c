/**
 * `infisical-ci <sub-action> <operation>`: a management sub-action run by the same code as the
 * action, its outputs printed as one JSON object (JSON outputs nested as values, not as text).
 */
import { SUB_ACTIONS } from '../actions/sub/registry.js';
import { runSubAction } from '../actions/sub-action.js';
import { readConnection } from '../settings/connection.js';
import { InputError } from '../settings/errors.js';
import type { SubActionName } from '../spec/names.js';
import {
  revokeAtEnd,
  usageError,
  writeOut,
  type CommandContext,
  type CommandResult,
} from './context.js';

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
  const outputs = await runSubAction(action, runner, context.deps);
  if (outputs) await writeOut(context.stdout, JSON.stringify(outputs, null, 2) + '\n');
  await revokeAtEnd(context);
  return runner.failed ? 1 : 0;
}
