/**
 * Entry point of `infisical-ci` (dist/cli/index.js, the package's `bin`): a few lines that open
 * the connection to the server the options name (src/cli/early.ts), then load the tool itself
 * (src/cli/tool.ts, a chunk of its own), so the name lookup and the handshakes overlap with
 * compiling it instead of following it.
 */
import { withEarlyConnection } from '../early/index.js';
import { serverFor } from './early.js';

// Node 20.16+ and 22.3+ give process.getBuiltinModule, which loads TLS and crypto only when a run
// needs them. An older Node is told so in one line, before any work is done.
if (typeof process.getBuiltinModule !== 'function') {
  process.stderr.write(
    `error: infisical-ci needs Node 20.16 or later, or 22.3 or later; this is Node ${process.versions.node}.\n`,
  );
  process.exit(1);
}

// A reader that went away (`| head`, `2>&1 | grep -q`) fails the write that follows; it must not
// crash the tool (`run` then closes its command's pipe: src/cli/child.ts).
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

const argv = process.argv.slice(2);
let loaded = false;
try {
  const { result, finish } = await withEarlyConnection(
    process.env,
    serverFor(argv, process.env),
    async (early) => {
      const tool = await import('./tool.js');
      loaded = true;
      return { result: await tool.runCommand(argv, early), finish: tool.finish };
    },
  );
  await finish(result);
} catch (error) {
  // One line, never a stack trace: the tool's own code could not be loaded (a damaged install),
  // or a bug around it.
  const message = error instanceof Error ? error.message : String(error);
  const line = JSON.stringify(message).slice(1, -1).replace(/##/g, '#\\x23');
  process.stderr.write(
    loaded
      ? `error: Unexpected failure: ${line}\n`
      : `error: infisical-ci could not load its code (${line}); reinstall it.\n`,
  );
  process.exit(1);
}
