// The token the action obtained dies with the job, at the least cost to the job: the main step
// revokes it on the connection it already has open (one round trip), unless later steps get it
// (`output-access-token`); the post step revokes only what the main step left, and with nothing
// left it loads nothing but its own small bundle.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { main as cliMain } from '../../src/cli/main.js';
import { STATE } from '../../src/runner/state.js';
import { connectEarly } from '../../src/early/index.js';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_ID,
  PROJECT_SLUG,
  type FakeServer,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { filesLoadedUnder, MODULE_TRACE_IMPORT } from '../support/modules-loaded.ts';
import { fakeTiming, obtainedToken, parseFileCommands } from '../support/run-action.ts';
import { runStep, runPostStep } from '../support/run.ts';
import { stalledPort } from '../support/stalled-port.ts';
import { calls, mainInputs, REVOKE, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REVOKE_PATH = '/api/v1/auth/token/revoke';
const LIST = 'GET /api/v3/secrets/raw';

const inputs = (extra: Record<string, string> = {}): Record<string, string> =>
  mainInputs(server().url, extra);

/** Whether the server still honours a token (the project's tags need any valid one). */
async function isLive(token: string): Promise<boolean> {
  const probe = await fetch(`${server().url}/api/v1/workspace/${PROJECT_ID}/tags`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return probe.status === 200;
}

const revokesOf = (fake: FakeServer) => fake.requests.filter((r) => r.path === REVOKE_PATH);

describe('the main step revokes the token on the connection already open', () => {
  it('one round trip after the listing, on its connection; the post step has nothing to do (built)', async () => {
    const connectionsBefore = server().connections;
    const main = await runStep({
      mode: 'built',
      inputs: inputs({ 'export-type': 'env,file', 'file-format': 'json' }),
    });
    expect(main.exitCode).toBe(0);
    expect(main.warnings).toEqual([]);
    const token = obtainedToken(main)!;
    expect(token).toBeTruthy();
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', LIST, REVOKE]);
    const [login, listing, revoke] = server().requests;
    expect(revoke!.body).toEqual({ accessToken: token });
    expect(listing!.connectionId).toBe(login!.connectionId);
    expect(revoke!.connectionId).toBe(listing!.connectionId);
    // One connection in all: the one the entry opened while the bundle loaded (src/early/).
    expect(server().connections - connectionsBefore).toBe(1);
    expect(main.stdout).toContain('Revoked the access token.');
    expect(await isLive(token)).toBe(false);
    // Recorded right after the login, cleared once revoked: the runner keeps the last value.
    const written = main.stateEntries.filter(([name]) => name === STATE.token);
    expect(written.map(([, value]) => value)).toEqual(['', token, '']);
    const runnerView = parseFileCommands(readFileSync(main.files.state, 'utf8'));
    expect(Object.fromEntries(runnerView)[STATE.token]).toBe('');
    expectNoLeaks(main, [MEMBER_CLIENT_SECRET, token]);

    server().requests.length = 0;
    const post = await runPostStep(main, {
      mode: 'built',
      inputs: inputs(),
      env: { NODE_OPTIONS: MODULE_TRACE_IMPORT },
    });
    expect(post.exitCode).toBe(0);
    expect(post.warnings).toEqual([]);
    expect(server().requests).toEqual([]);
    // The file is still removed, by the post step's own small bundle alone.
    expect(existsSync(path.join(main.workspace, '.env'))).toBe(false);
    expect(filesLoadedUnder(post.stderr, 'dist')).toEqual(['post/index.cjs']);
    expect(post.masks).toEqual([]);
  });

  it('a step that fails on its inputs sends nothing, and its early connection does not keep it alive (built)', async () => {
    const connectionsBefore = server().connections;
    const main = await runStep({ mode: 'built', inputs: inputs({ 'client-id': '' }) });
    expect(main.exitCode).toBe(1);
    expect(main.errors).toEqual([expect.stringMatching(/client-id/)]);
    expect(server().requests).toEqual([]);
    // The entry connected to `domain` before the inputs were read; nothing went over it.
    await vi.waitFor(() => expect(server().connections - connectionsBefore).toBe(1));
  });

  it.skipIf(process.platform === 'win32')(
    'a connection attempt still under way does not hold a step that fails on its inputs (built)',
    async () => {
      const stalled = await stalledPort();
      try {
        const main = await runStep({
          mode: 'built',
          inputs: inputs({ domain: `http://127.0.0.1:${stalled.port}`, 'client-id': '' }),
          // Held by the attempt, it would end when the kernel gives up, about two minutes on.
          timeoutMs: 20_000,
        });
        expect(main.exitCode).toBe(1);
        expect(main.errors).toEqual([expect.stringMatching(/client-id/)]);
      } finally {
        await stalled.close();
      }
    },
  );

  it('a post step with nothing left makes no request and loads only its own bundle (built)', async () => {
    const main = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(main.savedState).toEqual({ [STATE.baseUrl]: server().url });
    server().requests.length = 0;
    // What every main step that ends well leaves, and one that failed before logging in.
    const nothing = Object.fromEntries(Object.values(STATE).map((name) => [name, '']));
    for (const state of [main.state, nothing]) {
      const post = await runStep({
        mode: 'built',
        entry: 'post',
        inputs: inputs(),
        state,
        env: { NODE_OPTIONS: MODULE_TRACE_IMPORT },
      });
      expect(post.exitCode).toBe(0);
      expect(post.stdout).toBe('');
      expect(filesLoadedUnder(post.stderr, 'dist')).toEqual(['post/index.cjs']);
    }
    expect(server().requests).toEqual([]);
  });

  it('a listing that fails after the login: the main step still revokes the token', async () => {
    server().faults.add({
      match: { path: '/api/v3/secrets/raw' },
      kind: { status: 503 },
      times: 100,
    });
    const run = await runStep({ mode: 'in-process', inputs: inputs({ retries: '1' }) });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.warnings).toEqual([]);
    const token = obtainedToken(run)!;
    expect(revokesOf(server()).map((r) => r.body)).toEqual([{ accessToken: token }]);
    expect(run.state[STATE.token]).toBe('');
    expect(await isLive(token)).toBe(false);
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.stdout).toBe('');
    expect(revokesOf(server())).toHaveLength(1);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, token]);
  });

  it('an export that fails after the listing: the main step still revokes the token, once', async () => {
    // GITHUB_ENV is a folder: the export's write fails after the secrets were read.
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs(),
      env: { GITHUB_ENV: mkdtempSync(path.join(os.tmpdir(), 'env-folder-')) },
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    const token = obtainedToken(run)!;
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', LIST, REVOKE]);
    expect(run.state[STATE.token]).toBe('');
    expect(await isLive(token)).toBe(false);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, token]);
  });

  it('a server that stopped answering: the main step does not wait on a revoke, the post step revokes', async () => {
    server().faults.add({ match: { path: '/api/v3/secrets/raw' }, kind: 'hang', times: 1 });
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({ timeout: '1', retries: '0' }),
    });
    expect(main.exitCode).toBe(1);
    expect(main.errors[0]).toMatch(/no answer within the timeout/);
    expect(main.warnings).toEqual([]);
    expect(revokesOf(server())).toEqual([]);
    const token = obtainedToken(main)!;
    expect(main.state[STATE.token]).toBe(token);
    const post = await runPostStep(main, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(revokesOf(server()).map((r) => r.body)).toEqual([{ accessToken: token }]);
    expect(await isLive(token)).toBe(false);
  });

  it('clean: false: no revoke in the main step nor in the post step', async () => {
    const main = await runStep({ mode: 'in-process', inputs: inputs({ clean: 'false' }) });
    expect(main.exitCode).toBe(0);
    expect(main.savedState).toEqual({});
    await runPostStep(main, { mode: 'in-process', inputs: inputs({ clean: 'false' }) });
    expect(revokesOf(server())).toEqual([]);
    const [, listing] = server().requests;
    const token = listing!.headers.authorization!.replace(/^Bearer /, '');
    expect(await isLive(token)).toBe(true);
  });

  it('a sub-action revokes on its connection too', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: {
        domain: server().url,
        'client-id': MEMBER_CLIENT_ID,
        'client-secret': MEMBER_CLIENT_SECRET,
        'project-slug': PROJECT_SLUG,
        operation: 'list',
      },
    });
    expect(run.exitCode).toBe(0);
    const requests = server().requests;
    expect(requests.at(-1)!.path).toBe(REVOKE_PATH);
    expect(new Set(requests.map((r) => r.connectionId)).size).toBe(1);
    expect(run.state[STATE.token]).toBe('');
  });
});

