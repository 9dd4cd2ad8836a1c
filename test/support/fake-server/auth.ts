// Credentials: who is calling, and issuing/validating the fake's access tokens. Mirrors the
// real server's order: `X-API-Key` first, then `Authorization` (whatever follows the first seven
// characters is the token), JWT verification errors as 403 TokenError, then the token record.
import { randomUUID } from 'node:crypto';
import { FAKE_AUTH_SECRET } from './constants.ts';
import {
  apiError,
  badRequest,
  EXPIRED_TOKEN_MESSAGE,
  forbiddenWithReason,
  MALFORMED_TOKEN_MESSAGE,
  tokenError,
  tokenMissing,
  unauthorized,
} from './errors.ts';
import { signHs256, verifyHs256 } from './jwt.ts';
import type { JwtClaims } from './jwt.ts';
import type { AuthMode, Route } from './router.ts';
import type { FakeState } from './state.ts';
import type { AccessTokenRecord, AuthMethod, Principal, TokenPolicy } from './types.ts';

/** Said for revoked or unknown identity tokens: the real server's words (2024-10 and today). */
export const REVOKED_TOKEN_MESSAGE = 'No identity access token found';

export interface LoginResponse {
  accessToken: string;
  expiresIn: number;
  accessTokenMaxTTL: number;
  tokenType: 'Bearer';
}

