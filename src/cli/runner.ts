/**
 * The command-line tool's runner: the {@link Io} the shared pipeline and the sub-actions take,
 * and nothing of a GitHub step's (no inputs, outputs, state or summary: the tool reads its
 * options itself, prints what a command gives, and revokes its token when the command ends).
 * Every log line goes to standard error (standard output carries only what a command prints:
 * the secrets of `export`, the JSON of a sub-action, the output of `run`'s command); masks are
 * kept for redaction.
 */
import { EOL } from 'node:os';
import { say, type Text, type Wording } from '../errors/words.js';
import { masksFor } from '../runner/mask.js';
import type { Io, Log } from '../runner/ports.js';
import { githubRunner } from '../runner/runner.js';
import { RedactionSet } from './redact.js';
import { toolWording } from './words.js';

export interface CliRunner extends Io {
  /** Every value registered as a mask: what `run` hides in its command's output. */
  readonly redaction: RedactionSet;
}

export interface CliRunnerOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths start: the working folder. */
  workspace: string;
  /** Show debug lines and the details groups. */
  verbose?: boolean;
  /**
   * Print errors only (`--silent`): no information, notice, warning or debug line. Masks are
   * still registered inside GitHub Actions and Azure Pipelines (they print nothing in the log).
   */
  silent?: boolean;
  /** How messages name inputs (default: the tool's flags and variables, for no command). */
  wording?: Wording;
  /** Writes one log line (default: to standard error). */
  writeLine?: (line: string) => void;
}

const writeStderr = (line: string): void => {
  process.stderr.write(line + EOL);
};

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r' };
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/**
 * A log line as text, never as a command of the CI that shows it: control characters (a line
 * break, a terminal escape sequence, GitLab's section markers) are written as escapes, and `##`
 * (Azure Pipelines' `##vso[`, TeamCity's `##teamcity[`) loses its meaning as `#\x23`.
 */
export function plainLine(text: string): string {
  return text
    .replace(
      CONTROL,
      (char) => ESCAPES[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    )
    .replace(/##/g, '#\\x23');
}

/**
 * Data of an Azure Pipelines logging command, escaped as the agent reads it back: `%` first (as
 * `%AZP25`, so no escape in the value is read as one), then `;`, CR, LF and `]`.
 */
export function azureEscape(text: string): string {
  return text
    .replace(/%/g, '%AZP25')
    .replace(/;/g, '%3B')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(/]/g, '%5D');
}

/**
 * Registers values with the Azure Pipelines agent's masker, so that later steps are masked too:
 * one `##vso[task.setsecret]` line each. A value with a line break is registered line by line
 * (the lines of 4+ characters, as GitHub's are): the agent masks line by line, so a multi-line
 * mask would never match, and its task library refuses one.
 */
function azureMasks(writeLine: (line: string) => void): (value: string) => void {
  const registered = new Set<string>();
  return (value) => {
    for (const text of masksFor(value)) {
      if (/[\r\n]/.test(text) || registered.has(text)) continue;
      registered.add(text);
      writeLine(`##vso[task.setsecret]${azureEscape(text)}`);
    }
  };
}

/**
 * The tool's runner. Inside GitHub Actions (`GITHUB_ACTIONS=true`) log lines are the action's
 * own workflow commands, on standard error, and every mask is also registered with the runner
 * (`::add-mask::`); elsewhere they are plain lines. Inside Azure Pipelines (`TF_BUILD=True`)
 * every mask is also registered with the agent (`##vso[task.setsecret]`, on standard error).
 * Either way every value masked so far is hidden in each message before it is escaped or
 * formatted.
 */
export function cliRunner(options: CliRunnerOptions): CliRunner {
  const { env, verbose = false, silent = false } = options;
  const writeLine = options.writeLine ?? writeStderr;
  const wording = options.wording ?? toolWording();
  const redaction = new RedactionSet();
  // Every message in the tool's words; values are hidden in it as it was given, before it is
  // escaped or formatted: an escape could split a value, and a formatted command line holds
  // text no value may change.
  const hide = (message: Text): string => redaction.redactText(say(message, wording));
  const masked = new Set<string>();
  let depth = 0;
  const azureMask = env.TF_BUILD?.toLowerCase() === 'true' ? azureMasks(writeLine) : undefined;

  const shown: Log & Partial<Pick<Io, 'mask'>> =
    env.GITHUB_ACTIONS === 'true'
      ? hidden(githubRunner(env, writeLine), hide)
      : {
          // Details (inside a group) only with --verbose: a terminal cannot fold them away.
          info: (message) => {
            if (depth === 0) writeLine(plainLine(hide(message)));
            else if (verbose) writeLine(`  ${plainLine(hide(message))}`);
          },
          debug: (message) => {
            if (verbose) writeLine(`debug: ${plainLine(hide(message))}`);
          },
          notice: (message) => writeLine(`notice: ${plainLine(hide(message))}`),
          warning: (message) => writeLine(`warning: ${plainLine(hide(message))}`),
          error: (message) => writeLine(`error: ${plainLine(hide(message))}`),
          startGroup: (title) => {
            if (verbose && depth === 0) writeLine(`${plainLine(hide(title))}:`);
            depth++;
          },
          endGroup: () => {
            depth = Math.max(0, depth - 1);
          },
        };
  const log = silent ? errorsOnly(shown) : shown;

  return {
    mask(value) {
      // A value is registered once, however often the inputs holding it are read.
      if (value.trim() === '' || masked.has(value)) return;
      masked.add(value);
      redaction.add(value);
      log.mask?.(value);
      azureMask?.(value);
    },
    info: log.info,
    debug: log.debug,
    notice: log.notice,
    warning: log.warning,
    error: log.error,
    startGroup: log.startGroup,
    endGroup: log.endGroup,
    env,
    workspace: options.workspace,
    runnerTemp: env.RUNNER_TEMP || undefined,
    pathsAsGiven: env.GITHUB_ACTIONS !== 'true',
    redaction,
  };
}

/** `--silent`: the errors, and the masks; every other line is dropped. */
function errorsOnly(log: Log & Partial<Pick<Io, 'mask'>>): Log & Partial<Pick<Io, 'mask'>> {
  const nothing = (): void => {};
  return {
    info: nothing,
    debug: nothing,
    notice: nothing,
    warning: nothing,
    error: log.error,
    startGroup: nothing,
    endGroup: nothing,
    ...(log.mask ? { mask: log.mask } : {}),
  };
}

/**
 * The GitHub runner's log lines, each message with every value hidden first; its mask command
 * carries the value itself and is left as it is.
 */
function hidden(runner: Io, hide: (message: Text) => string): Log & Pick<Io, 'mask'> {
  return {
    info: (message) => runner.info(hide(message)),
    debug: (message) => runner.debug(hide(message)),
    notice: (message) => runner.notice(hide(message)),
    warning: (message) => runner.warning(hide(message)),
    error: (message) => runner.error(hide(message)),
    startGroup: (title) => runner.startGroup(hide(title)),
    endGroup: () => runner.endGroup(),
    mask: (value) => runner.mask(value),
  };
}
