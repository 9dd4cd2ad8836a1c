// Every CI section of docs/cli.md, run as written against the loopback server: the script lines
// each CI would run (GitLab's `script`, CircleCI's `command`, Jenkins' `sh`, Buildkite's
// `command`, Azure's `script`), in the shell that CI uses, with the variables that CI and the
// example set. The tool the examples fetch with `npx` is the built one; the server is the loopback
// one (INFISICAL_DOMAIN stands in for Infisical Cloud); the CI's identity token is one the test
// issues for the seeded JWT identity.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  JWT_IDENTITY_ID,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  SEED_SECRETS,
  makeProviderJwt,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { CLI } from '../support/run-cli.ts';
import { expectCleanStderr } from '../support/leaks.ts';
import { calls, freshServers } from '../cli/helpers.ts';

const posix = process.platform !== 'win32';
const fresh = freshServers();
const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
const NPX = 'npx --yes github:OWNER/REPO#<sha>';

/** The text of a `## title` section. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start, `docs/cli.md has no section ${title}`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The one fenced block of a language in a text. */
function block(text: string, language: string): string {
  const blocks = [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))];
  expect(blocks, `${language} blocks`).toHaveLength(1);
  return blocks[0]![1]!;
}

/** A CI's checkout: a deploy script that records the environment it was given. */
function checkout(): { dir: string; deployed: () => Record<string, string> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cli-ci-'));
  const script = path.join(dir, 'deploy.sh');
  writeFileSync(
    script,
    `#!/bin/sh\nexec "${process.execPath}" -e 'require("fs").writeFileSync("deployed.json", JSON.stringify(process.env))'\n`,
  );
  chmodSync(script, 0o755);
  return {
    dir,
    deployed: () =>
      JSON.parse(readFileSync(path.join(dir, 'deployed.json'), 'utf8')) as Record<string, string>,
  };
}

/** The server as the examples name it: the project's slug is `web`. */
async function server(): Promise<FakeServer> {
  const started = await fresh();
  started.state.projects.get(PROJECT_ID)!.slug = 'web';
  return started;
}

/** An identity token from the CI, for the JWT identity, with the audience the example asks for. */
function ciToken(started: FakeServer, audience: string): string {
  started.state.identities.get(JWT_IDENTITY_ID)!.jwtAuth!.boundAudiences = audience;
  return makeProviderJwt({ aud: audience });
}

/**
 * A script line as the CI runs it, with the tool the example fetches swapped for the built one.
 * Asynchronous: the loopback server answers from this process.
 */
async function runScript(
  shell: string[],
  script: string,
  options: { cwd: string; env: Record<string, string> },
): Promise<{ code: number | null; stderr: string }> {
  expect(script).toContain(NPX);
  const local = script.replaceAll(NPX, `"${process.execPath}" "${CLI}"`);
  const child = spawn(shell[0]!, [...shell.slice(1), local], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: options.cwd, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stderr };
}

/** What every example must achieve: prod's secrets in the deploy script, no credential there. */
function expectDeployed(
  run: { code: number | null; stderr: string },
  deployed: Record<string, string>,
  started: FakeServer,
  extraHidden: string[] = [],
): void {
  expect(run.code, run.stderr).toBe(0);
  expect(deployed.PROD_ONLY).toBe(SEED_SECRETS.prod['/'].PROD_ONLY);
  for (const name of [
    'INFISICAL_CLIENT_SECRET',
    'INFISICAL_JWT',
    'INFISICAL_TOKEN',
    'INFISICAL_ACCESS_TOKEN',
  ]) {
    expect(deployed, name).not.toHaveProperty(name);
  }
  expect(calls(started).at(-1)).toBe('POST /api/v1/auth/token/revoke');
  expectCleanStderr(run, extraHidden);
}

