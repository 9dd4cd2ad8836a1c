/**
 * The one way the action and the tool read a file they are pointed at (a CA certificate, a token
 * file, a secrets file, `.infisical.json`, `.git/HEAD`): only a regular file, never more than a
 * cap. A FIFO or a device (a `ca.pem` linked to `/dev/zero`) cannot make the read block or run
 * forever, and a huge file is refused unread.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync } from 'node:fs';

/** Why a file was not read: `missing` (nothing there) or what it is instead of a small file. */
export type SmallFileProblem = 'missing' | 'symlink' | 'not-a-file' | 'too-large' | 'unreadable';

export class SmallFileError extends Error {
  readonly problem: SmallFileProblem;
  readonly size?: number;
  /** The system's error code, when a call failed (`EACCES`, `ELOOP`, ...). */
  readonly code?: string;

  constructor(problem: SmallFileProblem, size?: number, code?: string) {
    super(problem);
    this.name = 'SmallFileError';
    this.problem = problem;
    this.size = size;
    this.code = code;
  }
}

export interface SmallFileOptions {
  /**
   * Follow symbolic links to a regular file (a mounted Kubernetes token is one: `token ->
   * ..data/token`). Without it, a link is refused: files the checkout controls.
   */
  readonly followLinks?: boolean;
}

// Windows has no O_NOFOLLOW or O_NONBLOCK; the lstat check before opening stands in there. Opened
// without waiting: a named pipe would otherwise block until a writer came.
const NONBLOCK = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const NOFOLLOW = NONBLOCK | (constants.O_NOFOLLOW ?? 0);

/** The file's bytes, or a {@link SmallFileError} saying why not. */
export function readSmallFile(
  file: string,
  maxBytes: number,
  options: SmallFileOptions = {},
): Buffer {
  const follow = options.followLinks === true;
  let stat;
  try {
    stat = follow ? statSync(file) : lstatSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === 'ENOENT' || code === 'ENOTDIR';
    throw new SmallFileError(missing ? 'missing' : 'unreadable', undefined, code);
  }
  if (stat.isSymbolicLink()) throw new SmallFileError('symlink');
  if (!stat.isFile()) throw new SmallFileError('not-a-file');
  if (stat.size > maxBytes) throw new SmallFileError('too-large', stat.size);
  let fd: number;
  try {
    fd = openSync(file, follow ? NONBLOCK : NOFOLLOW);
  } catch (error) {
    // Swapped for a symbolic link since the check: O_NOFOLLOW refuses it.
    const code = (error as NodeJS.ErrnoException).code;
    throw new SmallFileError(code === 'ELOOP' ? 'symlink' : 'unreadable', undefined, code);
  }
  try {
    // What was opened, not what was checked: it may have been swapped since.
    const opened = fstatSync(fd);
    if (!opened.isFile()) throw new SmallFileError('not-a-file');
    if (opened.size > maxBytes) throw new SmallFileError('too-large', opened.size);
    // The size may grow while reading: read at most one byte past the cap to notice.
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) throw new SmallFileError('too-large', length);
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof SmallFileError) throw error;
    throw new SmallFileError('unreadable', undefined, (error as NodeJS.ErrnoException).code);
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks, without reading it, a file another library will read (the AWS SDK's shared files and
 * web identity token): absent is fine (the library says what it misses), anything there must be
 * a regular file within the cap. Undefined when it is, else the problem.
 */
export function smallFileProblem(file: string, maxBytes: number): SmallFileProblem | undefined {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return 'not-a-file';
  return stat.size > maxBytes ? 'too-large' : undefined;
}

/** A problem in a few words, for a message that names the input. */
export function describeProblem(
  error: SmallFileError | SmallFileProblem,
  maxBytes: number,
): string {
  const problem = typeof error === 'string' ? error : error.problem;
  switch (problem) {
    case 'missing':
      return 'there is no such file';
    case 'symlink':
      return 'it is a symbolic link';
    case 'not-a-file':
      return 'it is not a regular file (a device, a FIFO or a folder)';
    case 'too-large':
      return `it is larger than ${formatBytes(maxBytes)}`;
    default:
      return `it cannot be read${typeof error !== 'string' && error.code ? ` (${error.code})` : ''}`;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 2 ** 20 && bytes % 2 ** 20 === 0
    ? `${bytes / 2 ** 20} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}
