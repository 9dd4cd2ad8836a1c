// `method: azure` and `method: gcp-id-token` end to end: the action asks the VM's metadata
// server for a token (loopback fakes of Azure's instance metadata service and GCP's metadata
// server, reached through AZURE_POD_IDENTITY_AUTHORITY_HOST and GCE_METADATA_HOST) and exchanges
// it at the fake server's login routes, which check it as the current server does
// (Infisical/infisical, backend/src/server/routes/v1/identity-azure-auth-router.ts and
// identity-gcp-auth-router.ts, and their services; see test/support/fake-server/routes/cloud-auth.ts).
import { afterEach, describe, expect, it } from 'vitest';
import {
  AZURE_IDENTITY_ID,
  AZURE_USER_ASSIGNED_CLIENT_ID,
  GCP_IDENTITY_ID,
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import {
  startFakeAzureImds,
  startFakeGcpMetadata,
  type FakeAzureImdsOptions,
  type FakeGcpMetadataOptions,
  type FakeMetadataServer,
} from '../support/cloud-fakes.ts';

import { obtainedToken, type StepSpec } from '../support/run-action.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';
import { closedPort } from '../support/transport-calls.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const AZURE_LOGIN = '/api/v1/auth/azure-auth/login';
const GCP_LOGIN = '/api/v1/auth/gcp-auth/login';
const REVOKE = '/api/v1/auth/token/revoke';

const started: FakeMetadataServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((fake) => fake.close()));
});

async function azureImds(options?: FakeAzureImdsOptions): Promise<FakeMetadataServer> {
  const fake = await startFakeAzureImds(options);
  started.push(fake);
  return fake;
}

async function gcpMetadata(options?: FakeGcpMetadataOptions): Promise<FakeMetadataServer> {
  const fake = await startFakeGcpMetadata(options);
  started.push(fake);
  return fake;
}

/** Every token any fake metadata server handed out: none may show in a log. */
const tokens = (): string[] => started.flatMap((fake) => fake.tokens);

const azureInputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server().url,
  method: 'azure',
  'identity-id': AZURE_IDENTITY_ID,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});

const gcpInputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  domain: server().url,
  method: 'gcp-id-token',
  'identity-id': GCP_IDENTITY_ID,
  'project-slug': PROJECT_SLUG,
  'env-slug': 'dev',
  ...extra,
});

const azureEnv = (fake: { url: string }) => ({ AZURE_POD_IDENTITY_AUTHORITY_HOST: fake.url });
const gcpEnv = (fake: { host: string }) => ({ GCE_METADATA_HOST: fake.host });

const requestsTo = (pathname: string) => server().requests.filter((r) => r.path === pathname);

/** A loopback port nothing listens on. */

/** A run that failed with one error line, exported nothing and left no token to revoke. */
function expectCleanFailure(run: ActionRun): string {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(obtainedToken(run)).toBeFalsy();
  expect(server().requests.some((r) => r.path.startsWith('/api/v3/secrets'))).toBe(false);
  return run.errors[0]!;
}

