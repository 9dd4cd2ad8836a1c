/**
 * The command-line tool: reads the command line, builds the runner and runs one command. Every
 * command is another entry over the action's own settings, login, fetch, merge, export and
 * sub-action code.
 */
import type { Writable } from 'node:stream';
import type { ActionDeps } from '../core/connect.js';
import { InputError } from '../errors/input.js';
import type { Text } from '../errors/words.js';
import { TOOL_SUB_ACTIONS, type SubActionName } from '../spec/names.js';
import { VERSION } from '../spec/values.js';
import { booleanInput, type ReadInput } from '../settings/parse.js';
import { parseArgs, UsageError } from './args.js';
import { didYouMean } from './did-you-mean.js';
import { USAGE, type CommandContext, type CommandResult } from './context.js';
import { commandHelp, overviewHelp } from './help.js';
import {
  givenAsFlags,
  inputGiven,
  inputReader,
  methodChoiceLine,
  type InputSources,
} from './inputs.js';
import { exportCommand, runCommand } from './load.js';
import { cliCommands, optionsOf, type CliCommand } from './options.js';
import { projectFileDefaults, type ProjectDefaults } from './project-file.js';
import { cliRunner } from './runner.js';
import type { Cleared, StartupCredentials } from './startup-memory.js';
import { toolWording } from './words.js';

export interface CliIo {
  /** The environment the tool started with (a copy, where its credentials are cleared below). */
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly deps?: ActionDeps;
  /**
   * Clears the credentials from the memory of the process's start, where other processes can
   * read them (src/cli/startup-memory.ts); the tool's entry passes it, a test in process not.
   */
  readonly clearStartupCredentials?: (credentials: StartupCredentials) => Cleared;
}

/** What runs a command: one handler each, by the command's name. */
export type CommandHandler = (context: CommandContext) => Promise<CommandResult>;

/** Every command's handler: `export`, `run`, and one per sub-action. */
export const HANDLERS: ReadonlyMap<string, CommandHandler> = new Map<string, CommandHandler>([
  ['export', exportCommand],
  ['run', runCommand],
  ...TOOL_SUB_ACTIONS.map((name): [string, CommandHandler] => [name, subActionHandler(name)]),
]);

/**
 * A sub-action's handler. Their code (about 100 KB) is a chunk of its own, loaded only when one
 * runs: `run` and `export`, what other CIs call on every job, do not parse it.
 */
