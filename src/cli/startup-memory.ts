/**
 * The credentials the tool was started with, cleared from what other processes can read of it.
 * On Linux, `/proc/<pid>/environ` (readable by every process of the same user, `run`'s command
 * included: it is the tool's child) and `/proc/<pid>/cmdline` (readable by every user) show the
 * environment and the arguments as they were when the process started: the kernel reads them
 * from the process's own memory, where they stay whatever the process does with its
 * environment later. So the tool, once it has copied them, overwrites the credentials there
 * with zero bytes, through `/proc/self/mem`, the one way a process can write that memory.
 *
 * Elsewhere (macOS, Windows) there is no such way: there a process of the same user can read
 * the tool's environment and arguments as they were given (SECURITY.md says so).
 */
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/** What was cleared: a value's bytes in the environment or the arguments; or why nothing was. */
export type Cleared =
  | { readonly variables: number; readonly arguments: number }
  | { readonly skipped: 'not linux' | 'nothing to clear' }
  | { readonly failed: string };

export interface StartupCredentials {
  /** Variables whose values are credentials (compared without case). */
  readonly variables: readonly string[];
  /** Credentials given on the command line: the values of such flags. */
  readonly values: readonly string[];
}

/** Where the memory of the process's start is, from `/proc/self/stat` (fields 48 to 51). */
function regions(): { args: [number, number]; env: [number, number] } {
  const stat = readFileSync('/proc/self/stat', 'latin1');
  // The fields after the command's name, which is in parentheses and may hold spaces: the
  // first of them is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number): number => Number(fields[n - 3]);
  return { args: [field(48), field(49)], env: [field(50), field(51)] };
}

/** The NUL-separated strings of `bytes`, each with its offset. */
function strings(bytes: Buffer): { at: number; text: Buffer }[] {
  const out: { at: number; text: Buffer }[] = [];
  for (let at = 0; at < bytes.length;) {
    let end = bytes.indexOf(0, at);
    if (end === -1) end = bytes.length;
    out.push({ at, text: bytes.subarray(at, end) });
    at = end + 1;
  }
  return out;
}

/** The ranges of the environment's region that hold a credential variable's value. */
function variableRanges(env: Buffer, names: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { at, text } of strings(env)) {
    const equals = text.indexOf(0x3d);
    if (equals <= 0 || equals === text.length - 1) continue;
    if (names.has(text.subarray(0, equals).toString('utf8').toUpperCase())) {
      ranges.push([at + equals + 1, at + text.length]);
    }
  }
  return ranges;
}

/**
 * The ranges of the arguments' region that hold a credential: an argument that is one
 * (`--client-secret VALUE`), or a flag's value after `=` (`--client-secret=VALUE`).
 */
function argumentRanges(args: Buffer, values: readonly Buffer[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { at, text } of strings(args)) {
    for (const value of values) {
      if (text.equals(value)) ranges.push([at, at + text.length]);
      else if (
        text[0] === 0x2d &&
        text.length > value.length &&
        text[text.length - value.length - 1] === 0x3d &&
        text.subarray(text.length - value.length).equals(value)
      ) {
        ranges.push([at + text.length - value.length, at + text.length]);
      }
    }
  }
  return ranges;
}

/**
 * Overwrites with zero bytes, in this process's memory, the credentials of its environment and
 * arguments as they were at its start. Call it once they have been read (`process.env` reads
 * that memory too: a cleared variable reads as empty). Never throws.
 */
export function clearStartupCredentials(
  credentials: StartupCredentials,
  platform: NodeJS.Platform = process.platform,
): Cleared {
  if (platform !== 'linux') return { skipped: 'not linux' };
  const names = new Set(credentials.variables.map((name) => name.toUpperCase()));
  const values = credentials.values.filter((v) => v !== '').map((v) => Buffer.from(v, 'utf8'));
  let fd: number | undefined;
  try {
    const { args, env } = regions();
    fd = openSync('/proc/self/mem', 'r+');
    const read = ([start, end]: [number, number]): Buffer => {
      const bytes = Buffer.alloc(Math.max(0, end - start));
      readSync(fd ?? -1, bytes, 0, bytes.length, start);
      return bytes;
    };
    const inEnv = variableRanges(read(env), names);
    const inArgs = values.length > 0 ? argumentRanges(read(args), values) : [];
    if (inEnv.length === 0 && inArgs.length === 0) return { skipped: 'nothing to clear' };
    for (const [ranges, base] of [
      [inEnv, env[0]],
      [inArgs, args[0]],
    ] as const) {
      for (const [from, to] of ranges)
        writeSync(fd, Buffer.alloc(to - from), 0, to - from, base + from);
    }
    return { variables: inEnv.length, arguments: inArgs.length };
  } catch (error) {
    return { failed: (error as NodeJS.ErrnoException).code ?? String(error) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
