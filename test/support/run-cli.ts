// Runs the built command-line tool (dist/cli/index.js) as a process, the way a CI job would:
// a clean environment (nothing of the test process's but PATH, so neither this machine's
// INFISICAL_* nor GitHub's own variables leak in), standard output kept as bytes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = path.join(root, 'dist', 'cli', 'index.js');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stdoutBytes: Buffer;
  stderr: string;
  /** The lines of standard error, without the empty last one. */
  lines: string[];
}

export interface CliOptions {
  env?: Record<string, string>;
  /** The Node.js binary (default: the one running the tests). */
  node?: string;
  cwd?: string;
  /** Node options for the tool's process only (a preload), not for the commands it runs. */
  nodeArgs?: string[];
}

/** A started tool: its process, what it wrote so far, and its end. */
export interface StartedCli {
  child: ChildProcess;
  /** Resolves once standard output holds `text`. */
  waitForStdout(text: string): Promise<void>;
  done: Promise<CliRun>;
}

/** Starts the built tool with these arguments. */
export function startCli(args: string[], options: CliOptions = {}): StartedCli {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: mkdtempSync(path.join(os.tmpdir(), 'cli-home-')),
    ...options.env,
  };
  const child = spawn(
    options.node ?? process.execPath,
    [...(options.nodeArgs ?? []), CLI, ...args],
    {
      env,
      cwd: options.cwd ?? env.HOME,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out: Buffer[] = [];
  let stderr = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    out.push(chunk);
    const text = Buffer.concat(out).toString('utf8');
    for (const waiter of waiters.splice(0)) {
      if (text.includes(waiter.text)) waiter.resolve();
      else waiters.push(waiter);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<CliRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({
        code,
        signal,
        stdout: stdoutBytes.toString('utf8'),
        stdoutBytes,
        stderr,
        lines: stderr.split('\n').filter((line, i, all) => line !== '' || i < all.length - 1),
      });
    });
  });
  return {
    child,
    done,
    waitForStdout: (text) =>
      new Promise<void>((resolve, reject) => {
        if (Buffer.concat(out).toString('utf8').includes(text)) return resolve();
        waiters.push({ text, resolve });
        done.then(
          (run) => reject(new Error(`the tool ended before printing ${text}:\n${run.stderr}`)),
          reject,
        );
      }),
  };
}

/**
 * At most this many tools run at once from one test file: concurrent tests wait on the network
 * and on process start-up, but a 2-core machine also runs the other worker's tests (some of
 * which time their own requests), so the spawns are not allowed to swamp it.
 */
const MAX_RUNNING = 3;
let running = 0;
const queue: (() => void)[] = [];

/** Runs the built tool to its end (waiting for a slot first). */
export async function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await startCli(args, options).done;
  } finally {
    running--;
    queue.shift()?.();
  }
}

/**
 * A Node.js binary of this major version on this machine, or undefined: the PATH's, then the
 * usual places (a CI image's system Node is often older than the one setup-node puts first).
 */
export function findNode(major: number): string | undefined {
  const candidates = new Set<string>([process.execPath]);
  // Node binaries installed for the tests only (`.ci/run` puts Node 22 there).
  for (const file of (process.env.TEST_NODE_BINARIES ?? '').split(path.delimiter)) {
    if (file) candidates.add(file);
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.add(path.join(dir, process.platform === 'win32' ? 'node.exe' : 'node'));
  }
  for (const file of ['/usr/local/bin/node', '/usr/bin/node', '/opt/homebrew/bin/node']) {
    candidates.add(file);
  }
  for (const file of candidates) {
    const version = spawnSync(file, ['--version'], { encoding: 'utf8' });
    if (version.status === 0 && version.stdout.trim().startsWith(`v${major}.`)) return file;
  }
  return undefined;
}
