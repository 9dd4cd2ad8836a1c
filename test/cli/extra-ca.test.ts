// `ca-certificate` adds a CA to what Node trusts; it never takes away NODE_EXTRA_CA_CERTS. On each
// Node the tool supports that this machine has (Node 20 has no `tls.getCACertificates`, where the
// default list must still hold the extra certificates): the server's CA is in
// NODE_EXTRA_CA_CERTS, an unrelated CA in INFISICAL_CA_CERTIFICATE, and the export must work.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startReverseProxy } from '../support/reverse-proxy.ts';
import { findNode } from '../support/run-cli.ts';
import { runTool } from '../support/run.ts';
import { tlsFixture } from '../support/transport-calls.ts';
import { DEV_ROOT, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

const NODES: [string, string | undefined][] = [
  ['24', process.execPath],
  ['22', findNode(22)],
  ['20', findNode(20)],
];

describe.concurrent.each(NODES)('on Node %s', (_major, node) => {
  it.skipIf(!node)('ca-certificate keeps the CAs of NODE_EXTRA_CA_CERTS', async () => {
    const server = await fresh();
    // 127.0.0.1's certificate, from the first test CA.
    const front = await startReverseProxy({
      upstream: server.url,
      tls: { key: tlsFixture('server-key.pem'), cert: tlsFixture('server-cert.pem') },
    });
    closers.push(() => front.close());
    const extra = path.join(mkdtempSync(path.join(os.tmpdir(), 'extra-ca-')), 'ca.pem');
    writeFileSync(extra, tlsFixture('ca-cert.pem'));
    const env = {
      ...loginEnv(server),
      INFISICAL_DOMAIN: `https://127.0.0.1:${front.port}`,
      INFISICAL_CA_CERTIFICATE: tlsFixture('extra-ca-cert.pem'),
      NODE_EXTRA_CA_CERTS: extra,
    };
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      node,
      env,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    // Without it the same server is refused: the CA came from NODE_EXTRA_CA_CERTS alone.
    const { NODE_EXTRA_CA_CERTS: _unused, ...without } = env;
    const refused = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      node,
      env: without,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not from a CA the runner trusts');
  });
});
