/**
 * Names saved with GITHUB_STATE for the post step. The main step records every one of them
 * before anything else, so that a variable of the same name in the job's environment (an
 * exported secret called `STATE_revoke_token`, say) can never stand in for them.
 */
export const STATE = {
  /**
   * An access token the action obtained by logging in, still to revoke: recorded right after the
   * login, cleared once the main step has revoked it (the last value of a name wins).
   */
  token: 'revoke_token',
  /** The API base URL the token came from: where to revoke it. */
  baseUrl: 'api_url',
  /** Files the action wrote (a JSON list of absolute paths), to delete. */
  files: 'secrets_files',
  /**
   * `true` when the main step tried to revoke the token and failed: its request may have gone
   * through with the answer lost, so the post step reads a 401 as "already revoked".
   */
  revokeTried: 'revoke_tried',
} as const;

/** A token the main step left to revoke, as the post step reads it from the state. */
export interface LeftToken {
  readonly token: string;
  /** Where the main step obtained it: where to revoke it. */
  readonly baseUrl: string;
  /** The main step tried to revoke it and failed (its request may have gone through). */
  readonly triedBefore: boolean;
}
