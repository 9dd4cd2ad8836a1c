import { statSync, readFileSync, existsSync } from 'node:fs';
import { parseEnv } from 'node:util';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import type { SecretList } from '../../src/api/endpoints/secrets.js';
import { capture } from '../support/captures.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { obtainedToken, parseFileCommands } from '../support/run-action.ts';
import { type ActionRun, runPostStep, runStep } from '../support/run.ts';
import {
  calls,
  legacyView,
  mainInputs,
  projectField,
  sentPath,
  sentPathPattern,
  successorsOnly,
  useFakeServer,
} from '../support/use-fake-server.ts';

const server = useFakeServer();

const seeded = capture('secrets-raw-ok-include-imports').response.body as SecretList;
const own = Object.fromEntries(seeded.secrets.map((s) => [s.secretKey, s.secretValue]));
const imported = Object.fromEntries(
  seeded.imports![0]!.secrets.map((s) => [s.secretKey, s.secretValue]),
);
const expanded = capture('secrets-raw-ok-expand-refs').response.body as SecretList;
const expandedValue = expanded.secrets.find(
  (s) => s.secretKey === 'REFERENCING_SECRET',
)!.secretValue;
/** What dev / gives with the defaults: own secrets beat the staging import; references expanded. */
const DEV_ROOT: Record<string, string> = { ...imported, ...own, REFERENCING_SECRET: expandedValue };
/** Hidden in every run of this file, exported or not (branch cases run in process). */
const DEV_VALUES = Object.values(DEV_ROOT);

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...mainInputs(server().url),
    ...extra,
  };
}

const secretsOf = (run: ActionRun): string[] => [
  MEMBER_CLIENT_SECRET,
  ...Object.values(DEV_ROOT),
  ...Object.values(run.state),
];

function expectNothingExported(run: ActionRun): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(existsSync(path.join(run.workspace, '.env'))).toBe(false);
  expect(run.stdout).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
}

