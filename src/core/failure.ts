import { ApiError } from '../errors/api.js';
import type { Log } from '../runner/ports.js';
import { InputError } from '../errors/input.js';
import { endsWithStop, textOf, words, type Text } from '../errors/words.js';
import { hintFor } from './hints.js';

/**
 * The single failure path: turns anything thrown into exactly one error line that says what
 * failed and what to do, and never prints a stack trace. The caller marks the step (or the
 * command) failed.
 */
export function reportFailure(error: unknown, log: Log): void {
  log.error(describeFailure(error));
  if (error instanceof Error && !(error instanceof InputError) && !(error instanceof ApiError)) {
    // Unexpected: the message is all the user sees; the stack trace stays out of the log.
    log.debug(`Unexpected ${error.name}; please report it with the step's debug log.`);
  }
}

/** One line for any error, in words each adapter writes its own way. */
export function describeFailure(error: unknown): Text {
  if (error instanceof ApiError) {
    // Server messages often end with a full stop already.
    const message = endsWithStop(error.words) ? error.words : words`${error.words}.`;
    return words`${message} ${hintFor(error)}`;
  }
  if (error instanceof Error) return textOf(error);
  return `Unexpected failure: ${String(error)}`;
}
