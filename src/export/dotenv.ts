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
  if (/[\r\0]/.test(value)) return undefined;
  if (!value.includes("'") && !value.endsWith('\\')) return `'${value}'`;
  if (!/["$`\\]/.test(value)) return `"${value}"`;
  return undefined;
}

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
  const unfit: string[] = [];
  let text = '';
  for (const [name, value] of entries) {
    const quoted = isShellName(name) ? dotenvValue(value) : undefined;
    if (quoted === undefined) unfit.push(name);
    else text += `${name}=${quoted}\n`;
  }
  if (unfit.length === 0) {
    const back = parseEnv(text);
    for (const [name, value] of entries) if (back[name] !== value) unfit.push(name);
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
  return text;
}
