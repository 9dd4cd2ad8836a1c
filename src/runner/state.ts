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
  /**
   * The leases of dynamic secrets the job holds, to revoke (`{"baseUrl": …, "leases": […]}`, see
   * {@link HeldLease}): recorded as soon as they are taken, rewritten with those left whenever
   * some are revoked.
   */
  leases: 'dynamic_leases',
} as const;

/** A lease the job holds: enough to revoke it later, in another process (the post step). */
export interface HeldLease {
  /** The dynamic secret's name and folder. */
  readonly name: string;
  readonly path: string;
  readonly environment: string;
  readonly projectSlug: string;
  readonly id: string;
  readonly expireAt: string;
}

/** The leases recorded, and the API's base URL they were taken at. */
export interface HeldLeases {
  readonly baseUrl: string;
  readonly leases: readonly HeldLease[];
}

const LEASE_FIELDS = ['name', 'path', 'environment', 'projectSlug', 'id', 'expireAt'] as const;

/** The recorded leases, or none when the text is empty or not what the main step writes. */
export function readHeldLeases(text: string): HeldLeases | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { baseUrl?: unknown; leases?: unknown };
    if (typeof value.baseUrl !== 'string' || !Array.isArray(value.leases)) return undefined;
    const leases = value.leases.filter(
      (lease): lease is HeldLease =>
        typeof lease === 'object' &&
        lease !== null &&
        LEASE_FIELDS.every(
          (field) => typeof (lease as Record<string, unknown>)[field] === 'string',
        ),
    );
    return leases.length > 0 ? { baseUrl: value.baseUrl, leases } : undefined;
  } catch {
    return undefined;
  }
}

/** What the main step left to revoke, as the post step reads it from the state. */
export interface LeftToken {
  /** The access token to revoke; none when the step did not obtain one (or revoked it). */
  readonly token?: string;
  /** Where the main step obtained it (and took the leases): where to revoke them. */
  readonly baseUrl: string;
  /** The main step tried to revoke it and failed (its request may have gone through). */
  readonly triedBefore: boolean;
  /** Leases of dynamic secrets to revoke first, with the token. */
  readonly leases: readonly HeldLease[];
}
