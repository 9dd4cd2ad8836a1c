// Start-up of the command-line tool (dist/cli/index.js) on each Node.js this machine has (24,
// and 20 where found), and of its standalone executable when built (`npm run build:binary`, or
// BENCH_BINARY=<file>): `--version` and `--help` (start, load the code, print), an `export`
// against the embedded loopback server (plus one login, one listing and one revoke), and a bare
// Node start as the floor. Medians of interleaved runs, so drift in machine load hits every
// variant alike. Then the throughput of `run`'s redactor (bench/redact.ts), in process. Writes
// bench/results/cli.json (and redact.json); the docs' tables are rendered from them. Build the
// executable first: without it, the results say nothing of it.
//   npm run bench:cli            (BENCH_RUNS, default 15; BENCH_MB, default 50)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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
import { saveResults, startRun } from './results.ts';
import { renderCliTable, type CliCommand, type CliResults } from './tables/cli.ts';

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
  const variants: { runtime: string; command: CliCommand; run: () => Promise<number> }[] = [];
  const versions: Record<string, string> = {};
  for (const [major, node] of nodes) {
    const runtime = `Node ${major}`;
    versions[runtime] = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    variants.push(
      { runtime, command: 'node -e 0', run: () => time(node, ['-e', '0'], env) },
      { runtime, command: '--version', run: () => time(node, [CLI, '--version'], env) },
      { runtime, command: '--help', run: () => time(node, [CLI, '--help'], env) },
      {
        runtime,
        command: 'export --format json',
        run: () => time(node, [CLI, 'export', '--format', 'json'], env),
      },
    );
  }
  const executable = existsSync(BINARY);
  if (executable) {
    for (const command of ['--version', '--help', 'export --format json'] as const) {
      variants.push({
        runtime: 'executable',
        command,
        run: () => time(BINARY, command.split(' '), env),
      });
    }
  } else {
    console.log(`No executable at ${BINARY} (npm run build:binary builds it): not measured.`);
  }
  const finish = startRun(RUNS);
  const samples = variants.map(() => [] as number[]);
  for (const variant of variants) await variant.run(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    for (const [index, variant] of variants.entries()) samples[index]!.push(await variant.run());
  }
  const tenths = (value: number): number => Math.round(value * 10) / 10;
  const results: CliResults = {
    ...finish(),
    versions,
    medians: variants.map(({ runtime, command }, index) => {
      const sorted = [...samples[index]!].sort((a, b) => a - b);
      const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? NaN;
      return { runtime, command, ms: tenths(median(sorted)), p90Ms: tenths(p90) };
    }),
    ...(executable
      ? { executable: { file: path.basename(BINARY), bytes: statSync(BINARY).size } }
      : {}),
  };
  saveResults('cli', results);
  console.log(renderCliTable(results));
} finally {
  await server.close();
}
await benchRedaction();
