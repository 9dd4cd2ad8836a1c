// The branch for `.infisical.json`'s mapping: the CI's variables in order, then `.git/HEAD` read
// as a file (worktrees and submodules through their `gitdir:` file), everything of it treated as
// hostile: odd names ignored, links not followed, FIFOs and huge files never read.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CI_BRANCH_VARIABLES,
  currentBranch,
  isBranchName,
  MAX_GIT_FILE_BYTES,
} from '../../src/cli/git-branch.js';
import { environmentForBranch } from '../../src/cli/project-file.js';

const posix = process.platform !== 'win32';
const folder = (): string => mkdtempSync(path.join(os.tmpdir(), 'git-branch-'));

/** A repository whose HEAD holds `head`, and a folder inside it. */
function repository(head: string | Buffer): { root: string; inside: string } {
  const root = folder();
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git', 'HEAD'), head);
  const inside = path.join(root, 'a', 'b');
  mkdirSync(inside, { recursive: true });
  return { root, inside };
}

describe('currentBranch', () => {
  it('takes the first CI variable set, in the documented order, before git', () => {
    const { inside } = repository('ref: refs/heads/from-git\n');
    const all = Object.fromEntries(CI_BRANCH_VARIABLES.map((name) => [name, `b-${name}`]));
    for (const [i, name] of CI_BRANCH_VARIABLES.entries()) {
      const env = Object.fromEntries(CI_BRANCH_VARIABLES.slice(i).map((n) => [n, all[n]!]));
      expect(currentBranch(env, inside)).toEqual({ name: `b-${name}`, from: name });
    }
    expect(currentBranch({ GITHUB_HEAD_REF: '', GITHUB_REF_NAME: '  ' }, inside)).toEqual({
      name: 'from-git',
      from: '.git/HEAD',
    });
  });

  it('ignores a variable that holds no branch name, saying so in a debug line', () => {
    const { inside } = repository('ref: refs/heads/main\n');
    const debug: string[] = [];
    const branch = currentBranch(
      {
        GITHUB_HEAD_REF: 'a\u001b[31mb',
        CI_COMMIT_REF_NAME: '../../x',
        CIRCLE_BRANCH: 'ok/branch',
      },
      inside,
      (line) => debug.push(line),
    );
    expect(branch).toEqual({ name: 'ok/branch', from: 'CIRCLE_BRANCH' });
    expect(debug).toEqual([
      'GITHUB_HEAD_REF does not hold a branch name; ignored.',
      'CI_COMMIT_REF_NAME does not hold a branch name; ignored.',
    ]);
  });

  it('reads .git/HEAD: a branch (CRLF too); a detached commit, a tag or junk give none', () => {
    expect(currentBranch({}, repository('ref: refs/heads/feature/x\n').inside)?.name).toBe(
      'feature/x',
    );
    expect(currentBranch({}, repository('ref:  refs/heads/main\r\n').inside)?.name).toBe('main');
    expect(currentBranch({}, repository('ref: refs/heads/main').inside)?.name).toBe('main');
    for (const head of [
      '3f1d7c2e5b8a4c9d8e7f6a5b4c3d2e1f00112233\n',
      'ref: refs/tags/v1\n',
      'ref: refs/heads/\n',
      'ref: refs/heads/a b\n',
      'nonsense',
      Buffer.from([0xff, 0xfe, 0x00]),
    ]) {
      expect(currentBranch({}, repository(head).inside), String(head)).toBeUndefined();
    }
    expect(currentBranch({}, folder())).toBeUndefined();
  });

  it('follows a worktree’s or submodule’s `gitdir:` file, relative or absolute', () => {
    const main = repository('ref: refs/heads/main\n');
    const gitdir = path.join(main.root, '.git', 'worktrees', 'wt');
    mkdirSync(gitdir, { recursive: true });
    writeFileSync(path.join(gitdir, 'HEAD'), 'ref: refs/heads/topic\n');
    const worktree = folder();
    writeFileSync(path.join(worktree, '.git'), `gitdir: ${gitdir}\n`);
    expect(currentBranch({}, worktree)).toEqual({ name: 'topic', from: '.git/HEAD' });
    const sub = path.join(main.root, 'modules', 'lib');
    mkdirSync(sub, { recursive: true });
    mkdirSync(path.join(main.root, '.git', 'modules', 'lib'), { recursive: true });
    writeFileSync(path.join(main.root, '.git', 'modules', 'lib', 'HEAD'), 'ref: refs/heads/sub\n');
    writeFileSync(path.join(sub, '.git'), 'gitdir: ../../.git/modules/lib\n');
    expect(currentBranch({}, sub)?.name).toBe('sub');
    const broken = folder();
    writeFileSync(path.join(broken, '.git'), 'not a gitdir line\n');
    expect(currentBranch({}, broken)).toBeUndefined();
  });

  it('never reads a huge HEAD, nor a `.git` file that is huge', () => {
    // Valid files but for their size: only the size cap can refuse them.
    const padding = '\n'.repeat(MAX_GIT_FILE_BYTES);
    expect(currentBranch({}, repository('ref: refs/heads/main\n').inside)?.name).toBe('main');
    expect(
      currentBranch({}, repository(`ref: refs/heads/main\n${padding}`).inside),
    ).toBeUndefined();
    const main = repository('ref: refs/heads/linked\n');
    const dir = folder();
    writeFileSync(path.join(dir, '.git'), `gitdir: ${path.join(main.root, '.git')}\n`);
    expect(currentBranch({}, dir)?.name).toBe('linked');
    writeFileSync(path.join(dir, '.git'), `gitdir: ${path.join(main.root, '.git')}\n${padding}`);
    expect(currentBranch({}, dir)).toBeUndefined();
  });

  it.skipIf(!posix)('never follows a symbolic link, and never waits on a FIFO', () => {
    const target = folder();
    writeFileSync(path.join(target, 'HEAD'), 'ref: refs/heads/elsewhere\n');
    const linkedHead = folder();
    mkdirSync(path.join(linkedHead, '.git'));
    symlinkSync(path.join(target, 'HEAD'), path.join(linkedHead, '.git', 'HEAD'));
    expect(currentBranch({}, linkedHead)).toBeUndefined();
    const linkedGit = folder();
    mkdirSync(path.join(target, '.git'));
    symlinkSync(path.join(target, '.git'), path.join(linkedGit, '.git'));
    expect(currentBranch({}, linkedGit)).toBeUndefined();
    const fifo = folder();
    mkdirSync(path.join(fifo, '.git'));
    execFileSync('mkfifo', [path.join(fifo, '.git', 'HEAD')]);
    // Opening a FIFO with no writer would block forever without O_NONBLOCK.
    expect(currentBranch({}, fifo)).toBeUndefined();
  });
});

describe('isBranchName and the mapping lookup', () => {
  it('accepts what git names branches; refuses control characters, spaces, .. and huge names', () => {
    for (const name of ['main', 'feature/login', 'release-1.2', 'origin/main', 'ümlaut']) {
      expect(isBranchName(name), name).toBe(true);
    }
    for (const name of ['', 'a b', 'a\tb', 'a\nb', 'x\u2028', '../x', 'a'.repeat(256)]) {
      expect(isBranchName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('looks a branch up by its full name, then by its last segment', () => {
    const mapping = new Map([
      ['main', 'prod'],
      ['feature/login', 'dev'],
      ['login', 'staging'],
    ]);
    expect(environmentForBranch(mapping, 'feature/login')).toBe('dev');
    expect(environmentForBranch(mapping, 'other/login')).toBe('staging');
    expect(environmentForBranch(mapping, 'origin/main')).toBe('prod');
    expect(environmentForBranch(mapping, 'topic')).toBeUndefined();
  });
});
