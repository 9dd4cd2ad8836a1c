// TLS is always verified: a server signed by a private CA is refused unless `ca-certificate`
// trusts that CA, and no environment switch (NODE_TLS_REJECT_UNAUTHORIZED=0) turns checking off.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { runAction, runPost, type ActionRun } from '../support/run-action.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url));
const CA_PEM = readFileSync(fixture('ca-cert.pem'), 'utf8');

let server: FakeServer;
let proxy: ReverseProxy;
beforeEach(async () => {
  server = await startFakeServer();
  proxy = await startReverseProxy({
    upstream: server.url,
    tls: {
      key: readFileSync(fixture('server-key.pem'), 'utf8'),
      cert: readFileSync(fixture('server-cert.pem'), 'utf8'),
    },
  });
});
afterEach(async () => {
  await proxy.close();
  await server.close();
});

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    domain: proxy.url,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-slug': PROJECT_SLUG,
    'env-slug': 'dev',
    ...extra,
  };
}

function expectRefusedCertificate(run: ActionRun): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(/universal-auth login failed .*TLS certificate was not trusted/);
  expect(run.errors[0]).toContain('`ca-certificate`');
  // Not retried: another attempt meets the same certificate.
  expect(run.errors[0]).not.toMatch(/after \d+ attempts/);
  expect(run.envEntries).toEqual([]);
  expect(run.savedState).toEqual({});
  // The handshake failed, so no request (and no credential) ever reached the server.
  expect(proxy.requests).toEqual([]);
  expect(server.requests).toEqual([]);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET]);
}

describe('TLS verification', () => {
  it('refuses a certificate from a CA the runner does not trust', async () => {
    expectRefusedCertificate(await runAction({ inputs: inputs() }));
  });

  it('cannot be switched off with NODE_TLS_REJECT_UNAUTHORIZED=0 in the job environment', async () => {
    const run = await runAction({ inputs: inputs(), env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' } });
    expectRefusedCertificate(run);
  });

  it('trusts the CA given as a path in the workspace, for the main step and the post step', async () => {
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    copyFileSync(fixture('ca-cert.pem'), path.join(workspace, 'ca.pem'));
    const run = await runAction({ inputs: inputs({ 'ca-certificate': 'ca.pem' }), workspace });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
    expect(run.warnings).toEqual([]);
    const post = await runPost(run, { inputs: inputs({ 'ca-certificate': 'ca.pem' }) });
    expect(post.exitCode).toBe(0);
    expect(post.warnings).toEqual([]);
    expect(server.requests.at(-1)?.path).toBe('/api/v1/auth/token/revoke');
    expectNoLeaks(run, [
      MEMBER_CLIENT_SECRET,
      ...Object.values(run.env),
      ...Object.values(run.state),
    ]);
    expectNoLeaks(post, [MEMBER_CLIENT_SECRET, ...Object.values(run.state)]);
  });

  it('trusts the CA given as PEM text', async () => {
    const run = await runAction({ inputs: inputs({ 'ca-certificate': CA_PEM }) });
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
  });
});
