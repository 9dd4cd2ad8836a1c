// A dotenv file is sourced by shells (`set -a; . ./.env`), as people do with the official action's
// file. A name that is no shell variable (`x.y`, `my-key`, `1ABC`) is legal dotenv, but a shell
// reads `x.y='/run'` as a command word, `x.y=/run`: a path relative to the working directory, so
// a folder `x.y=` in the checkout (anyone who can push or open a pull request controls it) runs
// with the job's secrets in its environment. Such names are refused for dotenv, naming them and
// pointing to `keys` (rename) and `json`; the environment and the other formats still take them.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

/** A checkout holding `x.y=/run`: an executable that leaves a canary file when it runs. */
function hostileCheckout(workspace: string): string {
  const canary = path.join(workspace, 'canary');
  mkdirSync(path.join(workspace, 'x.y='), { recursive: true });
  const script = path.join(workspace, 'x.y=', 'run');
  writeFileSync(script, `#!/bin/sh\ntouch '${canary}'\n`);
  chmodSync(script, 0o755);
  return canary;
}

describe('dotenv names that are not shell variables', () => {
  it('are refused, so sourcing the file can never run a command from the checkout', async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/odd', key: 'x.y', value: '/run' },
      { environment: 'dev', path: '/odd', key: 'PLAIN', value: 'plain-value' },
    ]);
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'dotenv-names-'));
    const canary = hostileCheckout(workspace);
    const run = await runStep({
      mode: 'in-process',
      workspace,
      inputs: mainInputs(server().url, { 'secret-path': '/odd', 'export-type': 'file' }),
    });
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, 'plain-value']);
    // Whatever was written, sourcing it as people do must not run the checkout's program.
    const file = path.join(workspace, '.env');
    if (existsSync(file)) {
      spawnSync('bash', ['-c', 'set -a; . ./.env'], { cwd: workspace, stdio: 'ignore' });
    }
    expect(existsSync(canary)).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain('`x.y`');
    expect(run.errors[0]).not.toContain('PLAIN');
    expect(run.errors[0]).toMatch(/`keys`.*`MY_KEY=my-key`/);
    expect(run.errors[0]).toContain('`file-format: json`');
  });

  it('are still exported to the environment and to a json file', async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/odd', key: 'my-key', value: 'dash-value' },
      { environment: 'dev', path: '/odd', key: 'PLAIN', value: 'plain-value' },
    ]);
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, {
        'secret-path': '/odd',
        'export-type': 'env,file',
        'file-format': 'json',
      }),
    });
    expect(run.errors).toEqual([]);
    expect(run.env).toEqual({ 'my-key': 'dash-value', PLAIN: 'plain-value' });
    expect(JSON.parse(readFileSync(path.join(run.workspace, '.env'), 'utf8'))).toEqual(run.env);
  });

  it('renamed with keys, go into the dotenv file and source exactly', async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/odd', key: 'x.y', value: '/run' },
      { environment: 'dev', path: '/odd', key: 'PLAIN', value: 'plain-value' },
    ]);
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, {
        'secret-path': '/odd',
        'export-type': 'file',
        keys: 'X_Y=x.y\nPLAIN',
      }),
    });
    expect(run.errors).toEqual([]);
    const canary = hostileCheckout(run.workspace);
    const out = spawnSync('bash', ['-c', 'set -a; . ./.env; printf "%s|%s" "$X_Y" "$PLAIN"'], {
      cwd: run.workspace,
      encoding: 'utf8',
    });
    expect(out.stdout).toBe('/run|plain-value');
    expect(existsSync(canary)).toBe(false);
  });
});
