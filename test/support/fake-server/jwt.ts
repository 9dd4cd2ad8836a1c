// Minimal JWT handling with node:crypto. The fake signs its own access tokens with HS256 and
// reports verification failures with the exact texts of the `jsonwebtoken` package, because the
// real server passes those texts through to clients ("invalid signature", "jwt malformed", ...).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AZURE_PRINCIPAL_ID,
  AZURE_RESOURCE,
  AZURE_TENANT_ID,
  GCP_PROJECT_ID,
  GCP_SERVICE_ACCOUNT,
  GCP_ZONE,
  JWT_AUTH_AUDIENCE,
  JWT_AUTH_ISSUER,
  JWT_AUTH_SUBJECT,
  OIDC_AUDIENCE,
  OIDC_ISSUER,
  OIDC_REPOSITORY,
  OIDC_SUBJECT,
  K8S_AUDIENCE,
  K8S_SUBJECT,
} from './constants.ts';

export type JwtClaims = Record<string, unknown>;

export interface DecodedJwt {
  header: JwtClaims;
  payload: JwtClaims;
  signature: string;
}

export type VerifyResult =
  | { ok: true; payload: JwtClaims }
  | {
      ok: false;
      /** Why verification failed; `expired` is kept apart because servers word it differently. */
      reason: 'missing' | 'malformed' | 'invalid' | 'signature' | 'expired' | 'not-active';
      /** The message `jsonwebtoken` would give. */
      message: string;
    };

// Same shape check as the `jws` package: three base64url parts, the last may be empty.
const JWS_SHAPE = /^[a-zA-Z0-9\-_]+?\.[a-zA-Z0-9\-_]+?\.([a-zA-Z0-9\-_]+)?$/;

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function parsePart(part: string): JwtClaims | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as JwtClaims)
      : null;
  } catch {
    return null;
  }
}

