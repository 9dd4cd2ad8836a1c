// Runs one cell of the fault matrix against a fresh fake server (and, for refused connections,
// a reverse proxy that stops listening), and checks what every cell must satisfy whatever the
// fault: one error or none, nothing exported on failure, no leak, attempts as the server saw them.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import {
  FOLDER_IDS,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  startFakeServer,
  type FakeServer,
  type RecordedRequest,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep, type ActionRun } from '../support/run.ts';
import {
  LEFT_TO_EXPIRE,
  REVOKED_BY_POST,
  type CellResult,
  type Fault,
  type Mode,
  type Stage,
} from './matrix.ts';
import { mainInputs } from '../support/use-fake-server.ts';

const LOGIN = '/api/v1/auth/universal-auth/login';
const LIST = '/api/v3/secrets/raw';
const REVOKE = '/api/v1/auth/token/revoke';
const TAGS = `/api/v1/workspace/${PROJECT_ID}/tags`;
const BATCH = '/api/v3/secrets/batch/raw';

/** The key and value the `secrets` sub-action sets in dev `/` (a new key: one batch create). */
const NEW_KEY = 'MATRIX_NEW_KEY';
const NEW_VALUE = 'matrix-new-value-8c1f';

/** Env of every run: retry waits of 1 ms (test/support/fast-timers.mjs), so retries cost nothing but the attempts. */
const FAST = { FAST_TIMERS_WAIT_MS: '1' };

/**
 * The request timeout of a cell: 1 s where a call hangs on every attempt (the cell waits it out
 * each time), else long enough that no loopback call of a busy machine times out and adds an
 * attempt: 5 s where only the first attempt hangs (the retried one must not time out too).
 */
function timeoutFor(fault?: Fault, mode?: Mode): string {
  if (fault?.kind !== 'hang') return '10';
  return mode === 'persistent' ? '1' : '5';
}

/** The main action's inputs in every cell: two paths, every destination. */
function cellInputs(domain: string, fault?: Fault, mode?: Mode): Record<string, string> {
  return mainInputs(domain, {
    'secret-path': '/\n/app',
    'export-type': 'env,output,file',
    'file-format': 'json',
    timeout: timeoutFor(fault, mode),
  });
}

function tagsInputs(domain: string, fault?: Fault, mode?: Mode): Record<string, string> {
  return {
    domain,
    'client-id': MEMBER_CLIENT_ID,
    'client-secret': MEMBER_CLIENT_SECRET,
    'project-id': PROJECT_ID,
    operation: 'list',
    timeout: timeoutFor(fault, mode),
  };
}

function secretsInputs(domain: string, fault?: Fault, mode?: Mode): Record<string, string> {
  return {
    ...tagsInputs(domain, fault, mode),
    operation: 'set',
    'env-slug': 'dev',
    'secret-path': '/',
    secrets: `${NEW_KEY}=${NEW_VALUE}`,
  };
}

/** The sub-action a stage runs ('' for the main action) and its inputs. */
function stageRun(stage: Stage, domain: string, fault?: Fault, mode?: Mode) {
  if (stage.id === 'tags list') return { action: 'tags', inputs: tagsInputs(domain, fault, mode) };
  if (stage.write) return { action: 'secrets', inputs: secretsInputs(domain, fault, mode) };
  return { action: '', inputs: cellInputs(domain, fault, mode) };
}

/** What a fault-free run exports: the reference every transient cell must equal. */
export interface Baseline {
  main: Exports;
  tags: Exports;
  secrets: Exports;
  /** Every secret value the main action exports (leak needles). */
  values: string[];
}

interface Exports {
  envEntries: [string, string][];
  outputs: Record<string, string>;
  file?: string;
  warnings: string[];
}

function exportsOf(run: ActionRun): Exports {
  const file = path.join(run.workspace, '.env');
  return {
    envEntries: run.envEntries,
    outputs: run.outputs,
    file: existsSync(file) ? readFileSync(file, 'utf8') : undefined,
    warnings: run.warnings,
  };
}

