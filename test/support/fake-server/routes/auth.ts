// Logins (universal auth, OIDC, JWT, Kubernetes), token renewal and revocation. All are
// unauthenticated, take JSON or form bodies, and count against the 200-per-minute write limit.
// External tokens (OIDC ID tokens, JWTs, service-account tokens) are decoded but never
// signature-checked: the fake checks their claims only.
import { forbidden, internal, notFound, unauthorized } from '../errors.ts';
import { issueIdentityToken, renewIdentityToken, revokeIdentityToken } from '../auth.ts';
import { decodeJwt } from '../jwt.ts';
import type { JwtClaims } from '../jwt.ts';
import { ok } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { IdentityRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { validate } from '../validation.ts';

const loginWithJwtSchema = {
  identityId: { kind: 'string' },
  jwt: { kind: 'string' },
} as const;

/**
 * Glob match like the server's `picomatch`-based policy check: `*` within a path segment,
 * `**` across segments. Array values (an `aud` list) match when any element does.
 */
export function matchesPolicy(value: unknown, pattern: string): boolean {
  if (Array.isArray(value)) return value.some((v) => matchesPolicy(v, pattern));
  if (typeof value !== 'string') return false;
  const source = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`).test(value);
}

/** `exp` / `nbf` checks with jsonwebtoken's texts, prefixed as the login services do. */
function checkTimeClaims(ctx: RouteContext, claims: JwtClaims): void {
  const now = Math.floor(ctx.state.clock.now() / 1000);
  if (typeof claims.nbf === 'number' && claims.nbf > now) {
    throw unauthorized('Access denied: jwt not active');
  }
  if (typeof claims.exp === 'number' && now >= claims.exp) {
    throw unauthorized('Access denied: jwt expired');
  }
}

/** Body `{identityId, jwt}` → the identity (500 for a non-UUID id, as its database lookup fails). */
function identityFor(ctx: RouteContext): { identity?: IdentityRecord; jwt: string } {
  const body = validate<{ identityId: string; jwt: string }>(loginWithJwtSchema, ctx.body);
  if (!isUuid(body.identityId)) throw internal('Find one');
  return { identity: ctx.state.identities.get(body.identityId), jwt: body.jwt };
}

function universalAuthLogin(ctx: RouteContext) {
  const body = validate<{ clientId: string; clientSecret: string }>(
    { clientId: { kind: 'string' }, clientSecret: { kind: 'string' } },
    ctx.body,
  );
  const identity = [...ctx.state.identities.values()].find(
    (i) => i.universalAuth?.clientId === body.clientId,
  );
  const ua = identity?.universalAuth;
  if (!identity || !ua) throw notFound('No identity with specified client ID was found');
  if (!ua.clientSecrets.includes(body.clientSecret)) throw unauthorized('Invalid credentials');
  return ok(issueIdentityToken(ctx.state, identity.id, 'universal-auth', ua));
}

function oidcLogin(ctx: RouteContext) {
  const { identity, jwt } = identityFor(ctx);
  const config = identity?.oidcAuth;
  // The captured server names the wrong method here; kept verbatim.
  if (!identity || !config) {
    throw notFound('GCP auth method not found for identity, did you configure GCP auth?');
  }
  const decoded = decodeJwt(jwt);
  if (!decoded) throw unauthorized('Invalid JWT');
  const claims = decoded.payload;
  checkTimeClaims(ctx, claims);
  if (config.boundIssuer && claims.iss !== config.boundIssuer) {
    throw unauthorized(`Access denied: jwt issuer invalid. expected: ${config.boundIssuer}`);
  }
  if (config.boundSubject && !matchesPolicy(claims.sub, config.boundSubject)) {
    throw forbidden('Access denied: OIDC subject not allowed.');
  }
  if (
    config.boundAudiences &&
    !config.boundAudiences.split(', ').some((aud) => matchesPolicy(claims.aud, aud))
  ) {
    throw unauthorized('Access denied: OIDC audience not allowed.');
  }
  for (const [claim, allowed] of Object.entries(config.boundClaims)) {
    if (!allowed.split(', ').some((entry) => matchesPolicy(claims[claim], entry))) {
      throw unauthorized('Access denied: OIDC claim not allowed.');
    }
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'oidc-auth', config));
}

function jwtLogin(ctx: RouteContext) {
  const { identity, jwt } = identityFor(ctx);
  const config = identity?.jwtAuth;
  if (!identity || !config) {
    throw notFound('JWT auth method not found for identity, did you configure JWT auth?');
  }
  const decoded = decodeJwt(jwt);
  if (!decoded) throw unauthorized('Invalid JWT');
  const claims = decoded.payload;
  checkTimeClaims(ctx, claims);
  if (config.boundIssuer && claims.iss !== config.boundIssuer) {
    throw forbidden('Access denied: issuer mismatch');
  }
  if (config.boundSubject) {
    if (!claims.sub) throw unauthorized('Access denied: token has no subject field');
    if (!matchesPolicy(claims.sub, config.boundSubject)) {
      throw forbidden('Access denied: subject not allowed');
    }
  }
  if (config.boundAudiences) {
    if (!claims.aud) throw unauthorized('Access denied: token has no audience field');
    if (!config.boundAudiences.split(', ').some((aud) => matchesPolicy(claims.aud, aud))) {
      throw unauthorized('Access denied: token audience not allowed');
    }
  }
  for (const [claim, allowed] of Object.entries(config.boundClaims)) {
    if (!claims[claim]) throw unauthorized(`Access denied: token has no ${claim} field`);
    if (!allowed.split(', ').some((entry) => matchesPolicy(claims[claim], entry))) {
      throw unauthorized(`Access denied: claim mismatch for field ${claim}`);
    }
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'jwt-auth', config));
}

function kubernetesLogin(ctx: RouteContext) {
  const { identity, jwt } = identityFor(ctx);
  const config = identity?.kubernetesAuth;
  if (!identity || !config) {
    throw notFound(
      'Kubernetes auth method not found for identity, did you configure Kubernetes auth?',
    );
  }
  // The real server asks the cluster's TokenReview API; the fake reads the token itself.
  const decoded = decodeJwt(jwt);
  if (!decoded) throw unauthorized('Access denied: Kubernetes TokenReview failed: invalid token');
  const claims = decoded.payload;
  const now = Math.floor(ctx.state.clock.now() / 1000);
  if (typeof claims.exp === 'number' && now >= claims.exp) {
    throw unauthorized('Access denied: Kubernetes TokenReview failed: token has expired');
  }
  const match = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(String(claims.sub ?? ''));
  if (!match) throw unauthorized('Access denied: not a Kubernetes service account token');
  const [, namespace, name] = match;
  const list = (value: string) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  const namespaces = list(config.allowedNamespaces);
  if (namespaces.length > 0 && !namespaces.includes(namespace ?? '')) {
    throw unauthorized('Access denied: K8s namespace not allowed.');
  }
  const names = list(config.allowedNames);
  if (names.length > 0 && !names.includes(name ?? '')) {
    throw unauthorized('Access denied: K8s name not allowed.');
  }
  if (config.allowedAudience && !matchesPolicy(claims.aud, config.allowedAudience)) {
    throw unauthorized('Access denied: K8s audience not allowed.');
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'kubernetes-auth', config));
}

function renew(ctx: RouteContext) {
  const body = validate<{ accessToken: string }>({ accessToken: { kind: 'string' } }, ctx.body);
  return ok(renewIdentityToken(ctx.state, body.accessToken));
}

function revoke(ctx: RouteContext) {
  const body = validate<{ accessToken: string }>({ accessToken: { kind: 'string' } }, ctx.body);
  revokeIdentityToken(ctx.state, body.accessToken);
  return ok({ message: 'Successfully revoked access token' });
}

const login = (pattern: string, handler: Route['handler']): Route => ({
  method: 'POST',
  pattern,
  auth: 'none',
  rateLimit: 'write',
  handler,
});

export const authRoutes: Route[] = [
  login('/api/v1/auth/universal-auth/login', universalAuthLogin),
  login('/api/v1/auth/oidc-auth/login', oidcLogin),
  login('/api/v1/auth/jwt-auth/login', jwtLogin),
  login('/api/v1/auth/kubernetes-auth/login', kubernetesLogin),
  login('/api/v1/auth/token/renew', renew),
  login('/api/v1/auth/token/revoke', revoke),
];
