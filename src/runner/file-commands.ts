import { closeSync, fstatSync, ftruncateSync, openSync } from 'node:fs';
import { EOL } from 'node:os';
import { TextBytes, writeAll } from './text-bytes.js';

type Entries = ReadonlyArray<readonly [string, string]>;

/**
 * A delimiter that occurs in no name or value of the batch, so a value can never end its entry
 * early or inject a line: one draw serves the whole batch (thousands of entries cost one random
 * number, not thousands). What makes it safe is the check, made after every name and value is
 * known, not secrecy: a value that guessed the draw would only cause another. So the draw needs no
 * cryptographic randomness, and the main step does not load `node:crypto` (with `node:stream`, a
 * few milliseconds) for it.
 */
function delimiterFor(entries: Entries): string {
  let delimiter = drawDelimiter();
  while (entries.some((entry) => entry[0].includes(delimiter) || entry[1].includes(delimiter))) {
    delimiter = drawDelimiter();
  }
  return delimiter;
}

/** `ghadelimiter_` and 24 random hexadecimal digits (96 bits). */
function drawDelimiter(): string {
  const part = (): string =>
    Math.floor(Math.random() * 2 ** 48)
      .toString(16)
      .padStart(12, '0');
  return `ghadelimiter_${part()}${part()}`;
}

/**
 * Hands each piece of the `name<<DELIMITER` heredoc text of the entries to `write`, in order, for
 * GITHUB_ENV, GITHUB_OUTPUT and GITHUB_STATE, with a delimiter that occurs in no name or value of
 * the batch. Lines end with `eol`, the platform's end of line, as the runner reads them: on
 * Windows it splits on CRLF, so a value ending in a carriage return keeps it.
 */
export function writeFileCommand(
  entries: Entries,
  eol: string,
  write: (piece: string) => void,
): void {
  const delimiter = delimiterFor(entries);
  // `forEach`, not `for...of`: it runs once per entry, and an iterator costs an object a step.
  entries.forEach((entry) => {
    write(entry[0]);
    write('<<');
    write(delimiter);
    write(eol);
    write(entry[1]);
    write(eol);
    write(delimiter);
    write(eol);
  });
}

/**
 * Appends the entries' heredoc text ({@link writeFileCommand}) to a command file, all or nothing: if a write fails,
 * the file is cut back to its length before, so the runner never reads half of the entries. The
 * text goes straight into a buffer that is written whenever it is full: thousands of entries
 * never make one large string, nor thousands of small ones.
 */
export function appendFileCommand(file: string, entries: Entries): void {
  appendText(file, (write) => writeFileCommand(entries, EOL, write));
}

/** Appends the text `render` gives (UTF-8) to `file`; on failure cuts the file back and throws. */
export function appendText(file: string, render: (write: (text: string) => void) => void): void {
  const fd = openSync(file, 'a');
  try {
    const before = fstatSync(fd).size;
    try {
      const bytes = new TextBytes(writeAll(fd), { reuse: true });
      render((text) => bytes.write(text));
      bytes.end();
    } catch (error) {
      try {
        ftruncateSync(fd, before);
      } catch {
        // The write's failure is the one to report.
      }
      throw error;
    }
  } finally {
    closeSync(fd);
  }
}
