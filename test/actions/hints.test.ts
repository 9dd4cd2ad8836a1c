// Hints for refused Kubernetes and JWT logins, for the messages of the real server's login
// services (identity-kubernetes-auth and identity-jwt-auth), including those the fake never sends.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { hintFor } from '../../src/actions/hints.js';
import { CALL_LABELS, type CallKind } from '../../src/api/kinds.js';

const refusal = (kind: CallKind, path: string, status: number, serverMessage: string) =>
  hintFor(
    new ApiError({
      kind,
      operation: CALL_LABELS[kind],
      method: 'POST',
      path,
      status,
      serverMessage,
      serverError: status === 403 ? 'PermissionDenied' : 'UnauthorizedError',
    }),
  );

const k8s = (status: number, message: string) =>
  refusal('login:kubernetes', '/api/v1/auth/kubernetes-auth/login', status, message);
const jwt = (status: number, message: string) =>
  refusal('login:jwt', '/api/v1/auth/jwt-auth/login', status, message);

describe('Kubernetes login hints', () => {
  it.each([
    [
      404,
      'Kubernetes auth method not found for identity, did you configure Kubernetes auth?',
      /Check `identity-id`.*Kubernetes auth configured/,
    ],
    [500, 'Something went wrong', /Check `identity-id`.*cluster's API server/],
    [
      401,
      'Access denied: K8s namespace not allowed.',
      /allowed namespaces and service account names/,
    ],
    [401, 'Access denied: K8s name not allowed.', /allowed namespaces and service account names/],
    [401, 'Access denied: K8s audience not allowed.', /projected token .*`kubernetes-token-path`/],
    [401, 'Kubernetes token not authenticated', /token reviewer .*system:auth-delegator/],
    [
      401,
      'Access denied: Kubernetes TokenReview failed: token has expired',
      /`kubernetes-token-path` is the pod's current token/,
    ],
  ])('%i %s', (status, message, hint) => {
    expect(k8s(status, message)).toMatch(hint);
  });
});

describe('JWT login hints', () => {
  it.each([
    [
      404,
      'JWT auth method not found for identity, did you configure JWT auth?',
      /Check `identity-id`.*JWT auth configured/,
    ],
    [500, 'Something went wrong', /Check `identity-id`.*JWT auth configured/],
    [403, 'Access denied: issuer mismatch', /issuer \(`iss`\)/],
    [401, 'Access denied: token has no audience field', /audience \(`aud`\)/],
    [401, 'Access denied: token audience not allowed', /audience \(`aud`\)/],
    [401, 'Access denied: token has no subject field', /subject \(`sub`\)/],
    [403, 'Access denied: subject not allowed', /subject \(`sub`\)/],
    [401, 'Access denied: claim mismatch for field environment', /bound claims/],
    [401, 'Access denied: token has no environment field', /bound claims/],
    [401, 'Invalid JWT', /malformed, expired, or not signed/],
    [401, 'Access denied: jwt expired', /fresh token/],
    [
      401,
      'Access denied: JWT verification failed with all keys. Errors - invalid signature',
      /JWKS URL or public keys/,
    ],
  ])('%i %s', (status, message, hint) => {
    expect(jwt(status, message)).toMatch(hint);
  });
});

describe('hints are chosen by what failed, never by display text', () => {
  const failure = (
    kind: CallKind,
    status: number,
    serverMessage = '',
    operation = CALL_LABELS[kind],
  ) => hintFor(new ApiError({ kind, operation, method: 'GET', path: '/x', status, serverMessage }));

  it('a listing of `aws-prod` that fails with 500 gets no AWS login hint', () => {
    const hint = failure('secrets:list', 502, 'Bad gateway', 'list secrets of aws-prod:/');
    expect(hint).toMatch(/The server is failing/);
    expect(hint).not.toMatch(/AWS|identity-id/);
  });

  it('a listing of the path `/oidc` that 404s gets the listing hint, not the OIDC one', () => {
    const hint = failure('secrets:list', 404, 'Not found', 'list secrets of dev:/oidc');
    expect(hint).toBe('Check `project-id` / `project-slug` and `env-slug`.');
  });

  it('the same 404 text gets a different hint per kind', () => {
    expect(failure('login:oidc', 404)).toMatch(/OIDC auth configured/);
    expect(failure('login:jwt', 404)).toMatch(/JWT auth configured/);
    expect(failure('environments:delete', 404)).toMatch(/`environment-id`/);
    expect(failure('tags:list', 404)).toMatch(/Check the ids and paths/);
  });

  it('every kind gets a hint (the table ends with one that matches anything)', () => {
    for (const kind of Object.keys(CALL_LABELS) as CallKind[]) {
      for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 503]) {
        expect(failure(kind, status).length, `${kind} ${status}`).toBeGreaterThan(10);
      }
    }
  });
});
