// Leases of dynamic secrets (`/api/v1/dynamic-secrets/…`), in the captured server's order of
// checks: the body or query, the project by slug (in the caller's organization), the permission
// on secrets at that location, the licence, the folder, the dynamic secret or the lease, the TTL
// against the dynamic secret's maximum, then the provider. The current server
// (`backend/src/ee/routes/v1/dynamic-secret-lease-router.ts`) keeps these routes and answers.
import { ProviderError, durationMs, type DynamicSecretRecord } from '../dynamic-secrets.ts';
import type { LeaseRecord } from '../dynamic-secrets.ts';
import { badRequest, notFound } from '../errors.ts';
import { requireProjectPermission, type Action } from '../permissions.ts';
import { ok, principalOf } from '../router.ts';
import type { AuthMode, Route, RouteContext } from '../router.ts';
import { secretPathField, validate, type Field } from '../validation.ts';

const AUTH: readonly AuthMode[] = ['identity', 'user-jwt'];

/** The captured server's bounds of a lease's `ttl` (a 401 ValidationFailure outside them). */
const ttlField: Field = {
  kind: 'string',
  optional: true,
  refine: (value) => {
    const ms = durationMs(value);
    if (ms === undefined || ms < 60_000) return 'TTL must be a greater than 1min';
    if (ms > 86_400_000) return 'TTL must be less than a day';
    return null;
  },
};

const location = {
  projectSlug: { kind: 'string' },
  path: secretPathField,
  environmentSlug: { kind: 'string' },
} satisfies Record<string, Field>;

interface Location {
  projectSlug: string;
  path: string;
  environmentSlug: string;
}

/** The folder of a location the caller may act on, or the server's error. */
function folderAt(ctx: RouteContext, where: Location, action: Action) {
  const principal = principalOf(ctx);
  const project = ctx.state.projectBySlug(where.projectSlug, principal.orgId);
  if (!project) throw notFound(`Project with slug '${where.projectSlug}' not found`);
  requireProjectPermission(ctx.state, principal, project.id, action, 'secrets');
  return { project, folderOf: () => folderIn(ctx, project.id, where) };
}

function folderIn(ctx: RouteContext, projectId: string, where: Location) {
  const env = ctx.state.environment(projectId, where.environmentSlug);
  const folder = env && ctx.state.folder(env.id, where.path);
  if (!folder) {
    throw notFound(
      `Folder with path '${where.path}' in environment with slug '${where.environmentSlug}' not found`,
    );
  }
  return folder;
}

function requireLicence(ctx: RouteContext, what: 'create' | 'renew'): void {
  if (!ctx.state.dynamicSecrets.enabled) {
    throw badRequest(
      `Failed to ${what} lease due to plan restriction. Upgrade plan to create dynamic secret.`,
    );
  }
}

function leaseOf(ctx: RouteContext): LeaseRecord {
  const id = ctx.params.leaseId ?? '';
  const lease = ctx.state.dynamicSecrets.lease(id);
  if (!lease) throw notFound(`Dynamic secret lease with ID '${id}' not found`);
  return lease;
}

/** A dynamic secret as answers show it (no provider inputs). */
function sanitized(secret: DynamicSecretRecord) {
  return {
    id: secret.id,
    name: secret.name,
    version: 1,
    type: secret.type,
    defaultTTL: secret.defaultTTL,
    maxTTL: secret.maxTTL,
    folderId: secret.folderId,
    status: null,
    statusDetails: null,
    createdAt: secret.createdAt,
    updatedAt: secret.updatedAt,
  };
}

