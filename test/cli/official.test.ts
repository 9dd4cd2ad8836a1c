// Users of the official Infisical CLI switch by changing one word: its flags (`--env`, `--path`,
// `--projectId`, `--token`, `-o`, `--flag=value`), its variables and `.infisical.json` work as
// they do there. In process through `main()`, against the loopback fake server.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  JWT_IDENTITY_ID,
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  PROJECT_SLUG,
  SEED_SECRETS,
  TAG_SLUG,
  makeProviderJwt,
} from '../support/fake-server/index.ts';
import { DEV_ROOT, calls, freshServers } from './helpers.ts';
import { runTool, type ToolRun } from '../support/run.ts';

const fresh = freshServers();
const posix = process.platform !== 'win32';
const LIST = 'GET /api/v3/secrets/raw';

/** The environment of the last listing the server answered. */
const listedEnvironment = (server: {
  requests: { method: string; query: Record<string, string> }[];
}) => server.requests.filter((request) => request.method === 'GET').at(-1)?.query.environment;

/** The official CLI's way: an access token and the server's API address. */
const tokenEnv = (url: string): Record<string, string> => ({
  INFISICAL_API_URL: `${url}/api`,
  INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN,
});

const folder = (): string => mkdtempSync(path.join(os.tmpdir(), 'cli-official-'));

const json = (run: ToolRun): unknown => {
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
};

function expectUsage(run: ToolRun, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  const errors = run.lines.filter((line) => line.startsWith('error: '));
  expect(errors, run.stderr).toHaveLength(1);
  expect(errors[0]).toMatch(pattern);
}

