// Where the benchmarks put what they measured: bench/results/<name>.json, one file per benchmark,
// each with when and where it ran. The docs' tables and figures are rendered from these files
// (scripts/fragments.ts, by `npm run docs`, which every `npm run bench*` runs after its benchmark).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunInfo } from './tables/format.ts';

export type { RunInfo } from './tables/format.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const RESULTS_DIR = path.join(root, 'bench', 'results');

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
 * Writes bench/results/<name>.json. Each `npm run bench*` then renders the docs' fragments again
 * (`npm run docs`), so the docs say what this run measured.
 */
export function saveResults(name: string, results: RunInfo): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(resultsFile(name), JSON.stringify(results, null, 2) + '\n');
  console.log(`Wrote bench/results/${name}.json.`);
}
