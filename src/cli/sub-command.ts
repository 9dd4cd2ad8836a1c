/**
 * `infisical-ci <sub-action> <operation>`: a management sub-action run by the same code as the
 * action, its outputs printed as one JSON object (JSON outputs nested as values, not as text).
 */
import { SUB_ACTIONS } from '../operations/registry.js';
import { prepareSubAction, type RegisteredSubAction } from '../operations/sub-action.js';
import type { SubActionName } from '../spec/names.js';
import {
  inCommand,
  usageError,
  writeOut,
  type CommandContext,
  type CommandResult,
} from './context.js';

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
  const done = await inCommand(context, {
    prepare: () => prepareSubAction(action, read, runner),
    async work(session, prepared) {
      const result = await prepared.execute(session, runner);
      runner.info(result.message);
      return result;
    },
  });
  if ('exit' in done) return done.exit;
  await writeOut(context.stdout, inertJson(done.value.outputs));
  return 0;
}

/**
 * The outputs as JSON that no CI reading the log can take for a command. The commands that
 * work anywhere in a line start with two `#` (Azure's `##vso[`, GitHub's legacy `##[`): the first
 * `#` of each pair is written `\u0023`, which every JSON reader turns back into `#`, so no two
 * stay side by side. A lone `#` (a colour, `#ff0000`) is written as it is. Line breaks in strings
 * are escaped by JSON already, and no line of indented JSON starts with `::`.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/#(?=#)/g, '\\u0023') + '\n';
}
