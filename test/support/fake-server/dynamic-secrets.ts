// Dynamic secrets and their leases, as the real server keeps them (captures `r6-dynamic-*`, taken
// from a 2024-10 server with the feature switched on): a dynamic secret lives in a folder and
// hands out leases; each lease is a user of its provider (a database user here) that works until
// the lease is revoked or expires. The provider is played too, so tests can ask whether a lease's
// credentials still work after a job, and make the provider fail a create or a revoke.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from './state.ts';

export interface DynamicSecretRecord {
  id: string;
  name: string;
  folderId: string;
  type: string;
  defaultTTL: string;
  maxTTL: string | null;
  /** The fields each lease's `data` holds (default: a database user, `DB_USERNAME`, `DB_PASSWORD`). */
  fields: readonly string[];
  /** The provider fails every create with this message. */
  createError?: string;
  /** The provider fails every revoke with this message (the lease is kept, "Failed to delete"). */
  revokeError?: string;
  createdAt: string;
  updatedAt: string;
}

export interface LeaseRecord {
  id: string;
  version: number;
  externalEntityId: string;
  expireAt: string;
  status: string | null;
  statusDetails: string | null;
  dynamicSecretId: string;
  createdAt: string;
  updatedAt: string;
}

/** A provider's user: what a lease's credentials log in as. */
interface ProviderUser {
  data: Record<string, string>;
  validUntil: number;
}

/** `ms`-style durations as the server reads them (`90s`, `10m`, `1h`, `30d`, a bare number of ms). */
export function durationMs(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w|y)?$/i.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 'ms').toLowerCase();
  const scale: Record<string, number> = {
    ms: 1,
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
    w: 604_800_000,
    y: 31_557_600_000,
  };
  return Number(match[1]) * (scale[unit] ?? 1);
}

/** Thrown by the store when the provider fails; the route turns it into the server's answer. */
export class ProviderError extends Error {}

export class DynamicSecretStore {
  readonly secrets = new Map<string, DynamicSecretRecord>();
  readonly leases = new Map<string, LeaseRecord>();
  /** The licence's switch: off, every lease create and renew is refused for the plan. */
  enabled = true;
  /** Username → the provider's user, while it exists. */
  readonly #users = new Map<string, ProviderUser>();
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  clear(): void {
    this.secrets.clear();
    this.leases.clear();
    this.#users.clear();
    this.enabled = true;
  }

  add(input: {
    name: string;
    folderId: string;
    defaultTTL?: string;
    maxTTL?: string | null;
    fields?: readonly string[];
    createError?: string;
    revokeError?: string;
  }): DynamicSecretRecord {
    const now = this.#clock.iso();
    const record: DynamicSecretRecord = {
      id: randomUUID(),
      name: input.name,
      folderId: input.folderId,
      type: 'sql-database',
      defaultTTL: input.defaultTTL ?? '1h',
      maxTTL: input.maxTTL === undefined ? '4h' : input.maxTTL,
      fields: input.fields ?? ['DB_USERNAME', 'DB_PASSWORD'],
      createError: input.createError,
      revokeError: input.revokeError,
      createdAt: now,
      updatedAt: now,
    };
    this.secrets.set(record.id, record);
    return record;
  }

  find(folderId: string, name: string): DynamicSecretRecord | undefined {
    return [...this.secrets.values()].find((s) => s.folderId === folderId && s.name === name);
  }

  /** A lease that has not expired (expired ones are revoked by the server's queue). */
  lease(id: string): LeaseRecord | undefined {
    this.#expire();
    return this.leases.get(id);
  }

  leasesOf(dynamicSecretId: string): LeaseRecord[] {
    this.#expire();
    return [...this.leases.values()].filter((l) => l.dynamicSecretId === dynamicSecretId);
  }

  /** Creates a provider user and its lease, expiring at `expireAt` (ms). */
  create(secret: DynamicSecretRecord, expireAt: number): { lease: LeaseRecord; data: object } {
    if (secret.createError !== undefined) throw new ProviderError(secret.createError);
    const username = randomBytes(24).toString('base64url').slice(0, 32);
    const data: Record<string, string> = {};
    for (const field of secret.fields) {
      data[field] = field === 'DB_USERNAME' ? username : randomBytes(36).toString('base64url');
    }
    this.#users.set(username, { data, validUntil: expireAt });
    const now = this.#clock.iso();
    const lease: LeaseRecord = {
      id: randomUUID(),
      version: 1,
      externalEntityId: username,
      expireAt: new Date(expireAt).toISOString(),
      status: null,
      statusDetails: null,
      dynamicSecretId: secret.id,
      createdAt: now,
      updatedAt: now,
    };
    this.leases.set(lease.id, lease);
    return { lease, data };
  }

  renew(lease: LeaseRecord, expireAt: number): LeaseRecord {
    const user = this.#users.get(lease.externalEntityId);
    if (user) user.validUntil = expireAt;
    lease.expireAt = new Date(expireAt).toISOString();
    lease.updatedAt = this.#clock.iso();
    return lease;
  }

  /**
   * Revokes a lease as the server does: the provider drops the user and the row is deleted; when
   * the provider fails (and the revoke is not forced) the row is kept, marked "Failed to delete".
   * Returns the row either way.
   */
  revoke(lease: LeaseRecord, forced: boolean): LeaseRecord {
    const secret = this.secrets.get(lease.dynamicSecretId);
    if (secret?.revokeError !== undefined && !forced) {
      lease.status = 'Failed to delete';
      lease.statusDetails = secret.revokeError.slice(0, 255);
      lease.updatedAt = this.#clock.iso();
      return lease;
    }
    if (secret?.revokeError === undefined) this.#users.delete(lease.externalEntityId);
    this.leases.delete(lease.id);
    return lease;
  }

  /**
   * Whether these credentials still log in to the provider (a lease's `data`, as a job got it):
   * the user exists, the password is its own, and it has not passed its expiry.
   */
  credentialsWork(data: Record<string, string>): boolean {
    const username = data.DB_USERNAME;
    const user = username === undefined ? undefined : this.#users.get(username);
    if (!user || user.validUntil <= this.#clock.now()) return false;
    return Object.entries(user.data).every(([key, value]) => data[key] === value);
  }

  /** The leases alive now, of every dynamic secret. */
  active(): LeaseRecord[] {
    this.#expire();
    return [...this.leases.values()];
  }

  #expire(): void {
    const now = this.#clock.now();
    for (const lease of this.leases.values()) {
      if (Date.parse(lease.expireAt) <= now) {
        this.#users.delete(lease.externalEntityId);
        this.leases.delete(lease.id);
      }
    }
  }
}
