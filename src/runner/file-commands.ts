import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';

/**
 * Renders `name<<DELIMITER` heredoc entries for GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STATE.
 * The delimiter is random and occurs in no name or value of the batch, so a value can never end
 * its entry early or inject a line: one draw serves the whole batch (thousands of entries cost
 * one random number, not thousands). Lines end with the platform's end of line, as the runner
 * reads them: on Windows it splits on CRLF, so a value ending in a carriage return keeps it.
 */
export function renderFileCommand(
  entries: ReadonlyArray<readonly [string, string]>,
  eol: string = EOL,
): string {
  let delimiter = `ghadelimiter_${randomUUID()}`;
  while (entries.some(([name, value]) => name.includes(delimiter) || value.includes(delimiter))) {
    delimiter = `ghadelimiter_${randomUUID()}`;
  }
  let text = '';
  for (const [name, value] of entries) {
    text += `${name}<<${delimiter}${eol}${value}${eol}${delimiter}${eol}`;
  }
  return text;
}
