// How tests run the action's steps and the command-line tool: one function each, with an explicit
// mode, and the leak check applied to every run.
//
// `mode: 'built'` runs dist/ in a new Node process, as the runner (or a CI job) starts it: for
// what needs the process boundary (the bundle itself, exit codes, signals, preloads, stdio).
// `mode: 'in-process'` calls the same entry function in this process through its injected seams
// (the runner's sinks, a clock and sleep that never wait): for everything else.
//
// In the pass against a server with the successor routes only (vitest.config.ts), a built step
// runs in process: each bundle runs against such a server once, in successor-routes.test.ts.
import { expect } from 'vitest';
import { CONNECTION_VALUES } from '../../src/spec/values.js';
import { expectCleanStderr, expectNoLeaks, exportedValues } from './leaks.ts';
import {
  obtainedToken,
  postAfter,
  spawnStep,
  stepInProcess,
  type ActionRun,
  type InProcessSpec,
  type StepSpec,
} from './run-action.ts';
import { spawnTool, toolInProcess, type ToolRun, type ToolSpec } from './run-cli.ts';
import { CREDENTIALS, successorsOnly } from './use-fake-server.ts';

export type { ActionRun } from './run-action.ts';
export type { ToolRun } from './run-cli.ts';

/** Where a run happens: dist/ in a new process, or the entry function in this one. */
export type RunMode = 'built' | 'in-process';

/** What every run is checked for, besides what it knows itself. */
interface LeakOptions {
  /**
   * More values that must never show: given, or read after the run (tokens a fake handed out
   * during it). Every run already hides the seeded credentials, its credential inputs, the token
   * it obtained and (the main action) every value it exported.
   */
  hidden?: readonly string[] | (() => readonly string[]);
  /** `false` only where the test inspects what shows itself (it says why). */
  leakCheck?: false;
}

export type StepOptions = LeakOptions &
  (({ mode: 'built' } & StepSpec) | ({ mode: 'in-process' } & InProcessSpec));

/** A step's options for the post step after it (state and workspace come from the main run). */
export type PostOptions = LeakOptions &
  (
    | ({ mode: 'built' } & Omit<StepSpec, 'entry' | 'state' | 'workspace'>)
    | ({ mode: 'in-process' } & Omit<InProcessSpec, 'entry' | 'state' | 'workspace'>)
  );

/** Credential inputs of one line (each is masked whole as it is read). */
const CREDENTIAL_INPUTS = Object.entries(CONNECTION_VALUES)
  .filter(([, value]) => value?.secret && !value.multiline)
  .map(([name]) => name);

function hiddenOf(options: LeakOptions): string[] {
  const { hidden = [] } = options;
  return [...(typeof hidden === 'function' ? hidden() : hidden)];
}

/** What a step must never show: what it was given and obtained, and what the main step exported. */
function secretsOf(run: ActionRun, options: StepOptions | PostOptions): string[] {
  const inputs = options.inputs ?? {};
  const token = obtainedToken(run);
  return [
    ...CREDENTIALS,
    ...CREDENTIAL_INPUTS.flatMap((name) => (inputs[name] ? [inputs[name]] : [])),
    ...((options.action ?? '') === '' ? exportedValues(run) : []),
    ...(token ? [token] : []),
    ...hiddenOf(options),
  ];
}

function start(options: StepOptions): Promise<ActionRun> {
  const { mode, hidden: _hidden, leakCheck: _leakCheck, ...spec } = options;
  if (mode === 'in-process' || successorsOnly()) return stepInProcess(spec);
  return spawnStep(spec);
}

/**
 * Runs an action's step (the main action, a sub-action by folder name, or `entry: 'post'`) and
 * checks that nothing it must hide shows on stdout before its mask, on stderr, in the summary
 * or in GITHUB_STATE.
 */
export async function runStep(options: StepOptions): Promise<ActionRun> {
  const run = await start(options);
  if (options.leakCheck !== false) expectNoLeaks(run, secretsOf(run, options));
  return run;
}

/**
 * Runs the post step after `main`, with the state it saved, checked for leaks of everything the
 * main step had to hide.
 */
export async function runPostStep(main: ActionRun, options: PostOptions): Promise<ActionRun> {
  const post = await start(postAfter(main, options) as StepOptions);
  if (options.leakCheck !== false) {
    const secrets = [...secretsOf(main, options), ...secretsOf(post, { ...options, action: 'x' })];
    expectNoLeaks(post, secrets);
  }
  return post;
}

export type ToolOptions = ToolSpec &
  Omit<LeakOptions, 'hidden'> & {
    mode: RunMode;
    /** More values standard error must never show (every seeded value and credential is). */
    hidden?: readonly string[];
  };

/**
 * Runs `infisical-ci ...args`: the built tool in a new process, or `main()` in this one with its
 * streams, environment and timing injected. Standard error never shows a seeded value, a
 * credential or a stack trace (standard output is where the tool prints what it was asked for).
 */
export async function runTool(args: readonly string[], options: ToolOptions): Promise<ToolRun> {
  const { mode, hidden = [], leakCheck, ...spec } = options;
  if (mode === 'in-process') {
    expect(spec.node, 'an in-process run has no Node binary to choose').toBeUndefined();
    expect(spec.nodeArgs, 'an in-process run has no Node options').toBeUndefined();
  }
  const run = await (mode === 'built' ? spawnTool(args, spec) : toolInProcess(args, spec));
  if (leakCheck !== false) expectCleanStderr(run, hidden);
  return run;
}
