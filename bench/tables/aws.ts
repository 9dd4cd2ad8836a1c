// What `method: aws-iam` costs at start-up, per credential source, against universal auth in the
// same run: from bench/results/aws.json, which `npm run bench:aws` writes.
import { caption, grouped, runs, table, times, type RunInfo } from './format.ts';

/** The variants bench/aws-iam.ts runs, in the order of the table. */
export const AWS_VARIANTS = {
  universal: 'universal auth',
  'universal, baseline': 'universal auth, earlier build (`BENCH_BASELINE`)',
  'aws-env': '`aws-iam`, keys from `configure-aws-credentials` (no AWS code loads)',
  'aws-imds': '`aws-iam` from EC2 instance metadata (loads the SDK chunk)',
  'aws-web-id': '`aws-iam` from an EKS web identity token (SDK chunk and one STS call)',
  node: '`node -e 0`',
} as const;

export type AwsVariant = keyof typeof AWS_VARIANTS;

export interface AwsResults extends RunInfo {
  /** Added to each response of the fake server. */
  latencyMs: number;
  /** Medians of wall time and of the process's CPU time (user + system, start-up included). */
  medians: Partial<Record<AwsVariant, { ms: number; cpuMs: number }>>;
  /** Bytes of `dist/lib/index.js`, and of the earlier build's (BENCH_BASELINE). */
  bundleBytes: number;
  baselineBundleBytes?: number;
}

export function renderAwsTable(results: AwsResults): string {
  const base = results.medians.universal!;
  const rows: string[][] = [];
  for (const [variant, label] of Object.entries(AWS_VARIANTS) as [AwsVariant, string][]) {
    const median = results.medians[variant];
    if (!median) continue;
    const bytes =
      variant === 'universal'
        ? results.bundleBytes
        : variant === 'universal, baseline'
          ? results.baselineBundleBytes
          : undefined;
    const name =
      bytes === undefined ? label : `${label}, \`dist/lib/index.js\` ${grouped(bytes)} bytes`;
    rows.push([
      name,
      String(Math.round(median.ms)),
      String(Math.round(median.cpuMs)),
      times(median.cpuMs, base.cpuMs),
    ]);
  }
  const latency =
    results.latencyMs > 0 ? `${results.latencyMs} ms added to each response` : 'no added latency';
  return [
    caption(results, `Medians of ${runs(results.runs)}, ${latency}`),
    '',
    table(['run', 'wall ms', 'CPU ms', 'CPU vs universal auth'], rows, [false, true, true, true]),
  ].join('\n');
}

/** For a sentence: `about 71 ms of CPU more than universal auth from instance metadata, …`. */
export function renderAwsExtra(results: AwsResults): string {
  const { universal, 'aws-imds': imds, 'aws-web-id': webId } = results.medians;
  if (!universal || !imds || !webId) return 'an amount the last run did not measure';
  const more = (m: { cpuMs: number }): number => Math.round(m.cpuMs - universal.cpuMs);
  return `about ${more(imds)} ms of CPU more than universal auth from instance metadata, ${more(webId)} ms from a web identity token`;
}
