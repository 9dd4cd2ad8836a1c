// Runs a job of a documented workflow the way the runner would, against the loopback fake
// server: each step that uses one of our actions runs in process with its `with:` inputs (and
// its post step at the end of the job, last first), `run:` steps run in bash with the GITHUB_*
// files, `${{ ... }}` expressions are evaluated from a context of the test's choosing, and a job
// or step whose `if:` is false is skipped. It lets a test prove that an example in the docs works
// as written, and keeps working when the job is run again.
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
  if?: unknown;
}

/** What expressions may read: `github`, `secrets`, `vars`, `inputs`; `steps` and `env` are added. */
export type ExpressionContext = Record<string, unknown>;

export interface StepRun {
  readonly step: string;
  readonly outputs: Record<string, string>;
  /** Its `if:` was false: it did not run. */
  readonly skipped?: true;
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
  /** The job's `if:` was false: no step ran. */
  readonly skipped: boolean;
  readonly steps: StepRun[];
  /** The post steps that ran, in the order they ran (last step first). */
  readonly posts: ActionRun[];
  /** The job's environment after every step (what GITHUB_ENV exported). */
  readonly env: Record<string, string>;
}

/** Actions a documented job may use that do nothing the examples depend on. */
const IGNORED = /^actions\/(checkout|setup-node)@/;

const PATH = /^[A-Za-z_][\w-]*(?:\.[\w-]+|\['[^']*'\])*$/;

/** The value at `a.b.c` (or `a.b['c-d']`) in the context; undefined when there is none. */
function lookup(path: string, context: ExpressionContext): unknown {
  let value: unknown = context;
  for (const match of path.matchAll(/[\w-]+|\['([^']*)'\]/g)) {
    const key = match[1] ?? match[0];
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** Reads `a.b.c` (and `a.b['c-d']`) from the context; anything fancier is not supported. */
function evaluate(expression: string, context: ExpressionContext): string {
  const path = expression.trim();
  if (!PATH.test(path)) {
    throw new Error(`the workflow executor only reads property paths, not \`${path}\``);
  }
  const value = lookup(path, context);
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** GitHub's truthiness: false, 0, NaN, '' and null are false. */
const truthy = (value: unknown): boolean =>
  !(value === false || value === 0 || value === '' || value === null || Number.isNaN(value));

/** GitHub's loose `==`: strings ignoring case; values of different types compared as numbers. */
function looseEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b) return a === b;
  const number = (v: unknown): number =>
    v === null || (typeof v === 'string' && v.trim() === '') ? 0 : Number(v);
  return number(a) === number(b);
}

/**
 * The value of an `if:` condition (with or without `${{ }}`), as GitHub reads it: property paths
 * (a missing one is null), string, number, `true`, `false` and `null` literals, `==`, `!=`, `!`,
 * `&&`, `||` and parentheses. Status functions and other functions are not supported.
 */
export function condition(text: unknown, context: ExpressionContext): boolean {
  const source = String(text)
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const fail = (why: string): never => {
    throw new Error(`the workflow executor cannot read \`if: ${String(text)}\`: ${why}`);
  };
  const tokens = [
    ...source.matchAll(
      /\s*('(?:[^']|'')*'|==|!=|&&|\|\||[!()]|-?\d+(?:\.\d+)?|[A-Za-z_][\w-]*(?:\.[\w-]+|\['[^']*'\])*|\S)/g,
    ),
  ].map((match) => match[1]!);
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const primary = (): unknown => {
    const token = tokens[at++];
    if (token === undefined) return fail('it ends too early');
    if (token === '(') {
      const value = or();
      if (tokens[at++] !== ')') fail('a parenthesis is not closed');
      return value;
    }
    if (token === '!') return !truthy(primary());
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (/^-?\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (PATH.test(token) && peek() !== '(') return lookup(token, context) ?? null;
    return fail(`\`${token}\` is not supported`);
  };
  const comparison = (): unknown => {
    let value = primary();
    while (peek() === '==' || peek() === '!=') {
      const equal = tokens[at++] === '==';
      value = looseEqual(value, primary()) === equal;
    }
    return value;
  };
  const and = (): unknown => {
    let value = comparison();
    while (peek() === '&&') {
      at++;
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const or = (): unknown => {
    let value = and();
    while (peek() === '||') {
      at++;
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };
  const value = or();
  if (at !== tokens.length) fail(`\`${tokens[at]}\` is not supported there`);
  return truthy(value);
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
  if (job.if !== undefined && !condition(job.if, options.context)) {
    return { skipped: true, steps: [], posts: [], env: {} };
  }
  Object.assign(env, interpolateAll(job.env, context()));
  for (const [index, step] of job.steps.entries()) {
    const name = step.id ?? step.name ?? `step ${index + 1}`;
    if (step.if !== undefined && !condition(step.if, context())) {
      runs.push({ step: name, outputs: {}, skipped: true });
      continue;
    }
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
  return { skipped: false, steps: runs, posts: postRuns, env };
}
