// Machine-identity auth configuration: read universal auth, attach OIDC auth.
import { randomUUID } from 'node:crypto';
import { badRequest, internal, notFound } from '../errors.ts';
import { requireOrgPermission } from '../permissions.ts';
import { ALL_AUTH_MODES, ok, principalOf } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { IdentityRecord, OidcAuthConfig, TrustedIp } from '../types.ts';
import { allowAllIps, isUuid } from '../util.ts';
import { validate } from '../validation.ts';

/** The identity named in the path, looked up like the server: non-UUID → 500, unknown → 404. */
function identityInOrg(ctx: RouteContext): IdentityRecord {
  const id = ctx.params.identityId ?? '';
  if (!isUuid(id)) throw internal('FindOne');
  const identity = ctx.state.identities.get(id);
  if (!identity || identity.orgId !== principalOf(ctx).orgId) {
    throw notFound(`Failed to find identity with ID ${id}`);
  }
  return identity;
}

function getUniversalAuth(ctx: RouteContext) {
  const identity = identityInOrg(ctx);
  const ua = identity.universalAuth;
  if (!ua) throw badRequest('The identity does not have universal auth');
  return ok({
    identityUniversalAuth: {
      id: ua.id,
      clientId: ua.clientId,
      accessTokenTTL: ua.accessTokenTTL,
      accessTokenMaxTTL: ua.accessTokenMaxTTL,
      accessTokenNumUsesLimit: ua.accessTokenNumUsesLimit,
      clientSecretTrustedIps: ua.clientSecretTrustedIps,
      accessTokenTrustedIps: ua.accessTokenTrustedIps,
      createdAt: ua.createdAt,
      updatedAt: ua.updatedAt,
      identityId: identity.id,
    },
  });
}

function attachOidc(ctx: RouteContext) {
  const body = validate<{
    oidcDiscoveryUrl: string;
    caCert: string;
    boundIssuer: string;
    boundAudiences: string;
    boundClaims: Record<string, string>;
    boundSubject: string;
    accessTokenTrustedIps: TrustedIp[];
    accessTokenTTL: number;
    accessTokenMaxTTL: number;
    accessTokenNumUsesLimit: number;
  }>(
    {
      oidcDiscoveryUrl: { kind: 'string', trim: true },
      caCert: { kind: 'string', trim: true, default: '' },
      boundIssuer: { kind: 'string', trim: true },
      boundAudiences: { kind: 'string', default: '' },
      boundClaims: { kind: 'record', optional: true },
      boundSubject: { kind: 'string', trim: true, default: '' },
      accessTokenTrustedIps: { kind: 'array', optional: true },
      accessTokenTTL: { kind: 'number', default: 2592000 },
      accessTokenMaxTTL: { kind: 'number', default: 2592000 },
      accessTokenNumUsesLimit: { kind: 'number', default: 0 },
    },
    ctx.body,
  );
  const identity = identityInOrg(ctx);
  requireOrgPermission(ctx.state, principalOf(ctx), identity.orgId, 'edit', 'identity', 'admin');
  if (identity.oidcAuth) {
    throw badRequest('Failed to add OIDC Auth to already configured identity');
  }
  if (body.accessTokenMaxTTL > 0 && body.accessTokenTTL > body.accessTokenMaxTTL) {
    throw badRequest('Access token TTL cannot be greater than max TTL');
  }
  const at = ctx.state.clock.iso();
  const config: OidcAuthConfig = {
    id: randomUUID(),
    oidcDiscoveryUrl: body.oidcDiscoveryUrl,
    boundIssuer: body.boundIssuer,
    boundAudiences: body.boundAudiences,
    boundClaims: body.boundClaims ?? {},
    boundSubject: body.boundSubject,
    caCert: body.caCert,
    accessTokenTTL: body.accessTokenTTL,
    accessTokenMaxTTL: body.accessTokenMaxTTL,
    accessTokenNumUsesLimit: body.accessTokenNumUsesLimit,
    accessTokenTrustedIps: body.accessTokenTrustedIps ?? allowAllIps(),
    createdAt: at,
    updatedAt: at,
  };
  identity.oidcAuth = config;
  return ok({
    identityOidcAuth: {
      id: config.id,
      accessTokenTTL: config.accessTokenTTL,
      accessTokenMaxTTL: config.accessTokenMaxTTL,
      accessTokenNumUsesLimit: config.accessTokenNumUsesLimit,
      accessTokenTrustedIps: config.accessTokenTrustedIps,
      identityId: identity.id,
      oidcDiscoveryUrl: config.oidcDiscoveryUrl,
      boundIssuer: config.boundIssuer,
      boundAudiences: config.boundAudiences,
      boundClaims: config.boundClaims,
      boundSubject: config.boundSubject,
      createdAt: config.createdAt,
      updatedAt: config.updatedAt,
      caCert: config.caCert,
    },
  });
}

export const identityRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/v1/auth/universal-auth/identities/:identityId',
    // The spec declares only Authorization for this operation.
    auth: ['identity', 'user-jwt'],
    rateLimit: 'read',
    handler: getUniversalAuth,
  },
  {
    method: 'POST',
    pattern: '/api/v1/auth/oidc-auth/identities/:identityId',
    auth: ALL_AUTH_MODES,
    rateLimit: 'write',
    handler: attachOidc,
  },
];
