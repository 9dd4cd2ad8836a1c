import { randomUUID } from 'node:crypto';

/**
 * Renders `name<<DELIMITER` heredoc entries for GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STATE.
 * The delimiter is random and checked against the value, so a value can never inject a line.
 */
export function renderFileCommand(entries: ReadonlyArray<readonly [string, string]>): string {
  let text = '';
  for (const [name, value] of entries) {
    let delimiter = `ghadelimiter_${randomUUID()}`;
    while (name.includes(delimiter) || value.includes(delimiter)) {
      delimiter = `ghadelimiter_${randomUUID()}`;
    }
    text += `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
  }
  return text;
}
