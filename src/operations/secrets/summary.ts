import { code } from '../../export/summary.js';

/** Most keys listed in one row of the summary; the rest are counted. */
const MAX_KEYS_SHOWN = 300;

export interface WriteSummary {
  /** `Secrets set` or `Secrets deleted`. */
  readonly title: string;
  readonly environment: string;
  readonly path: string;
  /** Each outcome (`Created`, `Unchanged`, ...) with its keys, in the order shown. */
  readonly outcomes: readonly (readonly [label: string, keys: readonly string[]])[];
}

/** The job summary of a `secrets` operation: keys by outcome, never a value. */
export function renderWriteSummary(summary: WriteSummary): string {
  const lines = [
    `### ${summary.title} in ${code(summary.environment)} ${code(summary.path)}`,
    '',
    '| Outcome | Count | Keys |',
    '| --- | --- | --- |',
  ];
  for (const [label, keys] of summary.outcomes) {
    const shown = keys
      .slice(0, MAX_KEYS_SHOWN)
      .map((key) => code(key, 'cell'))
      .join(', ');
    const more = keys.length > MAX_KEYS_SHOWN ? ` …and ${keys.length - MAX_KEYS_SHOWN} more` : '';
    lines.push(`| ${label} | ${keys.length} | ${shown}${more} |`);
  }
  lines.push('');
  return lines.join('\n');
}
