/**
 * Reads a small file that the checkout controls (`.infisical.json`, `.git/HEAD`) without trusting
 * it: only a regular file, never through a symbolic link, never more than a cap. A FIFO or a
 * device cannot make the read block or run forever, a huge file is refused unread.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';

/** Why a file was not read: `missing` (nothing there) or what it is instead of a small file. */
export type SmallFileProblem = 'missing' | 'symlink' | 'not-a-file' | 'too-large' | 'unreadable';

export class SmallFileError extends Error {
  readonly problem: SmallFileProblem;
  readonly size?: number;

  constructor(problem: SmallFileProblem, size?: number) {
    super(problem);
    this.name = 'SmallFileError';
    this.problem = problem;
    this.size = size;
  }
}

// Windows has no O_NOFOLLOW or O_NONBLOCK; the lstat check before opening stands in there.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** The file's bytes, or a {@link SmallFileError} saying why not. */
export function readSmallFile(file: string, maxBytes: number): Buffer {
  let stat;
  try {
    stat = lstatSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SmallFileError(code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable');
  }
  if (stat.isSymbolicLink()) throw new SmallFileError('symlink');
  if (!stat.isFile()) throw new SmallFileError('not-a-file');
  let fd: number;
  try {
    fd = openSync(file, FLAGS);
  } catch (error) {
    // Swapped for a symbolic link since the check: O_NOFOLLOW refuses it.
    const code = (error as NodeJS.ErrnoException).code;
    throw new SmallFileError(code === 'ELOOP' ? 'symlink' : 'unreadable');
  }
  try {
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
    throw new SmallFileError('unreadable');
  } finally {
    closeSync(fd);
  }
}
