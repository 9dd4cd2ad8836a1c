// Outside GitHub Actions there is no workspace (PRODUCT §3): the tool takes a path as given, a
// relative one from the working folder, and its help says so, not "in the workspace (or
// $RUNNER_TEMP)". Inside GitHub Actions (GITHUB_ACTIONS=true) the GitHub rules stay: an absolute
// path outside the workspace is taken as one in it. Every file read is still a regular file.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool } from '../support/run.ts';
import { expectUsage, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();

/** A folder to run in, and another one beside it holding the secrets file. */
function places(): { cwd: string; file: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cli-paths-'));
  const cwd = path.join(root, 'work');
  mkdirSync(cwd);
  const file = path.join(root, 'elsewhere', 'x.env');
  mkdirSync(path.dirname(file));
  writeFileSync(file, 'PATHS_A=from-elsewhere\n');
  return { cwd, file };
}

const storedKeys = (server: Awaited<ReturnType<typeof fresh>>) =>
  server.requests
    .filter((r) => r.method !== 'GET' && r.path.includes('/secrets'))
    .flatMap((r) => JSON.stringify(r.body).match(/PATHS_[A-Z]/g) ?? []);

describe.concurrent('paths outside GitHub', () => {
  it('--secrets-file takes an absolute path as given, and a relative one from the working folder', async () => {
    const { cwd, file } = places();
    const server = await fresh();
    const set = (secretsFile: string) =>
      runTool(['secrets', 'set', '--env-slug', 'dev', '--secrets-file', secretsFile], {
        mode: 'in-process',
        env: loginEnv(server),
        cwd,
      });
    const absolute = await set(file);
    expect(absolute.code, absolute.stderr).toBe(0);
    expect(JSON.parse(absolute.stdout)).toMatchObject({ created: ['PATHS_A'] });
    const relative = await set('../elsewhere/x.env');
    expect(relative.code, relative.stderr).toBe(0);
    expect(JSON.parse(relative.stdout)).toMatchObject({ unchanged: ['PATHS_A'] });
    expect(storedKeys(server)).toEqual(['PATHS_A']);
  });

  it('a missing file says how the path was read; a link to a device is refused, naming the flag', async () => {
    const { cwd } = places();
    const server = await fresh();
    const device = path.join(cwd, 'zero.env');
    symlinkSync('/dev/zero', device);
    const run = (secretsFile: string) =>
      runTool(['secrets', 'set', '--env-slug', 'dev', '--secrets-file', secretsFile], {
        mode: 'in-process',
        env: loginEnv(server),
        cwd,
      });
    const [missing, relative, linked] = await Promise.all([
      run('/no/such/x.env'),
      run('no-such.env'),
      run('zero.env'),
    ]);
    expectUsage(
      missing,
      /^error: `--secrets-file` \/ INFISICAL_SECRETS_FILE \(\/no\/such\/x\.env\): there is no such file \(taken as given\)\./m,
    );
    expectUsage(
      relative,
      /\(no-such\.env\): there is no such file \(a relative path is from the working folder\)\./,
    );
    expectUsage(
      linked,
      /`--secrets-file` \/ INFISICAL_SECRETS_FILE \(zero\.env\): not a regular file\./,
    );
    expect(storedKeys(server)).toEqual([]);
  });

  it('inside GitHub Actions the GitHub rules stay: an absolute path outside the workspace is one in it', async () => {
    const { cwd, file } = places();
    const server = await fresh();
    const run = await runTool(['secrets', 'set', '--env-slug', 'dev', '--secrets-file', file], {
      mode: 'in-process',
      env: { ...loginEnv(server), GITHUB_ACTIONS: 'true' },
      cwd,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /there is no such file \(an absolute path outside the working folder is taken as one in it\)/,
    );
    expect(storedKeys(server)).toEqual([]);
  });

  it('the help speaks of paths as given, not of the workspace or $RUNNER_TEMP', async () => {
    const [secrets, exported] = await Promise.all([
      runTool(['secrets', '--help'], { mode: 'in-process' }),
      runTool(['export', '--help'], { mode: 'in-process' }),
    ]);
    for (const help of [secrets.stdout, exported.stdout]) {
      expect(help).not.toMatch(/\bworkspace\b|RUNNER_TEMP/);
    }
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    expect(flat(secrets.stdout)).toContain(
      'A file of secrets to set, its path as given (a relative one from the working folder)',
    );
    expect(flat(exported.stdout)).toContain(
      'PEM text, or the path of a PEM file (a relative one from the working folder)',
    );
  });
});
