// What `@actions/core` would cost at run time against the runner module it would replace: from
// bench/results/toolkit.json, which `npm run bench:toolkit` writes.
import { caption, grouped, kb, range, runs, table, type RunInfo } from './format.ts';

export const TOOLKIT_SCRIPTS = ['node', 'ours', 'toolkit'] as const;
export type ToolkitScript = (typeof TOOLKIT_SCRIPTS)[number];

export interface ToolkitResults extends RunInfo {
  /** The version of `@actions/core` bundled. */
  toolkitVersion: string;
  /** Bytes of each script's ncc bundle. */
  bundleBytes: Record<ToolkitScript, number>;
  /** Medians of each batch of `runs` interleaved runs: wall time, and CPU (user + system). */
  batches: Record<ToolkitScript, { ms: number; cpuMs: number }>[];
}

export function renderToolkitTable(results: ToolkitResults): string {
  const labels: Record<ToolkitScript, string> = {
    node: 'Node alone (empty script)',
    ours: 'the runner module (`src/runner/`)',
    toolkit: `\`@actions/core\` ${results.toolkitVersion}`,
  };
  const sorted = (script: ToolkitScript, field: 'ms' | 'cpuMs'): string =>
    results.batches
      .map((batch) => batch[script][field])
      .sort((a, b) => a - b)
      .map((value) => String(Math.round(value)))
      .join(' / ');
  const rows = TOOLKIT_SCRIPTS.map((script) => [
    labels[script],
    grouped(results.bundleBytes[script]),
    sorted(script, 'ms'),
    sorted(script, 'cpuMs'),
  ]);
  const batches = results.batches.length;
  return [
    caption(
      results,
      `${runs(results.runs)} of each script, in ${batches} batches; the ${batches} medians, sorted`,
    ),
    '',
    table(['script', 'bundle bytes', 'wall ms', 'CPU ms (user + system)'], rows, [
      false,
      true,
      false,
      false,
    ]),
  ].join('\n');
}

/** For a sentence: the CPU each costs above Node's own start-up, batch by batch; the bundle. */
export function renderToolkitCost(results: ToolkitResults, actionBundleBytes: number): string {
  const above = (script: ToolkitScript): number[] =>
    results.batches.map((batch) => batch[script].cpuMs - batch.node.cpuMs);
  const toolkitBytes = results.bundleBytes.toolkit;
  return `the runner module costs ${range(above('ours'), 'ms')} of CPU above Node's own start-up and the toolkit ${range(above('toolkit'), 'ms')}, and the toolkit's bundle (${kb(toolkitBytes)}) is ${(toolkitBytes / actionBundleBytes).toFixed(1)} times the whole action's bundle today (${kb(actionBundleBytes)})`;
}
