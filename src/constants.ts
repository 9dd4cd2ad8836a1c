/** Product version, sent in the user agent (kept equal to package.json by a test). */
export const VERSION = '1.0.0';
export const USER_AGENT = `infisical-secrets-action/${VERSION}`;

/** Names saved with GITHUB_STATE for the post step. */
export const STATE = {
  /** An access token the action obtained by logging in, to revoke. */
  token: 'revoke_token',
  /** A secrets file the action wrote, to delete. */
  file: 'secrets_file',
} as const;

/** Outputs the main action always knows about. */
export const OUTPUTS = {
  count: 'secret-count',
  json: 'secrets-json',
  accessToken: 'access-token',
} as const;

/** Test and benchmark knob: the first retry backoff in milliseconds (default 1000). */
export const RETRY_BASE_ENV = 'SECRETS_ACTION_RETRY_BASE_MS';
