// Nothing the action does not control may steer the job: a variable named like the post step's
// state, a secret's name, or a symlinked folder in the checkout. Each case is one that worked on
// an earlier version: the post step deleting any path a `STATE_*` variable named, a `BAD<` name
// breaking the GITHUB_ENV heredoc after earlier entries were read, a file written through
// `config -> /etc`.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE } from '../../src/runner/state.js';
import { envNameProblem } from '../../src/secrets/names.js';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
  startFakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep, runTool, type ActionRun } from '../support/run.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';

const server = useFakeServer();
const posix = process.platform !== 'win32';

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  ...mainInputs(server().url),
  ...extra,
});

/** A file outside the workspace and RUNNER_TEMP that nothing may touch. */
function bystander(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bystander-'));
  const file = path.join(dir, 'precious.txt');
  writeFileSync(file, 'keep me');
  return file;
}

function expectNothingExported(run: ActionRun): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
}

describe('the post step acts only on what the main step recorded', () => {
  it('main records every state name first, so STATE_* variables in the job cannot stand in (built)', async () => {
    const precious = bystander();
    const decoy = await startFakeServer();
    try {
      // As if an earlier step had exported secrets with these names through GITHUB_ENV.
      const spoof = {
        // The name an earlier version read its file from, and today's.
        STATE_secrets_file: precious,
        [`STATE_${STATE.files}`]: JSON.stringify([precious]),
        [`STATE_${STATE.token}`]: 'not-a-token-of-ours',
        [`STATE_${STATE.baseUrl}`]: decoy.url,
        [`STATE_${STATE.revokeTried}`]: 'true',
      };
      // The token handed out to later steps, so that the post step has one to revoke.
      const main = await runStep({
        mode: 'built',
        inputs: inputs({ 'export-type': 'env', 'output-access-token': 'true' }),
        env: spoof,
      });
      expect(main.exitCode).toBe(0);
      for (const name of Object.values(STATE)) expect(main.state, name).toHaveProperty(name);
      expect(main.state[STATE.files]).toBe('');
      const post = await runPostStep(main, { mode: 'built', inputs: inputs(), env: spoof });
      expect(post.exitCode).toBe(0);
      expect(readFileSync(precious, 'utf8')).toBe('keep me');
      expect(decoy.requests).toEqual([]);
      // The real token was revoked at the recorded address, by the post step.
      const revokes = server().requests.filter((r) => r.path === '/api/v1/auth/token/revoke');
      expect(revokes.map((r) => r.body)).toEqual([{ accessToken: obtainedToken(main) }]);
      expect(post.stdout).toContain('Revoked the access token.');
      expectNoLeaks(post, [MEMBER_CLIENT_SECRET, obtainedToken(main)!]);
    } finally {
      await decoy.close();
    }
  });

  it('a failed main step (bad input) still recorded the state names', async () => {
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'nope' }),
      env: {
        [`STATE_${STATE.files}`]: JSON.stringify([bystander()]),
        [`STATE_${STATE.leases}`]: JSON.stringify({
          baseUrl: 'http://127.0.0.1:9',
          leases: [
            { name: 'a', path: '/', environment: 'dev', projectSlug: 'p', id: 'x', expireAt: 'y' },
          ],
        }),
      },
    });
    expect(main.exitCode).toBe(1);
    expect(main.state).toEqual({
      [STATE.token]: '',
      [STATE.baseUrl]: '',
      [STATE.files]: '',
      [STATE.revokeTried]: '',
      [STATE.leases]: '',
    });
  });

  it('revokes at the recorded address, not at a `domain` changed since', async () => {
    // Handed out to later steps: the post step revokes it.
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true' }),
    });
    const other = await startFakeServer();
    try {
      const post = await runPostStep(main, {
        mode: 'in-process',
        inputs: inputs({ domain: other.url }),
      });
      expect(post.warnings).toEqual([]);
      expect(other.requests).toEqual([]);
      expect(server().requests.at(-1)?.path).toBe('/api/v1/auth/token/revoke');
      expect(post.stdout).toContain('Revoked the access token.');
    } finally {
      await other.close();
    }
  });

  it.skipIf(!posix)(
    'deletes a recorded file only while it is a regular file inside the workspace or RUNNER_TEMP',
    async () => {
      const main = await runStep({
        mode: 'in-process',
        inputs: inputs({ 'export-type': 'file', 'file-format': 'json' }),
      });
      const file = path.join(main.workspace, '.env');
      expect(existsSync(file)).toBe(true);
      // Replaced by a symlink to a file elsewhere: neither the link's target nor anything else goes.
      const precious = bystander();
      rmSync(file);
      symlinkSync(precious, file);
      const post = await runPostStep(main, { mode: 'in-process', inputs: inputs() });
      expect(post.exitCode).toBe(0);
      expect(readFileSync(precious, 'utf8')).toBe('keep me');
      // A recorded path outside both folders is left alone too.
      const outside = bystander();
      await runStep({
        mode: 'in-process',
        entry: 'post',
        inputs: inputs(),
        state: { ...main.state, [STATE.files]: JSON.stringify([outside]), [STATE.token]: '' },
        workspace: main.workspace,
      });
      expect(readFileSync(outside, 'utf8')).toBe('keep me');
      // Replaced by a link to another file of the workspace: no longer what the main step wrote,
      // so the link stays, and so does its target.
      const mine = path.join(main.workspace, 'mine.txt');
      writeFileSync(mine, 'mine');
      rmSync(file);
      symlinkSync(mine, file);
      await runStep({
        mode: 'in-process',
        entry: 'post',
        inputs: inputs(),
        state: { ...main.state, [STATE.token]: '' },
        workspace: main.workspace,
      });
      expect(lstatSync(file).isSymbolicLink()).toBe(true);
      expect(readFileSync(mine, 'utf8')).toBe('mine');
    },
  );
});

