/**
 * The branch being built, for `.infisical.json`'s `gitBranchToEnvironmentMapping`: from the CI's
 * own variables first (a CI checks out a detached commit, so git often knows no branch), then from
 * the repository's HEAD, read as a file (no git process; worktrees and submodules, whose `.git`
 * is a `gitdir:` file, included). Everything here comes from the checkout or the environment: a
 * name that does not look like a branch is ignored, never printed raw.
 */
import path from 'node:path';
import { lstatSync } from 'node:fs';
import { readSmallFile } from '../runner/small-file.js';

/** Variables that name the branch, in the order they are read; the first valid one wins. */
export const CI_BRANCH_VARIABLES = [
  'GITHUB_HEAD_REF', // GitHub Actions, pull requests: the source branch
  'GITHUB_REF_NAME', // GitHub Actions
  'CI_COMMIT_REF_NAME', // GitLab CI
  'CIRCLE_BRANCH', // CircleCI
  'BRANCH_NAME', // Jenkins multibranch pipelines
  'GIT_BRANCH', // Jenkins git plugin (`origin/main`)
  'BUILDKITE_BRANCH', // Buildkite
  'BUILD_SOURCEBRANCHNAME', // Azure Pipelines
  'BITBUCKET_BRANCH', // Bitbucket Pipelines
] as const;

export interface Branch {
  readonly name: string;
  /** Where it was read: a variable's name, or `.git/HEAD`. */
  readonly from: string;
}

/** A file `.git` or `HEAD` is a line or two; anything larger is not one. */
export const MAX_GIT_FILE_BYTES = 4096;

/** A branch name as git allows it, loosely: printable, no spaces, not absurdly long. */
export function isBranchName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    !/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(name) &&
    !name.includes('..')
  );
}

/** The branch, or undefined when neither the CI nor the repository names one. */
export function currentBranch(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  debug: (message: string) => void = () => {},
): Branch | undefined {
  for (const variable of CI_BRANCH_VARIABLES) {
    const value = env[variable]?.trim();
    if (!value) continue;
    if (isBranchName(value)) return { name: value, from: variable };
    debug(`${variable} does not hold a branch name; ignored.`);
  }
  const head = headFile(cwd, debug);
  if (!head) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      readSmallFile(head, MAX_GIT_FILE_BYTES),
    );
  } catch {
    debug('The repository HEAD could not be read as a small text file; no branch from git.');
    return undefined;
  }
  const name = /^ref:[ \t]*refs\/heads\/([^\n]+?)\r?(?:\n|$)/.exec(text)?.[1];
  if (name === undefined) {
    debug('The repository HEAD names no branch (a detached commit); no branch from git.');
    return undefined;
  }
  if (!isBranchName(name)) {
    debug('The repository HEAD does not hold a branch name; ignored.');
    return undefined;
  }
  return { name, from: '.git/HEAD' };
}

/**
 * The HEAD file of the repository that holds `cwd`: `.git/HEAD`, or for a worktree or submodule
 * (`.git` is a file `gitdir: PATH`) the HEAD in that folder. A `.git` that is a symbolic link or
 * anything else is not followed.
 */
function headFile(cwd: string, debug: (message: string) => void): string | undefined {
  let dir = path.resolve(cwd);
  for (;;) {
    const dotGit = path.join(dir, '.git');
    let stat;
    try {
      stat = lstatSync(dotGit);
    } catch {
      stat = undefined;
    }
    if (stat?.isDirectory()) return path.join(dotGit, 'HEAD');
    if (stat?.isFile()) {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(
          readSmallFile(dotGit, MAX_GIT_FILE_BYTES),
        );
      } catch {
        debug('`.git` is a file that could not be read as a small text file; no branch from git.');
        return undefined;
      }
      const gitdir = /^gitdir:[ \t]*([^\n]+?)\r?(?:\n|$)/.exec(text)?.[1];
      if (gitdir === undefined || gitdir.includes('\0')) {
        debug('`.git` is a file without a `gitdir:` line; no branch from git.');
        return undefined;
      }
      return path.join(path.resolve(dir, gitdir), 'HEAD');
    }
    if (stat) {
      debug('`.git` is neither a folder nor a file; no branch from git.');
      return undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
