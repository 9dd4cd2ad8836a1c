/**
 * `run`'s command: started as launch.ts plans it, with the secrets in its environment, its
 * standard output and error streamed through a redactor each, SIGINT, SIGTERM and SIGHUP passed
 * on to it, and its exit code or signal reported back. Between the command and whoever reads
 * the tool's output, the tool stands aside as far as it can:
 *
 * - it ends when the command exits. A background process the command left behind may hold the
 *   pipes open for as long as it runs; the tool reads on only while output still comes, for at
 *   most a short time ({@link OUTPUT_GRACE_MS}, {@link OUTPUT_LIMIT_MS}), then closes them;
 * - a reader that leaves (`| head`, `| grep -q`) ends the command as it would without the tool:
 *   the tool closes its end of the command's pipe, so the command's next write fails (SIGPIPE,
 *   or EPIPE where it ignores the signal): the command writes to real pipes (src/cli/pipes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Launch } from './launch.js';
import { outputPipes, type OutputPipe } from './pipes.js';
import type { RedactionSet, Redactor } from './redact.js';

/** How the command ended: its exit code, or the signal that ended it. */
export type ChildExit = { readonly code: number } | { readonly signal: NodeJS.Signals };

/** Signals passed on to the command: a CI cancelling the job, a terminal's Ctrl-C, a hang-up. */
export const FORWARDED_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Once the command has exited, its output is read until its pipes close, or until none has come
 * for this long: what it wrote before exiting is in the pipes already, and a background process
 * that still holds them may never close them.
 */
export const OUTPUT_GRACE_MS = 200;

/** ... and for no longer than this after the command exited, however much still comes. */
export const OUTPUT_LIMIT_MS = 2000;

/**
 * One output of the command, from its pipe through a redactor to one of the tool's streams. It
 * ends when the pipe ends, when {@link stop} is called, or when the tool's stream is gone (its
 * reader left): then the pipe is closed as well.
 */
class Relay {
  /** Chunks read so far. */
  reads = 0;
  /** Waiting for the tool's stream to take what was written before reading more. */
  blocked = false;
  /** Resolves once what was read is written, or there is nowhere left to write it. */
  readonly done: Promise<void>;
  private settle!: () => void;
  private stopped = false;
  private readonly from: Readable;
  private readonly redactor: Redactor;
  private readonly to: Writable;

  constructor(from: Readable, redactor: Redactor, to: Writable) {
    this.from = from;
    this.redactor = redactor;
    this.to = to;
    this.done = new Promise((resolve) => (this.settle = resolve));
    from.on('data', this.read);
    from.once('end', this.stop);
    // A pipe that cannot be read any more has ended, as far as the tool can tell.
    from.once('error', this.stop);
    to.on('error', this.gone);
    to.on('close', this.gone);
    if (to.destroyed) this.gone();
  }

  private readonly read = (chunk: Buffer): void => {
    this.reads++;
    const out = this.redactor.write(chunk);
    if (out.length === 0 || this.to.write(out)) return;
    this.blocked = true;
    this.from.pause();
    this.to.once('drain', () => {
      this.blocked = false;
      if (!this.stopped) this.from.resume();
    });
  };

  /** Stops reading: what the redactor holds back is written, and the pipe is closed. */
  readonly stop = (): void => {
    if (this.stopped) return;
    this.stopped = true;
    this.from.off('data', this.read);
    this.from.destroy();
    const rest = this.redactor.end();
    if (this.to.destroyed) this.finish();
    else this.to.write(rest, () => this.finish());
  };

  /**
   * The tool's stream failed (EPIPE: its reader left): nothing more can be shown, so the pipe is
   * closed and the command's next write fails, as if it wrote to that reader itself.
   */
  private readonly gone = (): void => {
    this.stopped = true;
    this.from.off('data', this.read);
    this.from.destroy();
    this.finish();
  };

  private finish(): void {
    this.to.off('error', this.gone);
    this.to.off('close', this.gone);
    this.settle();
  }
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * After the command exited: waits for its output to end, or to stay quiet for `grace` ms (at
 * most `limit` ms in all while the tool's streams take it), then stops reading it.
 */
async function drainAfterExit(relays: readonly Relay[], grace: number, limit: number) {
  if (relays.length === 0) return;
  const all = Promise.all(relays.map((relay) => relay.done)).then(() => true);
  const reads = (): number => relays.reduce((sum, relay) => sum + relay.reads, 0);
  const until = Date.now() + limit;
  for (;;) {
    const before = reads();
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      all,
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), grace))),
    ]);
    clearTimeout(timer);
    if (ended) return;
    // A timer can fire before the pipes are looked at again (a busy machine): one more turn of
    // the event loop reads what they hold by now.
    await turn();
    // A tool's stream still taking what was read: what waits is the command's, not yet shown.
    if (relays.some((relay) => relay.blocked)) continue;
    if (reads() === before || Date.now() >= until) break;
  }
  for (const relay of relays) relay.stop();
  await all;
}

export interface ChildOptions {
  /** What to start (on Windows a batch file goes through cmd.exe). */
  readonly launch: Launch;
  readonly env: NodeJS.ProcessEnv;
  /** The values to hide; undefined passes the output through untouched (`--no-redact`). */
  readonly redaction?: RedactionSet;
  readonly stdout?: Writable;
  readonly stderr?: Writable;
  /** {@link OUTPUT_GRACE_MS} and {@link OUTPUT_LIMIT_MS}, for tests. */
  readonly grace?: number;
  readonly limit?: number;
  /** The pipes of the command's output, made ahead ({@link outputPipes}); else made here. */
  readonly pipes?: Promise<readonly OutputPipe[] | undefined>;
}

/**
 * Runs the command to its end. Rejects only when it cannot be started (not found, not
 * executable), with the system's error.
 */
export async function runChild(options: ChildOptions): Promise<ChildExit> {
  const { launch, env, redaction, grace = OUTPUT_GRACE_MS, limit = OUTPUT_LIMIT_MS } = options;
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const pipes = redaction ? await (options.pipes ?? outputPipes(2)) : undefined;
  const output = (pipe: OutputPipe | undefined) =>
    redaction ? (pipe?.writer ?? 'pipe') : 'inherit';
  let child: ChildProcess;
  try {
    child = spawn(launch.file, launch.args, {
      env,
      stdio: ['inherit', output(pipes?.[0]), output(pipes?.[1])],
      windowsVerbatimArguments: launch.verbatim,
    });
  } finally {
    // The command has its own copies: the pipes end when it and whatever it started close them.
    for (const pipe of pipes ?? []) closeSync(pipe.writer);
  }
  const started = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const exited = new Promise<ChildExit>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? { signal } : { code: code ?? 1 })),
  );
  const forward = (signal: NodeJS.Signals): void => {
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  const readers = pipes ? pipes.map((pipe) => pipe.reader) : [child.stdout, child.stderr];
  // The tool's own streams stay open: its last log lines come after the command's output.
  const relays =
    redaction && readers[0] && readers[1]
      ? [
          new Relay(readers[0], redaction.redactor(), stdout),
          new Relay(readers[1], redaction.redactor(), stderr),
        ]
      : [];
  try {
    await started;
    const exit = await exited;
    await drainAfterExit(relays, grace, limit);
    return exit;
  } finally {
    for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
    for (const relay of relays) relay.stop();
  }
}