/** The names PRODUCT.md refuses for `env` export because they make later programs run code. */
const CODE_RUNNING_NAMES = [
  'BASH_ENV',
  'ENV',
  'PROMPT_COMMAND',
  'LD_PRELOAD',
  'LD_AUDIT',
  'LD_LIBRARY_PATH',
  'DYLD_INSERT_LIBRARIES',
  'DYLD_LIBRARY_PATH',
  'PERL5OPT',
  'RUBYOPT',
  'PYTHONSTARTUP',
  'JAVA_TOOL_OPTIONS',
  '_JAVA_OPTIONS',
] as const;

describe('names refused for the environment', () => {
  it.each([
    ['BAD<', /"BAD<" \(a trailing `<`\)/],
    ['STATE_revoke_token', /"STATE_revoke_token" \(read as a post step's saved state\)/],
    ['state_Secrets_Files', /"state_Secrets_Files" \(read as a post step's saved state\)/],
    ['INPUT_DOMAIN', /"INPUT_DOMAIN" \(read as an action's input\)/],
    ['Input_Client-Secret', /"Input_Client-Secret" \(read as an action's input\)/],
    ['NODE_OPTIONS', /"NODE_OPTIONS" \(refused by the runner\)/],
    ['A<<B', /"A<<B" \(`<<`\)/],
  ])('%s: one error naming it, nothing exported (earlier entries included)', async (name, why) => {
    server().state.setSecrets([
      { environment: 'dev', path: '/n', key: 'AAA_FIRST', value: 'first-value' },
      { environment: 'dev', path: '/n', key: name, value: 'hostile-name-value' },
    ]);
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/n' }) });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(why);
    expect(run.errors[0]).toMatch(/Rename with `keys`/);
  });

  // A secret named BASH_ENV holding `$(...)` would run in every later bash step.
  it('names that make later programs run code: all of them in one error, nothing exported', async () => {
    const names = [...CODE_RUNNING_NAMES];
    server().state.setSecrets([
      { environment: 'dev', path: '/code', key: 'AAA_FIRST', value: 'first-value' },
      ...names.map((key) => ({ environment: 'dev', path: '/code', key, value: '$(touch /tmp/x)' })),
    ]);
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/code' }) });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(/^These names cannot be used for environment variables: /);
    for (const name of names) {
      expect(run.errors[0]).toContain(`"${name}" (makes programs run code they did not ask for)`);
    }
    expect(run.errors[0]).toMatch(/Rename with `keys` .* or `env-prefix`/);
  });

  it("infisical-ci run refuses them too, in the tool's words, and never starts the command", async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/code', key: 'BASH_ENV', value: '/tmp/evil.sh' },
      { environment: 'dev', path: '/code', key: 'FINE', value: 'fine-value' },
    ]);
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--secret-path',
        '/code',
        '--',
        process.execPath,
        '-e',
        'console.log("ran")',
      ],
      {
        mode: 'in-process',
        env: {
          INFISICAL_DOMAIN: server().url,
          INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
          INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
          INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
        },
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const errors = run.lines.filter((line) => line.startsWith('error:'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"BASH_ENV" (makes programs run code they did not ask for)');
    expect(errors[0]).toContain('Rename with `--keys` / INFISICAL_KEYS');
    expect(errors[0]).toContain('`--env-prefix` / INFISICAL_ENV_PREFIX');
  });

  it('the code-running names are refused in any letter case on Windows only', () => {
    for (const name of CODE_RUNNING_NAMES) {
      expect(envNameProblem(name, false), name).toBeDefined();
      expect(envNameProblem(name.toLowerCase(), true), name).toBeDefined();
      // Linux and macOS read them with their case: `env` or `bash_env` steers nothing there.
      expect(envNameProblem(name.toLowerCase(), false), name).toBeUndefined();
    }
    for (const name of ['', 'A=B', 'A\rB', 'A\nB', 'A\0B', 'A<<B', 'A<', 'node_options']) {
      expect(envNameProblem(name, false), JSON.stringify(name)).toBeDefined();
    }
    expect(envNameProblem('state_x', false)).toBeDefined();
    expect(envNameProblem('Input_x', false)).toBeDefined();
    expect(envNameProblem('BASH_ENVIRONMENT', true)).toBeUndefined();
  });

  it('a renamed or prefixed name is fine: env-prefix turns STATE_X into APP_STATE_X', async () => {
    server().state.setSecret({ environment: 'dev', path: '/n', key: 'STATE_X', value: 'x-value' });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/n', 'env-prefix': 'APP_' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual({ APP_STATE_X: 'x-value' });
  });

  it('a value holding NUL cannot go into the environment, but can go to a file', async () => {
    server().state.setSecret({ environment: 'dev', path: '/n', key: 'NUL_VALUE', value: 'a\0b' });
    const env = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/n' }) });
    expectNothingExported(env);
    expect(env.errors[0]).toMatch(/`NUL_VALUE` holds a NUL character/);
    const file = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/n', 'export-type': 'file', 'file-format': 'json' }),
    });
    expect(file.exitCode).toBe(0);
    expect(JSON.parse(readFileSync(path.join(file.workspace, '.env'), 'utf8'))).toEqual({
      NUL_VALUE: 'a\0b',
    });
  });

  it('outputs refuse what their file misreads, but not STATE_ or INPUT_ names', async () => {
    server().state.setSecrets([
      { environment: 'dev', path: '/n', key: 'STATE_OK_AS_OUTPUT', value: 'v1' },
      { environment: 'dev', path: '/n', key: 'BAD<', value: 'v2' },
    ]);
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/n', 'export-type': 'output' }),
    });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(/step outputs: "BAD<"/);
    expect(run.errors[0]).not.toMatch(/STATE_OK_AS_OUTPUT/);
  });
});

describe.skipIf(!posix)('paths resolved through symlinks', () => {
  /** A workspace whose `config` folder is a symlink to a folder outside it. */
  function plantedWorkspace(): { workspace: string; outside: string } {
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    symlinkSync(outside, path.join(workspace, 'config'));
    return { workspace, outside };
  }

  it('file-output-path through a symlinked folder: refused, nothing written outside', async () => {
    const { workspace, outside } = plantedWorkspace();
    const run = await runStep({
      mode: 'in-process',
      workspace,
      inputs: inputs({
        'export-type': 'env,file',
        'file-format': 'json',
        'file-output-path': 'config/.env',
      }),
    });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(/`config\/.env` would be written outside the workspace/);
    expect(existsSync(path.join(outside, '.env'))).toBe(false);
  });

  it('secret-files through a symlinked folder: refused, nothing written anywhere', async () => {
    const { workspace, outside } = plantedWorkspace();
    const run = await runStep({
      mode: 'in-process',
      workspace,
      inputs: inputs({ 'export-type': 'file', 'secret-files': 'API_KEY=config/key.pem' }),
    });
    expectNothingExported(run);
    expect(existsSync(path.join(outside, 'key.pem'))).toBe(false);
    expect(existsSync(path.join(workspace, '.env'))).toBe(false);
  });

  it('a symlinked folder that stays inside the workspace is fine', async () => {
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    mkdirSync(path.join(workspace, 'real'));
    symlinkSync(path.join(workspace, 'real'), path.join(workspace, 'alias'));
    const run = await runStep({
      mode: 'in-process',
      workspace,
      inputs: inputs({
        'export-type': 'file',
        'file-format': 'json',
        'file-output-path': 'alias/.env',
      }),
    });
    expect(run.exitCode).toBe(0);
    expect(readFileSync(path.join(workspace, 'real', '.env'), 'utf8')).toContain('"API_KEY"');
  });
});
