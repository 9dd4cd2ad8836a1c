// TLS is always verified: a server signed by a private CA is refused unless `ca-certificate`
// trusts that CA, and no environment switch (NODE_TLS_REJECT_UNAUTHORIZED=0) turns checking off.
// A refused certificate names Node's reason and its fix.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_SECRET,
  startFakeServer,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';
import { mainInputs } from '../support/use-fake-server.ts';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url));
const CA_PEM = readFileSync(fixture('ca-cert.pem'), 'utf8');
const EXTRA_CA_PEM = readFileSync(fixture('extra-ca-cert.pem'), 'utf8');

let server: FakeServer;
let proxy: ReverseProxy;
beforeEach(async () => {
  server = await startFakeServer();
  proxy = await serveTls('server-cert.pem');
});
afterEach(async () => {
  await proxy.close();
  await server.close();
});

/** The fake server behind TLS with the given certificate of test/fixtures/tls/. */
function serveTls(certificate: string): Promise<ReverseProxy> {
  return startReverseProxy({
    upstream: server.url,
    tls: {
      key: readFileSync(fixture('server-key.pem'), 'utf8'),
      cert: readFileSync(fixture(certificate), 'utf8'),
    },
  });
}

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...mainInputs(proxy.url),
    ...extra,
  };
}

function expectRefusedCertificate(run: ActionRun, reason: RegExp): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.errors[0]).toMatch(/universal-auth login failed /);
  expect(run.errors[0]).toMatch(reason);
  // Not retried: another attempt meets the same certificate.
  expect(run.errors[0]).not.toMatch(/after \d+ attempts/);
  expect(run.envEntries).toEqual([]);
  expect(run.savedState).toEqual({});
  // The handshake failed, so no request (and no credential) ever reached the server.
  expect(proxy.requests).toEqual([]);
  expect(server.requests).toEqual([]);
  expectNoLeaks(run, [MEMBER_CLIENT_SECRET]);
}

const UNTRUSTED =
  /TLS certificate is not from a CA the runner trusts \(for a private CA set `ca-certificate`\)/;
const IGNORED = 'NODE_TLS_REJECT_UNAUTHORIZED=0 is ignored: TLS is always verified';

describe('TLS verification', () => {
  it('refuses a certificate from a CA the runner does not trust', async () => {
    const run = await runStep({ mode: 'built', inputs: inputs() });
    expectRefusedCertificate(run, UNTRUSTED);
    expect(run.errors[0]).not.toContain('NODE_TLS_REJECT_UNAUTHORIZED');
  });

  it('cannot be switched off with NODE_TLS_REJECT_UNAUTHORIZED=0, and the error says so', async () => {
    const run = await runStep({
      mode: 'built',
      inputs: inputs(),
      env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
    });
    expectRefusedCertificate(run, UNTRUSTED);
    expect(run.errors[0]).toContain(`${IGNORED} (a private CA goes in \`ca-certificate\`)`);
  });

  it('a trusted certificate for another host name: `domain` must use a name on it', async () => {
    await proxy.close();
    proxy = await serveTls('other-host-cert.pem');
    const run = await runStep({
      mode: 'built',
      inputs: inputs({ 'ca-certificate': EXTRA_CA_PEM }),
    });
    expectRefusedCertificate(
      run,
      /TLS certificate is for another host name \(`domain` must use a name the certificate lists\)/,
    );
  });

  it('an expired certificate: it must be renewed (NODE_TLS_REJECT_UNAUTHORIZED=0 ignored too)', async () => {
    await proxy.close();
    proxy = await serveTls('expired-cert.pem');
    const run = await runStep({
      mode: 'built',
      inputs: inputs({ 'ca-certificate': EXTRA_CA_PEM }),
      env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
    });
    expectRefusedCertificate(run, /TLS certificate has expired \(it must be renewed/);
    expect(run.errors[0]).toContain(IGNORED);
  });

  it('trusts the CA given as a path in the workspace, for the main step and the post step', async () => {
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    copyFileSync(fixture('ca-cert.pem'), path.join(workspace, 'ca.pem'));
    const run = await runStep({
      mode: 'built',
      inputs: inputs({ 'ca-certificate': 'ca.pem' }),
      workspace,
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
    expect(run.warnings).toEqual([]);
    const post = await runPostStep(run, {
      mode: 'built',
      inputs: inputs({ 'ca-certificate': 'ca.pem' }),
    });
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
    const run = await runStep({ mode: 'built', inputs: inputs({ 'ca-certificate': CA_PEM }) });
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe('dev-api-key-123');
  });
});
