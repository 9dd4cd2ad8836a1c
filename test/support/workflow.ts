// Runs a job of a documented workflow the way the runner would, against the loopback fake
// server: each step that uses one of our actions runs in process with its `with:` inputs (and
// its post step at the end of the job, last first), `run:` steps run in bash with the GITHUB_*
// files, and `${{ ... }}` expressions are evaluated from a context of the test's choosing. It
// lets a test prove that an example in the README works as written, and keeps working when the
// job is run again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ourAction } from './doc-examples.ts';
import { parseFileCommands } from './run-action.ts';
import { runStep, type ActionRun } from './run.ts';

/** A step of a workflow job, as far as the executor understands one. */
export interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  if?: unknown;
}

export interface WorkflowJob {
  steps: WorkflowStep[];
  env?: Record<string, unknown>;
}

/** What expressions may read: `github`, `secrets`, `vars`, `inputs`; `steps` and `env` are added. */
export type ExpressionContext = Record<string, unknown>;

export interface StepRun {
  readonly step: string;
  readonly outputs: Record<string, string>;
  /** The in-process run of one of our actions, or undefined for a `run:` step. */
  readonly action?: ActionRun;
}

interface PendingPost {
  readonly step: string;
  readonly action: string;
  readonly inputs: Record<string, string>;
  readonly env: Record<string, string>;
  readonly main: ActionRun;
}

export interface JobRun {
  readonly steps: StepRun[];
  /** The post steps that ran, in the order they ran (last step first). */
  readonly posts: ActionRun[];
  /** The job's environment after every step (what GITHUB_ENV exported). */
  readonly env: Record<string, string>;
}

/** Actions a documented job may use that do nothing the examples depend on. */
const IGNORED = /^actions\/(checkout|setup-node)@/;

/** Reads `a.b.c` (and `a.b['c-d']`) from the context; anything fancier is not supported. */
function evaluate(expression: string, context: ExpressionContext): string {
  const path = expression.trim();
  if (!/^[A-Za-z_][\w-]*(?:\.[\w-]+|\['[^']*'\])*$/.test(path)) {
    throw new Error(`the workflow executor only reads property paths, not \`${path}\``);
  }
  let value: unknown = context;
  for (const match of path.matchAll(/[\w-]+|\['([^']*)'\]/g)) {
    const key = match[1] ?? match[0];
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Replaces every `${{ ... }}` in a text, as the runner does before a step starts. */
export function interpolate(text: string, context: ExpressionContext): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    evaluate(expression, context),
  );
}

function interpolateAll(
  values: Record<string, unknown> | undefined,
  context: ExpressionContext,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), context),
    ]),
  );
}

/** Runs a `run:` step in bash with `-e`, the job's environment and fresh GITHUB_* files. */
function runScript(
  script: string,
  env: Record<string, string>,
  workspace: string,
): { outputs: Record<string, string>; exported: Record<string, string> } {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'workflow-step-'));
  const files = { GITHUB_OUTPUT: path.join(temp, 'output'), GITHUB_ENV: path.join(temp, 'env') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const result = spawnSync(
    'bash',
    ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', script],
    {
      cwd: workspace,
      env: { PATH: process.env.PATH ?? '', HOME: temp, ...env, ...files },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`run step failed (${result.status}):\n${script}\n${result.stderr}`);
  }
  return {
    outputs: Object.fromEntries(parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8'))),
    exported: Object.fromEntries(parseFileCommands(readFileSync(files.GITHUB_ENV, 'utf8'))),
  };
}

export interface RunJobOptions {
  /** The fake server's URL, given to each of our steps as `domain`. */
  readonly domain: string;
  readonly context: ExpressionContext;
  readonly workspace?: string;
}

/**
 * Runs every step of a job in order, then the post steps of our actions, last first. A step
 * that fails stops the job: the error names the step and carries its error lines.
 */
export async function runJob(job: WorkflowJob, options: RunJobOptions): Promise<JobRun> {
  const workspace = options.workspace ?? mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  const env: Record<string, string> = {};
  const runs: StepRun[] = [];
  const posts: PendingPost[] = [];
  const context = (): ExpressionContext => ({ ...options.context, steps, env });
  Object.assign(env, interpolateAll(job.env, context()));
  for (const [index, step] of job.steps.entries()) {
    const name = step.id ?? step.name ?? `step ${index + 1}`;
    if (step.if !== undefined) throw new Error(`${name}: step conditions are not supported`);
    const stepEnv = { ...env, ...interpolateAll(step.env, context()) };
    let run: StepRun;
    if (step.run !== undefined) {
      const { outputs, exported } = runScript(step.run, stepEnv, workspace);
      Object.assign(env, exported);
      run = { step: name, outputs };
    } else if (ourAction(step.uses) !== undefined) {
      const action = ourAction(step.uses)!;
      const inputs = { ...interpolateAll(step.with, context()), domain: options.domain };
      const result = await runStep({ mode: 'in-process', action, inputs, env: stepEnv, workspace });
      if (result.exitCode !== 0) {
        throw new Error(`${name} (${step.uses}) failed: ${result.errors.join(' | ')}`);
      }
      Object.assign(env, result.env);
      posts.push({ step: name, action, inputs, env: stepEnv, main: result });
      run = { step: name, outputs: result.outputs, action: result };
    } else if (step.uses && IGNORED.test(step.uses)) {
      run = { step: name, outputs: {} };
    } else {
      throw new Error(`${name}: the workflow executor cannot run \`${step.uses ?? '?'}\``);
    }
    if (step.id) steps[step.id] = { outputs: run.outputs };
    runs.push(run);
  }
  // The runner starts each post step with the step's inputs and the state its main step saved.
  const postRuns: ActionRun[] = [];
  for (const pending of posts.reverse()) {
    const post = await runStep({
      mode: 'in-process',
      action: pending.action,
      inputs: pending.inputs,
      env: pending.env,
      entry: 'post',
      state: pending.main.state,
      workspace,
    });
    if (post.exitCode !== 0 || post.warnings.length > 0) {
      throw new Error(
        `post step of ${pending.step}: ${[...post.errors, ...post.warnings].join(' | ')}`,
      );
    }
    postRuns.push(post);
  }
  return { steps: runs, posts: postRuns, env };
}
