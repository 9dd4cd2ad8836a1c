import { isShellName } from '../secrets/names.js';
import { InputError } from '../errors/input.js';
import { ref, words } from '../errors/words.js';
import { formatChoice } from './choice.js';
import type { NamedValue } from './types.js';

/**
 * `export NAME='value'` lines: sourcing them in bash or dash sets every value byte-exact and
 * never runs anything (a single quote inside a value is closed, escaped and reopened: `'\''`).
 * Names must be shell variable names; NUL fits in no shell variable.
 */
export function renderShell(
  entries: readonly NamedValue[],
  format: 'shell' | 'dotenv-export',
): string {
  const chosen = formatChoice(format);
  const invalid = entries.map(([name]) => name).filter((name) => !isShellName(name));
  if (invalid.length > 0) {
    throw new InputError(
      words`${chosen} cannot hold ${invalid.map((n) => `\`${n}\``).join(', ')}: not shell variable names. Rename them with ${ref('keys')} (e.g. \`MY_KEY=my-key\`) or use \`json\` or \`dotenv\`.`,
    );
  }
  const nul = entries.filter(([, value]) => value.includes('\0')).map(([name]) => `\`${name}\``);
  if (nul.length > 0) {
    throw new InputError(
      words`${chosen} cannot hold ${nul.join(', ')}: a NUL character fits in no shell variable. Use ${formatChoice('json')}.`,
    );
  }
  const lines: string[] = [];
  // `forEach`, not `for...of`: it runs once per entry, and an iterator costs an object a step.
  entries.forEach((entry) => {
    lines.push(`export ${entry[0]}='${entry[1].replace(QUOTE, `'\\''`)}'\n`);
  });
  return lines.join('');
}

const QUOTE = /'/g;
