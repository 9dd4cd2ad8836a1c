// `infisical-ci` against the loopback fake server: --help, `export` in every format and to a
// file, where each setting is read from, the token revoked at the end, each sub-action's JSON,
// and the exit code of each kind of failure. The built tool runs as a process for the help, the
// exports, the settings read from the environment and one failure of each exit code; each
// command's help, the sub-actions, the usage errors and the other refusals run in process.
import { statSync, readFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { commandHelp, overviewHelp } from '../../src/cli/help.js';
import { cliCommands } from '../../src/cli/options.js';
import { serverFor } from '../../src/cli/early.js';
import { connectEarly } from '../../src/early/index.js';
import { main as cliMain } from '../../src/cli/main.js';
import { renderFile } from '../../src/export/formats.js';
import {
  ADMIN_USER_TOKEN,
  DEV_ROOT_IMPORT_ID,
  JWT_IDENTITY_ID,
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  ORG_ID,
  PROJECT_SLUG,
  SEED_SECRETS,
  makeProviderJwt,
} from '../support/fake-server/index.ts';
import { readAzureOutput } from '../support/azure-commands.ts';
import { expectCleanStderr } from '../support/leaks.ts';
import { filesLoadedUnder, MODULE_TRACE_IMPORT } from '../support/modules-loaded.ts';
import { runTool } from '../support/run.ts';
import { DEV_ROOT, calls, expectFailure, expectUsage, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const commands = cliCommands();
const LOGIN = 'POST /api/v1/auth/universal-auth/login';
const REVOKE = 'POST /api/v1/auth/token/revoke';

describe.concurrent('--help', () => {
  it('prints the overview on standard output, and on standard error with no command (exit 2)', async () => {
    const [help, bare, version] = await Promise.all([
      runTool(['--help'], { mode: 'built' }),
      runTool([], { mode: 'built' }),
      runTool(['--version'], { mode: 'built' }),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(overviewHelp(commands));
    expect(bare.code).toBe(2);
    expect(bare.stderr).toBe(overviewHelp(commands));
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it.each([...commands.keys()])('%s --help is the help made from the spec', async (name) => {
    const run = await runTool([name, '--help'], { mode: 'in-process' });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(commandHelp(commands.get(name)!));
    expect(run.stderr).toBe('');
  });
});

describe.concurrent('export', () => {
  it('prints every format exactly as the action writes its file; logs only on standard error', async () => {
    const server = await fresh();
    const env = loginEnv(server);
    const json = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env,
    });
    expect(json.code, json.stderr).toBe(0);
    const exported = JSON.parse(json.stdout) as Record<string, string>;
    expect(exported).toEqual(DEV_ROOT);
    const entries = Object.entries(exported);
    const [shell, yaml] = await Promise.all(
      ['shell', 'yaml'].map((format) =>
        runTool(['export', '--env-slug', 'dev', `--format=${format}`], { mode: 'built', env }),
      ),
    );
    expect(shell!.stdout).toBe(renderFile('shell', entries));
    expect(parseYaml(yaml!.stdout)).toEqual(DEV_ROOT);
    expect(yaml!.stdout).toBe(renderFile('yaml', entries));
    for (const run of [json, shell!, yaml!]) {
      expect(run.code).toBe(0);
      expect(run.lines).toEqual([
        `Loading secrets from ${new URL(server.url).host} with universal auth: project ${PROJECT_SLUG}, environment dev, path /.`,
        expect.stringMatching(/^Printed 6 secrets \((json|shell|yaml)\)\.$/),
        'Revoked the access token.',
      ]);
    }
  });

  it('connects once, to the server the options name, on the connection opened as the command starts (built)', async () => {
    const server = await fresh();
    // The server INFISICAL_DOMAIN names, where --domain names another: it must see nothing.
    const other = await fresh();
    const env = loginEnv(server);
    const viaFlag = { ...env, INFISICAL_DOMAIN: other.url };
    for (const [args, runEnv] of [
      [['export', '--env-slug', 'dev', '--format', 'json'], env],
      [['export', '--env-slug', 'dev', '--format', 'json', `--domain=${server.url}`], viaFlag],
      [['export', '--env-slug', 'dev', '--format', 'json', '--domain', server.url], viaFlag],
    ] as const) {
      const before = server.connections;
      const run = await runTool([...args], { mode: 'built', env: runEnv });
      expect(run.code, run.stderr).toBe(0);
      expect(server.connections - before, args.join(' ')).toBe(1);
    }
    expect(other.connections).toBe(0);
    // Help opens none.
    const before = server.connections;
    expect((await runTool(['export', '--help'], { mode: 'built', env })).code).toBe(0);
    expect(server.connections).toBe(before);
  });

  it('the command takes the connection opened as it started (in process)', async () => {
    const server = await fresh();
    const env = loginEnv(server);
    const argv = ['export', '--env-slug', 'dev', '--format', 'json'];
    const early = connectEarly(env, serverFor(argv, env))!;
    expect(early.destination.port).toBe(server.port);
    const before = server.connections;
    const stdout = new PassThrough().resume();
    const stderr = new PassThrough().resume();
    const code = await cliMain(argv, { env, cwd: root, stdout, stderr, deps: { early } });
    expect(code).toBe(0);
    expect(early.take(early.destination)).toBeUndefined();
    expect(server.connections - before).toBe(1);
  });

  it('prints dotenv by default, which dotenv parsers read back exactly', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--secret-path', '/app'], {
      mode: 'built',
      env: loginEnv(server),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(parseEnv(run.stdout)).toEqual({
      ...SEED_SECRETS.dev['/app'],
      PROD_ONLY: SEED_SECRETS.prod['/'].PROD_ONLY,
    });
  });

  it('--output writes the file with mode 0600 and nothing on standard output; the token is revoked', async () => {
    const server = await fresh();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-out-'));
    const run = await runTool(
      ['export', '--env-slug', 'dev', '--format', 'json', '--output', 'out/secrets.json'],
      { mode: 'built', env: loginEnv(server), cwd: dir },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    const file = path.join(dir, 'out', 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(DEV_ROOT);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(run.stderr).toContain('Wrote 6 secrets to out/secrets.json (json, mode 0600).');
    expect(calls(server)).toEqual([LOGIN, 'GET /api/v3/secrets/raw', REVOKE]);
    // The revoked token is the one the tool logged in with and used, on the same connection.
    const used = server.requests[1]!.headers.authorization?.replace(/^Bearer /, '');
    expect(server.requests[2]!.body).toEqual({ accessToken: used });
    expect(server.requests[2]!.connectionId).toBe(server.requests[1]!.connectionId);
  });

  it('export loads the entry and the tool alone; a management command loads its chunk, and works (built)', async () => {
    const server = await fresh();
    const cliFiles = (run: { stderr: string }): string[] =>
      filesLoadedUnder(run.stderr, 'dist/cli');
    const holding = (module: string) => (file: string) =>
      readFileSync(path.join(root, 'dist', 'cli', file), 'utf8').includes(
        `CONCATENATED MODULE: ./src/cli/${module}`,
      );
    const exported = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env: loginEnv(server),
      nodeArgs: [MODULE_TRACE_IMPORT],
    });
    expect(exported.code, exported.stderr).toBe(0);
    // The entry first (it opens the connection), then the tool's chunk, and nothing else.
    const [entry, tool, ...more] = cliFiles(exported);
    expect(entry).toBe('index.js');
    expect(holding('tool.ts')(tool!)).toBe(true);
    expect(more).toEqual([]);
    const listed = await runTool(['imports', 'list', '--env-slug', 'dev'], {
      mode: 'built',
      env: loginEnv(server),
      nodeArgs: [MODULE_TRACE_IMPORT],
    });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).count).toBe(1);
    const chunks = cliFiles(listed).filter((file) => file !== 'index.js' && file !== tool);
    expect(chunks).toHaveLength(1);
    expect(holding('sub-command.ts')(chunks[0]!)).toBe(true);
  });

  it('--no-revoke leaves the token valid', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--no-revoke', '--format=json'], {
      mode: 'built',
      env: loginEnv(server),
    });
    expect(run.code).toBe(0);
    expect(calls(server)).toEqual([LOGIN, 'GET /api/v3/secrets/raw']);
  });
});

