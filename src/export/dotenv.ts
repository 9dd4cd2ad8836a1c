import { parseEnv } from 'node:util';
import { isShellName } from '../secrets/names.js';
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import { formatChoice } from './choice.js';
import type { NamedValue } from './types.js';

/**
 * The line for one value, or undefined when no form is safe. A dotenv file is read by Node's
 * `util.parseEnv` and the `dotenv` package, and sourced by shells (`set -a; . ./.env`), so a
 * value must read back exactly with both parsers and never run anything when sourced:
 * - single quotes, when the value has no `'`: literal in bash and dash, and literal in both
 *   parsers, but for a `\` just before the closing quote, which the `dotenv` package reads as an
 *   escaped quote;
 * - else double quotes, when the value has none of `"`, `$`, `` ` ``, `\`: the characters a
 *   shell expands inside double quotes (and that the parsers would unescape);
 * - never backticks (a shell runs their content) and never unquoted (spaces, quotes and `;` end
 *   a shell word).
 * Carriage returns are dropped by both parsers, and NUL fits in no shell variable.
 */
function dotenvValue(value: string): string | undefined {
  if (CR_OR_NUL.test(value)) return undefined;
  if (!value.includes("'") && !value.endsWith('\\')) return `'${value}'`;
  if (!EXPANDED_IN_DOUBLE_QUOTES.test(value)) return `"${value}"`;
  return undefined;
}

const CR_OR_NUL = /[\r\0]/;
const EXPANDED_IN_DOUBLE_QUOTES = /["$`\\]/;

/** About how long a run of lines is checked with one `parseEnv` (see {@link renderDotenv}). */
const CHECKED_RUN = 64 * 1024;

/**
 * dotenv lines, each value in the first form that is exact with both parsers and inert in a
 * shell. The result is parsed back, so a case misjudged here fails the job, never changes a
 * value. Every key that cannot be carried is named in one error saying what to do.
 *
 * Names must be shell variable names. Both parsers also read `my-key` or `x.y`, but a shell that
 * sources the file reads `x.y='/run'` as a command word, `x.y=/run`, not an assignment: it runs
 * a program found on `PATH`, or, for a word with a `/`, the file at that path from the working
 * directory, which a checkout can provide (a folder `x.y=`). The error points to `keys` to rename
 * them, or to `json`, which takes any name.
 */
export function renderDotenv(entries: readonly NamedValue[]): string {
  return dotenvPieces(entries).join('');
}

/** {@link renderDotenv}'s text in pieces of about 64 KiB, whole lines each. */
export function dotenvPieces(entries: readonly NamedValue[]): string[] {
  let unfit: string[] = [];
  const misread: string[] = [];
  const lines: string[] = [];
  // Read back a run of lines at a time (each line is whole, and names are unique), so that
  // thousands of entries never make one object of thousands of keys. `forEach`, not
  // `for...of`: it runs once per entry, and an iterator costs an object a step.
  let run = '';
  let inRun: NamedValue[] = [];
  const check = (): void => {
    const back = parseEnv(run);
    inRun.forEach((entry) => {
      if (back[entry[0]] !== entry[1]) misread.push(entry[0]);
    });
    lines.push(run);
    run = '';
    inRun = [];
  };
  entries.forEach((entry) => {
    const name = entry[0];
    const quoted = isShellName(name) ? dotenvValue(entry[1]) : undefined;
    if (quoted === undefined) unfit.push(name);
    if (unfit.length > 0) return;
    run += `${name}=${quoted}\n`;
    inRun.push(entry);
    if (run.length >= CHECKED_RUN) check();
  });
  if (unfit.length === 0) {
    check();
    unfit = misread;
  }
  if (unfit.length > 0) {
    const list = unfit.map((n) => `\`${n}\``).join(', ');
    const badNames = unfit.filter((name) => !isShellName(name)).length;
    const names =
      badNames > 0
        ? words` Names must be shell variable names (letters, digits and \`_\`, not starting with a digit): a shell runs a line such as \`my-key=...\` as a command. Rename with ${ref('keys')} (e.g. \`MY_KEY=my-key\`).`
        : '';
    const values =
      badNames < unfit.length
        ? words` A value cannot hold a carriage return or a NUL, end with a backslash, or hold a single quote together with \`"\`, \`$\`, a backtick or a backslash: use ${formatChoice('shell')} to source the file.`
        : '';
    throw new InputError(
      words`The dotenv file cannot carry ${list} safely: it must read back exactly with dotenv parsers and run nothing when a shell sources it.${names}${values} Or use ${formatChoice('json')}, which carries any name and value.`,
    );
  }
  return lines;
}
