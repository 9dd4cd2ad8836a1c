import path from 'node:path';
import { allowedRoots, isInside, realPath } from '../../export/paths.js';
import { InputError } from '../../errors/input.js';
import { byAdapter, subject, words, type Text } from '../../errors/words.js';
import { readSmallFile, SmallFileError } from '../../runner/small-file.js';

/** Where relative paths start: the job's workspace, or the folder the tool runs in. */
const WORKSPACE = byAdapter('the workspace', 'the working folder');

/** Largest `secrets-file` read: far more than the server takes in many requests. */
export const MAX_SECRETS_FILE_BYTES = 16 * 1024 * 1024;

/** Where a `secrets-file` may be. */
export interface SecretsFilePlaces {
  readonly workspace: string;
  readonly runnerTemp?: string;
  /** Outside GitHub Actions (the tool): the path as given, from the working folder. */
  readonly pathsAsGiven?: boolean;
}

/** A `secrets-file` as read: how messages name it, and its text. */
export interface SecretsFile {
  readonly display: string;
  readonly text: string;
}

/** Reads the file a `secrets-file` names, checked to be where it may be, as UTF-8 text. */
export function readSecretsFile(raw: string, places: SecretsFilePlaces): SecretsFile {
  const { file, display, whereMissing } = resolveSecretsFile(raw, places);
  return {
    display,
    text: readText(file, words`${subject('secrets-file')} (${display})`, whereMissing),
  };
}

/**
 * The file a `secrets-file` names: in a GitHub job, a path relative to the workspace (a leading
 * `/` too, as for `file-output-path`), or an absolute path inside the workspace or the runner's
 * temporary folder; symbolic links are followed before the check, so a link in the checkout
 * cannot read elsewhere. Outside GitHub Actions there is no workspace: the path as given.
 */
function resolveSecretsFile(
  raw: string,
  places: SecretsFilePlaces,
): { file: string; display: string; whereMissing: Text } {
  if (places.pathsAsGiven) {
    const named = path.resolve(places.workspace, raw);
    let file = named;
    try {
      file = realPath(named);
    } catch {
      // Missing: the read below says so.
    }
    const whereMissing = path.isAbsolute(raw)
      ? 'taken as given'
      : 'a relative path is from the working folder';
    return { file, display: raw, whereMissing };
  }
  const roots = allowedRoots(places.workspace, places.runnerTemp);
  const kept = path.isAbsolute(raw) && insideAny(path.resolve(raw), roots);
  const named = kept
    ? path.resolve(raw)
    : path.resolve(places.workspace, raw.replace(/^[\\/]+/, ''));
  const whereMissing =
    path.isAbsolute(raw) && !kept
      ? byAdapter(
          'an absolute path outside the workspace and `$RUNNER_TEMP` is taken as one in the workspace',
          'an absolute path outside the working folder is taken as one in it',
        )
      : words`a relative path is in ${WORKSPACE}`;
  const display = describePath(named, places);
  let real: string;
  try {
    real = realPath(named);
  } catch {
    throw new InputError(words`${subject('secrets-file')}: \`${display}\` cannot be read.`);
  }
  if (!isInside(real, roots)) {
    throw new InputError(
      words`${subject('secrets-file')}: \`${display}\` leads outside ${byAdapter("the workspace and the runner's temporary folder", 'the working folder')} (through a symbolic link or \`..\`); name a file inside ${byAdapter('them', 'it')}.`,
    );
  }
  return { file: real, display, whereMissing };
}

function insideAny(file: string, roots: readonly string[]): boolean {
  try {
    return isInside(realPath(file), roots);
  } catch {
    return false;
  }
}

function describePath(file: string, places: SecretsFilePlaces): string {
  if (places.runnerTemp) {
    const inTemp = path.relative(path.resolve(places.runnerTemp), file);
    if (inTemp !== '' && !inTemp.startsWith('..') && !path.isAbsolute(inTemp)) {
      return `$RUNNER_TEMP/${inTemp.split(path.sep).join('/')}`;
    }
  }
  return path.relative(places.workspace, file).split(path.sep).join('/') || '.';
}

/**
 * The file's text: a regular file of bounded size, UTF-8. It is opened without following a link
 * swapped in since the check, and without waiting (a named pipe in the checkout would otherwise
 * hang the step).
 */
function readText(file: string, label: Text, whereMissing: Text): string {
  let bytes: Buffer;
  try {
    bytes = readSmallFile(file, MAX_SECRETS_FILE_BYTES);
  } catch (error) {
    if (!(error instanceof SmallFileError)) throw error;
    switch (error.problem) {
      case 'missing':
        throw new InputError(words`${label}: there is no such file (${whereMissing}).`);
      case 'not-a-file':
        throw new InputError(words`${label}: not a regular file.`);
      case 'too-large':
        throw new InputError(
          words`${label}: the file is larger than ${MAX_SECRETS_FILE_BYTES / 2 ** 20} MiB.`,
        );
      default:
        throw new InputError(
          words`${label}: the file cannot be opened (${error.code ?? (error.problem === 'symlink' ? 'ELOOP' : 'error')}).`,
        );
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InputError(words`${label}: the file is not UTF-8 text.`);
  }
}
