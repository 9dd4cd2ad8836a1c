import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';
import { escapeData, formatCommand, isCommandLike } from './commands.js';
import { renderFileCommand } from './file-commands.js';
import type { Text } from '../errors/words.js';
import type { Io } from './ports.js';

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
  saveState(name: string, value: string): void;
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
  const token = randomUUID();
  write(formatCommand('stop-commands', token));
  write(message);
  write(`::${token}::`);
}

/**
 * Lines for stdout, gathered while the current task runs and written at its end in one write,
 * in order: ten thousand masks cost one write, not ten thousand.
 */
export function bufferedStdout(): Write {
  let pending: string[] = [];
  const flush = (): void => {
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  return (line) => {
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(line, EOL);
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
  const appendTo = (variable: string, text: string): boolean => {
    const file = env[variable];
    if (!file) return false;
    appendFileSync(file, text, { encoding: 'utf8' });
    return true;
  };
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
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || undefined,
  };
}
