import { ApiError } from '../errors/api.js';
import type { Runner } from '../runner/runner.js';
import { InputError } from '../errors/input.js';
import { hintFor } from './hints.js';

/**
 * The single failure path: turns anything thrown into exactly one `::error::` line that says what
 * failed and what to do, marks the step failed, and never prints a stack trace.
 */
export function reportFailure(error: unknown, runner: Runner): void {
  runner.error(describeFailure(error));
  if (error instanceof Error && !(error instanceof InputError) && !(error instanceof ApiError)) {
    // Unexpected: the message is all the user sees; the stack trace stays out of the log.
    runner.debug(`Unexpected ${error.name}; please report it with the step's debug log.`);
  }
  runner.setFailed();
}

/** One line for any error. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    // Server messages often end with a full stop already.
    const message = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
    return `${message} ${hintFor(error)}`;
  }
  if (error instanceof Error) return error.message;
  return `Unexpected failure: ${String(error)}`;
}
