/**
 * The session frame: what the main action, every sub-action and every command of the tool do
 * around their own work, written once. Every input is read and checked first; then the login,
 * with the token recorded at once for a later step when there is a record (the action's post
 * step); then the work; then the one failure path (one error line, never a stack trace); and at
 * the end, whatever happened, the token revoked on the connection already open.
 */
import { InputError } from '../errors/input.js';
import type { Words } from '../errors/words.js';
import type { Io } from '../runner/ports.js';
import type { HeldLease } from '../runner/state.js';
import type { ConnectionSettings } from '../settings/connection.js';
import { connect, type ActionDeps } from './connect.js';
import { reportFailure } from './failure.js';
import type { ApiSession, TokenRecord } from './session.js';

/**
 * What a step leaves a later one (the action's post step) to clean up: the token it obtained,
 * and the files it wrote.
 */
export interface StepRecord extends TokenRecord {
  /** The files this step wrote (absolute paths), for the post step to delete. */
  files(paths: readonly string[]): void;
  /** The leases this step holds (all of them, each time), for the post step to revoke. */
  leases(held: readonly HeldLease[], baseUrl: string): void;
}

export interface SessionFrame<P extends { readonly connection: ConnectionSettings }, T> {
  readonly io: Io;
  readonly deps?: ActionDeps;
  /**
   * Where a later step finds what this one leaves to clean up (the action's GITHUB_STATE, for its
   * post step); none in the tool, whose revoke at the end is the last chance.
   */
  readonly record?: StepRecord;
  /**
   * Reads and checks every input, before any request. In the tool a wrong one is a usage error
   * (`usage`): it is handed back, not reported, so the command says it its own way.
   */
  readonly prepare: () => P;
  readonly usage?: boolean;
  /** The line said before logging in, when there is one (where the secrets come from). */
  readonly opening?: (prepared: P) => string;
  /** The work on the logged-in session; it may close the session early (`run`). */
  readonly work: (session: ApiSession, prepared: P, record?: StepRecord) => Promise<T>;
}

/** How a frame ended: the work's result, or a failure already reported (or a usage error). */
export type Ended<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly usage?: Words };

/** Runs a frame; never throws. */
export async function inSession<P extends { readonly connection: ConnectionSettings }, T>(
  frame: SessionFrame<P, T>,
): Promise<Ended<T>> {
  const { io } = frame;
  let session: ApiSession | undefined;
  let failure: unknown;
  try {
    let prepared: P;
    try {
      prepared = frame.prepare();
    } catch (error) {
      if (frame.usage && error instanceof InputError) return { ok: false, usage: error.words };
      throw error;
    }
    const opening = frame.opening?.(prepared);
    if (opening !== undefined) io.info(opening);
    session = await connect(prepared.connection, io, frame.deps, frame.record);
    return { ok: true, value: await frame.work(session, prepared, frame.record) };
  } catch (error) {
    failure = error;
    await reportFailure(error, io);
    return { ok: false };
  } finally {
    // On the connection the work used: one more round trip, no new handshake.
    await session?.close({ after: failure });
  }
}
