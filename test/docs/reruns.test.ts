// CI re-runs are normal: every documentation example that creates or deletes something with a
// sub-action is run against the loopback server twice, as written, and both runs succeed (with
// the leak check on every step). An example that opens and closes something (`operation` chosen
// by `github.event.action`) runs for the opening event twice, then for the closing one twice.
// Expressions are given the values a workflow would have; connection inputs are the fake's.
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { SUB_ACTIONS } from '../../src/operations/registry.js';
import { CONNECTION_INPUTS } from '../../src/spec/index.js';
import { MEMBER_IDENTITY_ID, PROJECT_ID } from '../support/fake-server/index.ts';
import { docExamples, ourAction, stepsIn, type Step } from '../support/doc-examples.ts';
import { expectSuccess, login, useFakeServer } from '../operations/helpers.ts';
import { runStep } from '../support/run.ts';

/**
 * Sub-actions whose examples are not re-run: they only read, or (memberships) need user
 * credentials and delete by id with no `if-missing` (the server answers a second delete with 500).
 */
// Reads; and leases, which make a new credential on every run by design (a lease revoked
// already cannot be revoked again: its id comes from the run that took it).
const NOT_RERUN = new Set(['snapshots', 'identities', 'memberships', 'dynamic-secrets']);

/** Projects the examples name, made in the fake before each example (the member is their admin). */
const EXAMPLE_PROJECTS = ['my-app', 'my-project'];

interface Context {
  event: string;
  projectId: string;
  /** Ids of the example's steps that this test does not run (`run:` scripts, other actions). */
  foreign: ReadonlySet<string>;
  /** Outputs of the steps run so far, by step id. */
  steps: Map<string, Record<string, string>>;
  /** The latest value of each output name (what `needs.<job>.outputs.<name>` gives). */
  latest: Map<string, string>;
}

/** The value of one `${{ }}` expression, or undefined when the test cannot give it one. */
function evaluate(expression: string, ctx: Context): string | undefined {
  let m: RegExpExecArray | null;
  if (expression === 'github.event.number') return '42';
  if ((m = /^github\.event\.action == '([^']*)' && '([^']*)' \|\| '([^']*)'$/.exec(expression)))
    return ctx.event === m[1] ? m[2] : m[3];
  if (expression === 'vars.INFISICAL_PROJECT_ID') return ctx.projectId;
  if (/^inputs\.[\w-]+$/.test(expression)) return 'acme';
  if ((m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expression))) {
    // A step not run here (a script that generates a key, a build) gives the same stand-in
    // value on every run, as the real step would give one value to both runs of a re-run.
    if (ctx.foreign.has(m[1]!)) return `stand-in-${m[1]}-${m[2]}`;
    return ctx.steps.get(m[1]!)?.[m[2]!];
  }
  if ((m = /^needs\.[\w-]+\.outputs\.([\w-]+)$/.exec(expression))) return ctx.latest.get(m[1]!);
  return undefined;
}

/** A step's inputs with every expression evaluated, or undefined when one cannot be. */
function inputsOf(step: Step, ctx: Context): Record<string, string> | undefined {
  const inputs: Record<string, string> = {};
  for (const [name, raw] of Object.entries(step.with ?? {})) {
    if (name in CONNECTION_INPUTS) continue;
    let unknown = false;
    inputs[name] = String(raw).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
      const value = evaluate(expression, ctx);
      if (value === undefined) unknown = true;
      return value ?? '';
    });
    if (unknown) return undefined;
  }
  return inputs;
}

/** The examples with at least one step that creates or deletes through a sub-action. */
// A named example is a whole workflow: its own test runs it job by job (test/docs/preview-workflow.test.ts).
const candidates = docExamples().flatMap(({ where, name, yaml }) => {
  if (name !== undefined) return [];
  const all = parseAllDocuments(yaml).flatMap((document) => stepsIn(document.toJS()));
  const runHere = (step: Step): boolean => {
    const action = ourAction(step.uses);
    return action !== undefined && action !== '' && action in SUB_ACTIONS && !NOT_RERUN.has(action);
  };
  const foreign = new Set(
    all.filter((step) => step.id !== undefined && !runHere(step)).map((step) => step.id!),
  );
  const steps = all
    .map((step) => ({ step, action: ourAction(step.uses) }))
    .filter(
      (entry): entry is { step: Step; action: string } =>
        entry.action !== undefined &&
        entry.action !== '' &&
        entry.action in SUB_ACTIONS &&
        !NOT_RERUN.has(entry.action),
    );
  const writes = steps.filter(({ step }) => !/^list$/.test(String(step.with?.operation ?? '')));
  return writes.length > 0 ? [{ where, steps: writes, foreign }] : [];
});

const server = useFakeServer();
/** Examples run to the end; one whose expression has no value here is recorded as skipped. */
const exercised: string[] = [];
const skipped: string[] = [];

describe('every example that creates or deletes succeeds when run again', () => {
  it.each(candidates)('$where', async ({ where, steps, foreign }) => {
    const s = server();
    let projectId = PROJECT_ID;
    for (const slug of EXAMPLE_PROJECTS) {
      const project = s.state.addProject({ name: slug, slug });
      s.state.setProjectRole(MEMBER_IDENTITY_ID, project.id, 'admin');
      if (slug === 'my-app') projectId = project.id;
    }
    const toggles = steps.some(({ step }) => JSON.stringify(step.with).includes('event.action'));
    const events = toggles ? ['opened', 'opened', 'closed', 'closed'] : ['push', 'push'];
    const ctx: Context = { event: '', projectId, foreign, steps: new Map(), latest: new Map() };
    for (const event of events) {
      ctx.event = event;
      for (const { step, action } of steps) {
        const inputs = inputsOf(step, ctx);
        if (inputs === undefined) {
          skipped.push(where);
          return;
        }
        const run = await runStep({
          mode: 'in-process',
          action,
          inputs: { ...login(s), ...inputs },
        });
        expectSuccess(run);
        if (step.id) ctx.steps.set(step.id, run.outputs);
        for (const [name, value] of Object.entries(run.outputs)) ctx.latest.set(name, value);
      }
    }
    exercised.push(where);
  });

  it('ran the examples of every sub-action that creates or deletes', () => {
    const ran = new Set(
      candidates
        .filter(({ where }) => exercised.includes(where))
        .flatMap(({ steps }) => steps.map(({ action }) => action)),
    );
    expect([...ran].sort()).toEqual([
      'environments',
      'folders',
      'imports',
      'login',
      'projects',
      'secrets',
      'tags',
    ]);
    // Only an example that needs a value from an earlier job nobody runs here, or a file an
    // earlier script writes, may be left out.
    expect([...skipped].sort()).toEqual([
      'environments/README.md example 2',
      'secrets/README.md example 3',
    ]);
  });
});
