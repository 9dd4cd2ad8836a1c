// The whole job's table (main and post step), from bench/results/job.json, which `npm run bench`
// writes (bench/job.ts measures).
import { caption, kb, ratio, runs, table, type RunInfo } from './format.ts';

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

export interface JobResults extends RunInfo {
  /** Bytes of code a post step with nothing left loads (files under dist/). */
  postBytesLoaded: { after: number; before?: number };
  /** Bytes of the official action's entry file (BENCH_OFFICIAL), when it was measured. */
  officialBytes?: number;
  scenarios: JobScenario[];
}

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

/** The caption and the table (Markdown). */
export function renderJobTable(results: JobResults): string {
  const [loopback, network] = results.scenarios as [JobScenario, JobScenario];
  const both = (render: (s: JobScenario) => string): string[] => [
    render(loopback),
    render(network),
  ];
  const official = loopback.ms.official !== undefined;
  const before = loopback.ms.before !== undefined;
  const rows = [
    [
      'main step / floor (Node start, login, listing, revoke on one connection)',
      ...both((s) => ratio(s.ms.main, s.ms.floor)),
      `≤ ${JOB_TARGETS.mainToFloor}x`,
    ],
    [
      'post step, nothing left / `node -e 0`',
      ...both((s) => ratio(s.ms.post, s.ms.node)),
      `≤ ${JOB_TARGETS.emptyPostToNode}x`,
    ],
    [
      "whole job (main + post) / the official action's main step",
      ...(official
        ? both((s) => ratio(s.ms.job, s.ms.official!))
        : ['not measured in this run', 'not measured in this run']),
      `≤ ${JOB_TARGETS.jobToOfficial.loopback}x, ≤ ${JOB_TARGETS.jobToOfficial.network}x`,
    ],
  ];
  if (before) {
    rows.push(
      [
        'earlier build (`BENCH_BASELINE`): main step / floor',
        ...both((s) => ratio(s.ms.before!.main, s.ms.floor)),
        'for comparison',
      ],
      [
        'earlier build: post step / `node -e 0`',
        ...both((s) => ratio(s.ms.before!.post, s.ms.node)),
        'for comparison',
      ],
    );
    if (official) {
      rows.push([
        "earlier build: whole job / the official action's main step",
        ...both((s) => ratio(s.ms.before!.job, s.ms.official!)),
        'for comparison',
      ]);
    }
  }
  if (network.connectionsPerJob !== undefined) {
    const earlier =
      network.beforeConnectionsPerJob !== undefined
        ? ` (earlier build: ${network.beforeConnectionsPerJob})`
        : '';
    rows.push([
      'connections a job opens (main + post)',
      '',
      `${network.connectionsPerJob}${earlier}`,
      '',
    ]);
  }
  const { after, before: bytesBefore } = results.postBytesLoaded;
  rows.push([
    'code a post step with nothing left loads',
    `${kb(after)}${bytesBefore !== undefined ? ` (earlier build: ${kb(bytesBefore)})` : ''}`,
    '',
    '',
  ]);
  if (results.officialBytes !== undefined) {
    rows.push(["the official action's bundle", kb(results.officialBytes), '', '']);
  }
  return [
    caption(results, `Medians of ${runs(results.runs)}`),
    '',
    table(
      [
        'measure',
        'loopback',
        `network model: ${network.roundTripMs} ms a round trip, ${network.handshakeRoundTrips} for a new connection's handshakes`,
        'target',
      ],
      rows,
    ),
  ].join('\n');
}

/** The job against the official action's main step, for a sentence: `takes 0.51x … on loopback, …`. */
export function renderJobVsOfficial(results: JobResults): string {
  const [loopback, network] = results.scenarios as [JobScenario, JobScenario];
  if (loopback.ms.official === undefined || network.ms.official === undefined) {
    return "was not compared with the official action's in the last run";
  }
  const x = (s: JobScenario): string => `${(s.ms.job / s.ms.official!).toFixed(2)}x`;
  return `takes ${x(loopback)} the official action's time on loopback, ${x(network)} on a model of a real network`;
}
