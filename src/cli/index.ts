/**
 * Entry point of `infisical-ci` (dist/cli/index.js, the package's `bin`). Runs one command, lets
 * standard output and error drain, then ends with the command's exit code, or with the signal
 * that ended `run`'s command.
 */
import { constants } from 'node:os';
import type { Writable } from 'node:stream';
import { FORWARDED_SIGNALS } from './child.js';
import { withEarlyConnection } from '../early/index.js';
import { serverFor } from './early.js';
import { main } from './main.js';
import { plainLine } from './runner.js';

// Node 20.16+ and 22.3+ give process.getBuiltinModule, which loads TLS and crypto only when a run
// needs them. An older Node is told so in one line, before any work is done.
if (typeof process.getBuiltinModule !== 'function') {
  process.stderr.write(
    `error: infisical-ci needs Node 20.16 or later, or 22.3 or later; this is Node ${process.versions.node}.\n`,
  );
  process.exit(1);
}

// A reader that went away (`| head`) fails the write that follows; it must not crash the tool.
process.stdout.on('error', () => {});

const drain = (stream: Writable): Promise<void> =>
  new Promise((resolve) => stream.write('', () => resolve()));

const argv = process.argv.slice(2);
// The connection to the server its options name opens while the command starts.
const result = await withEarlyConnection(process.env, serverFor(argv, process.env), (early) =>
  main(argv, {
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    deps: { early },
  }),
).catch((error: unknown) => {
  // A bug: one line, never a stack trace (it could quote anything it was handed).
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: Unexpected failure: ${plainLine(message)}\n`);
  return 1;
});
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
