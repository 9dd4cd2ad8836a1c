// `method: kubernetes` and `method: jwt` end to end: the built action logs in with a pod's
// service-account token (read from `kubernetes-token-path`) or with the `jwt` input, against the
// fake server, which checks the token's claims the way the real server's config does.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  JWT_IDENTITY_ID,
  K8S_IDENTITY_ID,
  K8S_NAMESPACE,
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  makeKubernetesJwt,
  makeProviderJwt,
  type JwtClaims,
} from '../support/fake-server/index.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

/** Where Kubernetes mounts a pod's service-account token: the `kubernetes-token-path` default. */
const KUBERNETES_TOKEN_PATH = '/var/run/secrets/kubernetes.io/serviceaccount/token';

import { obtainedToken } from '../support/run-action.ts';
import {
  runStep,
  runPostStep,
  type ActionRun,
} from '../support/run.ts'; /** Every token a test handed to the action: none may ever show in a log. */
const tokens: string[] = [];

const server = useFakeServer();

const K8S_LOGIN = '/api/v1/auth/kubernetes-auth/login';
const JWT_LOGIN = '/api/v1/auth/jwt-auth/login';
const REVOKE = '/api/v1/auth/token/revoke';

/** A service-account token in a file, as Kubernetes mounts it (with a trailing newline). */
function serviceAccountToken(claims: JwtClaims = {}): { token: string; file: string } {
  const token = makeKubernetesJwt(claims);
  tokens.push(token);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'serviceaccount-')), 'token');
  writeFileSync(file, `${token}\n`);
  return { token, file };
}

/** A JWT from the provider the seeded JWT identity trusts, valid for 5 minutes. */
function providerJwt(claims: JwtClaims = {}): string {
  const jwt = makeProviderJwt(claims);
  tokens.push(jwt);
  return jwt;
}

const k8sInputs = (file: string, extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server().url,
  method: 'kubernetes',
  'identity-id': K8S_IDENTITY_ID,
  'kubernetes-token-path': file,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});

const jwtInputs = (jwt: string, extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server().url,
  method: 'jwt',
  'identity-id': JWT_IDENTITY_ID,
  jwt,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});

const requestsTo = (pathname: string) => server().requests.filter((r) => r.path === pathname);

/** A run that failed with one error line and changed nothing. */
function expectCleanFailure(run: ActionRun) {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(obtainedToken(run)).toBeFalsy();
  expect(server().requests.some((r) => r.path.startsWith('/api/v3/secrets'))).toBe(false);
}