describe('main action: fetch, merge, mask, export', () => {
  it('exports dev / to the environment with one login and one listing, all masked first', async () => {
    const run = await runStep({ mode: 'built', inputs: inputs(), hidden: DEV_VALUES });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual(DEV_ROOT);
    expect(run.outputs).toEqual({ 'secret-count': String(Object.keys(DEV_ROOT).length) });
    // Masks come before anything that could hold a value, whole values and lines alike.
    for (const value of Object.values(DEV_ROOT)) expect(run.masks).toContain(value);
    for (const line of own.MULTILINE_SECRET!.split('\n'))
      if (line.trim().length >= 4) expect(run.masks).toContain(line.trim());
    expectNoLeaks(run, secretsOf(run));
    // The successor listing takes the project's id (backend/src/server/routes/v4/
    // secret-router.ts): against a server with the successors only, the slug is read first.
    const lookup = successorsOnly() ? [`GET /api/v2/workspace/${PROJECT_SLUG}`] : [];
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      ...lookup,
      'GET /api/v3/secrets/raw',
      'POST /api/v1/auth/token/revoke',
    ]);
    expect(legacyView(server()).at(-2)!.query).toMatchObject({
      ...(successorsOnly() ? { projectId: PROJECT_ID } : { workspaceSlug: PROJECT_SLUG }),
      environment: 'dev',
      secretPath: '/',
      include_imports: 'true',
      expandSecretReferences: 'true',
      recursive: 'false',
    });
    const debug = run.commands.filter((c) => c.command === 'debug').map((c) => c.data);
    expect(debug).toContainEqual(
      expect.stringMatching(
        new RegExp(
          String.raw`^GET ${sentPathPattern('/api/v3/secrets/raw')} → 200 in \d+ ms \(rate limit: \d+ left\)$`,
        ),
      ),
    );
    expect(run.summary).toContain('`DATABASE_URL`');
    expect(run.summary).toContain('import `staging:/`');
  });

  it('the main step revokes the token it obtained, the post step deletes the file', async () => {
    const run = await runStep({
      mode: 'built',
      inputs: inputs({ 'export-type': 'file', 'file-format': 'shell' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    const file = path.join(run.workspace, '.env');
    expect(existsSync(file)).toBe(true);
    const token = obtainedToken(run)!;
    expect(run.masks).toContain(token);
    const revoke = server().requests.find((r) => r.path === '/api/v1/auth/token/revoke')!;
    expect(revoke.body).toEqual({ accessToken: token });
    const post = await runPostStep(run, { mode: 'built', inputs: inputs(), hidden: DEV_VALUES });
    expect(post.exitCode).toBe(0);
    expect(post.warnings).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(server().requests.at(-1)).toBe(revoke);
    const after = await fetch(
      `${server().url}${sentPath('/api/v3/secrets/raw')}?${projectField()}=${PROJECT_ID}&environment=dev`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(after.status).toBeGreaterThanOrEqual(400);
    expectNoLeaks(post, [token, MEMBER_CLIENT_SECRET]);
  });

  it('clean: false keeps the file and the token', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'file', 'file-format': 'shell', clean: 'false' }),
      hidden: DEV_VALUES,
    });
    expect(run.savedState).toEqual({});
    const post = await runPostStep(run, {
      mode: 'in-process',
      inputs: inputs({ clean: 'false' }),
      hidden: DEV_VALUES,
    });
    expect(post.exitCode).toBe(0);
    expect(existsSync(path.join(run.workspace, '.env'))).toBe(true);
    expect(server().requests.some((r) => r.path === '/api/v1/auth/token/revoke')).toBe(false);
  });

  it('writes a 0600 dotenv file that util.parseEnv reads back exactly (env,file)', async () => {
    // The real server's SPECIAL_CHARS (`'`, `"` and `$` in one value) has no safe dotenv form.
    const { SPECIAL_CHARS: _special, ...rest } = DEV_ROOT;
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'export-type': 'env,file',
        'file-output-path': 'config/app.env',
        keys: Object.keys(rest).join('\n'),
      }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    const file = path.join(run.workspace, 'config', 'app.env');
    expect(parseEnv(readFileSync(file, 'utf8'))).toEqual(rest);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(run.env).toEqual(rest);
  });

  it('a value no dotenv line can carry safely fails the step, naming it; shell carries it', async () => {
    const dotenv = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'env,file' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(dotenv);
    expect(dotenv.errors[0]).toMatch(/cannot carry `SPECIAL_CHARS` safely.*file-format: shell/);
    const shell = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'file', 'file-format': 'shell' }),
      hidden: DEV_VALUES,
    });
    expect(shell.exitCode).toBe(0);
  });

  it.each(['json', 'yaml', 'shell'] as const)(
    'file-format %s holds every value',
    async (format) => {
      const run = await runStep({
        mode: 'in-process',
        inputs: inputs({ 'export-type': 'file', 'file-format': format }),
        hidden: DEV_VALUES,
      });
      expect(run.exitCode).toBe(0);
      expect(run.envEntries).toEqual([]); // `file` alone writes only the file
      const text = readFileSync(path.join(run.workspace, '.env'), 'utf8');
      if (format === 'json') expect(JSON.parse(text)).toEqual(DEV_ROOT);
      if (format === 'yaml') expect((await import('yaml')).parse(text)).toEqual(DEV_ROOT);
      if (format === 'shell') expect(text).toMatch(/^export DATABASE_URL='/m);
    },
  );

  it('export-type output sets one output per key, secrets-json and secret-count', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'output' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.envEntries).toEqual([]);
    const { 'secret-count': count, 'secrets-json': json, ...perKey } = run.outputs;
    expect(perKey).toEqual(DEV_ROOT);
    expect(JSON.parse(json!)).toEqual(DEV_ROOT);
    expect(count).toBe(String(Object.keys(DEV_ROOT).length));
  });

  it('several paths are fetched concurrently and a later path wins', async () => {
    server().state.setSecret({
      environment: 'dev',
      path: '/app',
      key: 'DATABASE_URL',
      value: 'from-app-folder',
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/\n/app' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env.DATABASE_URL).toBe('from-app-folder');
    expect(run.env.APP_SECRET).toBeDefined();
    expect(run.env.PROD_ONLY).toBeDefined(); // /app imports prod /
    expect(
      legacyView(server())
        .filter((r) => r.path === '/api/v3/secrets/raw')
        .map((r) => r.query.secretPath),
    ).toEqual(['/', '/app']);
  });

  it('keys selects and renames; env-prefix applies to every name', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ keys: 'DB=DATABASE_URL\nAPI_KEY', 'env-prefix': 'TF_VAR_' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual({ TF_VAR_DB: DEV_ROOT.DATABASE_URL, TF_VAR_API_KEY: DEV_ROOT.API_KEY });
  });

  it('a listed key that does not exist fails the job and exports nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ keys: 'API_KEY\nDOES_NOT_EXIST', 'export-type': 'env,file,output' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(/`DOES_NOT_EXIST`/);
    expectNoLeaks(run, secretsOf(run));
  });

  it('tags filter the listing; imported secrets are left out with a notice', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ tags: 'gha-tag' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual({ API_KEY: DEV_ROOT.API_KEY });
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.query.tagSlugs).toBe('gha-tag');
    expect(run.notices[0]).toMatch(/imported secrets? (was|were) left out/);
  });

  it('recursive reports a key found in several folders and the nearest folder wins', async () => {
    server().state.setSecret({
      environment: 'dev',
      path: '/app',
      key: 'API_KEY',
      value: 'app-folder-key',
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ recursive: 'true' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env.API_KEY).toBe(DEV_ROOT.API_KEY);
    expect(run.warnings.join('\n')).toMatch(
      /`API_KEY` is defined in several folders \(\/, \/app\)/,
    );
  });

  it('an existing empty folder warns, or fails with fail-on-empty; a missing one is an error naming it', async () => {
    server().state.addFolder({ environment: 'dev', path: '/empty' });
    const warned = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/empty' }),
      hidden: DEV_VALUES,
    });
    expect(warned.exitCode).toBe(0);
    expect(warned.warnings.join('\n')).toMatch(
      /No secrets in environment `dev` at `\/empty` \(the folder exists and is empty\)/,
    );
    const failed = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/empty', 'fail-on-empty': 'true' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(failed);
    expect(failed.errors[0]).toMatch(/fail-on-empty/);
    const typo = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/ap' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(typo);
    expect(typo.errors[0]).toMatch(
      /Folder `\/ap` not found in environment `dev` of project `gha-test-project`; `\/` has `app`.* Did you mean `\/app`\? Check `secret-path`/,
    );
    const env = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'env-slug': 'prdo' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(env);
    expect(env.errors[0]).toMatch(
      /Environment `prdo` not found in project `gha-test-project`; it has `dev`, `staging`, `prod`\. Did you mean `prod`\? Check `env-slug`/,
    );
  });

  it('an empty path whose cause cannot be asked (no right to list folders): warns, without claiming the folder exists', async () => {
    // Folder listings, on either route set, refused as to a narrow role.
    server().faults.add({
      match: { method: 'GET', path: /^\/api\/v\d\/folders/ },
      kind: { status: 403 },
      times: 10,
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/nope' }),
      hidden: DEV_VALUES,
    });
    expect(run.errors.join('\n')).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.warnings.join('\n')).toMatch(
      /No secrets in environment `dev` at `\/nope` \(an empty folder, or none of that name: these credentials may not read the project or its folders to tell which\)/,
    );
  });

  it('wrong credentials: one error with the status, the server message and the fix; nothing exported', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'client-secret': 'wrong-secret-value' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(run);
    expect(run.errors[0]).toMatch(
      /universal-auth login failed \(POST \/api\/v1\/auth\/universal-auth\/login\): HTTP 401: Invalid credentials/,
    );
    expect(run.errors[0]).toMatch(/client-secret/);
    expect(run.savedState).toEqual({});
    expectNoLeaks(run, ['wrong-secret-value']);
  });

  it('bad input fails before any request', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'project-id': PROJECT_ID }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(run);
    expect(run.errors[0]).toBe('Set only one of `project-id` and `project-slug`, not both.');
    expect(server().requests).toEqual([]);
  });

  it('method token uses the given token and never revokes it', async () => {
    const login = await fetch(`${server().url}/api/v1/auth/universal-auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: MEMBER_CLIENT_ID, clientSecret: MEMBER_CLIENT_SECRET }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        method: 'token',
        'access-token': accessToken,
        'client-id': '',
        'client-secret': '',
      }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual(DEV_ROOT);
    expect(run.savedState).toEqual({});
    expect(run.masks[0]).toBe(accessToken);
    const post = await runPostStep(run, {
      mode: 'in-process',
      inputs: inputs({ method: 'token', 'access-token': accessToken }),
      hidden: DEV_VALUES,
    });
    expect(post.exitCode).toBe(0);
    expect(server().requests.some((r) => r.path === '/api/v1/auth/token/revoke')).toBe(false);
    expectNoLeaks(run, [accessToken]);
  });

  it('output-access-token sets the masked access-token output', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true' }),
      hidden: DEV_VALUES,
    });
    expect(run.outputs['access-token']).toBe(obtainedToken(run));
    expect(run.masks).toContain(run.outputs['access-token']);
  });

  it('names differing only by case: a warning on Linux, an error on Windows', async () => {
    server().state.setSecret({ environment: 'dev', key: 'api_key', value: 'lower-case-twin' });
    const linux = await runStep({ mode: 'in-process', inputs: inputs(), hidden: DEV_VALUES });
    expect(linux.exitCode).toBe(0);
    expect(linux.warnings.join('\n')).toMatch(/`API_KEY` \/ `api_key`|`api_key` \/ `API_KEY`/);
    const windows = await runStep({
      mode: 'in-process',
      inputs: inputs(),
      env: { RUNNER_OS: 'Windows' },
      hidden: DEV_VALUES,
    });
    expectNothingExported(windows);
  });

  it('names a shell cannot use are exported with one warning', async () => {
    server().state.setSecrets([
      { environment: 'dev', key: 'my-key', value: 'dash-value' },
      { environment: 'dev', key: 'my.key', value: 'dot-value' },
    ]);
    const run = await runStep({ mode: 'in-process', inputs: inputs(), hidden: DEV_VALUES });
    expect(run.exitCode).toBe(0);
    expect(run.env['my-key']).toBe('dash-value');
    expect(run.warnings.filter((w) => w.includes('a shell cannot use'))).toHaveLength(1);
  });

  it('a name the runner sets itself is exported with a warning; GITHUB_TOKEN is not one', async () => {
    server().state.setSecrets([
      { environment: 'dev', key: 'GITHUB_SHA', value: 'not-the-real-sha' },
      { environment: 'dev', key: 'GITHUB_TOKEN', value: 'ghp_exampletokenvalue' },
    ]);
    const run = await runStep({ mode: 'in-process', inputs: inputs(), hidden: DEV_VALUES });
    expect(run.exitCode).toBe(0);
    expect(run.env.GITHUB_TOKEN).toBe('ghp_exampletokenvalue');
    const warning = run.warnings.find((w) => w.startsWith('Later steps will not see'));
    expect(warning).toMatch(/`GITHUB_SHA`/);
    expect(warning).not.toMatch(/GITHUB_TOKEN/);
  });
});

describe('hostile values', () => {
  const HOSTILE: Record<string, string> = {
    MULTI: 'line one\nline two\n  three',
    PERCENT: '100% %0A %25 %%',
    CR: 'carriage\rreturn\r\nwindows',
    QUOTES: `it's "quoted"`,
    DOLLAR: '$HOME ${PATH} $(id)',
    EQUALS_HASH: 'a=b # c',
    UNICODE: 'päßwörd 🔐 中文',
    DELIMITER: 'before\nghadelimiter_00000000-0000-4000-8000-000000000000\nEOF\nafter',
    EMPTY: '',
  };

  beforeEach(() => {
    server().state.setSecrets(
      Object.entries(HOSTILE).map(([key, value]) => ({
        environment: 'dev',
        path: '/hostile',
        key,
        value,
      })),
    );
  });

  it('env and output carry every value byte-exact and nothing leaks', async () => {
    const run = await runStep({
      mode: 'built',
      inputs: inputs({ 'secret-path': '/hostile', 'export-type': 'env,output' }),
      hidden: DEV_VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.env).toEqual(HOSTILE);
    const { 'secret-count': _count, 'secrets-json': json, ...perKey } = run.outputs;
    expect(perKey).toEqual(HOSTILE);
    expect(JSON.parse(json!)).toEqual(HOSTILE);
    expectNoLeaks(run, [...Object.values(HOSTILE), MEMBER_CLIENT_SECRET]);
  });

  it('dotenv refuses a carriage return and names the key; shell carries it', async () => {
    const dotenv = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/hostile', 'export-type': 'env,file' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(dotenv);
    expect(dotenv.errors[0]).toMatch(/`CR`.*`file-format: json`/);
    const shell = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/hostile', 'export-type': 'file', 'file-format': 'shell' }),
      hidden: DEV_VALUES,
    });
    expect(shell.exitCode).toBe(0);
  });

  it('a 1 MB value: file and output work, env fails naming the key', async () => {
    const big = 'x'.repeat(1024 * 1024 - 7) + '\nend';
    server().state.setSecret({ environment: 'dev', path: '/big', key: 'BIG', value: big });
    const ok = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'secret-path': '/big',
        'export-type': 'file,output',
        'file-format': 'json',
      }),
      hidden: DEV_VALUES,
    });
    expect(ok.exitCode).toBe(0);
    expect(ok.outputs.BIG).toBe(big);
    expect(JSON.parse(readFileSync(path.join(ok.workspace, '.env'), 'utf8')).BIG).toBe(big);
    const env = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/big' }),
      hidden: DEV_VALUES,
    });
    expectNothingExported(env);
    expect(env.errors[0]).toMatch(/`BIG` is larger than 128 KiB/);
    expectNoLeaks(env, [big]);
  });
});

describe('runner file commands', () => {
  it('parses heredocs the way the runner does', () => {
    expect(parseFileCommands('A<<EOF\nx\ny\nEOF\nB=1\n')).toEqual([
      ['A', 'x\ny'],
      ['B', '1'],
    ]);
  });
});
