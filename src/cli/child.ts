/**
 * `run`'s command: started as launch.ts plans it, with the secrets in its environment, its
 * standard output and error streamed through a redactor each, SIGINT, SIGTERM and SIGHUP passed
 * on to it, and its exit code or signal reported back.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import type { Launch } from './launch.js';
import type { RedactionSet, Redactor } from './redact.js';

/** How the command ended: its exit code, or the signal that ended it. */
export type ChildExit = { readonly code: number } | { readonly signal: NodeJS.Signals };

/** Signals passed on to the command: a CI cancelling the job, a terminal's Ctrl-C, a hang-up. */
export const FORWARDED_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** A stream of bytes through a {@link Redactor}: what it cannot write yet waits for the next chunk. */
class RedactStream extends Transform {
  private readonly redactor: Redactor;

  constructor(redactor: Redactor) {
    super();
    this.redactor = redactor;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const out = this.redactor.write(chunk);
    done(null, out.length > 0 ? out : undefined);
  }

  override _flush(done: TransformCallback): void {
    const out = this.redactor.end();
    done(null, out.length > 0 ? out : undefined);
  }
}

export interface ChildOptions {
  /** What to start (on Windows a batch file goes through cmd.exe). */
  readonly launch: Launch;
  readonly env: NodeJS.ProcessEnv;
  /** The values to hide; undefined passes the output through untouched (`--no-redact`). */
  readonly redaction?: RedactionSet;
  readonly stdout?: Writable;
  readonly stderr?: Writable;
}

/**
 * Runs the command to its end. Rejects only when it cannot be started (not found, not
 * executable), with the system's error.
 */
export async function runChild(options: ChildOptions): Promise<ChildExit> {
  const { launch, env, redaction } = options;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const child = spawn(launch.file, launch.args, {
    env,
    stdio: ['inherit', redaction ? 'pipe' : 'inherit', redaction ? 'pipe' : 'inherit'],
    windowsVerbatimArguments: launch.verbatim,
  });
  const started = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  try {
    const streams: Promise<unknown>[] = [];
    if (redaction && child.stdout && child.stderr) {
      for (const [from, to] of [
        [child.stdout, stdout],
        [child.stderr, stderr],
      ] as const) {
        const redacting = new RedactStream(redaction.redactor());
        // The tool's own streams stay open: its last log lines come after the command's output.
        from.pipe(redacting).pipe(to, { end: false });
        streams.push(once(redacting, 'end'));
      }
    }
    await started;
    const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
    await Promise.all(streams);
    return signal ? { signal } : { code: code ?? 1 };
  } finally {
    for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
  }
}
