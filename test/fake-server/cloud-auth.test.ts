// Azure and GCP logins on the fake: the claims checks of the current server's login services
// (Infisical/infisical, backend/src/services/identity-azure-auth/identity-azure-auth-service.ts
// and -fns.ts, identity-gcp-auth/identity-gcp-auth-service.ts and -fns.ts), with its answers,
// and a token that lists secrets afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AZURE_IDENTITY_ID,
  AZURE_USER_ASSIGNED_PRINCIPAL_ID,
  GCP_IDENTITY_ID,
  decodeJwt,
  makeAzureJwt,
  makeGcpIdJwt,
  makeUnsignedJwt,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, listPath } from './helpers.ts';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(async () => {
  await server.close();
});

const login = (vendor: 'azure' | 'gcp', identityId: string, jwt: string) =>
  call<{ accessToken: string; expiresIn: number; message: string; error: string }>(
    server,
    `/api/v1/auth/${vendor}-auth/login`,
    { method: 'POST', token: null, json: { identityId, jwt } },
  );

const now = () => Math.floor(Date.now() / 1000);

describe('Azure auth login', () => {
  it('a managed identity token of the tenant, for the resource, of an allowed principal: a token that lists', async () => {
    const res = await login('azure', AZURE_IDENTITY_ID, makeAzureJwt());
    expect(res.status).toBe(200);
    expect(res.body.expiresIn).toBe(3600);
    expect(decodeJwt(res.body.accessToken)?.payload.identityId).toBe(AZURE_IDENTITY_ID);
    const listed = await call(server, listPath(), { token: res.body.accessToken });
    expect(listed.status).toBe(200);
    const user = await login(
      'azure',
      AZURE_IDENTITY_ID,
      makeAzureJwt({ oid: AZURE_USER_ASSIGNED_PRINCIPAL_ID, aud: 'https://management.azure.com' }),
    );
    expect(user.status).toBe(200);
  });

  it.each([
    ['an undecodable token', 'not-a-jwt', 500, 'Something went wrong'],
    ['a token not active yet', makeAzureJwt({ nbf: now() + 600 }), 403, 'jwt not active'],
    [
      'an expired token',
      makeAzureJwt({ exp: now() - 1 }),
      403,
      'Your token has expired. Please re-authenticate.',
    ],
    [
      'another audience',
      makeAzureJwt({ aud: 'https://vault.azure.net/' }),
      403,
      'jwt audience invalid. expected: https://management.azure.com/',
    ],
    [
      'another issuer',
      makeAzureJwt({ iss: 'https://sts.windows.net/other/' }),
      403,
      expect.stringMatching(/^jwt issuer invalid\. expected: https:\/\/sts\.windows\.net\//),
    ],
    [
      'a principal not allowed',
      makeAzureJwt({ oid: 'someone' }),
      401,
      "Service principal 'someone' not allowed",
    ],
  ])('%s', async (_name, jwt, status, message) => {
    const res = await login('azure', AZURE_IDENTITY_ID, jwt);
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  });

  it('an unknown signing key: 401 Invalid signing key; a tenant claim of another tenant: Tenant ID mismatch', async () => {
    const key = await login(
      'azure',
      AZURE_IDENTITY_ID,
      makeUnsignedJwt(decodeJwt(makeAzureJwt())!.payload, { kid: 'other-key' }),
    );
    expect([key.status, key.body.message]).toEqual([401, 'Invalid signing key']);
    const config = server.state.identities.get(AZURE_IDENTITY_ID)!.azureAuth!;
    const tenant = await login(
      'azure',
      AZURE_IDENTITY_ID,
      makeAzureJwt({ iss: `https://sts.windows.net/${config.tenantId}/`, tid: 'other' }),
    );
    expect([tenant.status, tenant.body.message]).toEqual([401, 'Tenant ID mismatch']);
  });
});

describe('GCP auth login (ID token)', () => {
  it("the VM's ID token for the identity: a token that lists", async () => {
    const res = await login('gcp', GCP_IDENTITY_ID, makeGcpIdJwt(GCP_IDENTITY_ID));
    expect(res.status).toBe(200);
    const listed = await call(server, listPath(), { token: res.body.accessToken });
    expect(listed.status).toBe(200);
  });

  it.each([
    ['another audience', makeGcpIdJwt('someone-else'), 500, 'Something went wrong'],
    ['an expired token', makeGcpIdJwt(GCP_IDENTITY_ID, { exp: 1 }), 500, 'Something went wrong'],
    [
      'another issuer',
      makeGcpIdJwt(GCP_IDENTITY_ID, { iss: 'https://example.com' }),
      500,
      'Something went wrong',
    ],
    [
      'no e-mail (asked without format=full)',
      makeGcpIdJwt(GCP_IDENTITY_ID, { email: undefined, google: undefined }),
      401,
      'You are not allowed to access this resource',
    ],
    [
      'a service account not allowed',
      makeGcpIdJwt(GCP_IDENTITY_ID, { email: 'x@other.iam.gserviceaccount.com' }),
      401,
      'Access denied: GCP service account not allowed.',
    ],
    [
      'a project not allowed',
      makeGcpIdJwt(GCP_IDENTITY_ID, { google: { compute_engine: { project_id: 'p2' } } }),
      401,
      'Access denied: GCP project not allowed.',
    ],
  ])('%s', async (_name, jwt, status, message) => {
    const res = await login('gcp', GCP_IDENTITY_ID, jwt);
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  });

  it('an identity of type IAM refuses an ID token: no service account in `sub`', async () => {
    server.state.identities.get(GCP_IDENTITY_ID)!.gcpAuth!.type = 'iam';
    const res = await login('gcp', GCP_IDENTITY_ID, makeGcpIdJwt(GCP_IDENTITY_ID));
    expect([res.status, res.body.message]).toEqual([401, 'Invalid service account identifier']);
  });
});
