/**
 * `export` and `run`: the action's load pipeline (settings, login, fetch, merge, mask, select)
 * with the tool's own destinations: standard output or a file, or a command's environment.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { describeSource, loadSecrets } from '../core/load.js';
import { loadLeasing, revokeLeases } from '../core/leases.js';
import type { ApiSession } from '../core/session.js';
import { readLeaseSettings, type LeaseSettings } from '../settings/leases.js';
import { renderToolFormat, TOOL_FORMATS, type ToolFormat } from '../export/tool-formats.js';
import { realPath } from '../export/paths.js';
import { environmentOf } from '../export/plan.js';
import type { NamedValue } from '../export/types.js';
import { writeSecretFiles } from '../export/write.js';
import type { ExportEntry } from '../secrets/select.js';
import { readConnection, type ConnectionSettings } from '../settings/connection.js';
import { InputError } from '../errors/input.js';
import { counted } from '../errors/words.js';
import { booleanInput, type ReadInput } from '../settings/parse.js';
import { readSelection, type SelectionSettings } from '../settings/selection.js';
import { runChild } from './child.js';
import { LaunchError, planLaunch, planShellLine, type Launch } from './launch.js';
import { closePipes, outputPipes, type OutputPipe } from './pipes.js';
import {
  inCommand,
  usageError,
  writeOut,
  type CommandContext,
  type CommandResult,
} from './context.js';
import { optionsOf } from './options.js';

interface LoadSettings {
  readonly connection: ConnectionSettings;
  readonly selection: SelectionSettings;
}

/** Reads every setting of the load before any request (a wrong one is a usage error). */
function readLoadSettings(context: CommandContext): LoadSettings {
  const { read, runner, workspace } = context;
  const connection = readConnection({ read, mask: (value) => runner.mask(value), workspace });
  return { connection, selection: readSelection(read) };
}

/** The line said before logging in: where the secrets come from. */
const opening = (settings: LoadSettings): string =>
  describeSource(settings.connection, settings.selection);

const count = (n: number): string => counted(n, 'secret');

/** `infisical-ci export`: the secrets in a format, on standard output or in a file (0600). */
export async function exportCommand(context: CommandContext): Promise<CommandResult> {
  const { read, runner, workspace, args } = context;
  if (args.positionals.length > 0) {
    return usageError(context, `\`export\` takes no argument \`${args.positionals[0]}\`.`);
  }
  const output = read('output');
  const done = await inCommand(context, {
    prepare: () => ({ ...readLoadSettings(context), format: readFormat(read) }),
    opening,
    async work(session, { selection, format }) {
      const { entries } = await loadSecrets(session, selection, runner);
      const text = renderToolFormat(format, namedValues(entries));
      if (output) {
        const file = outputFile(output, format, workspace);
        // The file goes where the user says: its folder is the one place it may land.
        writeSecretFiles(
          [{ ...file, content: text }],
          [realPath(path.dirname(file.path))],
          () => {},
        );
        runner.info(
          `Wrote ${count(entries.length)} to ${file.displayPath} (${format}, mode 0600).`,
        );
      } else {
        await writeOut(context.stdout, text);
        runner.info(`Printed ${count(entries.length)} (${format}).`);
      }
    },
  });
  return 'exit' in done ? done.exit : 0;
}

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const namedValues = (entries: readonly ExportEntry[]): [string, string][] =>
  entries.map(({ name, secret }) => [name, secret.value]);

/** `--format`, one of the tool's formats (the official CLI's `csv` is not one: said so). */
function readFormat(read: ReadInput): ToolFormat {
  const raw = read('format').toLowerCase();
  const match = TOOL_FORMATS.find((format) => format === raw);
  if (match) return match;
  const csv = raw === 'csv' ? ' (`csv` is not offered: `json` carries every value)' : '';
  throw new InputError(
    `\`--format\` must be one of ${TOOL_FORMATS.map((f) => `\`${f}\``).join(', ')}, not \`${raw}\`${csv}.`,
  );
}

/** The official CLI's file names when `--output` names a folder. */
const FILE_IN_FOLDER: Partial<Record<ToolFormat, string>> = {
  json: 'secrets.json',
  yaml: 'secrets.yaml',
};

/**
 * Where `--output` writes: the file named, or in a folder (one that exists, or a path ending in
 * a slash) the official CLI's file name for the format.
 */
function outputFile(
  output: string,
  format: ToolFormat,
  workspace: string,
): { path: string; displayPath: string } {
  const resolved = path.resolve(workspace, output);
  let folder = /[\\/]$/.test(output);
  if (!folder) {
    try {
      folder = statSync(resolved).isDirectory();
    } catch {
      folder = false;
    }
  }
  if (!folder) return { path: resolved, displayPath: output };
  const name = FILE_IN_FOLDER[format] ?? '.env';
  return { path: path.join(resolved, name), displayPath: path.join(output, name) };
}

/**
 * `infisical-ci run -- COMMAND`: the command runs with the secrets added to the tool's own
 * environment (a secret wins over a variable of the same name), without the credentials the
 * tool logged in with; its output is redacted; its exit code or signal is the tool's.
 */
