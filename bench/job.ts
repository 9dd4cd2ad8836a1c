// The whole job, not just the main step: what the action adds to a job is its main step AND its
// post step (the official action has no post step). Interleaved, round by round: `node -e 0`, the
// floor (Node start, login, listing and revoke on one keep-alive connection), our main step then
// our post step (given the state the main step saved, as the runner does), and where given, an
// earlier build's main and post steps (BENCH_BASELINE=<its dist/>) and the official action's
// main step (BENCH_OFFICIAL=<its entry file>). Twice: on plain loopback, and behind a proxy that
// models a real network (each new connection pays TCP and TLS handshakes, each answer a round
// trip), where a new connection in the post step shows what it costs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  type FakeServer,
} from '../test/support/fake-server/index.ts';
import { parseFileCommands } from '../test/support/run-action.ts';
import { startLatencyProxy } from './latency.ts';
import { startRun } from './results.ts';
import { actionEnv, median, root, timeProcess, type Timing } from './spawn.ts';
import type { JobResults, JobScenario, JobTimes } from './tables/job.ts';

const MODULE_TRACE = pathToFileURL(path.join(root, 'test', 'support', 'module-trace.mjs')).href;

/** Wall time only: nothing preloaded into the processes timed here (see `timeProcess`). */
const TIME_ONLY = { probe: false };

/** The inputs of every main step here: one path of 20 secrets, to the environment. */
const INPUTS = { 'secret-path': '/p1' };

interface JobTiming {
  main: Timing;
  post: Timing;
}

/** A build's post step: `post/index.cjs`, or `post/index.js` in builds before it was CommonJS. */
function postEntry(dist: string): string {
  const entry = path.join(dist, 'post', 'index.cjs');
  return existsSync(entry) ? entry : path.join(dist, 'post', 'index.js');
}

/** Runs a build's main step, then its post step with the state the main step saved. */
async function runJob(dist: string, url: string): Promise<JobTiming> {
  const env = actionEnv(url, INPUTS);
  const main = await timeProcess([path.join(dist, 'main', 'index.js')], env, TIME_ONLY);
  if (main.code !== 0) throw new Error(`${dist}: main step exited with ${main.code}`);
  const state = Object.fromEntries(parseFileCommands(readFileSync(env.GITHUB_STATE!, 'utf8')));
  const postEnv = { ...env };
  for (const [name, value] of Object.entries(state)) postEnv[`STATE_${name}`] = value;
  const post = await timeProcess([postEntry(dist)], postEnv, TIME_ONLY);
  if (post.code !== 0) throw new Error(`${dist}: post step exited with ${post.code}`);
  return { main, post };
}

/** Bytes of the files under `dist` that a post step with nothing left loads. */
async function postBytes(dist: string): Promise<number> {
  const env = {
    ...actionEnv('http://127.0.0.1:9', {}),
    STATE_revoke_token: '',
    STATE_api_url: '',
    STATE_secrets_files: '',
    STATE_revoke_tried: '',
    NODE_OPTIONS: `--import=${MODULE_TRACE}`,
  };
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, [postEntry(dist)], {
    env,
    encoding: 'utf8',
  });
  const line = /MODULES_LOADED=(.*)/.exec(run.stderr);
  if (!line) throw new Error(`no module trace from ${dist}: ${run.stderr}`);
  return (JSON.parse(line[1]!) as string[])
    .filter((url) => url.startsWith('file:'))
    .map((url) => fileURLToPath(url))
    .filter((file) => !path.relative(dist, file).startsWith('..'))
    .reduce((sum, file) => sum + statSync(file).size, 0);
}

