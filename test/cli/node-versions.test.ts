// The built tool on every Node.js it supports that this machine has (24, the tests' own, 22 and
// 20, which CI images still carry): an export through HTTPS_PROXY (a CONNECT tunnel, TLS checked end
// to end with the server's name), NO_PROXY going direct, and `run`'s redaction. The server's
// name resolves to 127.0.0.1 through a preload, and the proxy connects every name to
// 127.0.0.1: nothing leaves the machine.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startForwardProxy, type ForwardProxy } from '../support/forward-proxy.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { findNode } from '../support/run-cli.ts';
import { runTool } from '../support/run.ts';
import { tlsFixture } from '../support/transport-calls.ts';
import { DEV_ROOT, freshServers, loginEnv, plan, redactionCase } from './helpers.ts';

const fresh = freshServers();
const LOOPBACK_DNS = fileURLToPath(new URL('../support/loopback-dns.mjs', import.meta.url));
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));
const HOST = 'other.example.test';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

/** The fake server behind TLS for `other.example.test` (the second test CA), and a forward proxy. */
async function behindProxy(): Promise<{
  env: Record<string, string>;
  forward: ForwardProxy;
  tls: ReverseProxy;
  lookups: () => string[];
}> {
  const server = await fresh();
  const tls = await startReverseProxy({
    upstream: server.url,
    tls: { key: tlsFixture('server-key.pem'), cert: tlsFixture('other-host-cert.pem') },
  });
  const forward = await startForwardProxy();
  closers.push(
    () => tls.close(),
    () => forward.close(),
  );
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), 'cli-dns-')), 'lookups');
  writeFileSync(log, '');
  return {
    env: {
      ...loginEnv(server),
      INFISICAL_DOMAIN: `https://${HOST}:${tls.port}`,
      INFISICAL_CA_CERTIFICATE: tlsFixture('extra-ca-cert.pem'),
      HTTPS_PROXY: forward.url,
      LOOKUP_LOG: log,
    },
    forward,
    tls,
    lookups: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}

// 22 where the machine has it: `.ci/run` installs it from the npm registry for these tests.
const NODES: [string, string | undefined][] = [
  ['24', process.execPath],
  ['22', findNode(22)],
  ['20', findNode(20)],
];

describe.concurrent.each(NODES)('on Node %s', (_major, node) => {
  const options = { node, nodeArgs: ['--import', LOOPBACK_DNS] };

  it.skipIf(!node)('exports through HTTPS_PROXY: a CONNECT tunnel the proxy resolves', async () => {
    const { env, forward, tls, lookups } = await behindProxy();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      ...options,
      env,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    expect(forward.seen.length).toBeGreaterThan(0);
    expect(new Set(forward.seen)).toEqual(new Set([`CONNECT ${HOST}:${tls.port}`]));
    // Login, listing and revoke all went through the tunnel; the tool never resolved the name.
    expect(tls.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v3/secrets/raw',
      'POST /api/v1/auth/token/revoke',
    ]);
    expect(lookups()).not.toContain(HOST);
  });

  it.skipIf(!node)('goes direct to a host in NO_PROXY', async () => {
    const { env, forward, tls, lookups } = await behindProxy();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      ...options,
      env: { ...env, NO_PROXY: `.example.test` },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    expect(forward.seen).toEqual([]);
    expect(tls.requests).toHaveLength(3);
    expect(lookups()).toContain(HOST);
  });

  it.skipIf(!node)('run redacts its command’s output byte for byte', async () => {
    const { writes, stdout, stderr } = redactionCase();
    const { file } = plan(writes, []);
    const server = await fresh();
    const run = await runTool(['run', '--env-slug', 'dev', '--', node!, CHILD, 'writes', file], {
      mode: 'built',
      node,
      env: loginEnv(server),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdoutBytes.equals(stdout)).toBe(true);
    expect(run.stderr.endsWith(stderr)).toBe(true);
  });
});

describe('a Node older than the tool needs', () => {
  it('is named in one line before any work, without process.getBuiltinModule (Node 22.0 to 22.2)', async () => {
    const server = await fresh();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'old-node-'));
    const preload = path.join(dir, 'old-node.cjs');
    // What Node 22.0 to 22.2 and 20 before 20.16 lack.
    writeFileSync(preload, 'delete process.getBuiltinModule;\n');
    const run = await runTool(['export', '--env-slug', 'dev'], {
      mode: 'built',
      env: loginEnv(server),
      nodeArgs: ['--require', preload],
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toMatch(
      /^error: infisical-ci needs Node 20\.16 or later, or 22\.3 or later; this is Node \d+\.\d+\.\d+\.$/,
    );
    expect(server.requests).toEqual([]);
  });
});
