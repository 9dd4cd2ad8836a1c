/**
 * Dynamic secrets' leases: each lease is a credential a provider made (a database user) that
 * works until it is revoked or expires. One generation: `/api/v1/dynamic-secrets/leases[/:id]`
 * and `/api/v1/dynamic-secrets/:name/leases` (backend/src/ee/routes/v1/dynamic-secret-lease-router.ts),
 * the location by project slug, in the body or the query.
 */
import { many, object, one, withId, withStrings, type Fields } from '../answers.js';
import { endpoint, seg } from '../endpoint.js';
import { ref, words } from '../../errors/words.js';

/** Where a dynamic secret lives: its project (by slug: the routes take slugs), environment and folder. */
export interface LeaseLocation {
  readonly projectSlug: string;
  readonly environment: string;
  readonly path: string;
}

export interface Lease {
  id: string;
  expireAt: string;
  /** Null while it works; "Failed to delete" once a revoke failed at the provider. */
  status?: string | null;
  /** The provider's error when it failed. */
  statusDetails?: string | null;
  externalEntityId?: string;
  createdAt?: string;
}

/** A new lease: the lease, and the credentials it carries (`data`, each field a string). */
export interface LeaseCreated {
  lease: Lease;
  data: Record<string, string>;
}

export interface LeaseCreateRequest extends LeaseLocation {
  readonly name: string;
  /** `10m`, `1h`; the dynamic secret's default when absent. */
  readonly ttl?: string;
}

export interface LeaseByIdRequest extends LeaseLocation {
  readonly id: string;
}

export interface LeaseRenewRequest extends LeaseByIdRequest {
  readonly ttl?: string;
}

const lease = withStrings('id', 'expireAt');

/** `{lease, data}`: the lease and its credentials, every field text. */
function leaseCreated(body: unknown): LeaseCreated {
  const created = one<Lease>('lease', lease)(body);
  const data = object(object(body, '').data, 'data');
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') data[key] = JSON.stringify(value);
  }
  return { lease: created, data: data as Fields as Record<string, string> };
}

/** The location as the routes take it. */
const where = (at: LeaseLocation) => ({
  projectSlug: at.projectSlug,
  environmentSlug: at.environment,
  path: at.path,
});

const project = (at: LeaseLocation) => ({ slug: at.projectSlug });

/** The server's licence does not include dynamic secrets. */
const LICENCE = {
  status: [400, 403],
  text: /plan restriction|upgrade plan/i,
  hint: 'This server’s licence does not include dynamic secrets (Infisical Cloud and licensed self-hosted servers have them): ask its administrator, or lease from a server that has them.',
} as const;

/** A ttl the server refuses: a 401 that is not about the credentials. */
const TTL = {
  before: 'access',
  status: [400, 401],
  text: /ttl/i,
  hint: words`The lease's time to live is not one this dynamic secret allows (at least a minute, at most its maximum TTL; this server also caps it at a day): change ${ref('lease-ttl')}, or leave it out for the dynamic secret's default. This is not a problem with the credentials.`,
} as const;

const UNKNOWN = {
  status: [404],
  text: /^dynamic secret with name/i,
  hint: words`Check the dynamic secret's name, its folder and ${ref('env-slug')}: the server has no dynamic secret of that name there.`,
} as const;

const GONE = {
  status: [404],
  text: /lease with id/i,
  hint: 'No lease with this id is there: it was revoked, it expired, or it belongs to another dynamic secret, environment or folder.',
} as const;

export const dynamicSecrets = {
  /** Leases a credential (not repeated after a lost answer: that would make a second user). */
  create: endpoint({
    kind: 'dynamic-secrets:lease-create',
    label: 'lease dynamic secret',
    safeToRepeat: false,
    operation: (input: LeaseCreateRequest) => `lease dynamic secret \`${input.name}\``,
    project,
    generations: [
      {
        route: (input) => ({
          method: 'POST',
          path: '/api/v1/dynamic-secrets/leases',
          body: {
            dynamicSecretName: input.name,
            ...where(input),
            ...(input.ttl ? { ttl: input.ttl } : {}),
          },
        }),
        answer: leaseCreated,
      },
    ],
    hints: [LICENCE, TTL, UNKNOWN],
  }),
  /** One lease (404 once it is gone: how a revoke is settled). */
  get: endpoint({
    kind: 'dynamic-secrets:lease-get',
    label: 'read lease',
    safeToRepeat: true,
    project,
    generations: [
      {
        route: (input: LeaseByIdRequest) => ({
          method: 'GET',
          path: `/api/v1/dynamic-secrets/leases/${seg(input.id)}`,
          query: where(input),
        }),
        answer: one<Lease>('lease', lease),
      },
    ],
    hints: [GONE],
  }),
  /** Extends a lease: `ttl` counts from now. */
  renew: endpoint({
    kind: 'dynamic-secrets:lease-renew',
    label: 'renew lease',
    safeToRepeat: true,
    project,
    generations: [
      {
        route: (input: LeaseRenewRequest) => ({
          method: 'POST',
          path: `/api/v1/dynamic-secrets/leases/${seg(input.id)}/renew`,
          body: { ...where(input), ...(input.ttl ? { ttl: input.ttl } : {}) },
        }),
        answer: one<Lease>('lease', lease),
      },
    ],
    hints: [LICENCE, TTL, GONE],
  }),
  /**
   * Revokes a lease. A 200 is no proof: when the provider fails, the lease is kept with its
   * status (see `core/leases.ts`, which looks). Repeating it is harmless: a lease already gone is
   * a 404.
   */
  revoke: endpoint({
    kind: 'dynamic-secrets:lease-revoke',
    label: 'revoke lease',
    safeToRepeat: true,
    project,
    generations: [
      {
        route: (input: LeaseByIdRequest) => ({
          method: 'DELETE',
          path: `/api/v1/dynamic-secrets/leases/${seg(input.id)}`,
          body: where(input),
        }),
        answer: one<Lease>('lease', withId),
      },
    ],
    hints: [GONE],
  }),
  /** The leases of one dynamic secret. */
  list: endpoint({
    kind: 'dynamic-secrets:lease-list',
    label: 'list leases',
    safeToRepeat: true,
    operation: (input: LeaseCreateRequest) => `list leases of \`${input.name}\``,
    project,
    generations: [
      {
        route: (input) => ({
          method: 'GET',
          path: `/api/v1/dynamic-secrets/${seg(input.name)}/leases`,
          query: where(input),
        }),
        answer: many<Lease>('leases', lease),
      },
    ],
    hints: [LICENCE, UNKNOWN],
  }),
};
