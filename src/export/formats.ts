import { parseEnv } from 'node:util';
import { InputError } from '../settings/errors.js';
import type { FileFormat } from '../settings/main.js';
import { isShellName } from '../secrets/names.js';

export type NamedValue = readonly [name: string, value: string];

/** Renders the secrets file in the chosen format; fails naming any key the format cannot carry. */
export function renderFile(format: FileFormat, entries: readonly NamedValue[]): string {
  switch (format) {
    case 'dotenv':
      return renderDotenv(entries);
    case 'json':
      return JSON.stringify(Object.fromEntries(entries), null, 2) + '\n';
    case 'yaml':
      return entries.length === 0
        ? '{}\n'
        : entries.map(([name, value]) => `${yamlString(name)}: ${yamlString(value)}\n`).join('');
    case 'shell':
      return renderShell(entries);
  }
}

/**
 * dotenv, as read by Node's `util.parseEnv` and the `dotenv` package: each value goes in the
 * first quote style that keeps it literal. The result is parsed back, so a value that cannot
 * be carried fails the job instead of reaching the application changed.
 */
function renderDotenv(entries: readonly NamedValue[]): string {
  const unfit: string[] = [];
  let text = '';
  for (const [name, value] of entries) {
    const quoted = dotenvQuote(value);
    if (quoted === undefined || /[\s=#'"`]/.test(name)) unfit.push(name);
    else text += `${name}=${quoted}\n`;
  }
  if (unfit.length === 0) {
    const back = parseEnv(text);
    for (const [name, value] of entries) if (back[name] !== value) unfit.push(name);
  }
  if (unfit.length > 0) {
    throw new InputError(
      `The dotenv file cannot carry ${unfit.map((n) => `\`${n}\``).join(', ')} unchanged (carriage returns, or every kind of quote in one value). Use \`file-format: json\` or \`file-format: shell\`, which carry any value.`,
    );
  }
  return text;
}

function dotenvQuote(value: string): string | undefined {
  if (value.includes('\r')) return undefined; // dotenv parsers drop carriage returns
  if (!value.includes("'")) return `'${value}'`;
  // Double quotes turn a backslash-n into a new line, so only use them when there is none.
  if (!value.includes('"') && !value.includes('\\n')) return `"${value}"`;
  if (!value.includes('`')) return `\`${value}\``;
  // Every kind of quote: one plain line still reads back unquoted (no leading quote, which
  // would open a quoted value, no `#`, which starts a comment, no blanks at either end, which
  // the dotenv package trims, unicode ones included). The file is parsed back below, so a case
  // this misjudges fails the job, never changes the value.
  if (/^[^'"`#][^#\r\n]*$/.test(value) && value.trim() === value) return value;
  return undefined;
}

/** `export NAME='value'` lines: sourcing them sets every value byte-exact and never runs anything. */
function renderShell(entries: readonly NamedValue[]): string {
  const invalid = entries.map(([name]) => name).filter((name) => !isShellName(name));
  if (invalid.length > 0) {
    throw new InputError(
      `\`file-format: shell\` cannot hold ${invalid.map((n) => `\`${n}\``).join(', ')}: not shell variable names. Rename them with \`keys\` (e.g. \`MY_KEY=my-key\`) or use \`json\` or \`dotenv\`.`,
    );
  }
  return entries
    .map(([name, value]) => `export ${name}='${value.replace(/'/g, `'\\''`)}'\n`)
    .join('');
}

/** A YAML double-quoted scalar: JSON's escapes, plus escapes for what YAML may not hold raw. */
function yamlString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u0084\u0086-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
