// Hints for refused Kubernetes, JWT, Azure and GCP logins, for the messages of the real server's
// login services (identity-kubernetes-auth, identity-jwt-auth, identity-azure-auth and
// identity-gcp-auth, with server/plugins/error-handler.ts for the words of jsonwebtoken's errors),
// including those the fake never sends; and for the cloud metadata servers' refusals.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api.js';
import { hintFor as hintWords } from '../../src/core/hints.js';
import { ACTION_WORDING, say } from '../../src/errors/words.js';
import { CALLS, type CallKind } from '../../src/core/calls.js';

/** How each kind of call is named in messages, as its descriptor says. */
const CALL_LABELS = Object.fromEntries(CALLS.map((c) => [c.kind, c.label])) as Record<
  CallKind,
  string
>;

/** The hint in the action's words. */
const hintFor = (error: ApiError): string => say(hintWords(error), ACTION_WORDING);

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

const azure = (status: number, message: string) =>
  refusal('login:azure', '/api/v1/auth/azure-auth/login', status, message);
const gcp = (status: number, message: string) =>
  refusal('login:gcp-id-token', '/api/v1/auth/gcp-auth/login', status, message);

describe('Azure login hints', () => {
  it.each([
    [
      404,
      'Azure auth method not found for identity, did you configure Azure Auth?',
      /Check `identity-id`.*Azure auth configured/,
    ],
    [500, 'Something went wrong', /Check `identity-id`.*login\.microsoftonline\.com/],
    [
      403,
      'jwt audience invalid. expected: https://management.azure.com/',
      /audience is `azure-resource`/,
    ],
    [
      403,
      'jwt issuer invalid. expected: https://sts.windows.net/t/',
      /another Microsoft Entra tenant/,
    ],
    [401, 'Tenant ID mismatch', /another Microsoft Entra tenant/],
    [
      401,
      "Service principal '6f1c2b7e-0c35-4d1f-9f0e-3a0f0c2f9b11' not allowed",
      /allowed service principal ids/,
    ],
    [401, 'Invalid signing key', /tenant id configured .*re-run/],
    [403, 'Your token has expired. Please re-authenticate.', /tenant id configured .*re-run/],
  ])('%i %s', (status, message, hint) => {
    expect(azure(status, message)).toMatch(hint);
  });
});