function hmac(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/**
 * Decodes a JWT without checking its signature, like `jwt.decode(token, { complete: true })`:
 * returns null for anything that is not JWT-shaped.
 */
export function decodeJwt(token: string): DecodedJwt | null {
  if (!JWS_SHAPE.test(token)) return null;
  const [headerPart = '', payloadPart = '', signature = ''] = token.split('.');
  const header = parsePart(headerPart);
  const payload = parsePart(payloadPart);
  if (!header || !payload) return null;
  return { header, payload, signature };
}

/** Signs `payload` with HS256. */
export function signHs256(payload: JwtClaims, secret: string): string {
  const signingInput = `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart(payload)}`;
  return `${signingInput}.${hmac(signingInput, secret)}`;
}

/**
 * Verifies an HS256 token the way `jsonwebtoken.verify` does, in the same order, so the
 * failure messages match the real server's.
 */
export function verifyHs256(token: string, secret: string, nowSeconds: number): VerifyResult {
  if (!token) return { ok: false, reason: 'missing', message: 'jwt must be provided' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed', message: 'jwt malformed' };
  const decoded = decodeJwt(token);
  if (!decoded) return { ok: false, reason: 'invalid', message: 'invalid token' };
  if (decoded.header.alg !== 'HS256') {
    return { ok: false, reason: 'invalid', message: 'invalid algorithm' };
  }
  if (!decoded.signature) {
    return { ok: false, reason: 'signature', message: 'jwt signature is required' };
  }
  const expected = Buffer.from(hmac(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(decoded.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature', message: 'invalid signature' };
  }
  const { nbf, exp } = decoded.payload;
  if (typeof nbf === 'number' && nbf > nowSeconds) {
    return { ok: false, reason: 'not-active', message: 'jwt not active' };
  }
  if (typeof exp === 'number' && nowSeconds >= exp) {
    return { ok: false, reason: 'expired', message: 'jwt expired' };
  }
  return { ok: true, payload: decoded.payload };
}

/**
 * Builds an unsigned-looking JWT (RS256 header, random signature). The fake never checks
 * signatures of external ID tokens, only their claims. A claim set to `undefined` is left out.
 */
export function makeUnsignedJwt(claims: JwtClaims, header: JwtClaims = {}): string {
  const payload = Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
  const head = { alg: 'RS256', typ: 'JWT', kid: 'fake-key-1', ...header };
  return `${encodePart(head)}.${encodePart(payload)}.${randomBytes(32).toString('base64url')}`;
}

/**
 * Builds an ID token like the GitHub Actions OIDC provider issues, with claims that satisfy
 * the seeded OIDC identity (issuer, audience, subject, `repository`), valid for 5 minutes.
 * Override any claim, or set it to `undefined` to drop it:
 * `makeOidcJwt({ aud: 'someone-else' })`, `makeOidcJwt({ exp: 1 })`.
 */
export function makeOidcJwt(claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeUnsignedJwt({
    iss: OIDC_ISSUER,
    aud: OIDC_AUDIENCE,
    sub: OIDC_SUBJECT,
    repository: OIDC_REPOSITORY,
    repository_owner: OIDC_REPOSITORY.split('/')[0],
    ref: 'refs/heads/main',
    jti: randomBytes(8).toString('hex'),
    iat: now,
    nbf: now - 5,
    exp: now + 300,
    ...claims,
  });
}

/**
 * Builds a JWT from the provider the seeded JWT identity trusts (a GitLab id_token, a CircleCI
 * OIDC token), valid for 5 minutes. Override claims as with {@link makeOidcJwt}.
 */
export function makeProviderJwt(claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeUnsignedJwt({
    iss: JWT_AUTH_ISSUER,
    aud: JWT_AUTH_AUDIENCE,
    sub: JWT_AUTH_SUBJECT,
    iat: now,
    exp: now + 300,
    ...claims,
  });
}

/**
 * Builds a Kubernetes service-account token accepted by the seeded Kubernetes identity.
 * Override claims as with {@link makeOidcJwt}.
 */
export function makeKubernetesJwt(claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeUnsignedJwt({
    iss: 'https://kubernetes.default.svc.cluster.local',
    aud: [K8S_AUDIENCE],
    sub: K8S_SUBJECT,
    iat: now,
    exp: now + 300,
    ...claims,
  });
}

/**
 * Builds a managed identity token like Azure's instance metadata service issues (Microsoft
 * Entra ID v1 access token claims), accepted by the seeded Azure identity, valid for an hour.
 * Override claims as with {@link makeOidcJwt}.
 */
export function makeAzureJwt(claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const tenant = typeof claims.tid === 'string' ? claims.tid : AZURE_TENANT_ID;
  return makeUnsignedJwt({
    aud: AZURE_RESOURCE,
    iss: `https://sts.windows.net/${tenant}/`,
    iat: now,
    nbf: now - 5,
    exp: now + 3600,
    idtyp: 'app',
    oid: AZURE_PRINCIPAL_ID,
    sub: AZURE_PRINCIPAL_ID,
    tid: tenant,
    ...claims,
  });
}

/**
 * Builds an ID token like the GCP metadata server issues for a VM's service account with
 * `format=full` (the `google.compute_engine` claims), for the seeded GCP identity, valid for an
 * hour. Override claims as with {@link makeOidcJwt}.
 */
export function makeGcpIdJwt(audience: string, claims: JwtClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeUnsignedJwt({
    aud: audience,
    azp: '104857600000000000001',
    email: GCP_SERVICE_ACCOUNT,
    email_verified: true,
    exp: now + 3600,
    google: {
      compute_engine: {
        instance_creation_timestamp: now - 86_400,
        instance_id: '7000000000000000001',
        instance_name: 'gha-runner-1',
        project_id: GCP_PROJECT_ID,
        project_number: 100000000001,
        zone: GCP_ZONE,
      },
    },
    iat: now,
    iss: 'https://accounts.google.com',
    sub: '104857600000000000001',
    ...claims,
  });
}

/** Replaces the signature of a token, like the captures' "bad signature" requests. */
export function withBadSignature(token: string): string {
  const [header = '', payload = ''] = token.split('.');
  return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
}