/** The access token the login obtained: masked, revoked at the end of the main step. */
async function expectRevokedAfter(run: ActionRun, options: StepSpec): Promise<void> {
  const accessToken = obtainedToken(run)!;
  expect(accessToken).toBeTruthy();
  expect(run.masks).toContain(accessToken);
  expect(requestsTo(REVOKE).map((r) => r.body)).toEqual([{ accessToken }]);
  // Nothing is left for the post step.
  const post = await runPostStep(run, { mode: 'built', ...options, hidden: tokens });
  expect(post.exitCode).toBe(0);
  expect(post.errors).toEqual([]);
  expect(requestsTo(REVOKE)).toHaveLength(1);
  const again = await fetch(
    `${server().url}/api/v3/secrets/raw?workspaceId=${PROJECT_ID}&environment=dev&secretPath=/`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  expect(again.status).toBe(401);
}

describe('method: azure', () => {
  it("logs in with the VM's managed identity token, masked first, and revokes after (built action)", async () => {
    const imds = await azureImds();
    const options = { inputs: azureInputs(), env: azureEnv(imds) };
    const run = await runStep({ mode: 'built', ...options, hidden: tokens });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(imds.requests).toHaveLength(1);
    const [asked] = imds.requests;
    expect(asked!.headers.metadata).toBe('true');
    expect(Object.fromEntries(asked!.query)).toEqual({
      'api-version': '2018-02-01',
      resource: 'https://management.azure.com/',
    });
    const [token] = imds.tokens;
    expect(requestsTo(AZURE_LOGIN).map((r) => r.body)).toEqual([
      { identityId: AZURE_IDENTITY_ID, jwt: token },
    ]);
    // Masked before anything else was printed or registered.
    expect(run.masks[0]).toBe(token);
    expect(run.stdout).toMatch(/with Azure managed identity: project/);
    expect(run.env.DATABASE_URL).toBe('postgres://dev-user:dev-pass@db.local:5432/app');
    await expectRevokedAfter(run, options);
  });

  it('a user-assigned identity (`azure-client-id`) in a sub-action (built action)', async () => {
    const imds = await azureImds({ systemAssigned: null });
    const inputs = {
      domain: server().url,
      method: 'azure',
      'identity-id': AZURE_IDENTITY_ID,
      'azure-client-id': AZURE_USER_ASSIGNED_CLIENT_ID,
      'project-id': PROJECT_ID,
      operation: 'list',
    };
    const run = await runStep({
      mode: 'built',
      action: 'tags',
      inputs,
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.count).toBe('1');
    expect(imds.requests[0]!.query.get('client_id')).toBe(AZURE_USER_ASSIGNED_CLIENT_ID);
    expect(requestsTo(AZURE_LOGIN)).toHaveLength(1);
    expect(run.masks).toContain(imds.tokens[0]);
  });

  it('a VM without a managed identity: says to attach one, asks once, never logs in', async () => {
    const imds = await azureImds({ systemAssigned: null, userAssigned: {} });
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs(),
      env: azureEnv(imds),
      hidden: tokens,
    });
    const error = expectCleanFailure(run);
    expect(error).toMatch(
      /^request the VM's managed identity token from the Azure instance metadata service failed \(GET http:\/\/127\.0\.0\.1:\d+\/metadata\/identity\/oauth2\/token\): HTTP 400: Identity not found \(invalid_request\)\. The VM has no managed identity .*system-assigned identity.*`azure-client-id`/,
    );
    expect(imds.requests).toHaveLength(1); // a 400 is not retried
    expect(requestsTo(AZURE_LOGIN)).toEqual([]);
  });

  it('a client id of no identity on the VM: the same error (the service cannot tell them apart)', async () => {
    const imds = await azureImds();
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'azure-client-id': '00000000-0000-4000-8000-000000000000' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(/HTTP 400: Identity not found .*`azure-client-id`/);
  });

  it('a resource the tenant does not have: the service refuses, and the error points to azure-resource', async () => {
    const imds = await azureImds();
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'azure-resource': 'https://no-such-resource.example' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    const error = expectCleanFailure(run);
    expect(error).toMatch(
      /HTTP 400: AADSTS500011: The resource principal named https:\/\/no-such-resource\.example was not found .* \(invalid_resource\)\. Set `azure-resource` to the resource configured on the identity's Azure auth/,
    );
    expect(error).not.toMatch(/[\r\n]/);
    expect(requestsTo(AZURE_LOGIN)).toEqual([]);
  });

  it("a resource other than the identity's: the server names the audience it expects", async () => {
    const imds = await azureImds();
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'azure-resource': 'https://vault.azure.net' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      // The server forgives the trailing slash the token's audience lacks, as it says.
      /^Azure login failed \(POST \/api\/v1\/auth\/azure-auth\/login\): HTTP 403: jwt audience invalid\. expected: https:\/\/management\.azure\.com\. The token's audience is `azure-resource`/,
    );
    expect(requestsTo(AZURE_LOGIN)).toHaveLength(1);
  });

  it('a managed identity the identity does not allow, or of another tenant: what to change there', async () => {
    const other = await azureImds({
      userAssigned: {},
      systemAssigned: '11111111-2222-4333-8444-555555555555',
    });
    const principal = await runStep({
      mode: 'in-process',
      inputs: azureInputs(),
      env: azureEnv(other),
      hidden: tokens,
    });
    expect(expectCleanFailure(principal)).toMatch(
      /HTTP 401: Service principal '11111111-2222-4333-8444-555555555555' not allowed\. Add the managed identity's object \(principal\) id/,
    );
    const tenant = await azureImds({ tenantId: '99999999-2222-4333-8444-555555555555' });
    const elsewhere = await runStep({
      mode: 'in-process',
      inputs: azureInputs(),
      env: azureEnv(tenant),
      hidden: tokens,
    });
    expect(elsewhere.errors).toEqual([
      expect.stringMatching(/HTTP 403: jwt issuer invalid\. .*another Microsoft Entra tenant/),
    ]);
  });

  it('an identity without Azure auth: the server message and the input to check', async () => {
    const imds = await azureImds();
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'identity-id': MEMBER_IDENTITY_ID }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /HTTP 404: Azure auth method not found for identity, did you configure Azure Auth\?.*Check `identity-id`: .*Azure auth configured/,
    );
  });

  it('the metadata service unreachable: says where it looked and which variable sets the address', async () => {
    const port = await closedPort();
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs(),
      env: { AZURE_POD_IDENTITY_AUTHORITY_HOST: `http://127.0.0.1:${port}/` },
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      new RegExp(
        `failed \\(GET http://127\\.0\\.0\\.1:${port}/metadata/identity/oauth2/token\\): no answer from http://127\\.0\\.0\\.1:${port}, the address AZURE_POD_IDENTITY_AUTHORITY_HOST sets \\(connection refused\\) after 2 attempts\\. Run the job on an Azure VM`,
      ),
    );
    expect(server().requests).toEqual([]);
  });

  it('429 and 5xx from the metadata service are retried, with the policy of every request', async () => {
    const imds = await azureImds();
    imds.failNext.push(503, 429, 410);
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs(),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(imds.requests).toHaveLength(4);
    expect(run.stdout).toMatch(/Azure instance metadata service: HTTP 503; trying again in/);
    expect(run.stdout).toMatch(/: HTTP 429; trying again in/);
    expect(run.stdout).toMatch(/: HTTP 410; trying again in/);
    expect(requestsTo(AZURE_LOGIN)).toHaveLength(1);
  });

  it('a metadata service that keeps failing: one error after the configured retries', async () => {
    const imds = await azureImds();
    imds.failNext.push(...Array<number>(10).fill(503));
    const run = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ retries: '2' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /HTTP 503: Internal error, try again \(unknown\) after 3 attempts\. The instance metadata service is busy or updating/,
    );
    expect(imds.requests).toHaveLength(3);
  });

  it('without identity-id, or with a client id that is no GUID: one input error, nothing asked', async () => {
    const imds = await azureImds();
    const missing = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'identity-id': '' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(missing)).toMatch(/^`method: azure` needs `identity-id`/);
    const bad = await runStep({
      mode: 'in-process',
      inputs: azureInputs({ 'azure-client-id': '${{ vars.CLIENT_ID }}' }),
      env: azureEnv(imds),
      hidden: tokens,
    });
    expect(expectCleanFailure(bad)).toMatch(/^`azure-client-id` must be the client id \(a GUID\)/);
    expect(imds.requests).toEqual([]);
    expect(server().requests).toEqual([]);
  });
});

