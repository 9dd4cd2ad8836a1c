// Benchmarks of the built main action against the embedded loopback server. Every figure is a
// ratio to a floor measured in the same run, so a noisy shared machine does not skew it.
//   npm run bench            (Node 24)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { actionDefaults } from '../test/support/run-action.ts';
import { seedLargeListing } from './large-listing.ts';
import { measurePipeline } from './pipeline.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 40);

interface Timing {
  ms: number;
  rssKb: number;
  code: number | null;
}

function timeProcess(args: string[], env: Record<string, string>): Promise<Timing> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', path.join(root, 'bench', 'rss.mjs'), ...args],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => {
      const rss = /BENCH_MAX_RSS_KB=(\d+)/.exec(stderr);
      resolve({ ms: performance.now() - started, rssKb: rss ? Number(rss[1]) : 0, code });
    });
  });
}

function actionEnv(url: string, inputs: Record<string, string>): Record<string, string> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: temp,
    RUNNER_TEMP: temp,
  };
  for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
    env[name] = path.join(temp, name);
    writeFileSync(env[name], '');
  }
  const all = {
    ...actionDefaults(''),
    domain: url,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-slug': PROJECT_SLUG,
    'env-slug': 'dev',
    summary: 'false',
    ...inputs,
  };
  for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Interleaves the variants run by run, so drift in machine load hits them alike. */
async function compare(
  variants: Record<string, () => Promise<Timing>>,
): Promise<Record<string, { ms: number; rssKb: number }>> {
  const samples: Record<string, Timing[]> = Object.fromEntries(
    Object.keys(variants).map((k) => [k, []]),
  );
  for (let warmUp = 0; warmUp < 2; warmUp++)
    for (const variant of Object.values(variants)) await variant();
  for (let i = 0; i < RUNS; i++) {
    for (const [name, variant] of Object.entries(variants)) {
      const timing = await variant();
      if (timing.code !== 0) throw new Error(`${name} exited with ${timing.code}`);
      samples[name]!.push(timing);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [
      name,
      { ms: median(list.map((t) => t.ms)), rssKb: median(list.map((t) => t.rssKb)) },
    ]),
  );
}

const server = await startFakeServer({ latencyMs: LATENCY_MS, rateLimit: false });
const results: string[] = [];
let failed = false;
const check = (label: string, value: number, limit: number, unit = 'x'): void => {
  const ok = value <= limit;
  failed ||= !ok;
  results.push(
    `| ${label} | ${value.toFixed(2)}${unit} | ≤ ${limit}${unit} | ${ok ? 'ok' : 'MISSED'} |`,
  );
};
try {
  // Five folders, so that five paths list as much work as the server can give.
  for (const folder of ['/p1', '/p2', '/p3', '/p4', '/p5']) {
    server.state.createBulkSecrets({
      environment: 'dev',
      path: folder,
      count: 20,
      keyPrefix: `${folder.slice(1).toUpperCase()}_`,
    });
  }
  const main = path.join(root, 'dist', 'main', 'index.js');
  const floorArgs = [
    path.join(root, 'bench', 'floor.mjs'),
    server.url,
    MEMBER_CLIENT_ID,
    MEMBER_CLIENT_SECRET,
    PROJECT_SLUG,
  ];
  const timings = await compare({
    floor: () => timeProcess(floorArgs, { PATH: process.env.PATH ?? '' }),
    onePath: () => timeProcess([main], actionEnv(server.url, { 'secret-path': '/p1' })),
    fivePaths: () =>
      timeProcess([main], actionEnv(server.url, { 'secret-path': '/p1\n/p2\n/p3\n/p4\n/p5' })),
    bareNode: () => timeProcess(['-e', '0'], { PATH: process.env.PATH ?? '' }),
    // Side by side with another action's bundle (its entry file), given the same inputs.
    ...(process.env.BENCH_PEER
      ? {
          peer: () =>
            timeProcess([process.env.BENCH_PEER!], actionEnv(server.url, { 'secret-path': '/p1' })),
        }
      : {}),
  });
  const { floor, onePath, fivePaths, bareNode } = timings as Record<
    string,
    { ms: number; rssKb: number }
  >;
  results.push(
    `Medians of ${RUNS} interleaved runs, ${LATENCY_MS} ms latency per response. Floor (Node start + login + list): ${floor!.ms.toFixed(0)} ms; bare Node start: ${bareNode!.ms.toFixed(0)} ms; action, 1 path: ${onePath!.ms.toFixed(0)} ms (peak RSS ${(onePath!.rssKb / 1024).toFixed(0)} MiB); 5 paths: ${fivePaths!.ms.toFixed(0)} ms.`,
    '',
    '| measure | value | target | |',
    '| --- | --- | --- | --- |',
  );
  check('main action / floor', onePath!.ms / floor!.ms, 1.5);
  if (timings.peer) {
    results.push(
      `| peer action (${path.basename(path.dirname(process.env.BENCH_PEER!))}) / floor | ${(timings.peer.ms / floor!.ms).toFixed(2)}x | (for comparison) | peak RSS ${(timings.peer.rssKb / 1024).toFixed(0)} MiB |`,
    );
  }
  check('5 paths / 1 path', fivePaths!.ms / onePath!.ms, 1.25);

  // 10,000 secrets and an import, as a real server sends them (bench/large-listing.ts): the
  // action end to end, and the pipeline alone.
  seedLargeListing(server.state, {
    environment: 'dev',
    path: '/big',
    count: 10_000,
    imported: 300,
  });
  server.latencyMs = 0;
  const big = await compare({
    floor: () => timeProcess([...floorArgs, '/big'], { PATH: process.env.PATH ?? '' }),
    // The default export (the environment), then every destination at once.
    tenThousand: () => timeProcess([main], actionEnv(server.url, { 'secret-path': '/big' })),
    tenThousandEverywhere: () =>
      timeProcess(
        [main],
        actionEnv(server.url, { 'secret-path': '/big', 'export-type': 'env,output,file' }),
      ),
  });
  const pipeline = await measurePipeline(10_000, 10);
  const doubled = await measurePipeline(20_000, 10);
  results.splice(
    1,
    0,
    `10,000 secrets and an import (a 6 MB listing): action ${big.tenThousand!.ms.toFixed(0)} ms end to end to the environment, ${big.tenThousandEverywhere!.ms.toFixed(0)} ms to the environment, outputs and a dotenv file (floor ${big.floor!.ms.toFixed(0)} ms: Node start, login, and the same listing downloaded and parsed; no added latency); in-process pipeline ${pipeline.ms.toFixed(1)} ms, 20,000: ${doubled.ms.toFixed(1)} ms.`,
  );
  check(
    '10,000 secrets to the environment, action / floor',
    big.tenThousand!.ms / big.floor!.ms,
    1.3,
  );
  check('10,000 secrets: action peak RSS (MiB)', big.tenThousand!.rssKb / 1024, 100, ' MiB');
  results.push(
    `| 10,000 secrets to env, outputs and a file, action / floor | ${(big.tenThousandEverywhere!.ms / big.floor!.ms).toFixed(2)}x | (for comparison) | peak RSS ${(big.tenThousandEverywhere!.rssKb / 1024).toFixed(0)} MiB |`,
  );
  check('10,000 secrets: answer check + merge + mask + export plan (ms)', pipeline.ms, 1000, ' ms');
  check(
    'doubling to 20,000 secrets: pipeline time ratio (linear ≈ 2)',
    doubled.ms / pipeline.ms,
    3,
  );
  console.log(results.join('\n'));
} finally {
  await server.close();
}
process.exitCode = failed ? 1 : 0;
