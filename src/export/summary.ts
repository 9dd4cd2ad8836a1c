import type { SecretSource } from '../secrets/merge.js';
import type { ExportEntry } from '../secrets/select.js';

const MAX_ROWS = 300;

export interface SummaryFacts {
  readonly environment: string;
  readonly paths: readonly string[];
  readonly entries: readonly ExportEntry[];
  readonly destinations: readonly string[];
  readonly elapsedMs: number;
}

/** The job summary: names, origins and overrides; never a value. */
export function renderSummary(facts: SummaryFacts): string {
  const { entries } = facts;
  const imported = entries.filter((e) => e.secret.source.kind === 'import').length;
  const overridden = entries.filter((e) => e.secret.overrode.length > 0).length;
  const where = facts.paths.map((p) => code(p)).join(', ');
  const lines = [
    '### Secrets loaded',
    '',
    `**${entries.length}** ${entries.length === 1 ? 'secret' : 'secrets'} from ${code(facts.environment)} ${where} ` +
      `(${entries.length - imported} own, ${imported} imported, ${overridden} overriding another) ` +
      `in ${(facts.elapsedMs / 1000).toFixed(2)} s, exported to ${facts.destinations.join(', ') || 'nothing (`export-type: none`)'}.`,
    '',
  ];
  if (entries.length > 0) {
    lines.push('| Name | From | Overrides |', '| --- | --- | --- |');
    for (const { name, secret } of entries.slice(0, MAX_ROWS)) {
      lines.push(
        `| ${code(name)} | ${describe(secret.source)} | ${secret.overrode.map(describe).join(', ')} |`,
      );
    }
    if (entries.length > MAX_ROWS) lines.push('', `…and ${entries.length - MAX_ROWS} more.`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Human description of a secret's origin. */
export function describe(source: SecretSource): string {
  if (source.kind === 'own') return code(source.folder);
  return `import ${code(`${source.environment}:${source.importPath}`)}`;
}

/** Text as inline code in a table cell: backticks and pipes cannot break out of it. */
export function code(text: string): string {
  return '`' + text.replace(/`/g, "'").replace(/\|/g, '\\|') + '`';
}
