/**
 * `infisical-ci <sub-action> <operation>`: a management sub-action run by the same code as the
 * action, its outputs printed as one JSON object (JSON outputs nested as values, not as text).
 */
import { connect } from '../core/connect.js';
import { reportFailure } from '../core/failure.js';
import type { ApiSession } from '../core/session.js';
import { InputError } from '../errors/input.js';
import { SUB_ACTIONS } from '../operations/registry.js';
import {
  prepareSubAction,
  type PreparedSubAction,
  type RegisteredSubAction,
  type SubActionResult,
} from '../operations/sub-action.js';
import type { SubActionName } from '../spec/names.js';
import { usageError, writeOut, type CommandContext, type CommandResult } from './context.js';

/** The handler of one sub-action's command. */
export function subActionCommand(
  name: SubActionName,
): (context: CommandContext) => Promise<CommandResult> {
  const action = SUB_ACTIONS[name];
  return (context) => runSubAction(action, context);
}

async function runSubAction(
  action: RegisteredSubAction,
  context: CommandContext,
): Promise<CommandResult> {
  const { runner, read, args } = context;
  if (args.positionals.length > 0) {
    return usageError(
      context,
      `\`${context.command.name}\` takes one operation; \`${args.positionals.join(' ')}\` is one too many.`,
    );
  }
  // Every input is read and checked once, before any request: a wrong one is a usage error.
  let prepared: PreparedSubAction;
  try {
    prepared = prepareSubAction(action, read, runner);
  } catch (error) {
    if (error instanceof InputError) return usageError(context, error.words);
    throw error;
  }
  // The token is revoked on the connection the work used when it is done, as in the action.
  let session: ApiSession | undefined;
  let failure: unknown;
  let result: SubActionResult | undefined;
  try {
    session = await connect(prepared.connection, runner, context.deps);
    const done = await prepared.execute(session.client, runner);
    runner.info(done.message);
    result = done;
  } catch (error) {
    failure = error;
    await reportFailure(error, runner);
  } finally {
    await session?.close({ after: failure });
  }
  if (!result) return 1;
  await writeOut(context.stdout, inertJson(result.outputs));
  return 0;
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
