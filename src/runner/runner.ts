import { EOL } from 'node:os';
import { escapeData, formatCommand, isCommandLike } from './commands.js';
import { appendFileCommand, appendText } from './file-commands.js';
import type { Text } from '../errors/words.js';
import type { Io } from './ports.js';
import { TextBytes } from './text-bytes.js';

/** A name and a text value, as written to GITHUB_ENV / GITHUB_OUTPUT. */
export type Entry = readonly [name: string, value: string];

/**
 * Everything the action's entries read from or write to the GitHub runner: the {@link Io} the
 * shared pipeline gets, and what only a GitHub step has (inputs, outputs, state, the job
 * summary). The entries receive it as a parameter: {@link githubRunner} is the real one, tests
 * pass a recording fake.
 */
export interface Runner extends Io {
  /** The trimmed value of an input, or '' when it is not set. */
  input(name: string): string;
  /** Exports variables to later steps, all in one write. */
  exportVariables(entries: readonly Entry[]): void;
  /** Sets step outputs, all in one write. */
  setOutputs(entries: readonly Entry[]): void;
  /** Saves state for the post step, all in one write (all of it, or none). */
  saveState(entries: readonly Entry[]): void;
  state(name: string): string;
  appendSummary(markdown: string): void;
  /** Marks the step failed without printing anything. */
  setFailed(): void;
}

type Write = (line: string) => void;

/**
 * Prints a plain log line that the runner will never read as a command: text that could be one
 * (a line starting with `::`, `##[` anywhere, a line break) is wrapped in `stop-commands` with a
 * random token, which nothing in the text can know, so it shows exactly as it is and does nothing.
 */
export function writePlain(write: Write, message: string): void {
  if (!isCommandLike(message)) {
    write(message);
    return;
  }
  const token = process.getBuiltinModule('node:crypto').randomUUID();
  write(formatCommand('stop-commands', token));
  write(message);
  write(`::${token}::`);
}

/**
 * Lines for stdout, gathered while the current task runs and written at its end, in order, in
 * writes of up to 64 KiB: ten thousand masks cost a few writes, not ten thousand, and never one
 * string of megabytes.
 */
export function bufferedStdout(): Write {
  const bytes = new TextBytes((chunk) => process.stdout.write(chunk));
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    bytes.end();
  };
  return (line) => {
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
    bytes.write(line);
    bytes.write(EOL);
  };
}

/** The real runner: stdout workflow commands and the GITHUB_* command files. */
export function githubRunner(
  env: Record<string, string | undefined> = process.env,
  write: Write = bufferedStdout(),
): Runner {
  // Messages in the action's words: an input is named as its YAML input (`client-id`), which is
  // how a message's text reads (`String(message)`, see errors/words.ts).
  const command = (name: string, message: Text): void =>
    write(formatCommand(name, String(message)));
  const commandFile = (variable: string): string | undefined => env[variable] || undefined;
  return {
    input: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    mask: (value) => write(`::add-mask::${escapeData(value)}`),
    info: (message) => writePlain(write, String(message)),
    debug: (message) => command('debug', message),
    notice: (message) => command('notice', message),
    warning: (message) => command('warning', message),
    error: (message) => command('error', message),
    startGroup: (title) => command('group', title),
    endGroup: () => command('endgroup', ''),
    exportVariables(entries) {
      if (entries.length === 0) return;
      const file = commandFile('GITHUB_ENV');
      if (file) appendFileCommand(file, entries);
      else {
        throw new Error(
          'GITHUB_ENV is not set: environment variables can only be exported on a GitHub runner.',
        );
      }
    },
    setOutputs(entries) {
      if (entries.length === 0) return;
      const file = commandFile('GITHUB_OUTPUT');
      if (file) appendFileCommand(file, entries);
      else throw new Error('GITHUB_OUTPUT is not set: outputs can only be set on a GitHub runner.');
    },
    saveState(entries) {
      const file = commandFile('GITHUB_STATE');
      if (file) appendFileCommand(file, entries);
      else {
        const names = entries.map(([name]) => `'${name}'`).join(', ');
        command('debug', `GITHUB_STATE is not set; state ${names} is not saved.`);
      }
    },
    state: (name) => env[`STATE_${name}`] ?? '',
    appendSummary(markdown) {
      const file = commandFile('GITHUB_STEP_SUMMARY');
      if (file)
        appendText(file, (write) => write(markdown.endsWith('\n') ? markdown : markdown + '\n'));
    },
    setFailed() {
      process.exitCode = 1;
    },
    env,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || undefined,
  };
}
