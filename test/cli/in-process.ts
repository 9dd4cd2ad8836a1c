// Runs the command-line tool in this process, through `main()` with its streams and environment
// injected: the same result a process would give (exit code, standard output and error), without
// starting one. For what needs the process boundary, see test/support/run-cli.ts.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import type { ActionDeps } from '../../src/core/connect.js';

export interface MainRun {
  /** The exit code, or the signal that ended `run`'s command. */
  code: number | string;
  stdout: string;
  stderr: string;
  /** The lines of standard error. */
  lines: string[];
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * `infisical-ci ...args` with only these variables set (and PATH), in `cwd` (a fresh folder);
 * `deps` swaps the network or the retry timing.
 */
export async function runMain(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; deps?: ActionDeps } = {},
): Promise<MainRun> {
  const stdout = collector();
  const stderr = collector();
  const result = await main(args, {
    env: { PATH: process.env.PATH ?? '', ...options.env },
    cwd: options.cwd ?? mkdtempSync(path.join(os.tmpdir(), 'cli-main-')),
    stdout: stdout.stream,
    stderr: stderr.stream,
    deps: options.deps,
  });
  const err = stderr.text();
  return {
    code: typeof result === 'number' ? result : result.signal,
    stdout: stdout.text(),
    stderr: err,
    lines: err.split('\n').filter((line, i, all) => line !== '' || i < all.length - 1),
  };
}
