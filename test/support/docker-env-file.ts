// A reader of env files as `docker run --env-file` reads them, written from docker's documented
// rules (the docker CLI's key/value file format, as released): the tests read the `docker` format
// back with it, never with the code that writes it.
//
// - The file is read line by line, as Go's line scanner does: a line ends at `\n`, a `\r` just
//   before it is dropped, and a line longer than the scanner's 64 KiB buffer (its newline
//   included) is an error.
// - Every line must be valid UTF-8; a byte order mark at the start of the first is removed.
// - Leading white space is removed (Go's `unicode.IsSpace`); what remains, if empty or starting
//   with `#`, is skipped.
// - `KEY=VALUE`: the key is everything before the first `=` and may not be empty nor contain a
//   space or a tab; the value is everything after it, as it is: no quotes removed, no escapes, no
//   interpolation, white space kept.
// - `KEY` alone (no `=`) takes the value of the variable of that name from docker's environment,
//   and is left out when there is none.

/** Go's `unicode.IsSpace`. */
const SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

/** `bufio.MaxScanTokenSize`: a line and its newline must fit. */
const MAX_TOKEN = 64 * 1024;

export class DockerEnvFileError extends Error {}

/** The entries, in file order, or a {@link DockerEnvFileError} where docker would refuse. */
export function readDockerEnvFile(
  bytes: Buffer,
  lookup: (name: string) => string | undefined = () => undefined,
): [string, string][] {
  const entries: [string, string][] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let start = 0;
  for (let number = 1; start < bytes.length; number++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    if (end - start + (newline === -1 ? 0 : 1) > MAX_TOKEN) {
      throw new DockerEnvFileError(`line ${number}: token too long`);
    }
    let raw = bytes.subarray(start, end);
    start = newline === -1 ? bytes.length : newline + 1;
    if (raw.length > 0 && raw[raw.length - 1] === 0x0d) raw = raw.subarray(0, -1);
    let line: string;
    try {
      line = decoder.decode(raw);
    } catch {
      throw new DockerEnvFileError(`invalid utf8 bytes at line ${number}`);
    }
    if (number === 1 && line.startsWith('\ufeff')) line = line.slice(1);
    line = line.replace(SPACE, '');
    if (line === '' || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    const key = eq === -1 ? line : line.slice(0, eq);
    if (key === '') throw new DockerEnvFileError(`no variable name on line ${number}`);
    if (/[ \t]/.test(key)) throw new DockerEnvFileError(`variable contains whitespaces`);
    if (eq !== -1) {
      entries.push([key, line.slice(eq + 1)]);
      continue;
    }
    const value = lookup(key);
    if (value !== undefined) entries.push([key, value]);
  }
  return entries;
}
