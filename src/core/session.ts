import type { InfisicalClient } from '../api/client.js';
import { ApiError } from '../errors/api.js';
import type { Log } from '../runner/ports.js';
import { words } from '../errors/words.js';
import { describeFailure } from './failure.js';
import { revokeToken } from './revoke.js';

/**
 * Where the token the action obtained is kept for a later step that revokes it when this one
 * could not (the GitHub post step). Without one (the tool) the revoke at the end is the last
 * chance, and is retried as such.
 */
export interface TokenRecord {
  /** Right after the login: the token, and the base URL to revoke it at. */
  recorded(token: string, baseUrl: string): void;
  /** The token is revoked: a later step has nothing left to revoke. */
  revoked(): void;
  /** A revoke was tried and failed; its request may have gone through with the answer lost. */
  revokeFailed(): void;
}

export interface SessionParts {
  readonly client: InfisicalClient;
  readonly accessToken: string | undefined;
  /** Whether to revoke it when done: `clean`, and a token the action obtained by logging in. */
  readonly owed: boolean;
  /**
   * A client over the same transport (the connection already open) for the revoke: one attempt
   * when a later step tries again, else the retry policy of a last chance.
   */
  readonly revokeClient: () => InfisicalClient;
  /** Where the outcome goes for a later step that retries a failed revoke (not in the tool). */
  readonly record?: TokenRecord;
  readonly log: Log;
}

/**
 * A logged-in connection to the API. `close()` revokes the token the action obtained, on the
 * connection already open (one round trip, no new handshake), once the action no longer needs
 * it; a token handed out to later steps (`handOut()`) is left to the post step.
 */
export class ApiSession {
  readonly client: InfisicalClient;
  /** Undefined when only an API key is used. */
  readonly accessToken: string | undefined;
  readonly #parts: SessionParts;
  #owed: boolean;
  #closed: Promise<void> | undefined;

  constructor(parts: SessionParts) {
    this.client = parts.client;
    this.accessToken = parts.accessToken;
    this.#parts = parts;
    this.#owed = parts.owed;
  }

  /**
   * Later steps get the token (`output-access-token`): it stays valid, and stays recorded, so
   * the post step revokes it at the end of the job.
   */
  handOut(): void {
    this.#owed = false;
  }

  /**
   * The token no longer needs to outlive this step (the leases it was kept for are revoked):
   * revoked at the end again, as it would have been.
   */
  reclaim(): void {
    this.#owed = this.#parts.owed;
  }

  /**
   * Revokes the token if the action owes it (once; nothing for the user's own token, with
   * `clean: false`, or once handed out). With a token record (the action), one attempt: when it
   * succeeds the record says so (the post step then has nothing to revoke); when it fails, a
   * warning, and the token stays recorded for the post step; after a request that timed out
   * (`after`, the step's failure) it is left to the post step without trying. Without one (the
   * tool), the revoke is retried like the post step's, and a failure leaves the token to expire.
   */
  close(options: { quiet?: boolean; after?: unknown } = {}): Promise<void> {
    // Closed once: a second close (the frame's, after `run` closed it early) waits for the first.
    return (this.#closed ??= this.#close(options));
  }

  async #close(options: { quiet?: boolean; after?: unknown }): Promise<void> {
    const token = this.accessToken;
    if (!this.#owed || !token) return;
    this.#owed = false;
    const { log, record } = this.#parts;
    if (record && timedOut(options.after)) {
      // A revoke now would most likely wait as long: the job's next step should not.
      log.debug('The server did not answer in time: the post step revokes the access token.');
      return;
    }
    try {
      const revoked = await revokeToken(this.#parts.revokeClient(), token, log, {
        retriedLater: record !== undefined,
        quiet: options.quiet,
      });
      if (!record) return;
      if (revoked) record.revoked();
      else record.revokeFailed();
    } catch (error) {
      // Recording the outcome failed (GITHUB_STATE): the post step revokes again, at worst.
      log.warning(
        words`Could not record the revoke for the post step: ${await describeFailure(error)}`,
      );
    }
  }
}

/** A failure because the server did not answer within the timeout. */
function timedOut(error: unknown): boolean {
  return error instanceof ApiError && error.details.code === 'ETIMEDOUT';
}
