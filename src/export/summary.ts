import type { HeldLease } from '../runner/state.js';
import type { SecretSource } from '../secrets/merge.js';
import type { ExportEntry } from '../secrets/select.js';

const MAX_ROWS = 300;

export interface SummaryFacts {
  readonly environment: string;
  readonly paths: readonly string[];
  readonly entries: readonly ExportEntry[];
  /** The leases of dynamic secrets the job holds (their fields are among the entries). */
  readonly leases?: readonly HeldLease[];
  readonly destinations: readonly string[];
  readonly elapsedMs: number;
}

/** The job summary: names, origins and overrides; never a value. */
export function renderSummary(facts: SummaryFacts): string {
  const { entries } = facts;
  const imported = entries.filter((e) => e.secret.source.kind === 'import').length;
  const leased = entries.filter((e) => e.secret.source.kind === 'lease').length;
  const overridden = entries.filter((e) => e.secret.overrode.length > 0).length;
  const where = facts.paths.map((p) => code(p)).join(', ');
  const cell = (text: string): string => code(text, 'cell');
  const lines = [
    '### Secrets loaded',
    '',
    `**${entries.length}** ${entries.length === 1 ? 'secret' : 'secrets'} from ${code(facts.environment)} ${where} ` +
      `(${entries.length - imported - leased} own, ${imported} imported, ${leased > 0 ? `${leased} from leases, ` : ''}${overridden} overriding another) ` +
      `in ${(facts.elapsedMs / 1000).toFixed(2)} s, exported to ${facts.destinations.join(', ') || 'nothing (`export-type: none`)'}.`,
    '',
  ];
  if (entries.length > 0) {
    lines.push('| Name | From | Overrides |', '| --- | --- | --- |');
    for (const { name, secret } of entries.slice(0, MAX_ROWS)) {
      lines.push(
        `| ${cell(name)} | ${describeIn(secret.source, 'cell')} | ${secret.overrode.map((s) => describeIn(s, 'cell')).join(', ')} |`,
      );
    }
    if (entries.length > MAX_ROWS) lines.push('', `…and ${entries.length - MAX_ROWS} more.`);
    lines.push('');
  }
  const leases = facts.leases ?? [];
  if (leases.length > 0) {
    lines.push(
      '#### Leases (revoked by the post step)',
      '',
      '| Dynamic secret | Folder | Lease | Expires |',
      '| --- | --- | --- | --- |',
      ...leases.map(
        (lease) =>
          `| ${cell(lease.name)} | ${cell(lease.path)} | ${cell(lease.id)} | ${cell(lease.expireAt)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** Human description of a secret's origin, its folder or import as inline code. */
export function describe(source: SecretSource): string {
  return describeIn(source, 'text');
}

function describeIn(source: SecretSource, place: MarkdownPlace): string {
  if (source.kind === 'own') return code(source.folder, place);
  if (source.kind === 'lease') return `lease of ${code(source.name, place)}`;
  return `import ${code(`${source.environment}:${source.importPath}`, place)}`;
}

/** Where inline code stands: in a table cell, where a `|` would end the cell, or in text. */
export type MarkdownPlace = 'cell' | 'text';

/**
 * Characters a reader cannot see or that break a line: controls (C0, DEL, C1), format characters
 * (bidi controls, zero-width spaces, the byte-order mark), U+2028, U+2029 and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * Any text (a name, a path, an import's source) as inline code that nothing in it can break out
 * of, in a job summary or any GitHub Markdown: the one way such text enters Markdown.
 * - Each backslash is doubled and each invisible or line-breaking character written as `\uXXXX`
 *   (`\u{XXXXX}` above U+FFFF), so the code stays on its line, shows what is there, and reads
 *   back unambiguously.
 * - The fence is one backtick longer than the longest run of backticks inside, and padded with a
 *   space when the text starts or ends with a backtick or a space, as CommonMark strips one.
 *   Inside code nothing is markup: no heading, link, autolink, HTML, entity or emphasis.
 * - In a table cell each `|` is escaped (`\|`, shown as `|`): GFM splits a row on every other
 *   pipe, code or not. Backslashes are already doubled, so no `\` can pair with that escape.
 * The empty text is `(empty)`: empty code cannot be written.
 */
export function code(text: string, place: MarkdownPlace = 'text'): string {
  if (text === '') return '(empty)';
  let body = text.replace(/\\/g, '\\\\').replace(INVISIBLE, visible);
  let longest = 0;
  for (const run of body.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  if (place === 'cell') body = body.replace(/\|/g, '\\|');
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(body) && /[^ ]/.test(body) ? ' ' : '';
  return fence + pad + body + pad + fence;
}

function visible(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  const hex = point.toString(16).toUpperCase();
  return point > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}