function header(headers: Record<string, string>, name: string): string | undefined {
  const value = headers[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Verifies one of the fake's own tokens; failures are 403 TokenError like the real server's. */
export function verifyFakeToken(state: FakeState, token: string): JwtClaims {
  const result = verifyHs256(token, FAKE_AUTH_SECRET, Math.floor(state.clock.now() / 1000));
  if (result.ok) return result.payload;
  if (result.reason === 'malformed') throw tokenError(MALFORMED_TOKEN_MESSAGE);
  if (result.reason === 'expired') throw tokenError(EXPIRED_TOKEN_MESSAGE);
  throw tokenError(result.message);
}

/**
 * Enforces the token record's limits, in the real server's order: number of uses (400), then
 * TTL since creation or last renewal (401). An exhausted token is deleted, as the server does.
 */
function checkTokenLimits(state: FakeState, record: AccessTokenRecord): void {
  if (
    record.accessTokenNumUsesLimit > 0 &&
    record.numUses > 0 &&
    record.numUses >= record.accessTokenNumUsesLimit
  ) {
    state.accessTokens.delete(record.id);
    throw badRequest('Unable to renew because access token number of uses limit reached');
  }
  if (record.accessTokenTTL > 0) {
    const since = record.lastRenewedAtMs ?? record.createdAtMs;
    if (state.clock.now() > since + record.accessTokenTTL * 1000) {
      state.accessTokens.delete(record.id);
      throw unauthorized('Failed to renew MI access token due to TTL expiration');
    }
  }
}

/** Looks up the live record behind an identity token payload. */
export function liveTokenRecord(state: FakeState, payload: JwtClaims): AccessTokenRecord {
  const id = typeof payload.identityAccessTokenId === 'string' ? payload.identityAccessTokenId : '';
  const record = state.accessTokens.get(id);
  if (!record || record.revoked) throw unauthorized(REVOKED_TOKEN_MESSAGE);
  return record;
}

/**
 * Resolves the caller from the request headers. Returns null when no credential was sent
 * (the route then answers "Token missing" if it needs one).
 */
export function authenticate(state: FakeState, headers: Record<string, string>): Principal | null {
  const apiKey = header(headers, 'x-api-key');
  if (apiKey !== undefined) {
    const userId = state.apiKeys.get(apiKey);
    if (!userId) throw unauthorized('Invalid API key');
    const membership = [...state.orgMemberships.values()].find((m) => m.userId === userId);
    return { kind: 'user', userId, orgId: membership?.orgId ?? '', via: 'api-key' };
  }
  const authorization = header(headers, 'authorization');
  if (authorization === undefined) return null;
  // The real server takes everything after "Bearer " without checking the scheme.
  const payload = verifyFakeToken(state, authorization.slice(7));
  switch (payload.authTokenType) {
    case 'identityAccessToken': {
      const record = liveTokenRecord(state, payload);
      const identity = state.identities.get(record.identityId);
      if (!identity) throw unauthorized('Identity does not belong to any organization');
      checkTokenLimits(state, record);
      record.numUses += 1;
      return {
        kind: 'identity',
        identityId: identity.id,
        orgId: identity.orgId,
        tokenId: record.id,
      };
    }
    case 'accessToken': {
      const userId = typeof payload.userId === 'string' ? payload.userId : '';
      if (!state.users.has(userId)) throw unauthorized('User not found');
      const orgId = typeof payload.organizationId === 'string' ? payload.organizationId : '';
      return { kind: 'user', userId, orgId, via: 'jwt' };
    }
    default:
      throw apiError(401, 'You are not allowed to access this resource', 'Unknown token strategy');
  }
}

/** The mode a principal authenticated with. */
export function authModeOf(principal: Principal): AuthMode {
  if (principal.kind === 'identity') return 'identity';
  return principal.via === 'jwt' ? 'user-jwt' : 'api-key';
}

/**
 * Applies a route's credential rule: none sent → 401 Token missing; a credential of a kind the
 * route does not take → the real server's 403 with the URL in `error`.
 */
export function requireAuth(route: Route, principal: Principal | null, url: string): void {
  if (route.auth === 'none') return;
  if (!principal) throw tokenMissing();
  if (!route.auth.includes(authModeOf(principal))) {
    throw forbiddenWithReason(route.refusal ?? `${url} Unauthorized Access`);
  }
}

/**
 * Issues an identity access token the way the logins do: a record with the login method's
 * policy, and an HS256 JWT that expires after the TTL (never, for TTL 0).
 */
export function issueIdentityToken(
  state: FakeState,
  identityId: string,
  authMethod: AuthMethod,
  policy: TokenPolicy,
): LoginResponse {
  const now = state.clock.now();
  const record: AccessTokenRecord = {
    id: randomUUID(),
    identityId,
    authMethod,
    accessTokenTTL: policy.accessTokenTTL,
    accessTokenMaxTTL: policy.accessTokenMaxTTL,
    accessTokenNumUsesLimit: policy.accessTokenNumUsesLimit,
    accessTokenTrustedIps: policy.accessTokenTrustedIps,
    numUses: 0,
    createdAtMs: now,
    lastRenewedAtMs: null,
    revoked: false,
  };
  state.accessTokens.set(record.id, record);
  const iat = Math.floor(now / 1000);
  const claims: JwtClaims = {
    identityId,
    identityAccessTokenId: record.id,
    authTokenType: 'identityAccessToken',
    iat,
  };
  if (policy.accessTokenTTL > 0) claims.exp = iat + policy.accessTokenTTL;
  return {
    accessToken: signHs256(claims, FAKE_AUTH_SECRET),
    expiresIn: policy.accessTokenTTL,
    accessTokenMaxTTL: policy.accessTokenMaxTTL,
    tokenType: 'Bearer',
  };
}

/**
 * Renews a token as the real server does: checks limits and max TTL, then records the renewal
 * and returns the same token. (The JWT's own `exp` does not move, as on the real server.)
 */
export function renewIdentityToken(state: FakeState, accessToken: string): LoginResponse {
  const payload = verifyFakeToken(state, accessToken);
  if (payload.authTokenType !== 'identityAccessToken') throw unauthorized(REVOKED_TOKEN_MESSAGE);
  const record = liveTokenRecord(state, payload);
  checkTokenLimits(state, record);
  if (record.accessTokenMaxTTL > 0) {
    const now = state.clock.now();
    const maxEnd = record.createdAtMs + record.accessTokenMaxTTL * 1000;
    if (now > maxEnd) {
      state.accessTokens.delete(record.id);
      throw unauthorized('Failed to renew MI access token due to Max TTL expiration');
    }
    if (now + record.accessTokenTTL * 1000 > maxEnd) {
      state.accessTokens.delete(record.id);
      throw unauthorized('Failed to renew MI access token past its Max TTL expiration');
    }
  }
  record.lastRenewedAtMs = state.clock.now();
  return {
    accessToken,
    expiresIn: record.accessTokenTTL,
    accessTokenMaxTTL: record.accessTokenMaxTTL,
    tokenType: 'Bearer',
  };
}

/** Revokes an identity token; a revoked or unknown one gives 401. */
export function revokeIdentityToken(state: FakeState, accessToken: string): void {
  const payload = verifyFakeToken(state, accessToken);
  if (payload.authTokenType !== 'identityAccessToken') throw unauthorized(REVOKED_TOKEN_MESSAGE);
  liveTokenRecord(state, payload).revoked = true;
}
