/**
 * The command-line tool behind its entry (src/cli/index.ts, which loads this once the connection
 * to the server is opening): runs one command, then lets standard output and error drain and
 * ends the process with the command's exit code, or as the signal that ended `run`'s command
 * would end it (see {@link endFor}).
 */
import { constants } from 'node:os';
import type { Writable } from 'node:stream';
import type { EarlyConnection } from '../early/index.js';
import { FORWARDED_SIGNALS } from './child.js';
import type { CommandResult } from './context.js';
import { main } from './main.js';
import { plainLine } from './runner.js';
import { clearStartupCredentials } from './startup-memory.js';

/** Runs the command `argv` gives; never throws. */
export async function runCommand(
  argv: readonly string[],
  early: EarlyConnection | undefined,
): Promise<CommandResult> {
  try {
    return await main(argv, {
      // On Linux a copy: `process.env` reads the memory the credentials are cleared from.
      env: process.platform === 'linux' ? { ...process.env } : process.env,
      cwd: process.cwd(),
      stdout: process.stdout,
      stderr: process.stderr,
      deps: { early },
      clearStartupCredentials,
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

/**
 * Signals the tool raises on itself when the command died of one, so that whoever started it
 * sees it end the same way: those whose only effect on a Node process is to end it. Any other is
 * not raised: SIGUSR1 would open Node's inspector (to any local process), SIGQUIT, SIGABRT or
 * SIGSEGV could write a core file of the tool's memory, SIGUSR2 may take a heap snapshot, and
 * Node ignores SIGPIPE.
 */
const RAISED: ReadonlySet<NodeJS.Signals> = new Set(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGKILL']);

/** How the tool ends for a command's end: an exit code, or a signal to raise on itself. */
export function endFor(result: CommandResult): { code: number } | { raise: NodeJS.Signals } {
  if (typeof result === 'number') return { code: result };
  if (RAISED.has(result.signal)) return { raise: result.signal };
  // As shells report a command a signal ended: 128 + its number.
  return { code: 128 + (constants.signals[result.signal] ?? 0) };
}

/** Ends the process as the command ended, once what it wrote has drained. */
export async function finish(result: CommandResult): Promise<void> {
  await drain(process.stdout);
  await drain(process.stderr);
  const end = endFor(result);
  if ('code' in end) process.exit(end.code);
  // The command was ended by a signal: end the same way, so whoever started the tool sees it.
  for (const signal of FORWARDED_SIGNALS) process.removeAllListeners(signal);
  process.kill(process.pid, end.raise);
  // Should raising it not end the process: 128 + its number.
  const number = constants.signals[end.raise] ?? 0;
  setTimeout(() => process.exit(128 + number), 1000);
}
