// The mechanics of running the command-line tool: `spawnTool` starts the built tool
// (dist/cli/index.js) as a process, the way a CI job would, with a clean environment (nothing of
// the test process's but PATH, so neither this machine's INFISICAL_* nor GitHub's own variables
// leak in) and standard output kept as bytes; `toolInProcess` calls `main()` with its streams,
// environment and timing injected, for the same result without a process. Tests run the tool
// through `runTool` (test/support/run.ts), which picks one by its `mode` and checks every run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { fakeTiming } from './run-action.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = path.join(root, 'dist', 'cli', 'index.js');

export interface ToolRun {
  code: number | null;
  /** The signal that ended the process (in process: the one that ended `run`'s command). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stdoutBytes: Buffer;
  stderr: string;
  /** The lines of standard error, without the empty last one. */
  lines: string[];
}

export interface ToolSpec {
  env?: Record<string, string>;
  /** The Node.js binary (default: the one running the tests; spawned runs only). */
  node?: string;
  cwd?: string;
  /** Node options for the tool's process only (a preload), not for the commands it runs; spawned runs only. */
  nodeArgs?: string[];
}

/** A started tool: its process, what it wrote so far, and its end. */
export interface StartedTool {
  child: ChildProcess;
  /** Resolves once standard output holds `text`. */
  waitForStdout(text: string): Promise<void>;
  done: Promise<ToolRun>;
}

/** What a started process of the tool (or the standalone executable) printed, once it ended. */
export function finished(child: ChildProcess): Promise<ToolRun> {
  const out: Buffer[] = [];
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<ToolRun>((resolve, reject) => {
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
}

/** Starts the built tool with these arguments (for a test that acts while it runs). */
export function startTool(args: readonly string[], options: ToolSpec = {}): StartedTool {
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
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    out.push(chunk);
    const text = Buffer.concat(out).toString('utf8');
    for (const waiter of waiters.splice(0)) {
      if (text.includes(waiter.text)) waiter.resolve();
      else waiters.push(waiter);
    }
  });
  const done = finished(child);
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
export async function spawnTool(args: readonly string[], options: ToolSpec = {}): Promise<ToolRun> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await startTool(args, options).done;
  } finally {
    running--;
    queue.shift()?.();
  }
}

function collector(): { stream: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/**
 * `infisical-ci ...args` through `main()`, with only these variables set (and PATH), in `cwd`
 * (default: a fresh folder), and a clock and sleep that never wait.
 */
export async function toolInProcess(
  args: readonly string[],
  options: ToolSpec = {},
): Promise<ToolRun> {
  const stdout = collector();
  const stderr = collector();
  const timing = fakeTiming();
  const result = await main(args, {
    env: { PATH: process.env.PATH ?? '', ...options.env },
    cwd: options.cwd ?? mkdtempSync(path.join(os.tmpdir(), 'cli-main-')),
    stdout: stdout.stream,
    stderr: stderr.stream,
    deps: { now: timing.now, retry: timing.retry },
  });
  const stdoutBytes = stdout.bytes();
  const err = stderr.bytes().toString('utf8');
  return {
    code: typeof result === 'number' ? result : null,
    signal: typeof result === 'number' ? null : result.signal,
    stdout: stdoutBytes.toString('utf8'),
    stdoutBytes,
    stderr: err,
    lines: err.split('\n').filter((line, i, all) => line !== '' || i < all.length - 1),
  };
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
