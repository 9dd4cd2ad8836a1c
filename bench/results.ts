// Where the benchmarks put what they measured: bench/results/<name>.json, one file per benchmark,
// each with when and where it ran. The docs' tables and figures are rendered from these files
// (scripts/fragments.ts), so a benchmark that writes its file also rewrites the docs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RESULTS_DIR = path.join(root, 'bench', 'results');

/** When and where a benchmark ran: every results file starts with this. */
export interface RunInfo {
  /** The day of the run (YYYY-MM-DD), or the month (YYYY-MM) for figures kept from older docs. */
  date: string;
  /** `process.version` of the Node that ran the benchmark. */
  node: string;
  /** CPUs of the machine. */
  cpus: number;
  /** 1-minute load average when the run started and when it ended; null when not recorded. */
  loadAverage: [number, number] | null;
  /** Interleaved runs behind each median. */
  runs: number;
  /** What a reader of the table should know about this run (shown with it). */
  note?: string;
  /** How the figures got into the file when no run of the benchmark wrote them (not shown). */
  source?: string;
}

const tenths = (value: number): number => Math.round(value * 10) / 10;

/**
 * Call when the measuring starts; the function it returns, when it ends, gives the run's
 * {@link RunInfo} (the load average at both moments: a busy machine makes every figure noisier).
 * `BENCH_NOTE` becomes its note, shown with the table: what a reader should know about the run
 * (which build `BENCH_BASELINE` was, say).
 */
export function startRun(runs: number): () => RunInfo {
  const load = os.loadavg()[0]!;
  const date = new Date().toISOString().slice(0, 10);
  const note = process.env.BENCH_NOTE;
  return () => ({
    date,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: [tenths(load), tenths(os.loadavg()[0]!)],
    runs,
    ...(note ? { note } : {}),
  });
}

export const resultsFile = (name: string): string => path.join(RESULTS_DIR, `${name}.json`);

export function readResults<T>(name: string): T {
  return JSON.parse(readFileSync(resultsFile(name), 'utf8')) as T;
}

/**
 * Writes bench/results/<name>.json, then renders every doc fragment again from the results and
 * dist/, so the docs say what this run measured.
 */
export async function saveResults(name: string, results: RunInfo): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(resultsFile(name), JSON.stringify(results, null, 2) + '\n');
  console.log(`Wrote bench/results/${name}.json.`);
  const { FragmentError, updateFragments } = await import('../scripts/fragments.ts');
  try {
    for (const file of updateFragments(root, { write: true })) console.log(`Rewrote ${file}.`);
  } catch (error) {
    if (!(error instanceof FragmentError)) throw error;
    console.error(`The docs were not rewritten: ${error.message}`);
    process.exitCode = 1;
  }
}
