// Logins of cloud VMs: Azure auth (`POST /api/v1/auth/azure-auth/login`, a managed identity
// token) and GCP auth (`POST /api/v1/auth/gcp-auth/login`, a VM's ID token), both `{identityId,
// jwt}`, unauthenticated, write rate limit. The real server verifies the tokens with Microsoft's
// and Google's public keys; the fake reads the claims only, in the real server's order and with
// its words (Infisical/infisical, backend/src/services/identity-azure-auth/ and
// identity-gcp-auth/, their -service.ts and -fns.ts, and server/plugins/error-handler.ts):
// - Azure: no Azure auth → 404; an undecodable token → 500; an unknown signing key → 401
//   "Invalid signing key"; then `jsonwebtoken`'s checks as 403 TokenError (not active, expired
//   (reworded by the error handler), "jwt audience invalid. expected: …", "jwt issuer invalid.
//   expected: …"); then 401 "Tenant ID mismatch" and "Service principal '…' not allowed".
// - GCP (type `gce`): google-auth-library's checks throw plain errors, which the server answers
//   with 500 "Something went wrong" (wrong audience, expired, not from Google); a token without
//   `email` (no `format=full`) → 401; then the allowed service accounts, projects and zones.
//   Type `iam`: a `sub` that is no service account e-mail → 401 "Invalid service account
//   identifier", another audience → 401 "Invalid audience in GCP IAM Token".
// The 404s and the 500 for a non-UUID id are also in the captures (azure-login-*, gcp-login-*).
import { issueIdentityToken } from '../auth.ts';
import { EXPIRED_TOKEN_MESSAGE, internal, notFound, tokenError, unauthorized } from '../errors.ts';
import { decodeJwt, type JwtClaims } from '../jwt.ts';
import { ok } from '../router.ts';
import type { Route, RouteContext } from '../router.ts';
import type { IdentityRecord } from '../types.ts';
import { isUuid } from '../util.ts';
import { validate } from '../validation.ts';

/** The key id the fake clouds sign with (makeUnsignedJwt's), standing for the tenant's keys. */
const KNOWN_KEY_IDS = new Set(['fake-key-1']);

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function loginBody(ctx: RouteContext): { identity?: IdentityRecord; jwt: string } {
  const body = validate<{ identityId: string; jwt: string }>(
    { identityId: { kind: 'string' }, jwt: { kind: 'string' } },
    ctx.body,
  );
  if (!isUuid(body.identityId)) throw internal('Find one');
  return { identity: ctx.state.identities.get(body.identityId), jwt: body.jwt };
}

const nowSeconds = (ctx: RouteContext): number => Math.floor(ctx.state.clock.now() / 1000);

function azureAuthLogin(ctx: RouteContext) {
  const { identity, jwt } = loginBody(ctx);
  const config = identity?.azureAuth;
  if (!identity || !config) {
    throw notFound('Azure auth method not found for identity, did you configure Azure Auth?');
  }
  const decoded = decodeJwt(jwt);
  // The server reads `decoded.header` of a null decode: a TypeError, answered as a plain 500.
  if (!decoded) throw internal();
  if (!KNOWN_KEY_IDS.has(String(decoded.header.kid))) throw unauthorized('Invalid signing key');
  const claims = decoded.payload;
  const aud = typeof claims.aud === 'string' ? claims.aud : '';
  let resource = config.resource;
  if (!aud.endsWith('/') && resource.endsWith('/')) resource = resource.slice(0, -1);
  const now = nowSeconds(ctx);
  if (typeof claims.nbf === 'number' && claims.nbf > now) throw tokenError('jwt not active');
  if (typeof claims.exp === 'number' && now >= claims.exp) throw tokenError(EXPIRED_TOKEN_MESSAGE);
  if (aud !== resource) throw tokenError(`jwt audience invalid. expected: ${resource}`);
  const issuer = `https://sts.windows.net/${config.tenantId}/`;
  if (claims.iss !== issuer) throw tokenError(`jwt issuer invalid. expected: ${issuer}`);
  if (claims.tid !== config.tenantId) throw unauthorized('Tenant ID mismatch');
  const allowed = list(config.allowedServicePrincipalIds);
  if (allowed.length > 0 && !allowed.includes(String(claims.oid))) {
    throw unauthorized(`Service principal '${String(claims.oid)}' not allowed`);
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'azure-auth', config));
}

/** google-auth-library's checks of an ID token; each failure is a plain Error (a 500). */
function checkGoogleIdToken(ctx: RouteContext, claims: JwtClaims, audience: string): void {
  const now = nowSeconds(ctx);
  const valid =
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    now < claims.exp &&
    claims.iss === 'https://accounts.google.com' &&
    claims.aud === audience;
  if (!valid) throw internal();
}

function gcpAuthLogin(ctx: RouteContext) {
  const { identity, jwt } = loginBody(ctx);
  const config = identity?.gcpAuth;
  if (!identity || !config) {
    throw notFound('GCP auth method not found for identity, did you configure GCP auth?');
  }
  const decoded = decodeJwt(jwt);
  // Undecodable: a TypeError (iam) or a library error (gce), a plain 500 either way.
  if (!decoded) throw internal();
  if (config.type === 'iam') {
    const sub = decoded.payload.sub;
    if (
      typeof sub !== 'string' ||
      !/^[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com$/.test(sub)
    ) {
      throw unauthorized('Invalid service account identifier');
    }
    if (decoded.payload.aud !== identity.id) {
      throw unauthorized('Invalid audience in GCP IAM Token');
    }
    return ok(issueIdentityToken(ctx.state, identity.id, 'gcp-auth', config));
  }
  if (!KNOWN_KEY_IDS.has(String(decoded.header.kid))) throw internal();
  const claims = decoded.payload;
  checkGoogleIdToken(ctx, claims, identity.id);
  if (typeof claims.email !== 'string' || !claims.email) {
    throw unauthorized('You are not allowed to access this resource');
  }
  const engine = (claims.google as { compute_engine?: Record<string, unknown> } | undefined)
    ?.compute_engine;
  const accounts = list(config.allowedServiceAccounts);
  if (accounts.length > 0 && !accounts.includes(claims.email)) {
    throw unauthorized('Access denied: GCP service account not allowed.');
  }
  const projects = list(config.allowedProjects);
  if (projects.length > 0 && engine && !projects.includes(String(engine.project_id))) {
    throw unauthorized('Access denied: GCP project not allowed.');
  }
  const zones = list(config.allowedZones);
  if (zones.length > 0 && engine && !zones.includes(String(engine.zone))) {
    throw unauthorized('Access denied: GCP zone not allowed.');
  }
  return ok(issueIdentityToken(ctx.state, identity.id, 'gcp-auth', config));
}

const login = (pattern: string, handler: Route['handler']): Route => ({
  method: 'POST',
  pattern,
  auth: 'none',
  rateLimit: 'write',
  handler,
});

export const cloudAuthRoutes: Route[] = [
  login('/api/v1/auth/azure-auth/login', azureAuthLogin),
  login('/api/v1/auth/gcp-auth/login', gcpAuthLogin),
];