describe.skipIf(!posix)('docs/cli.md CI sections, run as written', () => {
  it('GitLab CI: the id_token logs in, .infisical.json maps the branch to prod', async () => {
    const started = await server();
    const text = section('GitLab CI');
    const job = (parse(block(text, 'yaml')) as { deploy: GitLabJob }).deploy;
    const { dir, deployed } = checkout();
    // The file the page shows, committed at the root of the repository.
    writeFileSync(
      path.join(dir, '.infisical.json'),
      block(section('Migrating from the official Infisical CLI'), 'json'),
    );
    const jwt = ciToken(started, job.id_tokens.INFISICAL_JWT.aud);
    for (const line of job.script) {
      const run = await runScript(['bash', '-e', '-c'], line, {
        cwd: dir,
        env: {
          ...job.variables,
          INFISICAL_JWT: jwt,
          GITLAB_CI: 'true',
          CI_COMMIT_REF_NAME: 'main',
          INFISICAL_DOMAIN: started.url,
        },
      });
      expectDeployed(run, deployed(), started, [jwt]);
      expect(run.stderr).toContain(
        'environment prod (gitBranchToEnvironmentMapping, branch main from CI_COMMIT_REF_NAME)',
      );
    }
    expect(calls(started)[0]).toBe('POST /api/v1/auth/jwt-auth/login');
  });

  it('CircleCI: the context’s OIDC token, handed over in the environment', async () => {
    const started = await server();
    const config = parse(block(section('CircleCI'), 'yaml')) as CircleConfig;
    const steps = config.jobs.deploy.steps.filter(
      (step): step is { run: { command: string } } => typeof step === 'object',
    );
    expect(steps).toHaveLength(1);
    const { dir, deployed } = checkout();
    const organization = 'c0ffee00-0000-4000-8000-000000000001';
    const jwt = ciToken(started, organization);
    const context = config.workflows.deploy.jobs[0]!.deploy.context;
    expect(context).toBe('infisical');
    const run = await runScript(['bash', '-eo', 'pipefail', '-c'], steps[0]!.run.command, {
      cwd: dir,
      env: {
        // The context's variables, as the comment says.
        INFISICAL_IDENTITY_ID: JWT_IDENTITY_ID,
        INFISICAL_PROJECT_SLUG: 'web',
        CIRCLE_OIDC_TOKEN_V2: jwt,
        CIRCLECI: 'true',
        INFISICAL_DOMAIN: started.url,
      },
    });
    expectDeployed(run, deployed(), started, [jwt]);
  });

  it('Jenkins: the bound secret text, the official CLI’s flags, sh -xe', async () => {
    const started = await server();
    const pipeline = block(section('Jenkins'), 'groovy');
    const environment = Object.fromEntries(
      [.../environment \{([^}]*)\}/.exec(pipeline)![1]!.matchAll(/(\w+) = '([^']*)'/g)].map(
        (match) => [match[1]!, match[2]!],
      ),
    );
    const bound = /variable: '(\w+)'/.exec(pipeline)![1]!;
    expect(bound).toBe('INFISICAL_CLIENT_SECRET');
    const sh = [...pipeline.matchAll(/sh '([^']*)'/g)].map((match) => match[1]!);
    expect(sh).toHaveLength(1);
    const { dir, deployed } = checkout();
    const run = await runScript(['sh', '-xe', '-c'], sh[0]!, {
      cwd: dir,
      env: {
        ...environment,
        [bound]: MEMBER_CLIENT_SECRET,
        JENKINS_URL: 'http://jenkins.local/',
        INFISICAL_DOMAIN: started.url,
      },
    });
    expect(environment.INFISICAL_CLIENT_ID).toBe(MEMBER_CLIENT_ID);
    expectDeployed(run, deployed(), started);
    expect(started.requests.find((r) => r.method === 'GET')!.query).toEqual(
      expect.objectContaining({ workspaceId: PROJECT_ID, environment: 'prod', secretPath: '/' }),
    );
  });

  it('Buildkite: the agent’s OIDC token ($$ is the job’s $), bash -e', async () => {
    const started = await server();
    const steps = parse(block(section('Buildkite'), 'yaml')) as { steps: BuildkiteStep[] };
    const step = steps.steps[0]!;
    const audience = /--audience (\S+?)\)/.exec(step.command)![1]!;
    const jwt = ciToken(started, audience);
    const { dir, deployed } = checkout();
    // The agent, on PATH: prints the job's token when asked as the example asks.
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, 'buildkite-agent'),
      `#!/bin/sh\n[ "$*" = "oidc request-token --audience ${audience}" ] || exit 64\nprintf '%s\\n' '${jwt}'\n`,
    );
    chmodSync(path.join(bin, 'buildkite-agent'), 0o755);
    // Buildkite turns `$$` into `$` when it reads the pipeline: the job's shell sees `$(...)`.
    const command = step.command.replaceAll('$$', '$');
    const run = await runScript(['bash', '-e', '-c'], command, {
      cwd: dir,
      env: {
        ...step.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        BUILDKITE: 'true',
        INFISICAL_DOMAIN: started.url,
      },
    });
    expectDeployed(run, deployed(), started, [jwt]);
  });

  it('Azure Pipelines: secret variables mapped in env:, bash', async () => {
    const started = await server();
    const pipeline = parse(block(section('Azure Pipelines'), 'yaml')) as { steps: AzureStep[] };
    const step = pipeline.steps[0]!;
    // The pipeline's secret variables, as Azure expands the `$(name)` macros.
    const secrets: Record<string, string> = {
      infisicalClientId: MEMBER_CLIENT_ID,
      infisicalClientSecret: MEMBER_CLIENT_SECRET,
    };
    const env = Object.fromEntries(
      Object.entries(step.env).map(([name, value]) => [
        name,
        value.replace(/\$\((\w+)\)/g, (_, macro: string) => secrets[macro] ?? ''),
      ]),
    );
    const { dir, deployed } = checkout();
    const run = await runScript(['bash', '-e', '-c'], step.script, {
      cwd: dir,
      env: { ...env, TF_BUILD: 'True', INFISICAL_DOMAIN: started.url },
    });
    // The agent consumes its `task.setsecret` lines (they carry the values it is to mask) and
    // shows none of them: the rest of the log must show no secret.
    const setsecret = /^##vso\[task\.setsecret\].*$/gm;
    expect(run.stderr).toMatch(setsecret);
    expectDeployed({ ...run, stderr: run.stderr.replace(setsecret, '') }, deployed(), started);
  });
});

interface GitLabJob {
  id_tokens: { INFISICAL_JWT: { aud: string } };
  variables: Record<string, string>;
  script: string[];
}

interface CircleConfig {
  jobs: { deploy: { steps: ({ run: { command: string } } | string)[] } };
  workflows: { deploy: { jobs: { deploy: { context: string } }[] } };
}

interface BuildkiteStep {
  env: Record<string, string>;
  command: string;
}

interface AzureStep {
  script: string;
  env: Record<string, string>;
}