export async function fetchBaseline(): Promise<Baseline> {
  const server = await startFakeServer();
  try {
    const main = await runStep({ mode: 'built', inputs: cellInputs(server.url), env: FAST });
    const tags = await runStep({
      mode: 'built',
      action: 'tags',
      inputs: tagsInputs(server.url),
      env: FAST,
    });
    const secrets = await runStep({
      mode: 'built',
      action: 'secrets',
      inputs: secretsInputs(server.url),
      env: FAST,
    });
    for (const run of [main, tags, secrets]) {
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.errors).toEqual([]);
      expect(run.warnings).toEqual([]);
    }
    expect(main.envEntries.length).toBeGreaterThan(5);
    expect(JSON.parse(secrets.outputs.created ?? '')).toEqual([NEW_KEY]);
    return {
      main: exportsOf(main),
      tags: exportsOf(tags),
      secrets: exportsOf(secrets),
      values: main.envEntries.map(([, value]) => value),
    };
  } finally {
    await server.close();
  }
}

/** Whether a recorded request is the call of this stage. */
function isStageCall(stage: Stage, request: RecordedRequest): boolean {
  switch (stage.id) {
    case 'login':
      return request.path === LOGIN;
    case 'list /':
      return request.path === LIST && request.query.secretPath === '/';
    case 'list /app':
      return request.path === LIST && request.query.secretPath === '/app';
    case 'revoke':
      return request.path === REVOKE;
    case 'tags list':
      return request.method === 'GET' && request.path === TAGS;
    case 'secrets set (batch create)':
      return request.method === 'POST' && request.path === BATCH;
  }
}

/**
 * The fake's fault matcher sees the path only; a listing is told apart by its `secretPath`. The
 * fake records a request before it picks a fault, so the last recorded request is this one (the
 * test checks afterwards that the faults hit the intended requests only).
 */