describe.concurrent('where settings come from', () => {
  it('the official CLI’s variables alone: INFISICAL_API_URL (ending in /api) and universal auth', async () => {
    const server = await fresh();
    const run = await runTool(
      ['export', '--project-slug', PROJECT_SLUG, '--env-slug', 'dev', '--format', 'json'],
      {
        mode: 'built',
        env: {
          INFISICAL_API_URL: `${server.url}/api`,
          INFISICAL_UNIVERSAL_AUTH_CLIENT_ID: MEMBER_CLIENT_ID,
          INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
  });

  it('a flag beats INFISICAL_<NAME>, which beats the official CLI’s variable', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'prod', '--format', 'json'], {
      mode: 'built',
      env: {
        ...loginEnv(server),
        // Both would fail: the official one points at a closed port, the secret is wrong.
        INFISICAL_API_URL: 'http://127.0.0.1:9/api',
        INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET: 'not-the-secret',
        INFISICAL_ENV_SLUG: 'staging',
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(SEED_SECRETS.prod['/']);
  });

  it('INFISICAL_TOKEN alone logs in with that token and never revokes it (it is the user’s)', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env: {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
        INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN,
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('with an access token');
    expect(calls(server)).toEqual(['GET /api/v3/secrets/raw']);
    expectCleanStderr(run, [MEMBER_ACCESS_TOKEN]);
  });

  it('a JWT in INFISICAL_JWT (a GitLab id_token, a CircleCI OIDC token) logs in with JWT auth', async () => {
    const server = await fresh();
    const jwt = makeProviderJwt();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env: {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
        INFISICAL_IDENTITY_ID: JWT_IDENTITY_ID,
        INFISICAL_JWT: jwt,
      },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('with JWT auth');
    expect(calls(server)).toEqual([
      'POST /api/v1/auth/jwt-auth/login',
      'GET /api/v3/secrets/raw',
      REVOKE,
    ]);
    expectCleanStderr(run, [jwt]);
  });

  it('inside GitHub Actions, every value is registered with the runner (on standard error) before use', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env: { ...loginEnv(server), GITHUB_ACTIONS: 'true' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    const masks = run.lines
      .filter((line) => line.startsWith('::add-mask::'))
      .map((line) => line.slice('::add-mask::'.length));
    expect(masks).toEqual(
      expect.arrayContaining([
        MEMBER_CLIENT_SECRET,
        ...Object.values(DEV_ROOT).filter((v) => !v.includes('\n')),
        'line1\nline2\nline3'.replace(/\n/g, '%0A'),
      ]),
    );
  });

  it('inside Azure Pipelines, every value is registered with the agent (on standard error) before use, a multi-line one line by line', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'built',
      env: { ...loginEnv(server), TF_BUILD: 'True' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(DEV_ROOT);
    expect(readAzureOutput(run.stdout)).toEqual([]);
    const commands = readAzureOutput(run.stderr);
    expect(new Set(commands.map((c) => `${c.area}.${c.event}`))).toEqual(
      new Set(['task.setsecret']),
    );
    const masks = commands.map((c) => c.data);
    expect(masks).toEqual(
      expect.arrayContaining([
        MEMBER_CLIENT_SECRET,
        ...Object.values(DEV_ROOT).filter((v) => !v.includes('\n')),
        'line1',
        'line2',
        'line3',
      ]),
    );
    expect(masks.filter((mask) => /[\r\n]/.test(mask))).toEqual([]);
    // Every one before the line that says the secrets were printed.
    const printed = run.lines.findIndex((line) => line.startsWith('Printed '));
    expect(run.lines.findLastIndex((line) => line.startsWith('##vso['))).toBeLessThan(printed);
  });
});

describe.concurrent('sub-actions print their outputs as one JSON object', () => {
  const sub = async (args: string[], env?: Record<string, string>) => {
    const server = await fresh();
    const run = await runTool(args, { mode: 'in-process', env: { ...loginEnv(server), ...env } });
    expect(run.code, run.stderr).toBe(0);
    return { run, server, outputs: JSON.parse(run.stdout) as Record<string, unknown> };
  };

  it('imports list', async () => {
    const { outputs } = await sub(['imports', 'list', '--env-slug', 'dev']);
    expect(outputs.count).toBe(1);
    expect(outputs['secret-imports']).toEqual([
      expect.objectContaining({ id: DEV_ROOT_IMPORT_ID }),
    ]);
  });

  it('tags create: JSON outputs are nested values, not text', async () => {
    const { outputs, run } = await sub(['tags', 'create', '--tag-slug', 'cli-tag']);
    expect(outputs.tag).toEqual(expect.objectContaining({ slug: 'cli-tag' }));
    expect(outputs['tag-id']).toBe((outputs.tag as { id: string }).id);
    expect(run.stderr).toContain('Revoked the access token.');
  });

  it('projects create', async () => {
    // For `projects`, `project-slug` is the new project's: the job's INFISICAL_PROJECT_SLUG
    // would name it, so it is set empty (which counts as not set).
    const { outputs } = await sub(['projects', 'create', '--project-name', 'CLI Project'], {
      INFISICAL_PROJECT_SLUG: '',
    });
    expect(outputs.project).toEqual(expect.objectContaining({ name: 'CLI Project' }));
    expect(outputs['project-id']).toEqual(expect.any(String));
  });

  it('environments create', async () => {
    const { outputs } = await sub([
      'environments',
      'create',
      '--environment-name',
      'Preview',
      '--environment-slug',
      'preview',
    ]);
    expect(outputs.environment).toEqual(expect.objectContaining({ slug: 'preview' }));
  });

  it('memberships list, with a user token', async () => {
    const { outputs, server } = await sub(['memberships', 'list', '--organization-id', ORG_ID], {
      INFISICAL_TOKEN: ADMIN_USER_TOKEN,
      INFISICAL_METHOD: 'token',
    });
    expect(outputs.count).toBe(2);
    // The user's own token: no login, no revoke.
    expect(calls(server)).toEqual([`GET /api/v2/organizations/${ORG_ID}/memberships`]);
  });

  it('snapshots, with its one operation left out', async () => {
    const { outputs } = await sub(['snapshots', '--env-slug', 'dev', '--limit', '3']);
    expect(outputs.count).toBe(3);
    expect(outputs.snapshots).toHaveLength(3);
  });

  it('folders create, with every missing parent', async () => {
    const { outputs } = await sub([
      'folders',
      'create',
      '--env-slug',
      'dev',
      '--folder-path',
      '/previews/pr-42',
    ]);
    expect(outputs.created).toBe(true);
    expect(outputs.folder).toEqual(expect.objectContaining({ name: 'pr-42' }));
  });

  it('secrets set, the values in INFISICAL_SECRETS: a re-run writes nothing', async () => {
    const values = {
      CLI_URL: 'https://cli.example.com',
      CLI_PEM: 'cli-pem-line-one\ncli-pem-line-two',
    };
    const env = {
      INFISICAL_SECRETS: `CLI_URL=${values.CLI_URL}\nCLI_PEM="${values.CLI_PEM.replace('\n', '\\n')}"`,
    };
    const args = ['secrets', 'set', '--env-slug', 'dev', '--secret-path', '/app'];
    const { outputs, run, server } = await sub(args, env);
    expect(outputs).toEqual({
      created: ['CLI_URL', 'CLI_PEM'],
      updated: [],
      unchanged: [],
      count: 2,
    });
    expectCleanStderr(run, Object.values(values));
    const folder = server.state.folder(
      server.state.environment(server.state.projectBySlug(PROJECT_SLUG)!.id, 'dev')!.id,
      '/app',
    )!;
    const stored = Object.fromEntries(
      server.state.secretsIn(folder.id).map((s) => [s.key, s.value]),
    );
    expect(stored).toEqual(expect.objectContaining(values));

    const again = await runTool(args, { mode: 'in-process', env: { ...loginEnv(server), ...env } });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual(
      expect.objectContaining({ unchanged: ['CLI_URL', 'CLI_PEM'] }),
    );
  });

  it('identities get-universal-auth', async () => {
    const { outputs } = await sub([
      'identities',
      'get-universal-auth',
      '--target-identity-id',
      MEMBER_IDENTITY_ID,
    ]);
    expect(outputs['client-id']).toBe(MEMBER_CLIENT_ID);
    expect(outputs['access-token-ttl']).toBe(86400);
  });
});

describe.concurrent('usage errors exit 2 with one line, and send nothing', () => {
  it.each([
    [['exprot'], /unknown command `exprot`; the commands are export, run, imports/],
    [['export', '--env-slg', 'dev'], /unknown option `--env-slg`\. Did you mean `--env-slug`\?/],
    [['export'], /No environment: pass `--env-slug` \(or `--env`\), set INFISICAL_ENV_SLUG/],
    [['export', '--env-slug', 'dev', '--format', 'toml'], /`--format` must be one of/],
    [['export', '--env-slug', 'dev', 'extra'], /`export` takes no argument `extra`/],
    [['run', '--env-slug', 'dev'], /`run` needs the command to run after `--`/],
    [['run', '--env-slug', 'dev', 'env'], /Put the command to run after `--`/],
    [
      ['tags', 'remove'],
      /The operation \(`infisical-ci tags OPERATION`\) must be one of `create`, `list`, not `remove`/,
    ],
    [
      ['tags'],
      /The operation \(`infisical-ci tags OPERATION`\) is required: one of `create`, `list`/,
    ],
    [
      ['export', '--env-slug', 'dev', '--timeout', 'soon'],
      /`--timeout` \/ INFISICAL_TIMEOUT must be a number/,
    ],
  ])('%j', async (args, pattern) => {
    const server = await fresh();
    const run = await runTool(args, { mode: 'in-process', env: loginEnv(server) });
    expectUsage(run, pattern, server);
  });
});

describe.concurrent('usage errors inside GitHub Actions are error annotations', () => {
  it.each([
    [['exprot'], /^::error::unknown command `exprot`/],
    [['export', '--env-slg', 'dev'], /^::error::unknown option `--env-slg`/],
    [['export'], /^::error::No environment: pass `--env-slug`/],
    [['export', '--env-slug', 'dev', '--verbose=maybe'], /^::error::`--verbose` and `--silent`/],
  ])('%j', async (args, pattern) => {
    const server = await fresh();
    const run = await runTool(args, {
      mode: 'in-process',
      env: { ...loginEnv(server), GITHUB_ACTIONS: 'true' },
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.lines).toEqual([expect.stringMatching(pattern)]);
    expect(run.stdout).toBe('');
    expect(server.requests).toEqual([]);
  });
});

describe.concurrent('refusals exit 1 with one line saying what failed and what to do', () => {
  it('a wrong client secret given as a flag: a warning for the flag, the 401 and its fix', async () => {
    const server = await fresh();
    const run = await runTool(
      ['export', '--env-slug', 'dev', '--client-secret', 'fake-wrong-secret-0123'],
      { mode: 'in-process', env: loginEnv(server) },
    );
    expectFailure(run, /HTTP 401.*Check `--client-secret` \/ INFISICAL_CLIENT_SECRET/);
    expect(run.lines[0]).toMatch(
      /^warning: --client-secret is on the command line.*INFISICAL_CLIENT_SECRET/,
    );
    expectCleanStderr(run, ['fake-wrong-secret-0123']);
  });

  it('an identity outside the project: 403', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev'], {
      mode: 'in-process',
      env: loginEnv(server, 'outsider'),
    });
    expectFailure(run, /HTTP 403/);
    // The token it did get is revoked all the same.
    expect(calls(server).at(-1)).toBe(REVOKE);
  });

  it('an unknown environment: named, with the ones that exist', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'prdo'], {
      mode: 'built',
      env: loginEnv(server),
    });
    expectFailure(run, /Environment `prdo` not found in project .*Did you mean `prod`\?/);
  });

  it('a value the format cannot carry: the dotenv refusal, naming the key', async () => {
    const server = await fresh();
    const run = await runTool(['export', '--env-slug', 'dev'], {
      mode: 'in-process',
      env: loginEnv(server),
    });
    expectFailure(run, /dotenv file cannot carry `SPECIAL_CHARS`/);
  });

  it('a server that answers 200 and does nothing (memberships with a machine identity)', async () => {
    const server = await fresh();
    const run = await runTool(['memberships', 'list', '--organization-id', ORG_ID], {
      mode: 'in-process',
      env: loginEnv(server),
    });
    expectFailure(run, /user credentials|machine identit/i);
  });

  it('a write answered with a change request: waits for approval, nothing printed as written', async () => {
    const server = await fresh();
    server.state.requireApproval('dev');
    const run = await runTool(['secrets', 'set', '--env-slug', 'dev', '--secret-path', '/app'], {
      mode: 'in-process',
      env: { ...loginEnv(server), INFISICAL_SECRETS: 'CLI_NEW=cli-approval-value' },
    });
    expectFailure(
      run,
      /^error: create secrets waits for approval \(POST \/api\/v3\/secrets\/batch\/raw\): .*change request `change-[0-9a-f]{8}`, id [0-9a-f-]{36}.*create of `CLI_NEW`\./,
    );
    expectCleanStderr(run, ['cli-approval-value']);
    expect(server.state.approvalRequests).toHaveLength(1);
  });

  it.each([
    [
      'folders create',
      ['folders', 'create', '--folder-path', '/cli-lost'],
      'POST',
      '/api/v1/folders',
      'GET',
      '/api/v1/folders',
    ],
    [
      'secrets set',
      ['secrets', 'set', '--secret-path', '/app'],
      'POST',
      '/api/v3/secrets/batch/raw',
      'GET',
      '/api/v3/secrets/raw',
    ],
  ])(
    "%s: an answer lost and a look that fails too: the look's failure in the tool's words",
    async (_name, args, method, path, lookMethod, lookPath) => {
      const server = await fresh();
      // The write lands and its answer is lost; every later look gets a proxy's HTML page.
      server.faults.add({ match: { method, path }, kind: { status: 503 }, applied: true });
      let looks = 0;
      const laterLooks = new (class extends RegExp {
        override test(tested: string): boolean {
          return tested === lookPath && ++looks > 1;
        }
      })('');
      server.faults.add({
        match: { method: lookMethod, path: laterLooks },
        kind: 'non-json',
        times: 100,
      });
      const run = await runTool([...args, '--env-slug', 'dev', '--retries', '0'], {
        mode: 'in-process',
        env: { ...loginEnv(server), INFISICAL_SECRETS: 'CLI_LOST=cli-lost-value' },
      });
      expectFailure(run, /failed too \(.*a wrong `--domain` \/ INFISICAL_DOMAIN\?\)/);
      expect(run.stderr).not.toMatch(/`domain`|the step/);
    },
  );

  it('a server that cannot be reached', async () => {
    const run = await runTool(['export', '--env-slug', 'dev', '--retries', '0'], {
      mode: 'in-process',
      env: { ...loginEnv({ url: 'http://127.0.0.1:9' } as never) },
    });
    expectFailure(run, /127\.0\.0\.1:9|ECONNREFUSED|connect/i);
  });
});
