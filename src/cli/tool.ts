/**
 * The command-line tool behind its entry (src/cli/index.ts, which loads this once the connection
 * to the server is opening): runs one command, then lets standard output and error drain and
 * ends the process with the command's exit code, or with the signal that ended `run`'s command.
 */
import { constants } from 'node:os';
import type { Writable } from 'node:stream';
import type { EarlyConnection } from '../early/index.js';
import { FORWARDED_SIGNALS } from './child.js';
import type { CommandResult } from './context.js';
import { main } from './main.js';
import { plainLine } from './runner.js';

/** Runs the command `argv` gives; never throws. */
export async function runCommand(
  argv: readonly string[],
  early: EarlyConnection | undefined,
): Promise<CommandResult> {
  try {
    return await main(argv, {
      env: process.env,
      cwd: process.cwd(),
      stdout: process.stdout,
      stderr: process.stderr,
      deps: { early },
    });
  } catch (error) {
    // A bug: one line, never a stack trace (it could quote anything it was handed).
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: Unexpected failure: ${plainLine(message)}\n`);
    return 1;
  }
}

const drain = (stream: Writable): Promise<void> =>
  new Promise((resolve) => stream.write('', () => resolve()));

/** Ends the process as the command ended, once what it wrote has drained. */
export async function finish(result: CommandResult): Promise<void> {
  await drain(process.stdout);
  await drain(process.stderr);
  if (typeof result === 'number') {
    process.exit(result);
  } else {
    // The command was ended by a signal: end the same way, so whoever started the tool sees it.
    for (const signal of FORWARDED_SIGNALS) process.removeAllListeners(signal);
    process.kill(process.pid, result.signal);
    // A signal that does not end a process (or cannot be raised here): 128 + its number, as shells say.
    setTimeout(() => process.exit(128 + (constants.signals[result.signal] ?? 0)), 1000);
  }
}
