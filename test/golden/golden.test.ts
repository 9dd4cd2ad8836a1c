// Golden logs: the whole log of typical runs of the main action, a sub-action, the post step and
// the tool, stored in test/golden/logs/ and compared with every run (a change shows as a diff).
// What varies between runs (ports, temporary folders, tokens, random delimiters, durations, made
// up ids) is replaced by placeholders first (normalise.ts). The runs are in process, against the
// fake server, on a clock that only moves when the code sleeps and with the retry jitter pinned.
//
// After a deliberate change: `npm run golden:update` rewrites the files; review them with
// `git diff test/golden/logs` and commit them with the change.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { runPostStep, runStep, runTool, type ActionRun, type ToolRun } from '../support/run.ts';
import { login, mainInputs, useFakeServer } from '../support/use-fake-server.ts';
import { PROJECT_ID } from '../support/fake-server/index.ts';
import { normalise } from './normalise.ts';

/** The time of every run: the fake server's clock and the action's stand still there. */
const FROZEN_AT = Date.parse('2026-11-23T12:00:00Z');
const server = useFakeServer({ frozenAt: FROZEN_AT });

/** The golden file of a scenario. */
const golden = (name: string): string => `./logs/${name}.txt`;

/** A section of a golden file: a heading and its text (none when empty). */
const section = (heading: string, text: string): string =>
  text === ''
    ? `## ${heading}: (none)\n`
    : `## ${heading}\n${text.endsWith('\n') ? text : `${text}\n`}`;

/** Name-value pairs, one a line, values as JSON strings (a multi-line value stays on one line). */
const pairs = (entries: [string, string][]): string =>
  entries.map(([name, value]) => `${name}=${JSON.stringify(value)}`).join('\n');

/** What a step left: its exit code, its log, and what it wrote for the job. */
function stepLog(run: ActionRun, title: string): string {
  const file = path.join(run.workspace, '.env');
  const places = { workspace: run.workspace, runnerTemp: path.dirname(run.files.env) };
  return normalise(
    [
      `# ${title}\n`,
      `exit code: ${run.exitCode}\n`,
      section('stdout', run.stdout),
      section('GITHUB_ENV', pairs(run.envEntries)),
      section('GITHUB_OUTPUT', pairs(Object.entries(run.outputs))),
      section('GITHUB_STATE', pairs(run.stateEntries)),
      section('.env', existsSync(file) ? readFileSync(file, 'utf8') : ''),
      section('GITHUB_STEP_SUMMARY', run.summary),
    ].join('\n'),
    places,
  );
}

/** What a run of the tool printed, and how it ended. */
function toolLog(run: ToolRun, title: string): string {
  return normalise(
    [
      `# ${title}\n`,
      `exit code: ${run.code}\n`,
      section('stdout', run.stdout),
      section('stderr', run.stderr),
    ].join('\n'),
  );
}

const main = (extra: Record<string, string> = {}) => mainInputs(server().url, extra);

