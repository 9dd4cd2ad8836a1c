// Benchmarks of the built action against the embedded loopback server. Every figure is a ratio
// to a floor measured in the same run, so a noisy shared machine does not skew it. The whole job
// (main and post step, bench/job.ts) goes to bench/results/job.json and README.md's table.
//   npm run bench                  (Node 24; `-- --job` for the whole job only)
//   BENCH_OFFICIAL=<the official action's dist/index.cjs>  BENCH_BASELINE=<an earlier dist/>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { measureJob } from './job.ts';
import { measurePipeline } from './pipeline.ts';
import { actionEnv, median, root, timeProcess, type Timing } from './spawn.ts';
import { JOB_TARGETS, RESULTS, jobRatios, renderJobTable, withJobTable } from './table.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 40);

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

const server = await startFakeServer({ rateLimit: false });
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

  // The whole job, main and post step: on loopback, and on a model of a real network.
  const job = await measureJob(server, RUNS);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(job, null, 2) + '\n');
  const readme = path.join(root, 'README.md');
  writeFileSync(readme, withJobTable(readFileSync(readme, 'utf8'), job));
  results.push(
    `The whole job (bench/results/job.json, README.md), load average ${job.loadAverage.join(' → ')}:`,
    '',
    renderJobTable(job),
    '',
    '| measure | value | target | |',
    '| --- | --- | --- | --- |',
  );
  for (const scenario of job.scenarios) {
    const ratios = jobRatios(scenario);
    check(`${scenario.id}: main step / floor`, ratios.mainToFloor, JOB_TARGETS.mainToFloor);
    check(
      `${scenario.id}: post step, nothing left / node -e 0`,
      ratios.emptyPostToNode,
      JOB_TARGETS.emptyPostToNode,
    );
    if (ratios.jobToOfficial !== undefined) {
      check(
        `${scenario.id}: whole job / official action's main step`,
        ratios.jobToOfficial,
        JOB_TARGETS.jobToOfficial[scenario.id],
      );
    }
  }
  results.push('');
  if (process.argv.includes('--job')) {
    console.log(results.join('\n'));
    process.exit(failed ? 1 : 0);
  }

  server.latencyMs = LATENCY_MS;
  const main = path.join(root, 'dist', 'main', 'index.js');
  // The floor of a main step: Node start, login, listing and revoke on one connection.
  const floorArgs = [
    path.join(root, 'bench', 'floor.mjs'),
    '--revoke',
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
  const intro = results.length;
  results.push(
    `Medians of ${RUNS} interleaved runs, ${LATENCY_MS} ms latency per response. Floor (Node start + login + list + revoke): ${floor!.ms.toFixed(0)} ms; bare Node start: ${bareNode!.ms.toFixed(0)} ms; action, 1 path: ${onePath!.ms.toFixed(0)} ms (peak RSS ${(onePath!.rssKb / 1024).toFixed(0)} MiB); 5 paths: ${fivePaths!.ms.toFixed(0)} ms.`,
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

  // 10,000 secrets arriving through imports: the action end to end, and the pipeline alone.
  server.state.seedImportFanout({
    environment: 'dev',
    path: '/big',
    imports: 10,
    secretsPerImport: 1000,
    sharedKeys: 200,
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
    intro + 1,
    0,
    `10,000 secrets through 10 imports: action ${big.tenThousand!.ms.toFixed(0)} ms end to end to the environment, ${big.tenThousandEverywhere!.ms.toFixed(0)} ms to the environment, outputs and a dotenv file (floor ${big.floor!.ms.toFixed(0)} ms: Node start, login, the same listing downloaded and parsed, revoke; no added latency); in-process pipeline ${pipeline.ms.toFixed(1)} ms, 20,000: ${doubled.ms.toFixed(1)} ms.`,
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