describe('a token handed out to later steps (`output-access-token`)', () => {
  it('stays valid after the main step, and the post step revokes it (built)', async () => {
    const main = await runStep({
      mode: 'built',
      inputs: inputs({ 'output-access-token': 'true' }),
    });
    expect(main.exitCode).toBe(0);
    const token = obtainedToken(main)!;
    expect(main.outputs['access-token']).toBe(token);
    expect(revokesOf(server())).toEqual([]);
    expect(main.state[STATE.token]).toBe(token);
    expect(await isLive(token)).toBe(true);
    const connectionsBefore = server().connections;
    const post = await runPostStep(main, {
      mode: 'built',
      inputs: inputs(),
      env: { NODE_OPTIONS: MODULE_TRACE_IMPORT },
    });
    expect(post.exitCode).toBe(0);
    // Its entry loaded the early connection's bundle, then the shared one, to revoke.
    expect(filesLoadedUnder(post.stderr, 'dist')).toEqual(
      expect.arrayContaining(['post/index.cjs', 'early/index.js', 'lib/index.js']),
    );
    expect(post.warnings).toEqual([]);
    expect(post.masks[0]).toBe(token);
    expect(post.stdout).toContain('Revoked the access token.');
    expect(revokesOf(server()).map((r) => r.body)).toEqual([{ accessToken: token }]);
    // On the connection it opened to the recorded address while the shared bundle loaded.
    expect(server().connections - connectionsBefore).toBe(1);
    expect(await isLive(token)).toBe(false);
    expectNoLeaks(post, [MEMBER_CLIENT_SECRET, token]);
  });

  it('the post step revokes over the connection its entry opened to the recorded address', async () => {
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true' }),
    });
    const token = obtainedToken(main)!;
    // What src/post/index.ts opens, given the address the main step recorded.
    const early = connectEarly({}, main.savedState[STATE.baseUrl]!)!;
    const connectionsBefore = server().connections;
    const post = await runStep({
      mode: 'in-process',
      entry: 'post',
      inputs: inputs(),
      state: main.state,
      deps: { early },
    });
    expect(post.exitCode).toBe(0);
    expect(revokesOf(server()).map((r) => r.body)).toEqual([{ accessToken: token }]);
    // Taken by the revoke, which opened no other connection.
    expect(early.take(early.destination)).toBeUndefined();
    expect(server().connections - connectionsBefore).toBe(1);
  });

  it('a main step whose export fails after handing it out leaves it to the post step', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true' }),
      env: { GITHUB_ENV: mkdtempSync(path.join(os.tmpdir(), 'env-folder-')) },
    });
    expect(run.exitCode).toBe(1);
    const token = obtainedToken(run)!;
    expect(revokesOf(server())).toHaveLength(0);
    expect(run.state[STATE.token]).toBe(token);
    const post = await runPostStep(run, { mode: 'in-process', inputs: inputs() });
    expect(post.exitCode).toBe(0);
    expect(revokesOf(server()).map((r) => r.body)).toEqual([{ accessToken: token }]);
    expect(await isLive(token)).toBe(false);
  });

  it('a main step that fails before handing it out revokes it itself', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true', keys: 'NO_SUCH_KEY' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toEqual({});
    expect(revokesOf(server())).toHaveLength(1);
    expect(run.state[STATE.token]).toBe('');
  });
});

