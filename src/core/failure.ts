import { ApiError } from '../errors/api.js';
import type { Log } from '../runner/ports.js';
import { InputError } from '../errors/input.js';
import { endsWithStop, textOf, words, type Text } from '../errors/words.js';

/**
 * The single failure path: turns anything thrown into exactly one error line that says what
 * failed and what to do, and never prints a stack trace. The caller marks the step (or the
 * command) failed.
 */
export async function reportFailure(error: unknown, log: Log): Promise<void> {
  log.error(await describeFailure(error));
  if (error instanceof Error && !(error instanceof InputError) && !(error instanceof ApiError)) {
    // Unexpected: the message is all the user sees; the stack trace stays out of the log.
    log.debug(`Unexpected ${error.name}; please report it with the step's debug log.`);
  }
}

/**
 * One line for any error, in words each adapter writes its own way. The hints (a long table) are
 * a chunk of their own, loaded only when a call to the server has failed: a run that succeeds
 * never reads or compiles them.
 */
export async function describeFailure(error: unknown): Promise<Text> {
  if (error instanceof ApiError) {
    // Server messages often end with a full stop already.
    const message = endsWithStop(error.words) ? error.words : words`${error.words}.`;
    const hint = await hintOf(error);
    return hint === undefined ? message : words`${message} ${hint}`;
  }
  if (error instanceof Error) return textOf(error);
  return `Unexpected failure: ${String(error)}`;
}

/**
 * The hint for a failed call, or none when its chunk cannot be read (an install missing a file):
 * the error line itself must still be written, and the step marked failed.
 */
async function hintOf(error: ApiError): Promise<Text | undefined> {
  try {
    const { hintFor } = await import('./hints.js');
    return hintFor(error);
  } catch {
    return undefined;
  }
}
