import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';
import { formatCommand } from './commands.js';
import { renderFileCommand } from './file-commands.js';

/**
 * Everything the actions read from or write to the GitHub runner. Actions receive it as a
 * parameter, so tests can pass a recording fake, and the built bundle uses {@link githubRunner}.
 */
export interface Runner {
  /** The trimmed value of an input, or '' when it is not set. */
  input(name: string): string;
  /** Registers a value with the runner's log masker. */
  mask(value: string): void;
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** Exports variables to later steps, all in one write. */
  exportVariables(entries: ReadonlyArray<readonly [string, string]>): void;
  /** Sets step outputs, all in one write. */
  setOutputs(entries: ReadonlyArray<readonly [string, string]>): void;
  saveState(name: string, value: string): void;
  state(name: string): string;
  appendSummary(markdown: string): void;
  /** Marks the step failed without printing anything. */
  setFailed(): void;
  /** The environment of the step (read-only view). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

type Write = (line: string) => void;

/** The real runner: stdout workflow commands and the GITHUB_* command files. */
export function githubRunner(
  env: Record<string, string | undefined> = process.env,
  write: Write = (line) => void process.stdout.write(line + EOL),
): Runner {
  const command = (name: string, message: string): void => write(formatCommand(name, message));
  const appendTo = (variable: string, text: string): boolean => {
    const file = env[variable];
    if (!file) return false;
    appendFileSync(file, text, { encoding: 'utf8' });
    return true;
  };
  return {
    input: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    mask: (value) => command('add-mask', value),
    info: (message) => write(message),
    debug: (message) => command('debug', message),
    notice: (message) => command('notice', message),
    warning: (message) => command('warning', message),
    error: (message) => command('error', message),
    exportVariables(entries) {
      if (entries.length === 0) return;
      if (!appendTo('GITHUB_ENV', renderFileCommand(entries))) {
        throw new Error(
          'GITHUB_ENV is not set: environment variables can only be exported on a GitHub runner.',
        );
      }
    },
    setOutputs(entries) {
      if (entries.length === 0) return;
      if (!appendTo('GITHUB_OUTPUT', renderFileCommand(entries))) {
        throw new Error('GITHUB_OUTPUT is not set: outputs can only be set on a GitHub runner.');
      }
    },
    saveState(name, value) {
      if (!appendTo('GITHUB_STATE', renderFileCommand([[name, value]]))) {
        command('debug', `GITHUB_STATE is not set; state '${name}' is not saved.`);
      }
    },
    state: (name) => env[`STATE_${name}`] ?? '',
    appendSummary(markdown) {
      appendTo('GITHUB_STEP_SUMMARY', markdown.endsWith('\n') ? markdown : markdown + '\n');
    },
    setFailed() {
      process.exitCode = 1;
    },
    env,
  };
}
