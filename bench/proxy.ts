// Our proxy support (src/api/proxy.ts, tunnel.ts) against the two alternatives: Node's own
// (`NODE_USE_ENV_PROXY`, an agent with `proxyEnv`) and undici's `EnvHttpProxyAgent`. Each is a
// minimal script bundled with ncc as the action is; each makes BENCH_REQUESTS https:// GETs to
// `other.example.test` through a loopback forward proxy (a CONNECT tunnel, TLS checked with the
// second test CA). Printed: bundle bytes, wall and CPU medians (start-up included) of
// interleaved runs, and a behaviour matrix on every Node found (24, 22, 20): does the request go
// through the proxy, does NO_PROXY=example.test cover a subdomain, are credentials sent, is a
// 403 to CONNECT reported as such. Names resolve to 127.0.0.1 through a preload; nothing leaves
// the machine. Writes bench/results/proxy.json; docs/DEPENDENCIES.md's tables are rendered from it.
//   npm run bench:proxy     (BENCH_RUNS=21, BENCH_REQUESTS=10 by default)
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startForwardProxy, type ForwardProxy } from '../test/support/forward-proxy.ts';
import { findNode } from '../test/support/run-cli.ts';
import { tlsFixture } from '../test/support/transport-calls.ts';
import { saveResults, startRun } from './results.ts';
import {
  PROXY_SCRIPTS,
  renderProxyBehaviour,
  renderProxyTable,
  type ProxyCell,
  type ProxyResults,
  type ProxyScript,
} from './tables/proxy.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const work = path.join(root, 'build', 'bench-proxy');
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10);
const LOOPBACK_DNS = path.join(root, 'test', 'support', 'loopback-dns.mjs');

/** Each script: BENCH_REQUESTS GETs of BENCH_URL, trusting BENCH_CA; prints the last status. */
const SCRIPTS: Record<string, string> = {
  ours: `
    import { createTransport } from '../../../src/api/transport.ts';
    const send = createTransport({ caCertificates: process.env.BENCH_CA });
    let status = 0;
    for (let i = 0; i < Number(process.env.BENCH_REQUESTS); i++) {
      status = (await send({ method: 'GET', url: new URL(process.env.BENCH_URL), headers: {}, timeoutMs: 5000 })).status;
    }
    console.log(status);`,
  node: `
    import https from 'node:https';
    import tls from 'node:tls';
    const ca = [...tls.rootCertificates, process.env.BENCH_CA];
    const agent = new https.Agent({ keepAlive: true, proxyEnv: process.env, ca });
    const get = () => new Promise((resolve, reject) => {
      https.get(process.env.BENCH_URL, { agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); }).on('error', reject);
    });
    let status = 0;
    for (let i = 0; i < Number(process.env.BENCH_REQUESTS); i++) status = await get();
    console.log(status);
    agent.destroy();`,
  undici: `
    import tls from 'node:tls';
    import { EnvHttpProxyAgent, request } from 'undici';
    const ca = [...tls.rootCertificates, process.env.BENCH_CA];
    const dispatcher = new EnvHttpProxyAgent({ connect: { ca }, requestTls: { ca } });
    let status = 0;
    for (let i = 0; i < Number(process.env.BENCH_REQUESTS); i++) {
      const res = await request(process.env.BENCH_URL, { dispatcher });
      await res.body.text();
      status = res.statusCode;
    }
    console.log(status);
    await dispatcher.close();`,
};

function bundle(name: string, source: string): { file: string; bytes: number } {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'entry.mts'), `${source}\nexport {};\n`);
  const out = path.join(dir, 'out');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
      'build',
      path.join(dir, 'entry.mts'),
      '-o',
      out,
      '--quiet',
      '--target',
      'es2023',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const bytes = readdirSync(out, { recursive: true })
    .map((file) => statSync(path.join(out, String(file))))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
  const entry = readdirSync(out).find((file) => /^index\.m?js$/.test(file)) ?? 'index.js';
  return { file: path.join(out, entry), bytes };
}

