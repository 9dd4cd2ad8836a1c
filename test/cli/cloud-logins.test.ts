// The built `infisical-ci` on cloud VMs: `--method azure` and `--method gcp-id-token` against
// loopback fakes of the metadata servers and the fake server. The metadata request goes to the
// address the tool resolves itself, never through HTTP_PROXY (a preload points every host name
// at 127.0.0.1 and logs the names looked up, so nothing leaves this machine).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AZURE_IDENTITY_ID, GCP_IDENTITY_ID, PROJECT_SLUG } from '../support/fake-server/index.ts';
import {
  startFakeAzureImds,
  startFakeGcpMetadata,
  type FakeMetadataServer,
} from '../support/cloud-fakes.ts';
import { expectCleanStderr } from '../support/leaks.ts';
import { runTool } from '../support/run.ts';
import { closedPort } from '../support/transport-calls.ts';
import { DEV_ROOT, calls, expectFailure, freshServers } from './helpers.ts';

const fresh = freshServers();
const LOOPBACK_DNS = fileURLToPath(new URL('../support/loopback-dns.mjs', import.meta.url));
const REVOKE = 'POST /api/v1/auth/token/revoke';

const fakes: FakeMetadataServer[] = [];
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});
const track = (fake: FakeMetadataServer): FakeMetadataServer => (fakes.push(fake), fake);

/** A loopback port nothing listens on. */

const lookupLog = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'lookups-')), 'names');
const lookups = (file: string): string[] => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};

describe.concurrent('logins on cloud VMs', () => {
  it('export --method azure: the managed identity token, the resource from INFISICAL_AZURE_RESOURCE, revoked at the end', async () => {
    const [server, imds] = await Promise.all([fresh(), startFakeAzureImds().then(track)]);
    const run = await runTool(
      [
        'export',
        '--method',
        'azure',
        '--identity-id',
        AZURE_IDENTITY_ID,
        '--env-slug',
        'dev',
        '--format',
        'json',
      ],
      {
        mode: 'built',
        env: {
          INFISICAL_DOMAIN: server.url,
          INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
          INFISICAL_AZURE_RESOURCE: 'https://management.azure.com',
          AZURE_POD_IDENTITY_AUTHORITY_HOST: imds.url,
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    expect(imds.requests.map((r) => r.query.get('resource'))).toEqual([
      'https://management.azure.com',
    ]);
    expect(calls(server)).toContain('POST /api/v1/auth/azure-auth/login');
    expect(calls(server).at(-1)).toBe(REVOKE);
    expectCleanStderr(run, imds.tokens);
  });

  it('INFISICAL_METHOD=gcp-id-token: the metadata server named by GCE_METADATA_HOST, reached directly though HTTP_PROXY is set', async () => {
    const [server, metadata, port] = await Promise.all([
      fresh(),
      startFakeGcpMetadata().then(track),
      closedPort(),
    ]);
    const log = lookupLog();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      nodeArgs: ['--import', LOOPBACK_DNS],
      env: {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
        INFISICAL_METHOD: 'gcp-id-token',
        INFISICAL_IDENTITY_ID: GCP_IDENTITY_ID,
        GCE_METADATA_HOST: `metadata.example.test:${metadata.host.split(':')[1]}`,
        // A proxy that refuses everything: the metadata request must not go there.
        HTTP_PROXY: `http://127.0.0.1:${port}`,
        LOOKUP_LOG: log,
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    expect(metadata.requests).toHaveLength(1);
    expect(lookups(log)).toContain('metadata.example.test');
    expect(calls(server).at(-1)).toBe(REVOKE);
    expectCleanStderr(run, metadata.tokens);
  });

  it('gcp-id-token off GCP: looks up metadata.google.internal itself, and says where it looked', async () => {
    const server = await fresh();
    const log = lookupLog();
    const run = await runTool(
      ['export', '--method', 'gcp-id-token', '--identity-id', GCP_IDENTITY_ID, '--env-slug', 'dev'],
      {
        mode: 'built',
        nodeArgs: ['--import', LOOPBACK_DNS],
        env: {
          INFISICAL_DOMAIN: server.url,
          INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
          LOOKUP_LOG: log,
        },
      },
    );
    // The preload answers 127.0.0.1 for the name; nothing listens on its port 80 here.
    expectFailure(
      run,
      /GET http:\/\/metadata\.google\.internal\/computeMetadata\/v1\/instance\/service-accounts\/default\/identity.*GCE_METADATA_HOST/,
    );
    expect(lookups(log)).toContain('metadata.google.internal');
    expect(server.requests).toEqual([]);
  });
});
