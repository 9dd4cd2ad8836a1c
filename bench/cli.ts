// Start-up of the command-line tool (dist/cli/index.js) on each Node.js this machine has (24,
// and 20 where found), and of its standalone executable when built (`npm run build:binary`, or
// BENCH_BINARY=<file>): `--version` and `--help` (start, load the code, print), an `export`
// against the embedded loopback server (plus one login, one listing and one revoke), and a bare
// Node start as the floor. Medians of interleaved runs, so drift in machine load hits every
// variant alike. Then the throughput of `run`'s redactor (bench/redact.ts), in process.
//   npm run bench:cli            (BENCH_RUNS, default 15; BENCH_MB, default 50)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { findNode } from '../test/support/run-cli.ts';
import { benchRedaction } from './redact.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CLI = path.join(root, 'dist', 'cli', 'index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const OS_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'macos',
  win32: 'windows',
};
const BINARY =
  process.env.BENCH_BINARY ??
  path.join(
    root,
    'release',
    `infisical-ci-${OS_NAMES[process.platform]}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`,
  );

function time(program: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}: ${stderr}`));
      else resolve(performance.now() - started);
    });
  });
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startFakeServer({ rateLimit: false });
try {
  const env = {
    PATH: process.env.PATH ?? '',
    INFISICAL_DOMAIN: server.url,
    INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
    INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
    INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
    INFISICAL_ENV_SLUG: 'dev',
  };
  const nodes = [
    ['24', process.execPath],
    ['20', findNode(20)],
  ].filter((entry): entry is [string, string] => entry[1] !== undefined);
  const variants: Record<string, () => Promise<number>> = {};
  for (const [major, node] of nodes) {
    variants[`Node ${major}: node -e 0`] = () => time(node, ['-e', '0'], env);
    variants[`Node ${major}: infisical-ci --version`] = () => time(node, [CLI, '--version'], env);
    variants[`Node ${major}: infisical-ci --help`] = () => time(node, [CLI, '--help'], env);
    variants[`Node ${major}: infisical-ci export --format json`] = () =>
      time(node, [CLI, 'export', '--format', 'json'], env);
  }
  if (existsSync(BINARY)) {
    variants['executable: --version'] = () => time(BINARY, ['--version'], env);
    variants['executable: --help'] = () => time(BINARY, ['--help'], env);
    variants['executable: export --format json'] = () =>
      time(BINARY, ['export', '--format', 'json'], env);
  } else {
    console.log(`No executable at ${BINARY} (npm run build:binary builds it): not measured.`);
  }
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, [] as number[]]));
  for (const variant of Object.values(variants)) await variant(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const [name, variant] of Object.entries(variants)) samples[name]!.push(await variant());
  }
  console.log(`Medians of ${RUNS} interleaved runs, loopback server, no added latency.\n`);
  console.log('| command | median | p90 |');
  console.log('| --- | --- | --- |');
  for (const [name, list] of Object.entries(samples)) {
    const sorted = [...list].sort((a, b) => a - b);
    const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? NaN;
    console.log(`| ${name} | ${median(list).toFixed(0)} ms | ${p90.toFixed(0)} ms |`);
  }
} finally {
  await server.close();
}
benchRedaction();