describe.concurrent('the official CLI’s flags', () => {
  it('`export --env=dev --path=/app --projectId=ID` with INFISICAL_TOKEN works as written', async () => {
    const server = await fresh();
    const run = await runTool(
      ['export', '--env=dev', '--path=/app', `--projectId=${PROJECT_ID}`, '--format=json'],
      { mode: 'in-process', env: tokenEnv(server.url) },
    );
    expect(json(run)).toEqual({
      ...SEED_SECRETS.dev['/app'],
      PROD_ONLY: SEED_SECRETS.prod['/'].PROD_ONLY,
    });
    expect(server.requests[0]!.query).toEqual(
      expect.objectContaining({ workspaceId: PROJECT_ID, environment: 'dev', secretPath: '/app' }),
    );
  });

  it('-e, -e=, -eVALUE, --env and --env-slug are one option; given twice is refused', async () => {
    const server = await fresh();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    for (const flags of [['-e', 'prod'], ['-e=prod'], ['-eprod'], ['--env', 'prod']]) {
      expect(
        json(await runTool(['export', ...flags, '-f', 'json'], { mode: 'in-process', env })),
      ).toEqual(SEED_SECRETS.prod['/']);
    }
    expectUsage(
      await runTool(['export', '--env-slug', 'dev', '--env=prod'], { mode: 'in-process', env }),
      /`--env-slug` is given twice \(`--env` is another name for it\)/,
    );
    expectUsage(
      await runTool(['export', '--e', 'dev'], { mode: 'in-process', env }),
      /unknown option `--e`/,
    );
  });

  it('--path is repeatable (a later path wins), --token and --domain with /api', async () => {
    const server = await fresh();
    const run = await runTool(
      [
        'run',
        `--projectId=${PROJECT_ID}`,
        '--env=dev',
        '--path=/',
        '--path',
        '/app',
        `--token=${MEMBER_ACCESS_TOKEN}`,
        `--domain=${server.url}/api`,
        '--',
        process.execPath,
        '-e',
        `process.stdout.write(String(process.env.APP_PORT === ${JSON.stringify(SEED_SECRETS.dev['/app'].APP_PORT)} && process.env.API_KEY === ${JSON.stringify(SEED_SECRETS.dev['/'].API_KEY)}))`,
      ],
      { mode: 'in-process' },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('true');
    // The token on the command line draws the warning every credential flag does.
    expect(run.lines[0]).toMatch(/^warning: --access-token is on the command line/);
    expect(calls(server)).toEqual([LIST, LIST]);
  });

  it('--tags, --include-imports=false, --expand=false, --recursive take the official forms', async () => {
    const server = await fresh();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    const base = ['export', '--env=dev', '-f', 'json'];
    expect(
      json(await runTool([...base, `--tags=${TAG_SLUG}`], { mode: 'in-process', env })),
    ).toEqual({
      API_KEY: SEED_SECRETS.dev['/'].API_KEY,
    });
    const noImports = json(
      await runTool([...base, '--include-imports=false'], { mode: 'in-process', env }),
    );
    expect(noImports).not.toHaveProperty('STAGING_ONLY');
    const unexpanded = json(
      await runTool([...base, '--expand=false'], { mode: 'in-process', env }),
    );
    expect(unexpanded).toHaveProperty(
      'REFERENCING_SECRET',
      SEED_SECRETS.dev['/'].REFERENCING_SECRET,
    );
    const recursive = json(await runTool([...base, '--recursive'], { mode: 'in-process', env }));
    expect(recursive).toHaveProperty('APP_PORT', SEED_SECRETS.dev['/app'].APP_PORT);
    const query = (i: number) => server.requests[i]!.query;
    expect(query(0)).toEqual(expect.objectContaining({ tagSlugs: TAG_SLUG }));
    expect(query(1)).toEqual(expect.objectContaining({ include_imports: 'false' }));
    expect(query(2)).toEqual(expect.objectContaining({ expandSecretReferences: 'false' }));
    expect(query(3)).toEqual(expect.objectContaining({ recursive: 'true' }));
  });

  it('-o / --output-file write the file (mode 0600); a folder gets the official file name', async () => {
    const server = await fresh();
    const cwd = folder();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    const written = await runTool(['export', '-e', 'prod', '-o', 'out.env'], {
      mode: 'in-process',
      env,
      cwd,
    });
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toBe('');
    expect(parseEnv(readFileSync(path.join(cwd, 'out.env'), 'utf8'))).toEqual(
      SEED_SECRETS.prod['/'],
    );
    if (posix) expect(statSync(path.join(cwd, 'out.env')).mode & 0o777).toBe(0o600);
    const inFolder = await runTool(['export', '-e', 'prod', '-f', 'json', '--output-file=conf/'], {
      mode: 'in-process',
      env,
      cwd,
    });
    expect(inFolder.code, inFolder.stderr).toBe(0);
    expect(inFolder.lines).toContain(
      `Wrote 1 secret to ${path.join('conf', 'secrets.json')} (json, mode 0600).`,
    );
    expect(JSON.parse(readFileSync(path.join(cwd, 'conf', 'secrets.json'), 'utf8'))).toEqual(
      SEED_SECRETS.prod['/'],
    );
  });

  it('--silent prints nothing on standard error but errors', async () => {
    const server = await fresh();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    const quiet = await runTool(
      ['export', '-e', 'prod', `--token=${MEMBER_ACCESS_TOKEN}`, '--silent'],
      { mode: 'in-process', env },
    );
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(parseEnv(quiet.stdout)).toEqual(SEED_SECRETS.prod['/']);
    const failed = await runTool(['export', '-e', 'prdo', '--silent'], { mode: 'in-process', env });
    expect(failed.code).toBe(1);
    expect(failed.lines).toEqual([expect.stringMatching(/^error: Environment `prdo` not found/)]);
    // Inside GitHub Actions the masks are still registered: they print nothing in the log.
    const github = await runTool(['export', '-e', 'prod', '--silent'], {
      mode: 'in-process',
      env: { ...env, GITHUB_ACTIONS: 'true' },
    });
    expect(github.lines.length).toBeGreaterThan(0);
    expect(github.lines.every((line) => line.startsWith('::add-mask::'))).toBe(true);
    // So inside Azure Pipelines: the agent masks later steps too.
    const azure = await runTool(['export', '-e', 'prod', '--silent'], {
      mode: 'in-process',
      env: { ...env, TF_BUILD: 'True' },
    });
    expect(azure.lines.length).toBeGreaterThan(0);
    expect(azure.lines.every((line) => line.startsWith('##vso[task.setsecret]'))).toBe(true);
  });

  it('--command runs a command line with the shell', async () => {
    const server = await fresh();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    const run = await runTool(
      ['run', '-e', 'prod', '--command', 'printf %s "$PROD_ONLY" && printf !'],
      { mode: 'in-process', env },
    );
    expect(run.code, run.stderr).toBe(0);
    // Redacted like any output of the command.
    expect(run.stdout).toBe('***!');
    expectUsage(
      await runTool(['run', '-e', 'prod', '-c', 'true', '--', 'true'], { mode: 'in-process', env }),
      /after `--` or with `--command`, not both/,
    );
  });

  it('refuses the official flags it does not take, saying why; accepts --secret-overriding', async () => {
    const server = await fresh();
    const env = { ...tokenEnv(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    expectUsage(
      await runTool(['run', '-e', 'dev', '--watch', '--', 'true'], { mode: 'in-process', env }),
      /`--watch` \(a flag of the official Infisical CLI\) is not supported: a CI job reads its secrets once/,
    );
    expectUsage(
      await runTool(['export', '-e', 'dev', '-f', 'csv'], { mode: 'in-process', env }),
      /`csv` is not offered/,
    );
    const accepted = await runTool(['export', '-e', 'prod', '--secret-overriding=false'], {
      mode: 'in-process',
      env,
    });
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe.concurrent('the official CLI’s variables', () => {
  it('INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN is read before INFISICAL_TOKEN, as there', async () => {
    const server = await fresh();
    const run = await runTool(['export', '-e', 'prod', '-f', 'json'], {
      mode: 'in-process',
      env: {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_PROJECT_ID: PROJECT_ID,
        INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN: MEMBER_ACCESS_TOKEN,
        INFISICAL_TOKEN: 'not-a-token-at-all',
      },
    });
    expect(json(run)).toEqual(SEED_SECRETS.prod['/']);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${MEMBER_ACCESS_TOKEN}`);
  });

  it('INFISICAL_MACHINE_IDENTITY_ID is the identity for a JWT login', async () => {
    const server = await fresh();
    const jwt = makeProviderJwt();
    const run = await runTool(['export', '-e', 'prod', '-f', 'json'], {
      mode: 'in-process',
      env: {
        INFISICAL_DOMAIN: server.url,
        INFISICAL_PROJECT_ID: PROJECT_ID,
        INFISICAL_MACHINE_IDENTITY_ID: JWT_IDENTITY_ID,
        INFISICAL_JWT: jwt,
      },
    });
    expect(json(run)).toEqual(SEED_SECRETS.prod['/']);
    expect(calls(server)[0]).toBe('POST /api/v1/auth/jwt-auth/login');
  });

  it('run keeps INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN from the command, as every credential', async () => {
    const server = await fresh();
    const run = await runTool(
      [
        'run',
        '-e',
        'prod',
        '--',
        process.execPath,
        '-e',
        'process.stdout.write(String(process.env.INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN))',
      ],
      {
        mode: 'in-process',
        env: {
          INFISICAL_DOMAIN: server.url,
          INFISICAL_PROJECT_ID: PROJECT_ID,
          INFISICAL_UNIVERSAL_AUTH_ACCESS_TOKEN: MEMBER_ACCESS_TOKEN,
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('undefined');
  });
});

/** A checkout: a folder with `.infisical.json` (and a `.git`), and a sub-folder to run in. */
function checkout(config: unknown, options: { head?: string } = {}) {
  const root = folder();
  writeFileSync(
    path.join(root, '.infisical.json'),
    typeof config === 'string' ? config : JSON.stringify(config),
  );
  if (options.head !== undefined) {
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, '.git', 'HEAD'), options.head);
  }
  const sub = path.join(root, 'services', 'api');
  mkdirSync(sub, { recursive: true });
  return { root, sub };
}

const universal = (url: string): Record<string, string> => ({
  INFISICAL_DOMAIN: url,
  INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
  INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
});

describe.concurrent('.infisical.json', () => {
  const mapping = {
    workspaceId: PROJECT_ID,
    defaultEnvironment: 'dev',
    gitBranchToEnvironmentMapping: { main: 'prod', 'release/2': 'staging' },
  };

  it('gives the project and the default environment, from a parent folder', async () => {
    const server = await fresh();
    const { sub } = checkout({ workspaceId: PROJECT_ID, defaultEnvironment: 'prod' });
    const run = await runTool(['export', '-f', 'json'], {
      mode: 'in-process',
      env: universal(server.url),
      cwd: sub,
    });
    expect(json(run)).toEqual(SEED_SECRETS.prod['/']);
    expect(run.lines[0]).toBe(
      `From ${path.join('..', '..', '.infisical.json')}: project ${PROJECT_ID} (workspaceId), environment prod (defaultEnvironment).`,
    );
  });

  it('maps the branch the CI names (full name, then its last segment) to the environment', async () => {
    const server = await fresh();
    const { root } = checkout(mapping, { head: 'ref: refs/heads/release/2\n' });
    const env = universal(server.url);
    const cases: [Record<string, string>, string][] = [
      [{}, 'staging'], // .git/HEAD: release/2
      [{ CI_COMMIT_REF_NAME: 'main' }, 'prod'],
      [{ GIT_BRANCH: 'origin/main' }, 'prod'], // Jenkins: the last segment
      [{ GITHUB_HEAD_REF: 'feature/x', GITHUB_REF_NAME: 'main' }, 'dev'], // unmapped: default
      [{ BUILDKITE_BRANCH: 'main\n' }, 'prod'], // trimmed
    ];
    for (const [vars, expected] of cases) {
      const run = await runTool(['export', '-f', 'json'], {
        mode: 'in-process',
        env: { ...env, ...vars },
        cwd: root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(listedEnvironment(server), JSON.stringify(vars)).toBe(expected);
    }
  });

  it('a flag or a variable wins over the file', async () => {
    const server = await fresh();
    const { root } = checkout({
      workspaceId: '00000000-0000-4000-8000-000000000000',
      defaultEnvironment: 'staging',
    });
    const env = universal(server.url);
    const byFlag = await runTool(
      ['export', '-e', 'prod', `--projectId=${PROJECT_ID}`, '-f', 'json'],
      { mode: 'in-process', env, cwd: root },
    );
    expect(json(byFlag)).toEqual(SEED_SECRETS.prod['/']);
    expect(byFlag.stderr).not.toContain('.infisical.json');
    const byVariable = await runTool(['export', '-f', 'json'], {
      mode: 'in-process',
      env: { ...env, INFISICAL_PROJECT_SLUG: PROJECT_SLUG, INFISICAL_ENV_SLUG: 'prod' },
      cwd: root,
    });
    expect(json(byVariable)).toEqual(SEED_SECRETS.prod['/']);
  });

  it('--project-config-dir names the folder; a missing file there is an error', async () => {
    const server = await fresh();
    const { root } = checkout({ workspaceId: PROJECT_ID, defaultEnvironment: 'prod' });
    const env = universal(server.url);
    const run = await runTool(['export', '-f', 'json', '--project-config-dir', root], {
      mode: 'in-process',
      env,
    });
    expect(json(run)).toEqual(SEED_SECRETS.prod['/']);
    expectUsage(
      await runTool(['export', '--project-config-dir', 'nowhere'], { mode: 'in-process', env }),
      /`--project-config-dir`: there is no \.infisical\.json in `nowhere`/,
    );
    expect(calls(server)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      LIST,
      'POST /api/v1/auth/token/revoke',
    ]);
  });

  it('without a project or an environment: one usage error naming every source, nothing sent', async () => {
    const server = await fresh();
    const env = universal(server.url);
    expectUsage(
      await runTool(['export', '-e', 'dev'], { mode: 'in-process', env }),
      /No project: pass `--project-id` \(or `--projectId`\)/,
    );
    const { root } = checkout({
      workspaceId: PROJECT_ID,
      gitBranchToEnvironmentMapping: { main: 'prod' },
    });
    expectUsage(
      await runTool(['export'], {
        mode: 'in-process',
        env: { ...env, CIRCLE_BRANCH: 'topic' },
        cwd: root,
      }),
      /No environment: .* \(`\.infisical\.json` maps no environment to the branch topic \(from CIRCLE_BRANCH\) and has no `defaultEnvironment`\)\. Unlike the official Infisical CLI, `export` does not assume `dev`\./,
    );
    expect(server.requests).toEqual([]);
  });

  it('refuses a file that names another server, unless --domain or a variable gives one', async () => {
    const server = await fresh();
    const { root } = checkout({
      workspaceId: PROJECT_ID,
      defaultEnvironment: 'prod',
      domain: 'https://evil.example.com/api',
    });
    const env = {
      INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
      INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
    };
    const refused = await runTool(['export'], { mode: 'in-process', env, cwd: root });
    expectUsage(
      refused,
      /names a server \(`domain`\), which this tool never takes from a file in the checkout/,
    );
    expect(refused.stderr).not.toContain('evil');
    const given = await runTool(['export', '-f', 'json'], {
      mode: 'in-process',
      env: { ...env, INFISICAL_DOMAIN: server.url },
      cwd: root,
    });
    expect(json(given)).toEqual(SEED_SECRETS.prod['/']);
  });

  it('works inside a GitHub job too, and in `run`', async () => {
    const server = await fresh();
    const { root } = checkout(mapping);
    const run = await runTool(
      [
        'run',
        '--',
        process.execPath,
        '-e',
        'process.stdout.write(process.env.PROD_ONLY ?? "none")',
      ],
      {
        mode: 'in-process',
        env: { ...universal(server.url), GITHUB_REF_NAME: 'main', GITHUB_ACTIONS: 'true' },
        cwd: root,
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('***');
    expect(listedEnvironment(server)).toBe('prod');
  });

  it.each([
    ['not JSON', '{"workspaceId": "a secret-ish text', /is not valid JSON/],
    ['an array', '[1, 2]', /must hold one JSON object/],
    ['a number for workspaceId', '{"workspaceId": 42}', /`workspaceId` must be a string/],
    ['a slug for workspaceId', '{"workspaceId": "web"}', /`workspaceId` must be a project id/],
    [
      'a bad environment',
      '{"defaultEnvironment": "$(touch x)"}',
      /`defaultEnvironment` must be an environment slug/,
    ],
    [
      'a bad mapping',
      '{"gitBranchToEnvironmentMapping": ["main"]}',
      /must be an object of branch names/,
    ],
    [
      'a bad mapped value',
      '{"gitBranchToEnvironmentMapping": {"main": {"x": 1}}}',
      /every value of `gitBranchToEnvironmentMapping`/,
    ],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), /is not UTF-8 text/],
  ])('refuses %s clearly, quoting none of it, sending nothing', async (_, content, pattern) => {
    const server = await fresh();
    const root = folder();
    writeFileSync(path.join(root, '.infisical.json'), content);
    const run = await runTool(['export'], {
      mode: 'in-process',
      env: universal(server.url),
      cwd: root,
    });
    expectUsage(run, pattern);
    expect(run.stderr).not.toMatch(/secret-ish|touch/);
    expect(server.requests).toEqual([]);
  });

  it('reads a file with a byte order mark, null fields and extra fields', async () => {
    const server = await fresh();
    const { root } = checkout(
      `\ufeff${JSON.stringify({ workspaceId: PROJECT_ID, defaultEnvironment: 'prod', gitBranchToEnvironmentMapping: null, tagSlugs: ['x'] })}`,
    );
    expect(
      json(
        await runTool(['export', '-f', 'json'], {
          mode: 'in-process',
          env: universal(server.url),
          cwd: root,
        }),
      ),
    ).toEqual(SEED_SECRETS.prod['/']);
  });

  it.skipIf(!posix)('refuses a symbolic link and a folder in its place', async () => {
    const server = await fresh();
    const real = checkout({ workspaceId: PROJECT_ID, defaultEnvironment: 'prod' });
    const linked = folder();
    symlinkSync(path.join(real.root, '.infisical.json'), path.join(linked, '.infisical.json'));
    expectUsage(
      await runTool(['export'], { mode: 'in-process', env: universal(server.url), cwd: linked }),
      /`\.infisical\.json` is a symbolic link, which is not followed/,
    );
    const withFolder = folder();
    mkdirSync(path.join(withFolder, '.infisical.json'));
    expectUsage(
      await runTool(['export'], {
        mode: 'in-process',
        env: universal(server.url),
        cwd: withFolder,
      }),
      /`\.infisical\.json` is not a regular file/,
    );
  });

  it('refuses a huge file unread', async () => {
    const server = await fresh();
    const root = folder();
    writeFileSync(
      path.join(root, '.infisical.json'),
      `{"workspaceId": "${'x'.repeat(70 * 1024)}"}`,
    );
    expectUsage(
      await runTool(['export'], { mode: 'in-process', env: universal(server.url), cwd: root }),
      /is larger than 64 KiB, too large for a project file/,
    );
  });

  it('is not read when flags give both the project and the environment', async () => {
    const server = await fresh();
    const root = folder();
    writeFileSync(path.join(root, '.infisical.json'), 'not json');
    const run = await runTool(['export', '-e', 'prod', `--projectId=${PROJECT_ID}`, '-f', 'json'], {
      mode: 'in-process',
      env: universal(server.url),
      cwd: root,
    });
    expect(json(run)).toEqual(SEED_SECRETS.prod['/']);
  });

  it('is not read by the sub-action commands', async () => {
    const server = await fresh();
    const root = folder();
    writeFileSync(path.join(root, '.infisical.json'), 'not json');
    const run = await runTool(['tags', 'list'], {
      mode: 'in-process',
      env: { ...universal(server.url), INFISICAL_PROJECT_SLUG: PROJECT_SLUG },
      cwd: root,
    });
    expect(run.code, run.stderr).toBe(0);
  });
});

describe('export of the seeded dev folder in the new formats', () => {
  it('dotenv-export is the shell format; docker refuses the multi-line value, naming it', async () => {
    const server = await fresh();
    const env = { ...universal(server.url), INFISICAL_PROJECT_ID: PROJECT_ID };
    const exported = await runTool(
      [
        'export',
        '-e',
        'dev',
        '-f',
        'dotenv-export',
        '--keys',
        'API_KEY',
        '--keys',
        'SPECIAL_CHARS',
      ],
      { mode: 'in-process', env },
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toBe(
      `export API_KEY='${DEV_ROOT.API_KEY}'\nexport SPECIAL_CHARS='p@ss"w'\\''rd$ with spaces & = ; #'\n`,
    );
    const docker = await runTool(['export', '-e', 'dev', '-f', 'docker'], {
      mode: 'in-process',
      env,
    });
    expect(docker.code).toBe(1);
    expect(docker.stdout).toBe('');
    expect(docker.lines.filter((l) => l.startsWith('error: '))).toEqual([
      expect.stringMatching(
        /^error: `--format docker` cannot carry `MULTILINE_SECRET` \(a line break in the value\): .*infisical-ci run -- docker run -e NAME/,
      ),
    ]);
    const fine = await runTool(['export', '-e', 'dev', '-f', 'docker', '--keys', 'SPECIAL_CHARS'], {
      mode: 'in-process',
      env,
    });
    expect(fine.stdout).toBe(`SPECIAL_CHARS=${DEV_ROOT.SPECIAL_CHARS}\n`);
  });
});