export async function runCommand(context: CommandContext): Promise<CommandResult> {
  const { read, runner } = context;
  const planned = planCommand(context);
  if (typeof planned === 'number') return planned;
  let pipes: Promise<readonly OutputPipe[] | undefined> | undefined;
  const done = await inCommand(context, {
    prepare: () => {
      const settings = {
        ...readLoadSettings(context),
        leases: readLeaseSettings(read),
        redact: booleanInput(read, 'redact'),
      };
      // Made while the tool logs in: the command's pipes cost a process start (src/cli/pipes.ts).
      if (settings.redact) pipes = outputPipes(2);
      return settings;
    },
    opening,
    work: (session, settings) =>
      withLeases(session, settings, runner, (variables, leased) => {
        runner.info(
          `Running ${planned.program} with ${count(variables.length)} in its environment.`,
        );
        // Without leases the token is not needed once the secrets are here: revoked while the
        // command runs (the frame waits for it before the tool ends).
        if (leased === 0) void session.close({ quiet: true });
        const env = commandEnv(context, variables);
        return startCommand(context, planned, env, settings.redact, pipes);
      }),
  });
  if ('exit' in done) {
    // The command never started: its pipes are not needed.
    void pipes?.then(closePipes);
    return done.exit;
  }
  return done.value;
}

/**
 * Loads the secrets and leases the dynamic secrets at once, then runs `use` with them all as
 * variables; the leases are revoked when it ends, whatever the end (the command's exit or
 * signal, or a failure before it started).
 */
async function withLeases<T>(
  session: ApiSession,
  { selection, leases }: { selection: SelectionSettings; leases: LeaseSettings },
  runner: CommandContext['runner'],
  use: (variables: NamedValue[], leased: number) => Promise<T>,
): Promise<T> {
  const { entries, held } = await loadLeasing(session, selection, leases, runner);
  try {
    // The same checks as the action's `env` export: names and values a process can take.
    return await use(environmentOf(entries), held.length);
  } finally {
    await revokeLeases(session.client, held, runner);
  }
}

/** The command to start, found (on Windows) and checked before any request. */
interface PlannedCommand {
  readonly launch: Launch;
  /** The program as the log names it: the user's word, or the shell that runs the line. */
  readonly program: string;
}

/** The command line's command, or the exit code of a wrong one: a command that cannot start sends nothing. */
function planCommand(context: CommandContext): PlannedCommand | number {
  const { read, runner, args } = context;
  const line = read('command');
  if (line && args.command) {
    return usageError(context, 'Give the command to run after `--` or with `--command`, not both.');
  }
  const command = args.command ?? [];
  if (args.positionals.length > 0) {
    return usageError(
      context,
      `Put the command to run after \`--\`: infisical-ci run [options] -- ${args.positionals.join(' ')}`,
    );
  }
  if (!line && (command.length === 0 || command[0] === '')) {
    return usageError(context, '`run` needs the command to run after `--` (or in `--command`).');
  }
  const environment = {
    platform: process.platform,
    env: context.env,
    cwd: context.workspace,
    isFile,
  };
  try {
    const launch = line ? planShellLine(line, environment) : planLaunch(command, environment);
    return { launch, program: line ? launch.file : (command[0] ?? '') };
  } catch (error) {
    if (!(error instanceof LaunchError)) throw error;
    if (!error.notFound) return usageError(context, error.message);
    runner.error(error.message);
    return 127;
  }
}

/**
 * The command's environment: the tool's own with the secrets added, without the credentials that
 * can read every secret (compared without case: Windows reads `infisical_client_secret` as
 * INFISICAL_CLIENT_SECRET).
 */
function commandEnv(context: CommandContext, variables: readonly NamedValue[]): NodeJS.ProcessEnv {
  const credentials = new Set(
    [...optionsOf(context.command).values()]
      .flatMap((option) => (option.secret ? option.env : []))
      .map((name) => name.toUpperCase()),
  );
  // Every name an own property, `__proto__` too (`env[name] = value` would set the prototype).
  return Object.fromEntries([
    ...Object.entries(context.env).filter(([name]) => !credentials.has(name.toUpperCase())),
    ...variables,
  ]);
}

/** Runs the command to its end: its exit code or signal, or the shell's code for one that cannot start. */
async function startCommand(
  context: CommandContext,
  { launch, program }: PlannedCommand,
  env: NodeJS.ProcessEnv,
  redact: boolean,
  pipes: Promise<readonly OutputPipe[] | undefined> | undefined,
): Promise<CommandResult> {
  const { runner } = context;
  try {
    const exit = await runChild({
      launch,
      env,
      redaction: redact ? runner.redaction : undefined,
      pipes,
      stdout: context.stdout,
      stderr: context.stderr,
    });
    return 'signal' in exit ? exit : exit.code;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    runner.error(
      code === 'ENOENT'
        ? `Command not found: ${program}. Check its name and PATH.`
        : `Could not start ${program}: ${(error as Error).message}.`,
    );
    // As shells do: 127 for a command that is not there, 126 for one that cannot run.
    return code === 'ENOENT' ? 127 : 126;
  }
}
