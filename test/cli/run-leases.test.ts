// `infisical-ci run --dynamic-secret [PREFIX=]NAME`: the leases are taken before the command
// starts, their fields are in its environment (and redacted from its output), and they are
// revoked after it ends, whatever the end (its exit code, a forwarded signal), before the tool
// exits with the command's status.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTool } from '../support/run-cli.ts';
import { runTool } from '../support/run.ts';
import { REVOKE } from '../support/use-fake-server.ts';
import { calls, expectUsage, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));

describe.concurrent('run with leases', () => {
  it.skipIf(process.platform === 'win32')(
    'holds the lease while the command runs, revokes it after the command’s exit, and exits with its code',
    async () => {
      const server = await fresh();
      const dir = mkdtempSync(path.join(os.tmpdir(), 'run-leases-'));
      const file = path.join(dir, 'seen');
      const script = `printf '%s\\n%s' "$PG_DB_USERNAME" "$PG_DB_PASSWORD" > '${file}'; echo "$PG_DB_PASSWORD"; exit 7`;
      const run = await runTool(
        [
          'run',
          '--env-slug',
          'dev',
          '--dynamic-secret',
          'PG=app-db',
          '--ttl',
          '5m',
          '--',
          'sh',
          '-c',
          script,
        ],
        { mode: 'built', env: loginEnv(server) },
      );
      expect(run.code, run.stderr).toBe(7);
      const [user, password] = readFileSync(file, 'utf8').split('\n');
      expect(user).toMatch(/\S{8}/);
      // Redacted from the command's output like every secret.
      expect(run.stdout).toBe('***\n');
      expect(run.stderr).not.toContain(password);
      const create = server.requests.find((r) => r.path === '/api/v1/dynamic-secrets/leases');
      expect(create?.body).toMatchObject({ dynamicSecretName: 'app-db', ttl: '5m' });
      expect(server.state.dynamicSecrets.active()).toEqual([]);
      expect(
        server.state.dynamicSecrets.credentialsWork({ DB_USERNAME: user!, DB_PASSWORD: password! }),
      ).toBe(false);
      expect(run.stderr).toMatch(/Revoked `app-db` \(lease [0-9a-f-]+\)\./);
      // The lease first, settled by looking, then the token.
      expect(calls(server).slice(-3)).toEqual([
        expect.stringMatching(/^DELETE \/api\/v1\/dynamic-secrets\/leases\//),
        expect.stringMatching(/^GET \/api\/v1\/dynamic-secrets\/leases\//),
        REVOKE,
      ]);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'revokes after a signal passed on to the command ends it',
    async () => {
      const server = await fresh();
      const started = startTool(
        [
          'run',
          '--env-slug',
          'dev',
          '--dynamic-secret',
          'app-db',
          '--',
          process.execPath,
          CHILD,
          'signals',
        ],
        { env: loginEnv(server) },
      );
      await started.waitForStdout('ready\n');
      expect(server.state.dynamicSecrets.active()).toHaveLength(1);
      started.child.kill('SIGTERM');
      const run = await started.done;
      expect(run.code).toBe(42);
      expect(server.state.dynamicSecrets.active()).toEqual([]);
      expect(run.stderr).toMatch(/Revoked `app-db`/);
    },
  );

  it('fails before the command starts when a lease is refused, holding nothing', async () => {
    const server = await fresh();
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--dynamic-secret',
        'app-db',
        '--dynamic-secret',
        'nope',
        '--',
        'sh',
        '-c',
        'echo ran',
      ],
      { mode: 'in-process', env: loginEnv(server) },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("Dynamic secret with name 'nope'");
    expect(server.state.dynamicSecrets.active()).toEqual([]);
  });

  it('is not an option of `export`, whose output would outlive nothing that revokes it', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--dynamic-secret', 'app-db'], {
      mode: 'in-process',
      env: loginEnv(server),
    });
    expectUsage(run, /dynamic-secret/, server);
  });
});