function createLease(ctx: RouteContext) {
  const body = validate<Location & { dynamicSecretName: string; ttl?: string }>(
    {
      dynamicSecretName: { kind: 'string', lowercase: true },
      projectSlug: location.projectSlug,
      ttl: ttlField,
      path: secretPathField,
      environmentSlug: location.environmentSlug,
    },
    ctx.body,
  );
  const { folderOf } = folderAt(ctx, body, 'read');
  requireLicence(ctx, 'create');
  const folder = folderOf();
  const store = ctx.state.dynamicSecrets;
  const secret = store.find(folder.id, body.dynamicSecretName);
  if (!secret) {
    throw notFound(
      `Dynamic secret with name '${body.dynamicSecretName}' in folder with path '${body.path}' not found`,
    );
  }
  const now = ctx.state.clock.now();
  const expireAt = now + (durationMs(body.ttl ?? secret.defaultTTL) ?? 0);
  if (secret.maxTTL !== null && expireAt > now + (durationMs(secret.maxTTL) ?? 0)) {
    throw badRequest('TTL cannot be larger than max TTL');
  }
  try {
    const { lease, data } = store.create(secret, expireAt);
    return ok({ lease, dynamicSecret: sanitized(secret), data });
  } catch (error) {
    // The current server's answer (the captured one says only 500 "Something went wrong").
    if (error instanceof ProviderError) {
      throw badRequest(`Failed to create lease from provider: ${error.message}`);
    }
    throw error;
  }
}

function revokeLease(ctx: RouteContext) {
  const body = validate<Location & { isForced: boolean }>(
    { ...location, isForced: { kind: 'any', optional: true } },
    ctx.body,
  );
  folderAt(ctx, body, 'delete').folderOf();
  const lease = leaseOf(ctx);
  return ok({ lease: { ...ctx.state.dynamicSecrets.revoke(lease, body.isForced === true) } });
}

function renewLease(ctx: RouteContext) {
  const body = validate<Location & { ttl?: string }>({ ttl: ttlField, ...location }, ctx.body);
  const { folderOf } = folderAt(ctx, body, 'edit');
  requireLicence(ctx, 'renew');
  folderOf();
  const lease = leaseOf(ctx);
  const store = ctx.state.dynamicSecrets;
  const secret = store.secrets.get(lease.dynamicSecretId)!;
  // The captured server adds the ttl to the lease's current expiry, and bounds it by its creation.
  const expireAt = Date.parse(lease.expireAt) + (durationMs(body.ttl ?? secret.defaultTTL) ?? 0);
  if (
    secret.maxTTL !== null &&
    expireAt > Date.parse(lease.createdAt) + (durationMs(secret.maxTTL) ?? 0)
  ) {
    throw badRequest('TTL cannot be larger than max ttl');
  }
  return ok({ lease: { ...store.renew(lease, expireAt) } });
}

function getLease(ctx: RouteContext) {
  const query = validate<Location>(location, ctx.query);
  folderAt(ctx, query, 'read').folderOf();
  const lease = leaseOf(ctx);
  const secret = ctx.state.dynamicSecrets.secrets.get(lease.dynamicSecretId)!;
  return ok({ lease: { ...lease, dynamicSecret: sanitized(secret) } });
}

function listLeases(ctx: RouteContext) {
  const query = validate<Location>(location, ctx.query);
  const folder = folderAt(ctx, query, 'read').folderOf();
  const name = ctx.params.name ?? '';
  const secret = ctx.state.dynamicSecrets.find(folder.id, name);
  if (!secret) {
    throw notFound(
      `Dynamic secret with name '${name}' in folder with path '${query.path}' not found`,
    );
  }
  return ok({ leases: ctx.state.dynamicSecrets.leasesOf(secret.id) });
}

const BASE = '/api/v1/dynamic-secrets';

export const dynamicSecretRoutes: Route[] = [
  {
    method: 'POST',
    pattern: `${BASE}/leases`,
    auth: AUTH,
    rateLimit: 'write',
    handler: createLease,
  },
  {
    method: 'GET',
    pattern: `${BASE}/leases/:leaseId`,
    auth: AUTH,
    rateLimit: 'read',
    handler: getLease,
  },
  {
    method: 'DELETE',
    pattern: `${BASE}/leases/:leaseId`,
    auth: AUTH,
    rateLimit: 'write',
    handler: revokeLease,
  },
  {
    method: 'POST',
    pattern: `${BASE}/leases/:leaseId/renew`,
    auth: AUTH,
    rateLimit: 'write',
    handler: renewLease,
  },
  {
    method: 'GET',
    pattern: `${BASE}/:name/leases`,
    auth: AUTH,
    rateLimit: 'read',
    handler: listLeases,
  },
];