async function measureScenario(
  server: FakeServer,
  scenario: Pick<JobScenario, 'id' | 'roundTripMs' | 'handshakeRoundTrips'>,
  runs: number,
): Promise<JobScenario> {
  const proxy =
    scenario.roundTripMs > 0
      ? await startLatencyProxy({
          upstream: server.url,
          roundTripMs: scenario.roundTripMs,
          handshakeRoundTrips: scenario.handshakeRoundTrips,
        })
      : undefined;
  const url = proxy?.url ?? server.url;
  const bare = { PATH: process.env.PATH ?? '' };
  const floorArgs = [
    path.join(root, 'bench', 'floor.mjs'),
    '--revoke',
    url,
    MEMBER_CLIENT_ID,
    MEMBER_CLIENT_SECRET,
    PROJECT_SLUG,
    '/p1',
  ];
  const baseline = process.env.BENCH_BASELINE;
  const official = process.env.BENCH_OFFICIAL;
  const samples = {
    node: [] as number[],
    floor: [] as number[],
    main: [] as number[],
    post: [] as number[],
    job: [] as number[],
    beforeMain: [] as number[],
    beforePost: [] as number[],
    beforeJob: [] as number[],
    official: [] as number[],
  };
  let connections = 0;
  let beforeConnections = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const before = proxy?.connections ?? 0;
    const value = await work();
    return [value, (proxy?.connections ?? 0) - before];
  };
  for (let round = -2; round < runs; round++) {
    const keep = round >= 0; // two warm-up rounds
    const node = await timeProcess(['-e', '0'], bare, TIME_ONLY);
    const floor = await timeProcess(floorArgs, bare, TIME_ONLY);
    if (floor.code !== 0) throw new Error(`the floor exited with ${floor.code}`);
    const [ours, opened] = await counted(() => runJob(path.join(root, 'dist'), url));
    const [earlier, openedBefore] = baseline
      ? await counted(() => runJob(path.resolve(baseline), url))
      : [undefined, 0];
    const theirs = official
      ? await timeProcess([official], actionEnv(url, INPUTS), TIME_ONLY)
      : undefined;
    if (theirs && theirs.code !== 0) throw new Error(`the official action exited ${theirs.code}`);
    if (!keep) continue;
    samples.node.push(node.ms);
    samples.floor.push(floor.ms);
    samples.main.push(ours.main.ms);
    samples.post.push(ours.post.ms);
    samples.job.push(ours.main.ms + ours.post.ms);
    connections = opened;
    if (earlier) {
      samples.beforeMain.push(earlier.main.ms);
      samples.beforePost.push(earlier.post.ms);
      samples.beforeJob.push(earlier.main.ms + earlier.post.ms);
      beforeConnections = openedBefore;
    }
    if (theirs) samples.official.push(theirs.ms);
  }
  await proxy?.close();
  const ms: JobTimes = {
    node: median(samples.node),
    floor: median(samples.floor),
    main: median(samples.main),
    post: median(samples.post),
    job: median(samples.job),
    ...(baseline
      ? {
          before: {
            main: median(samples.beforeMain),
            post: median(samples.beforePost),
            job: median(samples.beforeJob),
          },
        }
      : {}),
    ...(official ? { official: median(samples.official) } : {}),
  };
  return {
    ...scenario,
    ms,
    ...(proxy ? { connectionsPerJob: connections } : {}),
    ...(proxy && baseline ? { beforeConnectionsPerJob: beforeConnections } : {}),
  };
}

/** Measures the whole job on loopback and on the network model (`roundTripMs`, default 30). */
export async function measureJob(server: FakeServer, runs: number): Promise<JobResults> {
  const finish = startRun(runs);
  const roundTripMs = Number(process.env.BENCH_ROUND_TRIP_MS ?? 30);
  server.latencyMs = 0;
  const loopback = await measureScenario(
    server,
    { id: 'loopback', roundTripMs: 0, handshakeRoundTrips: 0 },
    runs,
  );
  const network = await measureScenario(
    server,
    { id: 'network', roundTripMs, handshakeRoundTrips: 2 },
    runs,
  );
  const baseline = process.env.BENCH_BASELINE;
  const official = process.env.BENCH_OFFICIAL;
  return {
    ...finish(),
    postBytesLoaded: {
      after: await postBytes(path.join(root, 'dist')),
      ...(baseline ? { before: await postBytes(path.resolve(baseline)) } : {}),
    },
    ...(official ? { officialBytes: statSync(official).size } : {}),
    scenarios: [loopback, network].map((s) => ({ ...s, ms: roundTimes(s.ms) })),
  };
}

function roundTimes(ms: JobTimes): JobTimes {
  const r = (value: number): number => Math.round(value * 10) / 10;
  return {
    node: r(ms.node),
    floor: r(ms.floor),
    main: r(ms.main),
    post: r(ms.post),
    job: r(ms.job),
    ...(ms.before
      ? { before: { main: r(ms.before.main), post: r(ms.before.post), job: r(ms.before.job) } }
      : {}),
    ...(ms.official !== undefined ? { official: r(ms.official) } : {}),
  };
}
