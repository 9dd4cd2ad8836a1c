// Logins, token lifecycle and credentials beyond what the captures show.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_API_KEY,
  EXPIRED_TOKEN_MESSAGE,
  JWT_AUTH_AUDIENCE,
  JWT_AUTH_ISSUER,
  JWT_AUTH_SUBJECT,
  JWT_IDENTITY_ID,
  K8S_IDENTITY_ID,
  MALFORMED_TOKEN_MESSAGE,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  OIDC_IDENTITY_ID,
  ORG_ID,
  REVOKED_TOKEN_MESSAGE,
  VIEWER_CLIENT_ID,
  VIEWER_CLIENT_SECRET,
  decodeJwt,
  makeKubernetesJwt,
  makeOidcJwt,
  makeUnsignedJwt,
} from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

async function login(path: string, body: unknown) {
  return call<{ accessToken: string; expiresIn: number; message: string }>(server(), path, {
    method: 'POST',
    token: null,
    json: body,
  });
}

const uaLogin = (clientId = MEMBER_CLIENT_ID, clientSecret = MEMBER_CLIENT_SECRET) =>
  login('/api/v1/auth/universal-auth/login', { clientId, clientSecret });

describe('universal auth', () => {
  it('issues a token that reads secrets, with the identity TTLs', async () => {
    const res = await uaLogin();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      expiresIn: 86400,
      accessTokenMaxTTL: 2592000,
      tokenType: 'Bearer',
    });
    const payload = decodeJwt(res.body.accessToken)!.payload;
    expect(payload).toMatchObject({
      identityId: MEMBER_IDENTITY_ID,
      authTokenType: 'identityAccessToken',
    });
    expect((await call(server(), listPath(), { token: res.body.accessToken })).status).toBe(200);
  });

  it('accepts a form-urlencoded body', async () => {
    const res = await fetch(`${server().url}/api/v1/auth/universal-auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ clientId: VIEWER_CLIENT_ID, clientSecret: VIEWER_CLIENT_SECRET }),
    });
    expect(res.status).toBe(200);
  });
});

describe('token renewal and revocation', () => {
  it('renews a live token and revokes it; the revoked token gets 401', async () => {
    const token = (await uaLogin()).body.accessToken;
    const renewed = await login('/api/v1/auth/token/renew', { accessToken: token });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      accessToken: token,
      expiresIn: 86400,
      tokenType: 'Bearer',
    });

    const revoked = await login('/api/v1/auth/token/revoke', { accessToken: token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Successfully revoked access token' });

    const after = await call(server(), listPath(), { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      statusCode: 401,
      message: REVOKED_TOKEN_MESSAGE,
      error: 'UnauthorizedError',
    });
    expect(after.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await login('/api/v1/auth/token/revoke', { accessToken: token })).status).toBe(401);
    expect((await login('/api/v1/auth/token/renew', { accessToken: token })).status).toBe(401);
  });

  it('rejects a malformed token on renew and revoke with 403 TokenError', async () => {
    for (const path of ['/api/v1/auth/token/renew', '/api/v1/auth/token/revoke']) {
      const res = await login(path, { accessToken: 'garbage' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: MALFORMED_TOKEN_MESSAGE, error: 'TokenError' });
    }
  });

  it('expires tokens after their TTL (on the state clock) with 403 TokenError', async () => {
    const token = (await uaLogin()).body.accessToken;
    server().state.clock.advance(86_401_000);
    const res = await call(server(), listPath(), { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: EXPIRED_TOKEN_MESSAGE, error: 'TokenError' });
  });

  it('refuses a renewal past the max TTL', async () => {
    const token = server().issueAccessToken(MEMBER_IDENTITY_ID, {
      ttlSeconds: 0,
      maxTtlSeconds: 10,
    });
    server().state.clock.advance(11_000);
    const res = await login('/api/v1/auth/token/renew', { accessToken: token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Failed to renew MI access token due to Max TTL expiration');
  });

  it('enforces a number-of-uses limit like the server() (400 once used up)', async () => {
    const token = server().issueAccessToken(MEMBER_IDENTITY_ID, { numUsesLimit: 2 });
    expect((await call(server(), listPath(), { token })).status).toBe(200);
    expect((await call(server(), listPath(), { token })).status).toBe(200);
    expect((await call(server(), listPath(), { token })).status).toBe(400);
  });
});

describe('OIDC auth', () => {
  const oidc = (jwt: string, identityId = OIDC_IDENTITY_ID) =>
    login('/api/v1/auth/oidc-auth/login', { identityId, jwt });

  it('logs in with a matching token, TTLs from the identity config', async () => {
    const res = await oidc(makeOidcJwt());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expiresIn: 3600, accessTokenMaxTTL: 7200 });
    expect((await call(server(), listPath(), { token: res.body.accessToken })).status).toBe(200);
  });

  it('gives the captured errors for each bad claim', async () => {
    const cases: [string, number, string][] = [
      [makeOidcJwt({ aud: 'someone-else' }), 401, 'Access denied: OIDC audience not allowed.'],
      [makeOidcJwt({ repository: 'evil/repo' }), 401, 'Access denied: OIDC claim not allowed.'],
      [makeOidcJwt({ repository: undefined }), 401, 'Access denied: OIDC claim not allowed.'],
      [
        makeOidcJwt({ sub: 'repo:evil/repo:ref:refs/heads/main' }),
        403,
        'Access denied: OIDC subject not allowed.',
      ],
      [makeOidcJwt({ exp: 1 }), 401, 'Access denied: jwt expired'],
      ['not-a-jwt', 401, 'Invalid JWT'],
    ];
    for (const [jwt, status, message] of cases) {
      const res = await oidc(jwt);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
  });

  it('accepts an audience list that contains the bound audience', async () => {
    const res = await oidc(makeOidcJwt({ aud: ['other', 'infisical-test'] }));
    expect(res.status).toBe(200);
  });

  it('fails on the identity before looking at the token', async () => {
    expect((await oidc('not-a-jwt', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await oidc(makeOidcJwt(), 'vars.X');
    expect(malformed.status).toBe(500);
    expect(malformed.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong',
      error: 'Find one',
    });
    // The member identity has no OIDC auth.
    expect((await oidc(makeOidcJwt(), MEMBER_IDENTITY_ID)).status).toBe(404);
  });
});

describe('JWT and Kubernetes auth', () => {
  const jwtClaims = { iss: JWT_AUTH_ISSUER, aud: JWT_AUTH_AUDIENCE, sub: JWT_AUTH_SUBJECT };

  it('logs in with JWT auth and checks issuer, subject and audience', async () => {
    const path = '/api/v1/auth/jwt-auth/login';
    const ok = await login(path, { identityId: JWT_IDENTITY_ID, jwt: makeUnsignedJwt(jwtClaims) });
    expect(ok.status).toBe(200);
    const wrongSub = await login(path, {
      identityId: JWT_IDENTITY_ID,
      jwt: makeUnsignedJwt({ ...jwtClaims, sub: 'other' }),
    });
    expect([wrongSub.status, wrongSub.body.message]).toEqual([
      403,
      'Access denied: subject not allowed',
    ]);
    const wrongAud = await login(path, {
      identityId: JWT_IDENTITY_ID,
      jwt: makeUnsignedJwt({ ...jwtClaims, aud: 'other' }),
    });
    expect([wrongAud.status, wrongAud.body.message]).toEqual([
      401,
      'Access denied: token audience not allowed',
    ]);
    const wrongIss = await login(path, {
      identityId: JWT_IDENTITY_ID,
      jwt: makeUnsignedJwt({ ...jwtClaims, iss: 'https://evil.example.com' }),
    });
    expect(wrongIss.status).toBe(403);
  });

  it('logs in with Kubernetes auth and checks the service account', async () => {
    const path = '/api/v1/auth/kubernetes-auth/login';
    const ok = await login(path, { identityId: K8S_IDENTITY_ID, jwt: makeKubernetesJwt() });
    expect(ok.status).toBe(200);
    const otherNs = await login(path, {
      identityId: K8S_IDENTITY_ID,
      jwt: makeKubernetesJwt({ sub: 'system:serviceaccount:prod:gha-runner' }),
    });
    expect([otherNs.status, otherNs.body.message]).toEqual([
      401,
      'Access denied: K8s namespace not allowed.',
    ]);
    const noAuth = await login(path, { identityId: JWT_IDENTITY_ID, jwt: makeKubernetesJwt() });
    expect(noAuth.status).toBe(404);
  });
});

describe('credentials', () => {
  it('takes the admin API key in X-API-Key', async () => {
    const res = await call(server(), listPath(), {
      token: null,
      headers: { 'x-api-key': ADMIN_API_KEY },
    });
    expect(res.status).toBe(200);
    const members = await call(server(), `/api/v2/organizations/${ORG_ID}/memberships`, {
      token: null,
      headers: { 'x-api-key': ADMIN_API_KEY },
    });
    expect(members.body.users).toHaveLength(2);
    const wrong = await call(server(), listPath(), {
      token: null,
      headers: { 'x-api-key': 'nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses the API key where the spec declares only Authorization', async () => {
    const res = await call(
      server(),
      `/api/v1/auth/universal-auth/identities/${MEMBER_IDENTITY_ID}`,
      {
        token: null,
        headers: { 'x-api-key': ADMIN_API_KEY },
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not allowed to access this resource');
  });
});
