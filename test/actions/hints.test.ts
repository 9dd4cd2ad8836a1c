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
