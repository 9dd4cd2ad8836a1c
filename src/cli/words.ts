/**
 * The tool's words: how its messages name an input, the one place that decides. An input is its
 * flag and variable (`--client-id` / INFISICAL_CLIENT_ID), a value of it the flag with the value
 * (`--method oidc`, `--no-fail-on-empty`), a sub-action's operation the command that runs it
 * (`infisical-ci tags create`). The options and their variables are the ones `--help` lists.
 */
import type { InputRef, Wording } from '../errors/words.js';
import { cliCommands, optionsOf, TOOL_NAMES, type CliOption } from './options.js';

let everyOption: ReadonlyMap<string, CliOption> | undefined;

/** Every option of every command, by name (an input's option is the same in each). */
function options(): ReadonlyMap<string, CliOption> {
  everyOption ??= new Map(
    [...cliCommands().values()].flatMap((command) => [...optionsOf(command)]),
  );
  return everyOption;
}

/** How the tool writes references to inputs, for `command` (which a sub-action's operation needs). */
export function toolWording(command?: string): Wording {
  return { adapter: 'tool', input: (ref) => toolInput(ref, command) };
}

function toolInput(ref: InputRef, command: string | undefined): string {
  const { value, form } = ref;
  if (ref.input === 'operation') {
    const run = `infisical-ci ${command ?? 'COMMAND'}`;
    if (value !== undefined) return form === 'prose' ? `${run} ${value}` : `\`${run} ${value}\``;
    if (form === 'prose') return 'the operation';
    return `${form === 'subject' ? 'The' : 'the'} operation (\`${run} OPERATION\`)`;
  }
  const name = TOOL_NAMES[ref.input] ?? ref.input;
  const option = options().get(name);
  // An input the tool has no flag for (only a GitHub job has it): as the action names it.
  if (!option) {
    const named = value === undefined ? name : `${name}: ${value}`;
    return form === 'prose' ? named : `\`${named}\``;
  }
  const flag =
    value === undefined
      ? `--${name}`
      : option.kind === 'boolean'
        ? `--${value === 'false' ? 'no-' : ''}${name}`
        : `--${name} ${value}`;
  if (form === 'prose') return flag;
  const variable = value === undefined ? option.env[0] : undefined;
  return variable ? `\`${flag}\` / ${variable}` : `\`${flag}\``;
}
