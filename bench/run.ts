// Benchmarks of the built action against the embedded loopback server. Every figure is a ratio
// to a floor measured in the same run, so a noisy shared machine does not skew it. The whole job
// (main and post step, bench/job.ts) goes to bench/results/job.json, the main step's own figures
// to bench/results/main.json; the docs' tables are rendered from them (scripts/fragments.ts).
//   npm run bench                  (Node 24; `-- --job` for the whole job only)
//   BENCH_OFFICIAL=<the official action's dist/index.cjs>  BENCH_BASELINE=<an earlier dist/>
import { statSync } from 'node:fs';
import path from 'node:path';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../test/support/fake-server/index.ts';
import { measureJob } from './job.ts';
import { seedLargeListing } from './large-listing.ts';
import { measurePipeline } from './pipeline.ts';
import { saveResults, startRun } from './results.ts';
import { actionEnv, median, root, timeProcess, type Timing } from './spawn.ts';
import { JOB_TARGETS, jobRatios, renderJobTable } from './tables/job.ts';
import { MAIN_TARGETS, renderMainTable, type MainResults } from './tables/main.ts';

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
  saveResults('job', job);
  results.push(
    'The whole job (bench/results/job.json):',
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

  const finish = startRun(RUNS);
  server.latencyMs = LATENCY_MS;
  const main = path.join(root, 'dist', 'main', 'index.js');
  // The floor of a main step: Node start, login, the same listing and revoke on one connection.
  const floorArgs = (secretPath: string): string[] => [
    path.join(root, 'bench', 'floor.mjs'),
    '--revoke',
    server.url,
    MEMBER_CLIENT_ID,
    MEMBER_CLIENT_SECRET,
    PROJECT_SLUG,
    secretPath,
  ];
  const timings = await compare({
    floor: () => timeProcess(floorArgs('/p1'), { PATH: process.env.PATH ?? '' }),
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
    `Bare Node start: ${bareNode!.ms.toFixed(0)} ms; action, 1 path: peak RSS ${(onePath!.rssKb / 1024).toFixed(0)} MiB.`,
    '',
    '| measure | value | target | |',
    '| --- | --- | --- | --- |',
  );
  check('main action / floor', onePath!.ms / floor!.ms, MAIN_TARGETS.mainToFloor);
  check('5 paths / 1 path', fivePaths!.ms / onePath!.ms, MAIN_TARGETS.fivePathsToOne);

  // The action end to end, and the pipeline alone.
  // 10,000 secrets and an import, as a real server sends them (bench/large-listing.ts).
  seedLargeListing(server.state, {
    environment: 'dev',
    path: '/big',
    count: 10_000,
    imported: 300,
  });
  server.latencyMs = 0;
  const big = await compare({
    floor: () => timeProcess(floorArgs('/big'), { PATH: process.env.PATH ?? '' }),
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
  check(
    '10,000 secrets to the environment, action / floor',
    big.tenThousand!.ms / big.floor!.ms,
    MAIN_TARGETS.tenThousandToFloor,
  );
  check(
    '10,000 secrets: action peak RSS (MiB)',
    big.tenThousand!.rssKb / 1024,
    MAIN_TARGETS.tenThousandPeakMiB,
    ' MiB',
  );
  check(
    '10,000 secrets: answer check + merge + mask + export plan (ms)',
    pipeline.ms,
    MAIN_TARGETS.pipelineMs,
    ' ms',
  );
  check(
    'doubling to 20,000 secrets: pipeline time ratio (linear ≈ 2)',
    doubled.ms / pipeline.ms,
    MAIN_TARGETS.doubling,
  );
  const tenths = (value: number): number => Math.round(value * 10) / 10;
  const rounded = (m: { ms: number; rssKb: number }) => ({ ms: tenths(m.ms), rssKb: m.rssKb });
  const peer = process.env.BENCH_PEER;
  const mainResults: MainResults = {
    ...finish(),
    latencyMs: LATENCY_MS,
    paths: {
      floor: rounded(floor!),
      onePath: rounded(onePath!),
      fivePaths: rounded(fivePaths!),
      bareNode: rounded(bareNode!),
    },
    tenThousand: {
      imports: 1,
      floor: rounded(big.floor!),
      env: rounded(big.tenThousand!),
      everywhere: rounded(big.tenThousandEverywhere!),
    },
    pipelineMs: { tenThousand: tenths(pipeline.ms), twentyThousand: tenths(doubled.ms) },
    ...(peer && timings.peer
      ? {
          peer: {
            name: path.basename(path.dirname(peer)),
            ...rounded(timings.peer),
            bytes: statSync(peer).size,
          },
        }
      : {}),
  };
  saveResults('main', mainResults);
  results.push('', 'The main step (bench/results/main.json):', '', renderMainTable(mainResults));
  console.log(results.join('\n'));
} finally {
  await server.close();
}
process.exitCode = failed ? 1 : 0;
