// What the action benchmarks share: a process timed from spawn to exit (with its peak memory),
// and the environment the runner gives an action's step.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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

export interface Timing {
  ms: number;
  rssKb: number;
  code: number | null;
}

/** Runs Node with these arguments and times it, start to exit (peak RSS from bench/rss.mjs). */
export function timeProcess(args: string[], env: Record<string, string>): Promise<Timing> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', path.join(root, 'bench', 'rss.mjs'), ...args],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => {
      const rss = /BENCH_MAX_RSS_KB=(\d+)/.exec(stderr);
      resolve({ ms: performance.now() - started, rssKb: rss ? Number(rss[1]) : 0, code });
    });
  });
}

/**
 * A step's environment as the runner sets it: INPUT_* (the main action's defaults, logged in as
 * the seeded project's member, under `inputs`), fresh GITHUB_* files in a new workspace.
 */
export function actionEnv(url: string, inputs: Record<string, string>): Record<string, string> {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
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
    domain: url,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-slug': PROJECT_SLUG,
    'env-slug': 'dev',
    summary: 'false',
    ...inputs,
  };
  for (const [name, value] of Object.entries(all)) env[`INPUT_${name.toUpperCase()}`] = value;
  return env;
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
