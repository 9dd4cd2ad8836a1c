// The README's table of the whole job, rendered from the benchmark's results (bench/results/
// job.json, written by `npm run bench`), between markers, so that it can only say what a run
// measured.
//   npm run bench:table              rewrite the table in README.md from the results
//   npm run bench:table -- --check   fail when README.md's table differs from the results
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The results bench/job.ts measures, as bench/results/job.json holds them.

/** Targets: ratios measured in one run (PRODUCT.md, performance). */
export const JOB_TARGETS = {
  mainToFloor: 1.05,
  emptyPostToNode: 1.3,
  jobToOfficial: { loopback: 0.85, network: 0.7 },
} as const;

/** Medians in milliseconds of one scenario; job = main + post, round by round. */
export interface JobTimes {
  node: number;
  floor: number;
  main: number;
  post: number;
  job: number;
  before?: { main: number; post: number; job: number };
  official?: number;
}

export interface JobScenario {
  id: 'loopback' | 'network';
  /** Added latency: per round trip, and the round trips a new connection's handshakes take. */
  roundTripMs: number;
  handshakeRoundTrips: number;
  ms: JobTimes;
  /** Connections the action opened per job (main + post), counted at the proxy. */
  connectionsPerJob?: number;
  beforeConnectionsPerJob?: number;
}

export interface JobResults {
  node: string;
  runs: number;
  /** 1-minute load average at the start and the end: a busy machine makes every figure noisier. */
  loadAverage: [number, number];
  cpus: number;
  /** Bytes of code a post step with nothing left loads (files under dist/). */
  postBytesLoaded: { after: number; before?: number };
  scenarios: JobScenario[];
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RESULTS = path.join(root, 'bench', 'results', 'job.json');
const README = path.join(root, 'README.md');
const START = '<!-- bench:job:start -->';
const END = '<!-- bench:job:end -->';

/** One ratio with what it is made of, e.g. `1.02x (95 / 93 ms)`. */
const ratio = (a: number, b: number): string =>
  `${(a / b).toFixed(2)}x (${Math.round(a)} / ${Math.round(b)} ms)`;

/** The ratios the targets are about, per scenario. */
export function jobRatios(scenario: JobScenario): {
  mainToFloor: number;
  emptyPostToNode: number;
  jobToOfficial?: number;
} {
  const { ms } = scenario;
  return {
    mainToFloor: ms.main / ms.floor,
    emptyPostToNode: ms.post / ms.node,
    ...(ms.official !== undefined ? { jobToOfficial: ms.job / ms.official } : {}),
  };
}

/** The table (markdown lines, without the markers). */
export function renderJobTable(results: JobResults): string {
  const [loopback, network] = results.scenarios as [JobScenario, JobScenario];
  const both = (render: (s: JobScenario) => string): string =>
    `${render(loopback)} | ${render(network)}`;
  const official = loopback.ms.official !== undefined;
  const before = loopback.ms.before !== undefined;
  const kb = (bytes: number): string => `${Math.round(bytes / 1000)} KB`;
  const lines = [
    `| measure (medians of ${results.runs} interleaved runs, Node ${results.node}, load average ${results.loadAverage.join(' → ')} on ${results.cpus} cores) | loopback | network model: ${network.roundTripMs} ms a round trip, ${network.handshakeRoundTrips} for a new connection's handshakes | target |`,
    '| --- | --- | --- | --- |',
    `| main step / floor (Node start, login, listing, revoke on one connection) | ${both((s) => ratio(s.ms.main, s.ms.floor))} | ≤ ${JOB_TARGETS.mainToFloor}x |`,
    `| post step, nothing left / \`node -e 0\` | ${both((s) => ratio(s.ms.post, s.ms.node))} | ≤ ${JOB_TARGETS.emptyPostToNode}x |`,
    official
      ? `| whole job (main + post) / the official action's main step | ${both((s) => ratio(s.ms.job, s.ms.official!))} | ≤ ${JOB_TARGETS.jobToOfficial.loopback}x, ≤ ${JOB_TARGETS.jobToOfficial.network}x |`
      : `| whole job (main + post) / the official action's main step | not measured in this run | not measured in this run | ≤ ${JOB_TARGETS.jobToOfficial.loopback}x, ≤ ${JOB_TARGETS.jobToOfficial.network}x |`,
  ];
  if (before) {
    lines.push(
      `| earlier build (\`BENCH_BASELINE\`): main step / floor | ${both((s) => ratio(s.ms.before!.main, s.ms.floor))} | for comparison |`,
      `| earlier build: post step / \`node -e 0\` | ${both((s) => ratio(s.ms.before!.post, s.ms.node))} | for comparison |`,
    );
    if (official) {
      lines.push(
        `| earlier build: whole job / the official action's main step | ${both((s) => ratio(s.ms.before!.job, s.ms.official!))} | for comparison |`,
      );
    }
  }
  if (network.connectionsPerJob !== undefined) {
    lines.push(
      `| connections a job opens (main + post) | | ${network.connectionsPerJob}${network.beforeConnectionsPerJob !== undefined ? ` (earlier build: ${network.beforeConnectionsPerJob})` : ''} | |`,
    );
  }
  const { after, before: bytesBefore } = results.postBytesLoaded;
  lines.push(
    `| code a post step with nothing left loads | ${kb(after)}${bytesBefore !== undefined ? ` (earlier build: ${kb(bytesBefore)})` : ''} | | |`,
  );
  return lines.join('\n');
}

/** README.md with the block between the markers replaced by the table of these results. */
export function withJobTable(readme: string, results: JobResults): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  const block = [
    START,
    '<!-- Generated by npm run bench from bench/results/job.json: do not edit by hand. -->',
    '<!-- prettier-ignore-start -->',
    renderJobTable(results),
    '<!-- prettier-ignore-end -->',
    '',
  ].join('\n');
  return readme.slice(0, start) + block + readme.slice(end);
}

export function readResults(): JobResults {
  return JSON.parse(readFileSync(RESULTS, 'utf8')) as JobResults;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(README, 'utf8');
  const generated = withJobTable(readme, readResults());
  if (process.argv.includes('--check')) {
    if (generated !== readme) {
      console.error(
        'README.md: the job table differs from bench/results/job.json; run `npm run bench:table`.',
      );
      process.exitCode = 1;
    }
  } else if (generated !== readme) {
    writeFileSync(README, generated);
    console.log('README.md: job table rewritten from bench/results/job.json.');
  }
}
