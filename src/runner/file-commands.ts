import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';

/**
 * Renders `name<<DELIMITER` heredoc entries for GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STATE.
 * The delimiter is random and checked against the value, so a value can never inject a line.
 * Lines end with the platform's end of line, as the runner reads them: on Windows it splits on
 * CRLF, so a value ending in a carriage return keeps it.
 */
export function renderFileCommand(
  entries: ReadonlyArray<readonly [string, string]>,
  eol: string = EOL,
): string {
  let text = '';
  for (const [name, value] of entries) {
    let delimiter = `ghadelimiter_${randomUUID()}`;
    while (name.includes(delimiter) || value.includes(delimiter)) {
      delimiter = `ghadelimiter_${randomUUID()}`;
    }
    text += `${name}<<${delimiter}${eol}${value}${eol}${delimiter}${eol}`;
  }
  return text;
}