describe('a post step that cannot revoke', () => {
  it('an input the revoke needs is wrong: a warning, the token left to expire, exit 0', async () => {
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true' }),
    });
    expect(main.exitCode).toBe(0);
    const token = obtainedToken(main)!;
    // The job changed the input between the steps (the runner passes it to both).
    const post = await runPostStep(main, {
      mode: 'in-process',
      inputs: inputs({ 'output-access-token': 'true', timeout: 'soon' }),
    });
    expect(post.exitCode).toBe(0);
    expect(post.errors).toEqual([]);
    expect(post.warnings).toHaveLength(1);
    expect(post.warnings[0]).toMatch(
      /^Could not revoke the access token \(it expires on its own\): Input `timeout`/,
    );
    expect(revokesOf(server())).toHaveLength(0);
    expect(await isLive(token)).toBe(true);
    expectNoLeaks(post, [MEMBER_CLIENT_SECRET, token]);
  });
});

describe('a post step whose shared bundle cannot load', () => {
  it('warns once, still removes the recorded file, leaves the token to expire, exit 0 (built)', async () => {
    const main = await runStep({
      mode: 'in-process',
      inputs: inputs({
        'output-access-token': 'true',
        'export-type': 'file',
        'file-format': 'shell',
      }),
    });
    expect(main.exitCode).toBe(0);
    const token = obtainedToken(main)!;
    const file = path.join(main.workspace, '.env');
    expect(existsSync(file)).toBe(true);
    // The post step's own bundle, without dist/lib/ beside it (a damaged or partial checkout).
    const dist = mkdtempSync(path.join(os.tmpdir(), 'post-alone-'));
    mkdirSync(path.join(dist, 'post'));
    copyFileSync(
      path.join(root, 'dist', 'post', 'index.cjs'),
      path.join(dist, 'post', 'index.cjs'),
    );
    const state = Object.fromEntries(
      Object.entries(main.savedState).map(([name, value]) => [`STATE_${name}`, value]),
    );
    const child = spawnSync(process.execPath, [path.join(dist, 'post', 'index.cjs')], {
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: main.workspace,
        RUNNER_TEMP: path.dirname(main.files.env),
        ...state,
      },
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(0);
    const warnings = child.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^::warning::Could not revoke the access token \(it expires on its own\): /,
      ),
    ]);
    expect(child.stdout).toContain(`::add-mask::${token}`);
    expect(child.stdout.replace(`::add-mask::${token}`, '')).not.toContain(token);
    expect(child.stderr).toBe('');
    expect(existsSync(file)).toBe(false);
    expect(revokesOf(server())).toHaveLength(0);
    expect(await isLive(token)).toBe(true);
  });
});