class StageMatcher extends RegExp {
  readonly #server: FakeServer;
  readonly #stage: Stage;
  constructor(server: FakeServer, stage: Stage) {
    super('');
    this.#server = server;
    this.#stage = stage;
  }
  override test(): boolean {
    const current = this.#server.requests.at(-1);
    return current !== undefined && isStageCall(this.#stage, current);
  }
}

/** Attempts of the stage's call: one more than the retry notices the action printed. */
function attemptsOf(run: ActionRun, stage: Stage): number {
  const notices = run.stdout
    .split(/\r?\n/)
    .filter(
      (line) => line.startsWith(`${stage.operation}: `) && line.includes('; trying again in'),
    );
  return notices.length + 1;
}

/** Refused connections: a proxy that is down at the stage, and for a transient cell comes back. */
interface Refusal {
  proxy: ReverseProxy;
  env: Record<string, string>;
  /** Stops watching for the action's first retry wait. */
  stop(): void;
}

/**
 * A transient refusal must end after the refused attempt and before the retry. A refused connect
 * cannot be observed, but the retry wait that follows it can: the spawned run's retry waits hold
 * at a gate (test/support/fast-timers.mjs) until the port is back, so the order is the same
 * however slow the machine is.
 */
async function refusal(server: FakeServer, stage: Stage, mode: Mode): Promise<Refusal> {
  const downAtStart = stage.id === 'login';
  const downAfterLogin = stage.id === 'list /' || stage.id === 'tags list';
  // A write: down once the listing that plans it is answered.
  let downAfterListing = stage.write === true;
  let listings = 0;
  const proxy = await startReverseProxy({
    upstream: server.url,
    startDown: downAtStart,
    goDownAfter: (request) => {
      if (downAfterLogin && request.path === LOGIN) return true;
      // The revoke comes after both listings, on a new connection (theirs are closed).
      if (stage.revoke && request.path === LIST && ++listings === 2) return true;
      if (!downAfterListing || request.path !== LIST) return false;
      downAfterListing = false;
      return true;
    },
  });
  // The revoke's cell brings the port back itself, between the main step and the post step.
  if (mode === 'persistent' || stage.revoke) return { proxy, env: FAST, stop: () => undefined };
  const gate = path.join(mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'retry');
  const watch = setInterval(() => {
    if (!existsSync(`${gate}.waits`)) return;
    clearInterval(watch);
    void proxy.up().then(() => writeFileSync(`${gate}.open`, ''));
  }, 5);
  return { proxy, env: { ...FAST, FAST_TIMERS_GATE: gate }, stop: () => clearInterval(watch) };
}

export interface CellRun {
  result: CellResult;
  run: ActionRun;
}

/** Runs one cell and checks the invariants of every cell; returns what the matrix records. */
export async function runCell(
  stage: Stage,
  fault: Fault,
  mode: Mode,
  baseline: Baseline,
): Promise<CellResult> {
  const server = await startFakeServer();
  let refused: Refusal | undefined;
  try {
    const times = mode === 'transient' ? 1 : 1000;
    const inject = (): void => {
      if (fault.kind) {
        server.faults.add({
          match: { path: new StageMatcher(server, stage) },
          times,
          kind: fault.kind,
          applied: fault.applied,
        });
      }
    };
    if (!fault.kind) refused = await refusal(server, stage, mode);
    const domain = refused?.proxy.url ?? server.url;
    const env = refused?.env ?? FAST;
    const result = stage.revoke
      ? await revokeCell(server, stage, domain, env, inject, refused, baseline, mode, fault)
      : await mainCell(server, stage, domain, env, inject, baseline, mode, fault);
    // The faults hit the intended call and nothing else.
    for (const request of server.requests.filter((r) => r.fault !== undefined)) {
      expect(isStageCall(stage, request), `fault hit ${request.method} ${request.url}`).toBe(true);
    }
    const seen = server.requests.filter((r) => isStageCall(stage, r)).length;
    // A refused attempt never reaches the server: only a success after it (the post step's).
    if (refused)
      expect(seen).toBe(result.exitCode === 0 && !result.outcome.startsWith('warns') ? 1 : 0);
    else expect(seen).toBe(result.attempts);
    return result;
  } finally {
    refused?.stop();
    await refused?.proxy.close();
    await server.close();
  }
}

async function mainCell(
  server: FakeServer,
  stage: Stage,
  domain: string,
  env: Record<string, string>,
  inject: () => void,
  baseline: Baseline,
  mode: Mode,
  fault: Fault,
): Promise<CellResult> {
  inject();
  const { action, inputs } = stageRun(stage, domain, fault, mode);
  const run = await runStep({ mode: 'built', action, inputs, env, timeoutMs: 60_000 });
  const reference =
    action === 'tags' ? baseline.tags : action === 'secrets' ? baseline.secrets : baseline.main;
  const attempts = attemptsOf(run, stage);
  expectNoLeaks(run, [
    MEMBER_CLIENT_SECRET,
    NEW_VALUE,
    ...baseline.values,
    obtainedToken(run) ?? '',
  ]);
  expect(run.stdout).not.toMatch(/\n\s+at .+:\d+:\d+\)?\r?\n/); // no stack trace
  // A write is stored once when the run succeeds, and not at all when it fails.
  const stored = server.state
    .secretsIn(FOLDER_IDS.devRoot)
    .filter((secret) => secret.key === NEW_KEY);
  if (run.exitCode === 0) {
    expect(run.errors).toEqual([]);
    expect(run.warnings).toEqual(reference.warnings);
    expect(exportsOf(run)).toEqual(reference);
    if (stage.write) {
      expect(stored.map((secret) => secret.value)).toEqual([NEW_VALUE]);
      return { outcome: 'succeeds, same outputs', attempts, exitCode: 0, exported: true };
    }
    return { outcome: 'succeeds, same exports', attempts, exitCode: 0, exported: true };
  }
  if (stage.write) expect(stored).toEqual([]);
  expect(run.exitCode, `${stage.id} ${fault.id} ${mode}`).toBe(1);
  expect(run.errors).toHaveLength(1);
  // The error names the failed call (either listing when both are refused), and the attempts.
  const failed =
    stage.id === 'list /' && !fault.kind ? /list secrets of dev:\/(app)? failed/ : undefined;
  if (failed) expect(run.errors[0]).toMatch(failed);
  else expect(run.errors[0]).toContain(`${stage.operation} failed`);
  if (attempts > 1) expect(run.errors[0]).toContain(`after ${attempts} attempts`);
  const nothing = run.envEntries.length === 0 && Object.keys(run.outputs).length === 0;
  const file = existsSync(path.join(run.workspace, '.env'));
  expect(nothing && !file, 'something was exported by a failed run').toBe(true);
  return { outcome: 'fails: one error', attempts, exitCode: run.exitCode, exported: false };
}

