// The mechanics of running an action step the way the GitHub runner does, and collecting what it
// left: stdout read as the runner reads it, and the GITHUB_ENV / GITHUB_OUTPUT / GITHUB_STATE /
// GITHUB_STEP_SUMMARY files. `spawnStep` starts the built bundle in a new Node process;
// `stepInProcess` calls the same entry functions in this process, with the real runner module
// writing into captured sinks, and an injected clock and sleep so retries never wait. Tests run
// steps through `runStep` (test/support/run.ts), which picks one of these by its `mode` and
// checks every run for leaks; scripts (the demo, benchmarks) use these directly.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os, { EOL } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { ActionDeps } from '../../src/core/connect.js';
import { runMain } from '../../src/actions/main.js';
import { revokeRecorded } from '../../src/actions/post.js';
import { SUB_ACTIONS } from '../../src/operations/registry.js';
import { runSubAction } from '../../src/actions/sub-actions.js';
import { writeFileCommand } from '../../src/runner/file-commands.js';
import { githubRunner, type Runner } from '../../src/runner/runner.js';
import { runPost as runPostEntry } from '../../src/post/post.js';
import type { SubActionName } from '../../src/spec/names.js';
import { readRunnerOutput, type RunnerLine, type WorkflowCommand } from './workflow-commands.ts';

export type { WorkflowCommand } from './workflow-commands.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Preload for spawned runs: retry waits last a thousandth of their time (see the file). */
const FAST_TIMERS = pathToFileURL(path.join(root, 'test', 'support', 'fast-timers.mjs')).href;

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Commands the runner would carry out (none from inside a `stop-commands` block). */
  commands: WorkflowCommand[];
  /** Every stdout line with the command it issued, if any. */
  lines: RunnerLine[];
  /** Variables written to GITHUB_ENV, in order (later wins in the object). */
  env: Record<string, string>;
  envEntries: [string, string][];
  outputs: Record<string, string>;
  /** GITHUB_STATE as the post step will see it (the last value of each name). */
  state: Record<string, string>;
  /** Every write to GITHUB_STATE, in order (a name written again later wins). */
  stateEntries: [string, string][];
  /** The state names with a value (every name is first recorded empty). */
  savedState: Record<string, string>;
  summary: string;
  masks: string[];
  errors: string[];
  warnings: string[];
  notices: string[];
  workspace: string;
  files: { env: string; output: string; state: string; summary: string };
}

export interface StepSpec {
  /** Folder of the action.yml whose defaults apply ('' for the main action, or 'imports', ...). */
  action?: string;
  /** Entry under dist/ (default: the action's main entry, or 'post'). */
  entry?: string;
  inputs?: Record<string, string>;
  /** Extra environment variables (nothing is inherited but PATH). */
  env?: Record<string, string>;
  /** STATE_* values, as the runner passes them to the post step. */
  state?: Record<string, string>;
  workspace?: string;
  timeoutMs?: number;
  /** Spawned runs: keep real retry waits (default: shortened by the preload). */
  realTimers?: boolean;
}

/** Inputs with the defaults of an action.yml, as the runner computes them. */
export function actionDefaults(action = ''): Record<string, string> {
  const doc = parseYaml(readFileSync(path.join(root, action, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: unknown }>;
  };
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    if (spec?.default !== undefined) defaults[name] = String(spec.default);
  }
  return defaults;
}

interface Prepared {
  env: Record<string, string>;
  workspace: string;
  files: ActionRun['files'];
}

/** The step's environment as the runner sets it: INPUT_*, STATE_*, the GITHUB_* files. */
function prepare(options: StepSpec): Prepared {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'action-run-'));
  const workspace = options.workspace ?? mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
  const files = {
    env: path.join(temp, 'github_env'),
    output: path.join(temp, 'github_output'),
    state: path.join(temp, 'github_state'),
    summary: path.join(temp, 'step_summary'),
  };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: temp,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_ENV: files.env,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
  };
  const inputs = { ...actionDefaults(options.action ?? ''), ...options.inputs };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, options.env);
  // The runner's saved state wins over a variable of the same name in the job's environment.
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  return { env, workspace, files };
}

function collect(
  prepared: Prepared,
  exitCode: number | null,
  stdout: string,
  stderr: string,
): ActionRun {
  const lines = readRunnerOutput(stdout);
  const commands = lines.flatMap((line) => (line.command ? [line.command] : []));
  const { files } = prepared;
  const envEntries = parseFileCommands(readFileSync(files.env, 'utf8'));
  const stateEntries = parseFileCommands(readFileSync(files.state, 'utf8'));
  const state = Object.fromEntries(stateEntries);
  const data = (name: string): string[] =>
    commands.filter((c) => c.command === name).map((c) => c.data);
  return {
    exitCode,
    stdout,
    stderr,
    commands,
    lines,
    env: Object.fromEntries(envEntries),
    envEntries,
    outputs: Object.fromEntries(parseFileCommands(readFileSync(files.output, 'utf8'))),
    state,
    stateEntries,
    savedState: Object.fromEntries(Object.entries(state).filter(([, value]) => value !== '')),
    summary: readFileSync(files.summary, 'utf8'),
    masks: data('add-mask'),
    errors: data('error'),
    warnings: data('warning'),
    notices: data('notice'),
    workspace: prepared.workspace,
    files,
  };
}