describe('a revoke that fails in the main step is retried by the post step', () => {
  it('a warning in the main step, which still exports; the post step revokes', async () => {
    server().faults.add({ match: { path: REVOKE_PATH }, kind: { status: 503 }, times: 1 });
    const main = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(main.exitCode).toBe(0);
    expect(Object.keys(main.env).length).toBeGreaterThan(0);
    // One attempt only: the job's next step does not wait for retries.
    expect(revokesOf(server())).toHaveLength(1);
    expect(main.warnings).toHaveLength(1);
    expect(main.warnings[0]).toMatch(
      /^Could not revoke the access token yet \(the post step tries again\): revoke access token failed \(POST \/api\/v1\/auth\/token\/revoke\): HTTP 503/,
    );
    const token = obtainedToken(main)!;
    expect(main.state[STATE.token]).toBe(token);
    expect(main.state[STATE.revokeTried]).toBe('true');
    expect(await isLive(token)).toBe(true);
    const post = await runPostStep(main, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(post.stdout).toContain('Revoked the access token.');
    expect(revokesOf(server())).toHaveLength(2);
    expect(await isLive(token)).toBe(false);
    expectNoLeaks(main, [MEMBER_CLIENT_SECRET, token]);
    expectNoLeaks(post, [MEMBER_CLIENT_SECRET, token]);
  });

  it('an attempt in the main step that went through with its answer lost: the post step says so', async () => {
    // The server revokes, then the answer is cut short: the main step cannot know.
    server().faults.add({ match: { path: REVOKE_PATH }, kind: 'truncated', times: 1 });
    const main = await runStep({ mode: 'in-process', inputs: inputs() });
    expect(main.warnings).toHaveLength(1);
    const token = obtainedToken(main)!;
    expect(await isLive(token)).toBe(false);
    const post = await runPostStep(main, { mode: 'in-process', inputs: inputs() });
    expect(post.warnings).toEqual([]);
    expect(post.stdout).toContain(
      'Revoked the access token (an earlier attempt went through; its answer was lost).',
    );
  });

  it('a server that keeps failing: a warning in each step, and the token is left to expire', async () => {
    server().faults.add({ match: { path: REVOKE_PATH }, kind: { status: 503 }, times: 100 });
    const main = await runStep({ mode: 'in-process', inputs: inputs({ retries: '2' }) });
    expect(main.exitCode).toBe(0);
    const post = await runPostStep(main, { mode: 'in-process', inputs: inputs({ retries: '2' }) });
    expect(post.exitCode).toBe(0);
    expect(post.warnings).toHaveLength(1);
    expect(post.warnings[0]).toMatch(
      /^Could not revoke the access token \(it expires on its own\): revoke access token failed .*after 3 attempts/,
    );
    expect(revokesOf(server())).toHaveLength(4);
  });
});

describe('the command-line tool', () => {
  /** Runs the tool in process with the fake timing (no retry waits). */
  async function cli(args: string[]): Promise<{ code: unknown; stderr: string }> {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let text = '';
    stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    stdout.resume();
    const timing = fakeTiming();
    const code = await cliMain(args, {
      env: {
        INFISICAL_DOMAIN: server().url,
        INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
        INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
        INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
      },
      cwd: root,
      stdout,
      stderr,
      deps: { now: timing.now, retry: timing.retry },
    });
    return { code, stderr: text };
  }

  it('revokes on the connection the listing used', async () => {
    const run = await cli(['export', '--env-slug', 'dev', '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    expect(calls(server())).toEqual(['POST /api/v1/auth/universal-auth/login', LIST, REVOKE]);
    expect(new Set(server().requests.map((r) => r.connectionId)).size).toBe(1);
  });

  it('has no post step: a revoke that fails once is retried at once, on the same connection', async () => {
    server().faults.add({ match: { path: REVOKE_PATH }, kind: { status: 503 }, times: 1 });
    const run = await cli(['tags', 'list']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('warning');
    expect(revokesOf(server())).toHaveLength(2);
    expect(new Set(server().requests.map((r) => r.connectionId)).size).toBe(1);
  });
});