describe('method: gcp-id-token', () => {
  it("logs in with the VM's ID token for the identity, masked first, and revokes after (built action)", async () => {
    const metadata = await gcpMetadata();
    const options = { inputs: gcpInputs(), env: gcpEnv(metadata) };
    const run = await runStep({ mode: 'built', ...options, hidden: tokens });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(metadata.requests).toHaveLength(1);
    const [asked] = metadata.requests;
    expect(asked!.headers['metadata-flavor']).toBe('Google');
    expect(Object.fromEntries(asked!.query)).toEqual({ audience: GCP_IDENTITY_ID, format: 'full' });
    const [token] = metadata.tokens;
    expect(requestsTo(GCP_LOGIN).map((r) => r.body)).toEqual([
      { identityId: GCP_IDENTITY_ID, jwt: token },
    ]);
    expect(run.masks[0]).toBe(token);
    expect(run.stdout).toMatch(/with GCP ID token: project/);
    expect(Object.keys(run.env)).toContain('DATABASE_URL');
    await expectRevokedAfter(run, options);
  });

  it('works for a sub-action too (built action)', async () => {
    const metadata = await gcpMetadata();
    const inputs = {
      domain: server().url,
      method: 'gcp-id-token',
      'identity-id': GCP_IDENTITY_ID,
      'project-id': PROJECT_ID,
      operation: 'list',
    };
    const run = await runStep({
      mode: 'built',
      action: 'tags',
      inputs,
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.count).toBe('1');
    expect(requestsTo(GCP_LOGIN)).toHaveLength(1);
  });

  it('a VM without a service account: says to attach one, asks once, never logs in', async () => {
    const metadata = await gcpMetadata({ serviceAccount: null });
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /^request the VM's service account ID token from the GCP metadata server failed \(GET http:\/\/127\.0\.0\.1:\d+\/computeMetadata\/v1\/instance\/service-accounts\/default\/identity\): HTTP 404: the VM has no service account .*\. Attach a service account to the VM/,
    );
    expect(metadata.requests).toHaveLength(1);
    expect(requestsTo(GCP_LOGIN)).toEqual([]);
  });

  it('a token the server refuses (expired): the 500 explained, the identity named', async () => {
    const metadata = await gcpMetadata({ claims: { exp: 1 } });
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /^GCP ID token login failed \(POST \/api\/v1\/auth\/gcp-auth\/login\): HTTP 500: Something went wrong after 2 attempts\. Check `identity-id` .*expired token, one for another audience/,
    );
  });

  it("a service account, project or zone the identity does not allow: what to add to the identity's GCP auth", async () => {
    const metadata = await gcpMetadata({
      serviceAccount: 'other@fake-project-1.iam.gserviceaccount.com',
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /HTTP 401: Access denied: GCP service account not allowed\. Add the VM's service account/,
    );
    const zone = await gcpMetadata({
      claims: { google: { compute_engine: { project_id: 'fake-project-1', zone: 'us-east1-b' } } },
    });
    const elsewhere = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(zone),
      hidden: tokens,
    });
    expect(elsewhere.errors).toEqual([
      expect.stringMatching(/HTTP 401: Access denied: GCP zone not allowed\. Add the VM's zone/),
    ]);
  });

  it('an identity without GCP auth: the server message and the input to check', async () => {
    const metadata = await gcpMetadata();
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs({ 'identity-id': MEMBER_IDENTITY_ID }),
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /HTTP 404: GCP auth method not found for identity, did you configure GCP auth\?.*Check `identity-id`/,
    );
    // The token was made for the identity asked for.
    expect(metadata.requests[0]!.query.get('audience')).toBe(MEMBER_IDENTITY_ID);
  });

  it('the metadata server unreachable: says where it looked and which variable sets the address', async () => {
    const port = await closedPort();
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: { GCE_METADATA_HOST: `127.0.0.1:${port}` },
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      new RegExp(
        `\\(GET http://127\\.0\\.0\\.1:${port}/computeMetadata/v1/instance/service-accounts/default/identity\\): no answer from http://127\\.0\\.0\\.1:${port}, the address GCE_METADATA_HOST sets \\(connection refused\\) after 2 attempts\\. Run the job on a Compute Engine VM`,
      ),
    );
    expect(server().requests).toEqual([]);
  });

  it('an address that is not a metadata server: refused, its answer neither used nor masked', async () => {
    const impostor = await gcpMetadata({ impostor: true });
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(impostor),
      hidden: tokens,
    });
    expect(expectCleanFailure(run)).toMatch(
      /HTTP 200: the answer did not come from a GCP metadata server \(no `Metadata-Flavor: Google` header\): check GCE_METADATA_HOST\. Check GCE_METADATA_HOST/,
    );
    expect(run.masks).toEqual([]);
    expect(requestsTo(GCP_LOGIN)).toEqual([]);
  });

  it('5xx and 429 from the metadata server are retried', async () => {
    const metadata = await gcpMetadata();
    metadata.failNext.push(503, 429);
    const run = await runStep({
      mode: 'in-process',
      inputs: gcpInputs(),
      env: gcpEnv(metadata),
      hidden: tokens,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(metadata.requests).toHaveLength(3);
    expect(run.stdout).toMatch(/GCP metadata server: HTTP 503; trying again in/);
  });
});
