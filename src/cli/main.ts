/**
 * The command-line tool: reads the command line, builds the runner and runs one command. Every
 * command is another entry over the action's own settings, login, fetch, merge, export and
 * sub-action code.
 */
import type { Writable } from 'node:stream';
import type { ActionDeps } from '../core/connect.js';
import { SUB_ACTION_NAMES } from '../spec/names.js';
import { VERSION } from '../spec/values.js';
import { booleanInput } from '../settings/parse.js';
import { parseArgs, UsageError } from './args.js';
import { USAGE, type CommandContext, type CommandResult } from './context.js';
import { commandHelp, overviewHelp } from './help.js';
import { givenAsFlags, inputReader } from './inputs.js';
import { exportCommand, runCommand } from './load.js';
import { cliCommands, optionsOf } from './options.js';
import { cliRunner, plainLine } from './runner.js';
import { subActionCommand } from './sub-command.js';

export interface CliIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly deps?: ActionDeps;
}

/** What runs a command: one handler each, by the command's name. */
export type CommandHandler = (context: CommandContext) => Promise<CommandResult>;

/** Every command's handler: `export`, `run`, and one per sub-action. */
export const HANDLERS: ReadonlyMap<string, CommandHandler> = new Map<string, CommandHandler>([
  ['export', exportCommand],
  ['run', runCommand],
  ...SUB_ACTION_NAMES.map((name): [string, CommandHandler] => [name, subActionCommand(name)]),
]);

/** Runs the tool with the arguments after its name; resolves to how it should end. */
export async function main(argv: readonly string[], io: CliIo): Promise<CommandResult> {
  const commands = cliCommands();
  const [name, ...rest] = argv;
  const say = (stream: Writable, text: string): void => void stream.write(text);
  if (name === undefined) {
    say(io.stderr, overviewHelp(commands));
    return USAGE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const about = name === 'help' && rest[0] ? commands.get(rest[0]) : undefined;
    say(io.stdout, about ? commandHelp(about) : overviewHelp(commands));
    return 0;
  }
  if (name === '--version') {
    say(io.stdout, `${VERSION}\n`);
    return 0;
  }
  const command = commands.get(name);
  const handler = HANDLERS.get(name);
  const usage = (message: string): number => {
    say(io.stderr, `error: ${plainLine(message)}\n`);
    return USAGE;
  };
  if (!command || !handler) {
    return usage(
      `unknown command \`${name}\`; the commands are ${[...commands.keys()].join(', ')}. See 'infisical-ci --help'.`,
    );
  }
  let args;
  try {
    args = parseArgs(rest, optionsOf(command));
  } catch (error) {
    if (error instanceof UsageError) {
      return usage(`${error.message} See 'infisical-ci ${command.name} --help'.`);
    }
    throw error;
  }
  if (args.help) {
    say(io.stdout, commandHelp(command));
    return 0;
  }
  if (args.command && !command.takesCommand) {
    return usage(`\`${command.name}\` takes no command after \`--\`.`);
  }
  const sources = {
    command,
    flags: args.flags,
    env: io.env,
    fixed: command.operations ? { operation: args.positionals[0] ?? '' } : undefined,
  };
  const read = inputReader(sources);
  let verbose: boolean;
  try {
    verbose = booleanInput(read, 'verbose');
  } catch {
    return usage(`\`--verbose\` takes no value but true or false.`);
  }
  const runner = cliRunner({
    env: io.env,
    // Relative paths (a CA file, a token file) start where the tool runs, in a GitHub job too.
    workspace: io.cwd,
    verbose,
    writeLine: (line) => say(io.stderr, `${line}\n`),
  });
  const options = optionsOf(command);
  for (const input of givenAsFlags(sources)) {
    runner.warning(
      `--${input} is on the command line, where other processes on this machine can read it; pass it in ${options.get(input)?.env[0] ?? 'a variable'} instead.`,
    );
  }
  const context: CommandContext = {
    command,
    args: command.operations ? { ...args, positionals: args.positionals.slice(1) } : args,
    runner,
    read,
    workspace: io.cwd,
    env: io.env,
    stdout: io.stdout,
    stderr: io.stderr,
    // No token record: the token is revoked when the command ends, the last chance to.
    deps: io.deps ?? {},
  };
  return handler(context);
}