function subActionHandler(name: SubActionName): CommandHandler {
  return async (context) => {
    const { subActionCommand } = await import('./sub-command.js');
    return subActionCommand(name)(context);
  };
}

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
  // Every message in the tool's words: `--client-id` / INFISICAL_CLIENT_ID, never `client-id`.
  const wording = toolWording(name);
  const writeLine = (line: string): void => say(io.stderr, `${line}\n`);
  // A usage error is said as every error is: inside GitHub Actions, an `::error::` annotation.
  const usageLog = cliRunner({ env: io.env, workspace: io.cwd, wording, writeLine });
  const usage = (message: Text): number => {
    usageLog.error(message);
    return USAGE;
  };
  if (name === 'login') {
    return usage(
      "there is no `login` command: each command logs in and revokes its token when it ends. To use one token for several commands, pass it to each with --access-token (INFISICAL_TOKEN); without it, give the identity's credentials (INFISICAL_CLIENT_ID and INFISICAL_CLIENT_SECRET, ...) in the environment once.",
    );
  }
  if (!command || !handler) {
    return usage(
      `unknown command \`${name}\`; the commands are ${[...commands.keys()].join(', ')}. See 'infisical-ci --help'.`,
    );
  }
  let args;
  try {
    args = parseArgs(rest, optionsOf(command), (flag) => didYouMean(flag, command));
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
  // The options are read from `io.env` and `args`, copies: the credentials the process started
  // with can go from where `run`'s command (or, for the arguments, anyone) could read them.
  const cleared = io.clearStartupCredentials?.(startupCredentials(command, args.flags));
  // `.infisical.json` fills in what no flag or variable gives, once it has been read below.
  const fallback: Record<string, string> = {};
  const operation = command.operations ? operationOf(command, args.positionals) : undefined;
  const sources: InputSources = {
    command,
    flags: args.flags,
    env: io.env,
    fixed: operation?.fixed,
    fallback,
  };
  const read = inputReader(sources);
  let verbose: boolean;
  let silent: boolean;
  try {
    verbose = booleanInput(read, 'verbose');
    silent = booleanInput(read, 'silent');
  } catch {
    return usage(`\`--verbose\` and \`--silent\` take no value but true or false.`);
  }
  const runner = cliRunner({
    env: io.env,
    // Relative paths (a CA file, a token file) start where the tool runs, in a GitHub job too.
    workspace: io.cwd,
    verbose,
    silent,
    wording,
    writeLine,
  });
  if (command.takesCommand && cleared && 'failed' in cleared) {
    runner.warning(
      `The credentials could not be cleared from this process's start-up memory (${cleared.failed}): the command can read them in /proc/${process.pid}/environ and /proc/${process.pid}/cmdline.`,
    );
  }
  const options = optionsOf(command);
  const choice = methodChoiceLine(sources);
  if (choice) runner.info(choice);
  for (const input of givenAsFlags(sources)) {
    runner.warning(
      `--${input} is on the command line, where other processes on this machine can read it; pass it in ${options.get(input)?.env[0] ?? 'a variable'} instead.`,
    );
  }
  if (command.name === 'export' || command.name === 'run') {
    let found: ProjectDefaults;
    try {
      found = projectFileDefaults({
        given: inputGiven(sources),
        env: io.env,
        cwd: io.cwd,
        configDir: read('project-config-dir') || undefined,
        debug: (message) => runner.debug(message),
      });
    } catch (error) {
      if (error instanceof InputError) return usage(error.words);
      throw error;
    }
    Object.assign(fallback, found.values);
    for (const note of found.notes) runner.info(note);
    const missing = missingSelection(command, read, found.environmentHint);
    if (missing) return usage(`${missing} See 'infisical-ci ${command.name} --help'.`);
  }
  const context: CommandContext = {
    command,
    args: operation ? { ...args, positionals: operation.rest } : args,
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

/** The variables a command reads credentials from, and the credentials given as its flags. */
function startupCredentials(
  command: CliCommand,
  flags: ReadonlyMap<string, string>,
): StartupCredentials {
  const secret = [...optionsOf(command).values()].filter((option) => option.secret);
  return {
    variables: secret.flatMap((option) => option.env),
    values: secret.flatMap((option) => flags.get(option.name)?.split('\n') ?? []),
  };
}

/**
 * `export` and `run` without a project or an environment: said in the tool's own words, with
 * every place either can come from (the official CLI's default environment `dev` is not assumed).
 */
function missingSelection(
  command: CliCommand,
  read: ReadInput,
  environmentHint: string | undefined,
): string | undefined {
  if (!read('project-id') && !read('project-slug')) {
    return 'No project: pass `--project-id` (or `--projectId`) or `--project-slug`, set INFISICAL_PROJECT_ID or INFISICAL_PROJECT_SLUG, or run where an .infisical.json gives `workspaceId`.';
  }
  if (!read('env-slug')) {
    const hint = environmentHint ? ` (${environmentHint})` : '';
    return `No environment: pass \`--env-slug\` (or \`--env\`), set INFISICAL_ENV_SLUG, or give .infisical.json a \`defaultEnvironment\`${hint}. Unlike the official Infisical CLI, \`${command.name}\` does not assume \`dev\`.`;
  }
  return undefined;
}

/**
 * A sub-action's operation, one word or two (`lease create` is `lease-create`, as the official
 * Infisical CLI writes it), and the word after it that the spec lets stand for an input
 * (`lease create app-db`); the words left over.
 */
function operationOf(
  command: CliCommand,
  positionals: readonly string[],
): { fixed: Record<string, string>; rest: string[] } {
  const joined = positionals.slice(0, 2).join('-');
  const two = positionals.length >= 2 && Object.hasOwn(command.operations ?? {}, joined);
  const operation = two ? joined : (positionals[0] ?? '');
  const rest = positionals.slice(two ? 2 : 1);
  const input = command.positionals?.[operation];
  if (input === undefined || rest.length === 0) return { fixed: { operation }, rest };
  return { fixed: { operation, [input]: rest[0] ?? '' }, rest: rest.slice(1) };
}
