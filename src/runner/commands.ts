/**
 * Workflow commands printed on stdout (`::add-mask::`, `::error::`, ...).
 * Escaping follows the runner's rules so a value can never end a command early.
 */

/**
 * Escapes command data: `%`, CR and LF. Most values hold none: three `includes` scans say so
 * faster than a regular expression can, which matters when ten thousand masks are registered.
 */
export function escapeData(value: string): string {
  if (!value.includes('%') && !value.includes('\n') && !value.includes('\r')) return value;
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a command property value: data escapes plus `:` and `,`. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Formats one workflow command line (without the trailing newline). */
export function formatCommand(
  command: string,
  message: string,
  properties?: Record<string, string | undefined>,
): string {
  if (!properties) return `::${command}::${escapeData(message)}`;
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/**
 * Whether the runner could read some line of this text as a command: it reads `::name::` at the
 * start of a line after blanks (its idea of blanks is wider than JavaScript's, so any `::`
 * counts), the legacy `##[name]` anywhere in a line, and it splits lines at CR and LF.
 */
export function isCommandLike(text: string): boolean {
  return /[\r\n]|##\[|::/.test(text);
}