async function revokeCell(
  server: FakeServer,
  stage: Stage,
  domain: string,
  env: Record<string, string>,
  inject: () => void,
  refused: Refusal | undefined,
  baseline: Baseline,
  mode: Mode,
  fault: Fault,
): Promise<CellResult> {
  // The fault meets the main step's one attempt at the end of the step.
  inject();
  const main = await runStep({
    mode: 'built',
    inputs: cellInputs(domain, fault, mode),
    env,
    timeoutMs: 60_000,
  });
  const token = obtainedToken(main)!;
  expect(token).toBeTruthy();
  expectNoLeaks(main, [MEMBER_CLIENT_SECRET, ...baseline.values, token]);
  expect(main.exitCode, main.stdout).toBe(0);
  expect(main.errors).toEqual([]);
  // Exported all the same, and one warning says the post step tries again.
  const { warnings, ...exported } = exportsOf(main);
  const { warnings: none, ...reference } = baseline.main;
  expect(exported).toEqual(reference);
  expect(warnings).toHaveLength(none.length + 1);
  expect(warnings.at(-1)).toMatch(
    /^Could not revoke the access token yet \(the post step tries again\): revoke access token failed/,
  );
  expect(main.state.revoke_token).toBe(token);
  expect(main.state.revoke_tried).toBe('true');
  const file = path.join(main.workspace, '.env');
  // A transient fault is gone by the post step; a persistent one is still there.
  if (refused && mode === 'transient') await refused.proxy.up();
  // The short timeout of a hang only where the post step meets the hang again.
  const postInputs = cellInputs(domain, mode === 'persistent' ? fault : undefined, mode);
  const post = await runPostStep(main, {
    mode: 'built',
    inputs: postInputs,
    env,
    timeoutMs: 60_000,
  });
  const attempts = attemptsOf(main, stage) + attemptsOf(post, stage);
  expectNoLeaks(post, [MEMBER_CLIENT_SECRET, token]);
  expect(post.exitCode).toBe(0);
  expect(post.errors).toEqual([]);
  expect(existsSync(file), 'the post step removes the file whatever happens').toBe(false);
  // Whether the server still honours the token tells revoked from not.
  const probe = await fetch(`${server.url}${TAGS}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const revoked = probe.status === 401 || probe.status === 403;
  if (post.warnings.length === 0) {
    expect(revoked, 'no warning, so the token must be revoked').toBe(true);
    expect(post.stdout).toContain('Revoked the access token');
    return { outcome: REVOKED_BY_POST, attempts, exitCode: 0, exported: true };
  }
  expect(post.warnings).toHaveLength(1);
  expect(post.warnings[0]).toMatch(
    /^Could not revoke the access token \(it expires on its own\): revoke access token failed/,
  );
  const postAttempts = attemptsOf(post, stage);
  if (postAttempts > 1) expect(post.warnings[0]).toContain(`after ${postAttempts} attempts`);
  return { outcome: LEFT_TO_EXPIRE, attempts, exitCode: 0, exported: true };
}
