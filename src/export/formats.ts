import { dotenvPieces, renderDotenv } from './dotenv.js';
import { renderShell } from './shell.js';
import type { FileFormat, NamedValue } from './types.js';

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
      return renderShell(entries, format);
  }
}

/**
 * {@link renderFile}'s text, in pieces when the format makes them anyway (a large dotenv file is
 * then never one large string).
 */
export function renderFilePieces(
  format: FileFormat,
  entries: readonly NamedValue[],
): readonly string[] {
  return format === 'dotenv' ? dotenvPieces(entries) : [renderFile(format, entries)];
}

/**
 * A YAML double-quoted scalar: JSON's escapes, plus escapes for what YAML may not hold raw. NEL
 * (U+0085) and the line and paragraph separators (U+2028, U+2029) are line breaks to a YAML 1.1
 * reader, so they are escaped too; the result reads the same with YAML 1.1 and 1.2 readers.
 */
function yamlString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