/** The entry file the runner would start for an action (main or post). */
function entryFile(action: string, entry: string | undefined): string {
  const doc = parseYaml(readFileSync(path.join(root, action, 'action.yml'), 'utf8')) as {
    runs: { main: string; post?: string };
  };
  const relative =
    entry === 'post' ? doc.runs.post : entry ? `dist/${entry}/index.js` : doc.runs.main;
  if (!relative) throw new Error(`action ${action || '(main)'} has no ${entry} entry`);
  return entry && entry !== 'post'
    ? path.join(root, relative)
    : path.resolve(root, action, relative);
}

/**
 * Runs a built action as the runner does: a new Node process on the entry file, INPUT_*
 * variables with the action.yml defaults, fresh GITHUB_* files, stdout read as the runner does.
 */
export async function spawnStep(options: StepSpec = {}): Promise<ActionRun> {
  const prepared = prepare(options);
  const env = { ...prepared.env };
  if (!options.realTimers) {
    env.NODE_OPTIONS = [env.NODE_OPTIONS, `--import=${FAST_TIMERS}`].filter(Boolean).join(' ');
  }
  const child = spawn(process.execPath, [entryFile(options.action ?? '', options.entry)], {
    env,
    cwd: prepared.workspace,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const limit = options.timeoutMs ?? 30_000;
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`action did not finish within ${limit} ms\n${stdout}\n${stderr}`));
    }, limit);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return collect(prepared, exitCode, stdout, stderr);
}

/**
 * The access token the run obtained by logging in, as recorded for the post step right after the
 * login (the main step clears it once revoked: read from every write, not the last).
 */
export function obtainedToken(run: ActionRun): string | undefined {
  return run.stateEntries.find(([name, value]) => name === 'revoke_token' && value !== '')?.[1];
}

/** The post step after a main run: the state the main step saved, in its workspace. */
export function postAfter<O extends StepSpec>(main: ActionRun, options: O): O {
  return { ...options, entry: 'post', state: main.state, workspace: main.workspace };
}

/** A clock that only moves when the code under test sleeps: retries and budgets never wait. */
export function fakeTiming(start = Date.parse('2026-11-23T12:00:00Z')): Required<
  Pick<ActionDeps, 'now'>
> & {
  retry: NonNullable<ActionDeps['retry']>;
  sleeps: number[];
} {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    retry: {
      now: () => now,
      random: () => 0.5,
      sleep: async (ms, signal) => {
        signal?.throwIfAborted();
        sleeps.push(ms);
        now += ms;
      },
    },
  };
}

export interface InProcessSpec extends Omit<StepSpec, 'timeoutMs' | 'realTimers'> {
  /** Collaborators to swap (default: the real transport, the fake timing above). */
  deps?: ActionDeps;
}

/**
 * Runs an action's entry function in this process, the way its bundle would: the main action
 * (`action` '' or undefined), a sub-action by folder name, or the post step (`entry: 'post'`).
 * The real runner module writes workflow commands into a captured stdout and the GITHUB_* files;
 * only marking the step failed is recorded instead of setting this process's exit code.
 */
export async function stepInProcess(options: InProcessSpec = {}): Promise<ActionRun> {
  const prepared = prepare(options);
  let stdout = '';
  let failed = false;
  const runner: Runner = {
    ...githubRunner(prepared.env, (line) => (stdout += line + EOL)),
    setFailed: () => {
      failed = true;
    },
  };
  const timing = fakeTiming();
  const deps: ActionDeps = { now: timing.now, retry: timing.retry, ...options.deps };
  const action = options.action ?? '';
  if (options.entry === 'post') {
    // As the post bundle does: the revoke's code is loaded only when a token is left.
    await runPostEntry(runner, (r, left) => revokeRecorded(r, left, deps));
  } else if (action === '') await runMain(runner, deps);
  else await runSubAction(SUB_ACTIONS[action as SubActionName], runner, deps);
  return collect(prepared, failed ? 1 : 0, stdout, '');
}

/** The heredoc text the runner's command files get for `entries`, as one string. */
export function renderFileCommand(
  entries: ReadonlyArray<readonly [string, string]>,
  eol: string = EOL,
): string {
  let text = '';
  writeFileCommand(entries, eol, (piece) => (text += piece));
  return text;
}

/** Parses `name<<DELIM` heredocs (and plain `name=value` lines) as the runner does. */
export function parseFileCommands(text: string): [string, string][] {
  const entries: [string, string][] = [];
  // The runner splits on the platform's end of line (CRLF on Windows), as the action writes.
  const lines = text.split(EOL);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      i++;
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++]!);
      if (i >= lines.length) throw new Error(`unterminated heredoc for ${name}`);
      entries.push([name!, value.join('\n')]);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`invalid file command line: ${line}`);
    entries.push([line.slice(0, eq), line.slice(eq + 1)]);
  }
  return entries;
}
