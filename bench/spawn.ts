// Spawns the built action (or the floor) the way the runner does, and reports its wall time and
// peak resident memory (bench/rss.cjs, preloaded) unless only its time is wanted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
} from '../test/support/fake-server/index.ts';
import { actionDefaults } from '../test/support/run-action.ts';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const MAIN = path.join(root, 'dist', 'main', 'index.js');
export const FLOOR = path.join(root, 'bench', 'floor.mjs');

export interface Timing {
  ms: number;
  /** CPU time of the process (user + system, start-up included). */
  cpuMs: number;
  rssKb: number;
  code: number | null;
}

/**
 * Runs `node <args>` with exactly `env`; its stdout is read and dropped, as the runner reads it.
 * With `probe: false` nothing is preloaded (no memory or CPU figures): the preload costs each
 * process about 2 ms, which would add to every variant alike and so pull their ratios towards 1.
 */
export function timeProcess(
  args: string[],
  env: Record<string, string>,
  { probe = true }: { probe?: boolean } = {},
): Promise<Timing> {
  return new Promise((resolve) => {
    const started = performance.now();
    const preload = probe ? ['--require', path.join(root, 'bench', 'rss.cjs')] : [];
    const child = spawn(process.execPath, [...preload, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.resume();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => {
      const rss = /BENCH_MAX_RSS_KB=(\d+)/.exec(stderr);
      const cpu = /BENCH_CPU_US=(\d+)/.exec(stderr);
      resolve({
        ms: performance.now() - started,
        cpuMs: cpu ? Number(cpu[1]) / 1000 : 0,
        rssKb: rss ? Number(rss[1]) : 0,
        code,
      });
    });
  });
}

export interface Target {
  url: string;
  clientId: string;
  clientSecret: string;
  projectSlug: string;
  environment: string;
}

/** The loopback fake server at `url`, logged in as its seeded project's member, in `dev`. */
export function fakeTarget(url: string): Target {
  return {
    url,
    clientId: MEMBER_CLIENT_ID,
    clientSecret: MEMBER_CLIENT_SECRET,
    projectSlug: PROJECT_SLUG,
    environment: 'dev',
  };
}

let tempRoot: string | undefined;

/**
 * A new folder for one step's files, inside one folder that is removed when the process exits,
 * stopped with Ctrl+C (or SIGTERM) too.
 */
export function stepTemp(): string {
  if (tempRoot === undefined) {
    const made = mkdtempSync(path.join(os.tmpdir(), 'infisical-ci-bench-'));
    process.on('exit', () => {
      try {
        rmSync(made, { recursive: true, force: true });
      } catch {
        // A file still held open (Windows): left for the system to clear.
      }
    });
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    tempRoot = made;
  }
  return mkdtempSync(path.join(tempRoot, 'step-'));
}

/**
 * A step's environment as the runner sets it: INPUT_* (the main action's defaults, no job
 * summary, logged in to `target` (a URL: the fake server's member), under `inputs`), fresh
 * GITHUB_* files in a new workspace.
 */
export function actionEnv(
  target: Target | string,
  inputs: Record<string, string>,
): Record<string, string> {
  if (typeof target === 'string') target = fakeTarget(target);
  const temp = stepTemp();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: temp,
    RUNNER_TEMP: temp,
  };
  for (const name of ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
    env[name] = path.join(temp, name);
    writeFileSync(env[name], '');
  }
  const all = {
    ...actionDefaults(''),
    domain: target.url,
    'client-id': target.clientId,
    'client-secret': target.clientSecret,
    'project-slug': target.projectSlug,
    'env-slug': target.environment,
    summary: 'false',
    ...inputs,
  };
  for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

/** The floor's arguments for a target and path. */
export function floorArgs(target: Target, secretPath: string): string[] {
  const { url, clientId, clientSecret, projectSlug, environment } = target;
  return [FLOOR, url, clientId, clientSecret, projectSlug, secretPath, environment];
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
