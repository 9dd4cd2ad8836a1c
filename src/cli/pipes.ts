/**
 * Pipes for `run`'s command's output, that end as a shell's pipes end. Node hands a child's
 * standard streams over socket pairs, and when the reader of a socket pair closes it while the
 * child is in the middle of a write (as a fast writer nearly always is), the child gets
 * ECONNRESET, not a broken pipe: `yes` says "Connection reset by peer" and exits 1 where a pipe's
 * reader leaving ends it quietly with SIGPIPE. Node cannot make a pipe itself, but it can open a
 * FIFO: `mkfifo` makes one in a private folder, both ends are opened, and the name is removed at
 * once, which leaves a pipe known to the tool and the command alone.
 */
import { spawn } from 'node:child_process';
import { closeSync, constants, fstatSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface OutputPipe {
  /** The end the tool reads. */
  readonly reader: Readable;
  /** The end the command writes to: a file descriptor to hand it, then to close here. */
  readonly writer: number;
}

/** Runs `mkfifo` on these paths; false when it cannot (not installed, refused). */
function makeFifos(files: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const maker = spawn('mkfifo', ['-m', '600', ...files], { stdio: 'ignore' });
    maker.once('error', () => resolve(false));
    maker.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * `count` pipes, or undefined where they are not made: the command's output then goes over
 * Node's socket pairs. Not on Windows, whose pipes end as pipes do already; not where `mkfifo`
 * fails; and not in a worker thread (the tests' in-process runs), which at its end closes every
 * descriptor `fs` opened and did not close itself, as these ends are closed by their sockets:
 * by then the same numbers may be another thread's.
 */
export async function outputPipes(count: number): Promise<OutputPipe[] | undefined> {
  if (process.platform === 'win32') return undefined;
  // Loaded here, for `run` alone: a few milliseconds no other command needs to spend.
  if (!process.getBuiltinModule('node:worker_threads').isMainThread) return undefined;
  const opened: number[] = [];
  let folder: string | undefined;
  try {
    folder = mkdtempSync(path.join(os.tmpdir(), 'infisical-ci-'));
    const files = Array.from({ length: count }, (_, i) => path.join(folder ?? '', `out${i}`));
    if (!(await makeFifos(files))) return undefined;
    const pipes = files.map((file) => {
      // The reading end first, without waiting for a writer; then the writing end, which a
      // reader lets open at once. The command's end blocks on a full pipe, as a pipe does.
      const reader = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
      opened.push(reader);
      const writer = openSync(file, constants.O_WRONLY);
      opened.push(writer);
      // Whatever answered to `mkfifo` in PATH, this is a FIFO or it is not used.
      if (!fstatSync(writer).isFIFO()) throw new Error(`${file} is not a FIFO`);
      return { reader, writer };
    });
    return pipes.map(({ reader, writer }) => ({
      reader: new Socket({ fd: reader, readable: true, writable: false }),
      writer,
    }));
  } catch {
    for (const fd of opened) closeSync(fd);
    return undefined;
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** Closes pipes made for a command that was not started. */
export function closePipes(pipes: readonly OutputPipe[] | undefined): void {
  for (const pipe of pipes ?? []) {
    pipe.reader.destroy();
    closeSync(pipe.writer);
  }
}