describe('golden logs of the main action', () => {
  it('universal auth, two paths, to the environment and a file', async () => {
    // Each listing's values are masked as it arrives: `/app`'s comes second, on every run.
    server().faults.add({
      match: { path: '/api/v3/secrets/raw', query: { secretPath: '/app' } },
      kind: { delayMs: 100 },
    });
    const run = await runStep({
      mode: 'in-process',
      inputs: main({ 'secret-path': '/\n/app', 'export-type': 'env,file', 'file-format': 'shell' }),
    });
    await expect(stepLog(run, 'main: two paths, env and file')).toMatchFileSnapshot(
      golden('main-two-paths'),
    );
  });

  it('recursive, a key in two folders: the nearest wins, with a warning', async () => {
    // Fixed ids: the server lists secrets in the order of their ids.
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    server().state.setSecrets([
      { environment: 'dev', path: '/nested', key: 'REGION', value: 'eu-west-3', id: id(1) },
      { environment: 'dev', path: '/nested/deeper', key: 'REGION', value: 'us-east-1', id: id(2) },
      {
        environment: 'dev',
        path: '/nested/deeper',
        key: 'DEEP_ONLY',
        value: 'deep-value',
        id: id(3),
      },
    ]);
    const run = await runStep({
      mode: 'in-process',
      inputs: main({ 'secret-path': '/nested', recursive: 'true' }),
    });
    await expect(stepLog(run, 'main: recursive, a collision')).toMatchFileSnapshot(
      golden('main-recursive-collision'),
    );
  });

  it('an unknown environment: one error with the nearest slug', async () => {
    const run = await runStep({ mode: 'in-process', inputs: main({ 'env-slug': 'prdo' }) });
    await expect(stepLog(run, 'main: unknown environment')).toMatchFileSnapshot(
      golden('main-unknown-environment'),
    );
  });

  it('a rate-limited listing, retried after the wait the server asks for', async () => {
    server().faults.add({
      match: { path: '/api/v3/secrets/raw' },
      kind: { status: 429, retryAfter: 2 },
    });
    const run = await runStep({ mode: 'in-process', inputs: main() });
    await expect(stepLog(run, 'main: rate limited, retried')).toMatchFileSnapshot(
      golden('main-rate-limited'),
    );
  });

  it('a value the identity may not read: one error naming the key and the permission', async () => {
    server().state.hideValues({
      principalId: MEMBER_IDENTITY_ID,
      environment: 'dev',
      key: 'API_KEY',
    });
    const run = await runStep({ mode: 'in-process', inputs: main() });
    await expect(stepLog(run, 'main: a hidden value')).toMatchFileSnapshot(
      golden('main-hidden-value'),
    );
  });

  it('the post step with nothing left to do', async () => {
    const first = await runStep({ mode: 'in-process', inputs: main() });
    const post = await runPostStep(first, { mode: 'in-process', inputs: main() });
    await expect(stepLog(post, 'post: nothing left')).toMatchFileSnapshot(
      golden('post-nothing-left'),
    );
  });
});

describe('golden logs of the sub-actions', () => {
  const inProject = (extra: Record<string, string>) => ({
    ...login(server()),
    'project-id': PROJECT_ID,
    ...extra,
  });

  it('secrets set: one created, one updated, one unchanged', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inProject({
        operation: 'set',
        'env-slug': 'dev',
        secrets:
          'NEW_KEY=new-value\nAPI_KEY=rotated-api-key\nDATABASE_URL=postgres://dev-user:dev-pass@db.local:5432/app',
      }),
      hidden: ['new-value', 'rotated-api-key'],
    });
    await expect(stepLog(run, 'secrets: set')).toMatchFileSnapshot(golden('secrets-set'));
  });

  it('folders create with if-exists: skip, of a folder that exists', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inProject({
        operation: 'create',
        'env-slug': 'dev',
        'folder-path': '/app',
        'if-exists': 'skip',
      }),
    });
    await expect(stepLog(run, 'folders: create, exists, skipped')).toMatchFileSnapshot(
      golden('folders-create-skip'),
    );
  });
});

describe('golden logs of the tool', () => {
  const env = () => ({
    INFISICAL_DOMAIN: server().url,
    INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
    INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
    INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
  });

  it('export', async () => {
    const run = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'in-process',
      env: env(),
    });
    await expect(toolLog(run, 'infisical-ci export')).toMatchFileSnapshot(golden('tool-export'));
  });

  it('run', async () => {
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--',
        process.execPath,
        '-e',
        'console.log(process.env.API_KEY)',
      ],
      { mode: 'in-process', env: env() },
    );
    await expect(toolLog(run, 'infisical-ci run')).toMatchFileSnapshot(golden('tool-run'));
  });

  it('a usage error', async () => {
    const run = await runTool(['export', '--env-slug'], { mode: 'in-process', env: env() });
    await expect(toolLog(run, 'infisical-ci export --env-slug')).toMatchFileSnapshot(
      golden('tool-usage-error'),
    );
  });
});
