// The command-line tool installs in one line and pulls nothing but itself, from the packed package
// and from git (`npx --yes github:OWNER/REPO#vX` is a git install): npm, offline, with an empty
// cache, into an empty prefix. A git install runs no build: npm installs a git dependency's dev
// dependencies and builds it whenever its package.json has one of the scripts below, so none may
// be there; the committed dist/cli/ is what gets installed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Manifest {
  name: string;
  version: string;
  bin: Record<string, string>;
  files: string[];
  scripts: Record<string, string>;
  [field: string]: unknown;
}
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest;

/** Scripts that make npm install a git dependency's dev dependencies and run them (pacote). */
const GIT_PREPARE_SCRIPTS = ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'];

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function exec(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { env, cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, shell: file.endsWith('.cmd') },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * npm (the one running `npm test`, else the one on PATH), offline, with an empty cache of its own
 * and none of the calling npm's settings: only what is on this machine can be installed.
 */
function npm(args: string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  Object.assign(env, { npm_config_update_notifier: 'false', npm_config_fund: 'false' });
  const common = ['--offline', '--cache', tempDir('npm-cache-'), '--no-audit', '--loglevel=error'];
  const cli = process.env.npm_execpath;
  if (cli && /\.c?js$/.test(cli))
    return exec(process.execPath, [cli, ...args, ...common], env, cwd);
  return exec(process.platform === 'win32' ? 'npm.cmd' : 'npm', [...args, ...common], env, cwd);
}

/** The installed tool's `--version`, started through npm's `bin` link. */
async function installedVersion(prefix: string): Promise<Run> {
  const installed = path.join(prefix, 'node_modules', manifest.name);
  if (process.platform === 'win32') {
    expect(existsSync(path.join(prefix, 'node_modules', '.bin', 'infisical-ci.cmd'))).toBe(true);
    return exec(
      process.execPath,
      [path.join(installed, manifest.bin['infisical-ci']!), '--version'],
      process.env,
      prefix,
    );
  }
  return exec(
    path.join(prefix, 'node_modules', '.bin', 'infisical-ci'),
    ['--version'],
    process.env,
    prefix,
  );
}

/** Installs `spec` into an empty prefix; checks it added the tool alone and that it starts. */
async function expectInstallsAlone(spec: string): Promise<void> {
  const prefix = tempDir('install-');
  const install = await npm(['install', '--prefix', prefix, spec], prefix);
  expect(install.stderr + install.stdout, 'npm install failed').not.toMatch(/npm error/);
  expect(install.code).toBe(0);
  const packages = readdirSync(path.join(prefix, 'node_modules')).filter((n) => !n.startsWith('.'));
  expect(packages).toEqual([manifest.name]);
  const installed = path.join(prefix, 'node_modules', manifest.name);
  expect(existsSync(path.join(installed, 'node_modules'))).toBe(false);
  expect(existsSync(path.join(installed, 'src'))).toBe(false);
  const run = await installedVersion(prefix);
  expect(run.stderr).toBe('');
  expect(run.stdout.trim()).toBe(manifest.version);
}

describe('the package', () => {
  it('is infisical-ci, has no dependencies, and no script that would build it on a git install', () => {
    expect(manifest.name).toBe('infisical-ci');
    for (const field of [
      'dependencies',
      'optionalDependencies',
      'peerDependencies',
      'bundleDependencies',
      'bundledDependencies',
      'workspaces',
    ]) {
      expect(manifest[field], field).toBeUndefined();
    }
    for (const script of GIT_PREPARE_SCRIPTS) {
      expect(manifest.scripts[script], `scripts.${script}: rename it`).toBeUndefined();
    }
    expect(existsSync(path.join(root, 'binding.gyp'))).toBe(false);
    expect(manifest.scripts['build:dist']).toBe('node scripts/build.mjs');
  });

  it('packs dist/cli/ alone, and the tarball installs offline into an empty prefix and runs', async () => {
    const out = tempDir('pack-');
    const pack = await npm(['pack', '--json', '--pack-destination', out], root);
    expect(pack.code, pack.stderr).toBe(0);
    const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    const files = packed!.files.map((f) => f.path).sort();
    expect(files.filter((f) => !f.startsWith('dist/cli/'))).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    expect(files).toContain('dist/cli/index.js');
    await expectInstallsAlone(path.join(out, packed!.filename));
  }, 120_000);

  it('installs offline from git at the committed HEAD, with no build and no dev dependency', async () => {
    const head = await exec('git', ['rev-parse', 'HEAD'], process.env, root);
    expect(head.code, head.stderr).toBe(0);
    // The repository's committed state, as `npx github:OWNER/REPO#vX` fetches a tag.
    await expectInstallsAlone(`git+${pathToFileURL(root).href}#${head.stdout.trim()}`);
  }, 120_000);
});
