// The main action's table, from bench/results/main.json, which `npm run bench` writes: one and
// five paths against the floor, 10,000 secrets through imports (time and peak memory), and the
// in-process pipeline.
import { caption, kb, mib, ms, ratio, runs, table, times, type RunInfo } from './format.ts';

/** Targets: ratios measured in one run, and the memory and time of 10,000 secrets. */
export const MAIN_TARGETS = {
  mainToFloor: 1.5,
  fivePathsToOne: 1.25,
  tenThousandToFloor: 1.3,
  tenThousandPeakMiB: 100,
  pipelineMs: 1000,
  /** Twice the secrets, in process: linear work is 2x; quadratic would be 4x. */
  doubling: 3,
} as const;

/** The median of one variant's runs: wall time, and peak resident memory where measured. */
export interface Median {
  ms: number;
  rssKb?: number;
}

export interface MainResults extends RunInfo {
  /** Added to every response of the loopback server (not for 10,000 secrets). */
  latencyMs: number;
  paths: {
    /** Node start, login, listing and revoke by hand, on one connection. */
    floor: Median;
    onePath: Median;
    fivePaths: Median;
    bareNode?: Median;
  };
  tenThousand: {
    imports: number;
    /** The floor downloading and parsing the same listing. */
    floor: Median;
    /** To the environment (the default export). */
    env: Median;
    /** To the environment, the outputs and a dotenv file. */
    everywhere: Median;
  };
  /** Answer check, merge, masks, selection and export plan, in process. */
  pipelineMs: { tenThousand: number; twentyThousand: number };
  /** Another action's bundle given the same inputs (BENCH_PEER). */
  peer?: { name: string; ms: number; rssKb: number; bytes: number };
}

export function renderMainTable(results: MainResults): string {
  const { paths, tenThousand: big, pipelineMs } = results;
  const t = MAIN_TARGETS;
  const rows = [
    [
      'main action / floor (Node start, login, listing, revoke by hand on one connection)',
      ratio(paths.onePath.ms, paths.floor.ms),
      `≤ ${t.mainToFloor}x`,
    ],
    ['5 paths / 1 path', ratio(paths.fivePaths.ms, paths.onePath.ms), `≤ ${t.fivePathsToOne}x`],
    [
      `10,000 secrets ${big.imports === 1 ? 'and an import' : `through ${big.imports} imports`} to the environment: action / floor`,
      ratio(big.env.ms, big.floor.ms),
      `≤ ${t.tenThousandToFloor}x`,
    ],
    [
      '10,000 secrets to the environment: peak memory',
      big.env.rssKb !== undefined ? mib(big.env.rssKb) : 'not measured',
      `≤ ${t.tenThousandPeakMiB} MiB`,
    ],
    [
      '10,000 secrets to the environment, outputs and a file / floor',
      `${ratio(big.everywhere.ms, big.floor.ms)}${big.everywhere.rssKb !== undefined ? `, ${mib(big.everywhere.rssKb)} peak` : ''}`,
      'for comparison',
    ],
    [
      '10,000 secrets: answer check, merge, mask, export plan (in process)',
      ms(pipelineMs.tenThousand),
      `≤ ${t.pipelineMs} ms`,
    ],
    [
      '20,000 / 10,000 secrets, in process',
      times(pipelineMs.twentyThousand, pipelineMs.tenThousand),
      `≤ ${t.doubling}x (linear: 2x)`,
    ],
  ];
  if (results.peer) {
    const { peer } = results;
    rows.push([
      `${peer.name} (\`BENCH_PEER\`, ${kb(peer.bytes)}) / floor`,
      `${ratio(peer.ms, paths.floor.ms)}, ${mib(peer.rssKb)} peak`,
      'for comparison',
    ]);
  }
  const latency =
    results.latencyMs > 0
      ? `${results.latencyMs} ms added to every response (none for 10,000 secrets)`
      : 'no added latency';
  return [
    caption(results, `Medians of ${runs(results.runs)}, ${latency}`),
    '',
    table(['measure', 'result', 'target'], rows),
  ].join('\n');
}