/** The server behind the proxy: other.example.test's certificate, from the second test CA. */
async function startServer(): Promise<{ port: number; close: () => void }> {
  const server = https.createServer(
    { key: tlsFixture('server-key.pem'), cert: tlsFixture('other-host-cert.pem') },
    (_req, res) => res.end('{}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

interface Run {
  ok: boolean;
  ms: number;
  cpuMs: number;
  output: string;
}

const probe = path.join(work, 'probe.mjs');

/** Runs a bundle (asynchronously: the proxy and the server live in this process). */
async function run(node: string, file: string, env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const child = spawn(node, ['--import', LOOPBACK_DNS, '--import', probe, file], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  const ms = performance.now() - started;
  const cpuMs = Number(/BENCH_CPU_US=(\d+)/.exec(stderr)?.[1]) / 1000;
  // The error's code where it names one (ours: PROXY_*, Node's: ERR_*), else the status.
  const error = [
    /\b(PROXY_[A-Z_]+|ERR_[A-Z_]+)\b/,
    /\b(E[A-Z]{4,})\b/,
    /(?:HTTP |status code |\()(\d{3})\b/,
  ]
    .map((pattern) => pattern.exec(stderr)?.[1])
    .find((found) => found !== undefined);
  return {
    ok: code === 0,
    ms,
    cpuMs,
    output: code === 0 ? stdout.trim() : (error ?? 'failed'),
  };
}

function spawnVersion(node: string): string {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(
  probe,
  `process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    process.stderr.write('\\nBENCH_CPU_US=' + (user + system) + '\\n');
  });\n`,
);
const bundles = Object.fromEntries(
  Object.entries(SCRIPTS).map(([name, source]) => [name, bundle(name, source)]),
);
const empty = bundle('empty', '');
const server = await startServer();
const proxies: ForwardProxy[] = [];
const proxy = async (options = {}): Promise<ForwardProxy> => {
  const started = await startForwardProxy(options);
  proxies.push(started);
  return started;
};
const forward = await proxy();
const base = {
  BENCH_URL: `https://other.example.test:${server.port}/`,
  BENCH_CA: tlsFixture('extra-ca-cert.pem'),
  BENCH_REQUESTS: String(REQUESTS),
  HTTPS_PROXY: forward.url,
  NODE_USE_ENV_PROXY: '1',
};

// Speed: interleaved runs on the Node running this script.
const finish = startRun(RUNS);
const samples: Record<string, Run[]> = Object.fromEntries(
  Object.keys(SCRIPTS).map((name) => [name, []]),
);
for (let i = 0; i < RUNS; i++) {
  for (const name of Object.keys(SCRIPTS)) {
    const result = await run(process.execPath, bundles[name]!.file, base);
    if (!result.ok) throw new Error(`${name}: ${result.output}`);
    samples[name]!.push(result);
  }
}
const tenths = (value: number): number => Math.round(value * 10) / 10;
const speed = Object.fromEntries(
  PROXY_SCRIPTS.map((name) => [
    name,
    {
      bytes: bundles[name]!.bytes,
      ms: tenths(median(samples[name]!.map((s) => s.ms))),
      cpuMs: tenths(median(samples[name]!.map((s) => s.cpuMs))),
    },
  ]),
) as ProxyResults['scripts'];

// Behaviour, on every Node found.
const refusing = await proxy({ refuseConnect: 403 });
const guarded = await proxy({
  requireAuthorization: `Basic ${Buffer.from('u:p').toString('base64')}`,
});
const credentials = `Basic ${Buffer.from('u:p').toString('base64')}`;
type Case = 'through' | 'noProxy' | 'credentials' | 'refused';
const cases: [Case, Record<string, string>, () => Partial<ProxyCell>][] = [
  ['through', {}, () => ({ proxied: forward.seen.length > 0 })],
  ['noProxy', { NO_PROXY: 'example.test' }, () => ({ proxied: forward.seen.length > 0 })],
  [
    'credentials',
    { HTTPS_PROXY: guarded.url.replace('://', '://u:p@') },
    () => ({ credentialsSent: guarded.authorizations.includes(credentials) }),
  ],
  ['refused', { HTTPS_PROXY: refusing.url }, () => ({ attempts: refusing.seen.length })],
];
const behaviour: ProxyResults['behaviour'] = [];
for (const major of [24, 22, 20]) {
  const node = major === 24 ? process.execPath : findNode(major);
  if (!node) continue;
  const version = spawnVersion(node);
  for (const name of PROXY_SCRIPTS) {
    const row = { node: version, script: name as ProxyScript } as ProxyResults['behaviour'][number];
    for (const [id, env, check] of cases) {
      for (const p of proxies) {
        p.seen.length = 0;
        p.authorizations.length = 0;
      }
      const result = await run(node, bundles[name]!.file, {
        ...base,
        BENCH_REQUESTS: '1',
        ...env,
      });
      row[id] = { ok: result.ok, ...(result.ok ? {} : { error: result.output }), ...check() };
    }
    behaviour.push(row);
  }
}

for (const p of proxies) await p.close();
server.close();
rmSync(work, { recursive: true, force: true });

const undiciVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules', 'undici', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const results: ProxyResults = {
  ...finish(),
  requests: REQUESTS,
  undiciVersion,
  scripts: speed,
  emptyBytes: empty.bytes,
  behaviour,
};
saveResults('proxy', results);
console.log(`${renderProxyTable(results)}\n\n${renderProxyBehaviour(results)}`);
