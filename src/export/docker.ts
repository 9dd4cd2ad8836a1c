import { InputError } from '../errors/input.js';
import { words } from '../errors/words.js';
import { formatChoice } from './choice.js';
import type { NamedValue } from './types.js';

/**
 * Docker reads an env file (`docker run --env-file`) one line at a time, with Go's line scanner:
 * a line may not exceed 64 KiB, its newline included.
 */
export const MAX_LINE_BYTES = 64 * 1024 - 1;

/** Leading white space, which docker trims from each line (Go's `unicode.IsSpace`). */
const LEADING_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** Lone UTF-16 surrogates: no UTF-8 file can hold them, and docker refuses invalid UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why docker cannot read `NAME=value` back as this name and value, or undefined when it can. */
export function dockerProblem(name: string, value: string): string | undefined {
  if (/[\n\r]/.test(value)) return 'a line break in the value';
  if (name === '') return 'an empty name';
  if (/[\n\r]/.test(name)) return 'a line break in the name';
  if (name.includes('\0') || value.includes('\0')) return 'a NUL character';
  if (name.includes('=')) return 'an `=` in the name';
  if (/[ \t]/.test(name)) return 'a space or tab in the name';
  if (name.startsWith('#')) return 'a name starting with `#` (a comment to docker)';
  if (LEADING_SPACE.test(name)) return 'a name starting with white space (docker trims it)';
  if (name.startsWith('\ufeff')) return 'a name starting with a byte order mark (docker drops it)';
  if (LONE_SURROGATE.test(name) || LONE_SURROGATE.test(value))
    return 'text that is not valid Unicode';
  if (Buffer.byteLength(name, 'utf8') + 1 + Buffer.byteLength(value, 'utf8') > MAX_LINE_BYTES) {
    return 'a line longer than docker reads (64 KiB)';
  }
  return undefined;
}

/**
 * `NAME=value` lines exactly as `docker run --env-file` reads them: docker takes everything after
 * the first `=` as it is (no quotes, no escapes, white space kept), so nothing is quoted. What a
 * line cannot carry (a line break above all) fails, naming every such key, pointing to `run`,
 * whose command gets the values in its environment (`docker run -e NAME` copies one from there).
 */
export function renderDocker(entries: readonly NamedValue[]): string {
  const unfit = entries.flatMap(([name, value]) => {
    const problem = dockerProblem(name, value);
    return problem ? [`\`${name}\` (${problem})`] : [];
  });
  if (unfit.length > 0) {
    throw new InputError(
      words`${formatChoice('docker')} cannot carry ${unfit.join(', ')}: docker reads one \`NAME=value\` per line, as it is. Pass such values with \`infisical-ci run -- docker run -e NAME ...\` (docker copies \`-e NAME\` from its own environment), or use ${formatChoice('json')}.`,
    );
  }
  return entries.map(([name, value]) => `${name}=${value}\n`).join('');
}