/** The access token the login obtained: masked, used, and revoked at the end of the main step. */
async function expectRevokedAfter(run: ActionRun, inputs: Record<string, string>) {
  const accessToken = obtainedToken(run)!;
  expect(accessToken).toBeTruthy();
  expect(run.masks).toContain(accessToken);
  const post = await runPostStep(run, { mode: 'built', inputs, hidden: tokens });
  expect(post.exitCode).toBe(0);
  expect(post.errors).toEqual([]);
  expect(requestsTo(REVOKE).map((r) => r.body)).toEqual([{ accessToken }]);
  // Revoked for real: the token no longer lists anything.
  const again = await fetch(
    `${server().url}/api/v3/secrets/raw?workspaceId=${PROJECT_ID}&environment=dev&secretPath=/`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(again.status).toBe(401);
}

describe('method: kubernetes', () => {
  it("logs in with the pod's service-account token, masked first, and revokes after", async () => {
    const { token, file } = serviceAccountToken();
    const inputs = k8sInputs(file);
    const run = await runStep({ mode: 'in-process', inputs, hidden: tokens });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    // The file's newline is trimmed: exactly the token is sent, and masked before the login.
    expect(requestsTo(K8S_LOGIN).map((r) => r.body)).toEqual([
      { identityId: K8S_IDENTITY_ID, jwt: token },
    ]);
    expect(run.masks[0]).toBe(token);
    expect(run.env.DATABASE_URL).toBe('postgres://dev-user:dev-pass@db.local:5432/app');
    await expectRevokedAfter(run, inputs);
  });

  it('a runner that is not a pod (no token file): one error, before any request', async () => {
    const missing = path.join(mkdtempSync(path.join(os.tmpdir(), 'no-sa-')), 'token');
    const run = await runStep({ mode: 'in-process', inputs: k8sInputs(missing), hidden: tokens });
    expectCleanFailure(run);
    expect(run.errors[0]).toContain(missing);
    expect(run.errors[0]).toMatch(/not a Kubernetes pod with a mounted service-account token/);
    expect(run.errors[0]).toContain('`kubernetes-token-path`');
    expect(server().requests).toEqual([]);
  });

  // Off Kubernetes only: inside a pod the default file exists.
  it.skipIf(existsSync(KUBERNETES_TOKEN_PATH))(
    'the default path, off Kubernetes: the same error, naming the default file',
    async () => {
      const inputs = k8sInputs('');
      delete inputs['kubernetes-token-path']; // the action.yml default applies
      const run = await runStep({ mode: 'in-process', inputs, hidden: tokens });
      expectCleanFailure(run);
      expect(run.errors[0]).toContain(KUBERNETES_TOKEN_PATH);
      expect(server().requests).toEqual([]);
    },
  );

  it('a service account the identity does not allow: one error, nothing exported', async () => {
    const { file } = serviceAccountToken({ sub: `system:serviceaccount:${K8S_NAMESPACE}:other` });
    const run = await runStep({ mode: 'in-process', inputs: k8sInputs(file), hidden: tokens });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(
      /^Kubernetes login failed \(POST \/api\/v1\/auth\/kubernetes-auth\/login\): HTTP 401: Access denied: K8s name not allowed\./,
    );
    expect(run.errors[0]).toMatch(/allowed namespaces and service account names/);
    expect(requestsTo(K8S_LOGIN)).toHaveLength(1); // 401: not retried
  });

  it('a token without the allowed audience: says to mount a projected token', async () => {
    const { file } = serviceAccountToken({ aud: ['https://kubernetes.default.svc'] });
    const run = await runStep({ mode: 'in-process', inputs: k8sInputs(file), hidden: tokens });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/HTTP 401: Access denied: K8s audience not allowed\./);
    expect(run.errors[0]).toMatch(/projected token .* `kubernetes-token-path`/);
  });

  it('an identity without Kubernetes auth: the server message and the input to check', async () => {
    const { file } = serviceAccountToken();
    const run = await runStep({
      mode: 'in-process',
      inputs: k8sInputs(file, { 'identity-id': MEMBER_IDENTITY_ID }),
      hidden: tokens,
    });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(
      /HTTP 404: Kubernetes auth method not found for identity.*Check `identity-id`: .*Kubernetes auth configured/,
    );
  });

  it('works for a sub-action too (same connection inputs)', async () => {
    const { file } = serviceAccountToken();
    const inputs = {
      domain: server().url,
      method: 'kubernetes',
      'identity-id': K8S_IDENTITY_ID,
      'kubernetes-token-path': file,
      'project-id': PROJECT_ID,
      operation: 'list',
    };
    const run = await runStep({ mode: 'in-process', action: 'tags', inputs, hidden: tokens });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.count).toBe('1');
    expect(requestsTo(K8S_LOGIN)).toHaveLength(1);
  });
});

describe('method: jwt', () => {
  it('logs in with the jwt input, masked first, and revokes after', async () => {
    const jwt = providerJwt();
    const inputs = jwtInputs(jwt);
    const run = await runStep({ mode: 'in-process', inputs, hidden: tokens });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(requestsTo(JWT_LOGIN).map((r) => r.body)).toEqual([
      { identityId: JWT_IDENTITY_ID, jwt },
    ]);
    expect(run.masks[0]).toBe(jwt);
    expect(Object.keys(run.env)).toContain('DATABASE_URL');
    await expectRevokedAfter(run, inputs);
  });

  it('without the jwt input: one error naming it, before any request', async () => {
    const run = await runStep({ mode: 'in-process', inputs: jwtInputs(''), hidden: tokens });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/^`method: jwt` needs `jwt` /);
    expect(server().requests).toEqual([]);
  });

  it('a JWT for another audience: the server message and what to compare', async () => {
    const jwt = providerJwt({ aud: 'someone-else' });
    const run = await runStep({ mode: 'in-process', inputs: jwtInputs(jwt), hidden: tokens });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(
      /^JWT login failed \(POST \/api\/v1\/auth\/jwt-auth\/login\): HTTP 401: Access denied: token audience not allowed\. .*bound audiences/,
    );
    expect(requestsTo(JWT_LOGIN)).toHaveLength(1);
  });

  it('a JWT from another issuer or for another subject: the claim to compare', async () => {
    const issuer = await runStep({
      mode: 'in-process',
      inputs: jwtInputs(providerJwt({ iss: 'https://elsewhere.example.com' })),
      hidden: tokens,
    });
    expectCleanFailure(issuer);
    expect(issuer.errors[0]).toMatch(/HTTP 403: Access denied: issuer mismatch\. .*`iss`/);
    const subject = await runStep({
      mode: 'in-process',
      inputs: jwtInputs(providerJwt({ sub: 'someone' })),
      hidden: tokens,
    });
    expect(subject.errors).toEqual([
      expect.stringMatching(/HTTP 403: Access denied: subject not allowed\. .*`sub`/),
    ]);
  });

  it('an expired JWT: says to pass a fresh one', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: jwtInputs(providerJwt({ exp: 1 })),
      hidden: tokens,
    });
    expectCleanFailure(run);
    expect(run.errors[0]).toMatch(/HTTP 401: Access denied: jwt expired\. .*fresh token/);
  });
});
