// The standalone executable (`npm run build:binary`): built for this platform from the Node 24 dev
// dependency, it runs with no Node on PATH. `--version`; an export against the loopback server;
// `aws-iam` from (fake) EC2 instance metadata, which runs the AWS SDK bundled into the executable;
// `azure`, a refused login and a management command, whose code is in chunks of dist/ and in the
// one executable; and, where there is a POSIX shell, `run` with its redaction. One test: the build
// copies a 100+ MB binary.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { awsTestEnvironment, startFakeImds } from '../support/aws-fakes.ts';
import { AWS_IDENTITY_ID, AZURE_IDENTITY_ID, SEED_SECRETS } from '../support/fake-server/index.ts';
import { startFakeAzureImds } from '../support/cloud-fakes.ts';
import { expectCleanStderr } from '../support/leaks.ts';
import { finished } from '../support/run-cli.ts';
import type { ToolRun } from '../support/run.ts';
import { DEV_ROOT, freshServers, loginEnv } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const windows = process.platform === 'win32';
const NODE_24 = path.join(root, 'node_modules', 'node', 'bin', windows ? 'node.exe' : 'node');
const OS_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'macos',
  win32: 'windows',
};
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};

const fresh = freshServers();
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

/** Runs the executable with exactly `env` (plus what Windows needs to start a process). */
function runBinary(file: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  const system = process.env.SystemRoot ? { SystemRoot: process.env.SystemRoot } : {};
  const child = spawn(file, args, {
    env: { ...system, ...env },
    cwd: env.HOME,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return finished(child);
}

it('builds for this platform and runs with no Node on PATH: export, aws-iam, azure, a refused login, run', async (ctx) => {
  const osName = OS_NAMES[process.platform];
  if (!osName || !['x64', 'arm64'].includes(process.arch)) {
    ctx.skip(`no standalone executable is built for ${process.platform}-${process.arch}`);
  }
  if (!existsSync(NODE_24)) ctx.skip(`no Node 24 binary at ${NODE_24} (npm ci installs it)`);

  const out = tempDir('binary-');
  const built = await new Promise<{ error: Error | null; stdout: string; stderr: string }>(
    (resolve) => {
      const build = execFile(
        process.execPath,
        [path.join(root, 'scripts', 'build-binary.mjs'), '--out-dir', out],
        { cwd: root, encoding: 'utf8' },
        (error, stdout, stderr) => resolve({ error, stdout, stderr }),
      );
      // The build (ncc, most of it) is CPU-heavy: at a low priority, which its own processes
      // inherit, it leaves the CPU to the other worker's tests first.
      try {
        os.setPriority(build.pid!, 15);
      } catch {
        // Not allowed here: it builds at the normal priority.
      }
    },
  );
  expect(built.error, built.stderr).toBeNull();
  const binary = path.join(out, `infisical-ci-${osName}-${process.arch}${windows ? '.exe' : ''}`);
  expect(built.stdout).toContain(`infisical-ci-${osName}-${process.arch}`);
  expect(existsSync(binary)).toBe(true);

  // PATH is an empty folder: no node, no npm, nothing to fall back on.
  const bare = { PATH: tempDir('empty-path-'), HOME: tempDir('binary-home-') };

  const versionRun = await runBinary(binary, ['--version'], bare);
  expect(versionRun.stderr).toBe('');
  expect(versionRun.stdout.trim()).toBe(version);

  const server = await fresh();
  const exported = await runBinary(binary, ['export', '--env-slug', 'dev', '--format', 'json'], {
    ...bare,
    ...loginEnv(server),
  });
  expect(exported.stderr).not.toMatch(/error/i);
  expect(exported.code).toBe(0);
  expect(JSON.parse(exported.stdout)).toEqual(DEV_ROOT);
  expectCleanStderr(exported);

  // aws-iam through the AWS SDK's chain (instance metadata): the SDK is inside the executable.
  const imds = await startFakeImds({ region: 'us-west-2' });
  try {
    const { env: aws } = awsTestEnvironment({
      AWS_EC2_METADATA_DISABLED: undefined,
      AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.url,
    });
    const viaAws = await runBinary(binary, ['export', '--env-slug', 'dev', '--format', 'json'], {
      ...aws,
      PATH: bare.PATH,
      INFISICAL_DOMAIN: server.url,
      INFISICAL_METHOD: 'aws-iam',
      INFISICAL_IDENTITY_ID: AWS_IDENTITY_ID,
      INFISICAL_PROJECT_SLUG: loginEnv(server).INFISICAL_PROJECT_SLUG,
    });
    expect(viaAws.stderr).not.toMatch(/error/i);
    expect(viaAws.code).toBe(0);
    expect(JSON.parse(viaAws.stdout)).toEqual(DEV_ROOT);
    expect(imds.tokens.length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.path === '/api/v1/auth/aws-auth/login')).toBe(true);
  } finally {
    await imds.close();
  }

  // Every chunk of dist/ is inside the executable too: the Azure login's code, and the hints a
  // failed call to the server gets (a wrong client secret).
  const azure = await startFakeAzureImds();
  try {
    const viaAzure = await runBinary(binary, ['export', '--env-slug', 'dev', '--format', 'json'], {
      ...bare,
      INFISICAL_DOMAIN: server.url,
      INFISICAL_METHOD: 'azure',
      INFISICAL_IDENTITY_ID: AZURE_IDENTITY_ID,
      INFISICAL_PROJECT_SLUG: loginEnv(server).INFISICAL_PROJECT_SLUG,
      AZURE_POD_IDENTITY_AUTHORITY_HOST: azure.url,
    });
    expect(viaAzure.stderr).not.toMatch(/error/i);
    expect(viaAzure.code).toBe(0);
    expect(JSON.parse(viaAzure.stdout)).toEqual(DEV_ROOT);
    expect(server.requests.some((r) => r.path === '/api/v1/auth/azure-auth/login')).toBe(true);
  } finally {
    await azure.close();
  }
  const refused = await runBinary(binary, ['export', '--env-slug', 'dev'], {
    ...bare,
    ...loginEnv(server),
    INFISICAL_CLIENT_SECRET: 'not-the-secret',
  });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    'Check `--client-secret` / INFISICAL_CLIENT_SECRET: it may be wrong',
  );
  expect(refused.stderr).not.toMatch(/module|stack| {4}at /i);

  // A management command: its code is a chunk of dist/cli/, and in the one executable.
  const listed = await runBinary(binary, ['imports', 'list', '--env-slug', 'dev'], {
    ...bare,
    ...loginEnv(server),
  });
  expect(listed.stderr).not.toMatch(/module|stack| {4}at /i);
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout).count).toBe(1);

  if (!windows && existsSync('/bin/sh')) {
    const ran = await runBinary(
      binary,
      [
        'run',
        '--env-slug',
        'dev',
        '--',
        '/bin/sh',
        '-c',
        'printf "%s|" "$DATABASE_URL" "$API_KEY"',
      ],
      { ...bare, ...loginEnv(server) },
    );
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe('***|***|');
    expect(ran.stdout).not.toContain(SEED_SECRETS.dev['/'].DATABASE_URL);
    expectCleanStderr(ran);
  }
}, 300_000);