describe('GCP ID token login hints', () => {
  it.each([
    [
      404,
      'GCP auth method not found for identity, did you configure GCP auth?',
      /Check `identity-id`.*GCP auth \(type ID token\)/,
    ],
    [500, 'Something went wrong', /expired token, one for another audience/],
    [401, 'Invalid service account identifier', /type IAM.*type ID token \(GCE\)/],
    [401, 'Invalid audience in GCP IAM Token', /type IAM/],
    [401, 'Access denied: GCP service account not allowed.', /allowed service accounts/],
    [401, 'Access denied: GCP project not allowed.', /allowed projects/],
    [401, 'Access denied: GCP zone not allowed.', /allowed zones/],
    [401, 'You are not allowed to access this resource', /compare the identity's GCP auth/],
  ])('%i %s', (status, message, hint) => {
    expect(gcp(status, message)).toMatch(hint);
  });
});

describe('metadata server hints', () => {
  const metadata = (
    kind: 'azure:token' | 'gcp:id-token',
    details: { status?: number; code?: string; serverMessage?: string },
  ) =>
    hintFor(
      new ApiError({ kind, operation: CALL_LABELS[kind], method: 'GET', path: '/x', ...details }),
    );

  it.each([
    [{ code: 'ETIMEDOUT' }, /Azure VM .*AZURE_POD_IDENTITY_AUTHORITY_HOST/],
    [{ code: 'ECONNREFUSED' }, /Azure VM .*AZURE_POD_IDENTITY_AUTHORITY_HOST/],
    [{ status: 400, serverMessage: 'Identity not found' }, /no managed identity/],
    [
      { status: 400, serverMessage: 'AADSTS500011: The resource principal named x was not found' },
      /Set `azure-resource`/,
    ],
    [{ status: 410 }, /busy or updating/],
    [{ status: 503 }, /busy or updating/],
    [{ status: 403, serverMessage: 'Forbidden' }, /Check `azure-resource` and `azure-client-id`/],
  ])('Azure %o', (details, hint) => {
    expect(metadata('azure:token', details)).toMatch(hint);
  });

  it.each([
    [{ code: 'ENOTFOUND' }, /Compute Engine VM .*GCE_METADATA_HOST/],
    [{ status: 200, code: 'NOT_METADATA' }, /Check GCE_METADATA_HOST/],
    [{ status: 404 }, /Attach a service account/],
    [{ status: 429 }, /busy or failing/],
    [{ status: 403 }, /Compute Engine VM with a service account/],
  ])('GCP %o', (details, hint) => {
    expect(metadata('gcp:id-token', details)).toMatch(hint);
  });
});

describe('hints are chosen by what failed, never by display text', () => {
  const failure = (
    kind: CallKind,
    status: number,
    serverMessage = '',
    operation = CALL_LABELS[kind],
  ) => hintFor(new ApiError({ kind, operation, method: 'GET', path: '/x', status, serverMessage }));

  it("the server's own 500 (`InternalServerError`, retried as transient) says the server is failing", () => {
    // What the server answers when something breaks inside it: the action retries it, so the
    // hint must not blame the ids as it does for the 500s the server gives for a failed lookup.
    for (const kind of ['secrets:list', 'tags:list', 'secrets:create-batch'] as const) {
      const hint = hintFor(
        new ApiError({
          kind,
          operation: CALL_LABELS[kind],
          method: 'GET',
          path: '/x',
          status: 500,
          serverMessage: 'Something went wrong',
          serverError: 'InternalServerError',
        }),
      );
      expect(hint, kind).toMatch(/^The server (is failing|failed while writing)/);
    }
  });

  it('a 500 the server gives for a failed lookup still points at the ids', () => {
    // (An unknown project, `Failed to find project by id`, is named as such: see the words tests.)
    for (const serverError of ['Find one', 'FindOne', 'Create']) {
      const hint = hintFor(
        new ApiError({
          kind: 'tags:list',
          operation: CALL_LABELS['tags:list'],
          method: 'GET',
          path: '/x',
          status: 500,
          serverMessage: 'Something went wrong',
          serverError,
        }),
      );
      expect(hint, serverError).toMatch(/could not process an id/);
    }
  });

  it('a listing of `aws-prod` that fails with 502 gets no AWS login hint', () => {
    const hint = failure('secrets:list', 502, 'Bad gateway', 'list secrets of aws-prod:/');
    expect(hint).toMatch(/The server is failing/);
    expect(hint).not.toMatch(/AWS|identity-id/);
  });

  it('a plain 500 (no words, or only the status text) says the server is failing', () => {
    for (const kind of ['secrets:list', 'tags:list', 'folders:create'] as const) {
      for (const message of ['', 'Internal Server Error']) {
        const hint = failure(kind, 500, message, `${CALL_LABELS[kind]} of aws-prod:/`);
        expect(hint, `${kind} ${JSON.stringify(message)}`).toBe(
          "The server is failing. Try again later, or check the server's health.",
        );
      }
    }
  });

  it('a listing of the path `/oidc` that 404s gets the listing hint, not the OIDC one', () => {
    const hint = failure('secrets:list', 404, 'Not found', 'list secrets of dev:/oidc');
    expect(hint).toBe('Check `project-id` / `project-slug` and `env-slug`.');
  });

  it('the same 404 text gets a different hint per kind', () => {
    expect(failure('login:oidc', 404)).toMatch(/OIDC auth configured/);
    expect(failure('login:jwt', 404)).toMatch(/JWT auth configured/);
    expect(failure('login:azure', 404)).toMatch(/Azure auth configured/);
    expect(failure('gcp:id-token', 404)).toMatch(/Attach a service account/);
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
