// The `secrets` sub-action in process against the loopback server: what `set` writes (and what it
// leaves alone), the requests it takes, how values round-trip, the checks made before any
// request, each refusal of the server, a failure between batches, and `delete` with `if-missing`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BATCH_BODY_CAP } from '../../src/secrets/batches.js';
import {
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  type FakeServer,
  type FaultKind,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { startReverseProxy } from '../support/reverse-proxy.ts';
import type { ActionRun } from '../support/run-action.ts';
import {
  legacyView,
  onLegacyRoutes,
  onSuccessorRoutes,
  projectField,
  sentPath,
  sentPathPattern,
  successorsOnly,
} from '../support/use-fake-server.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  type Identity,
  json,
  REVOKE,
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const FOLDER = '/ci';
const LIST = 'GET /api/v3/secrets/raw';
const LOGIN = 'POST /api/v1/auth/universal-auth/login';
const CREATE = 'POST /api/v3/secrets/batch/raw';
const UPDATE = 'PATCH /api/v3/secrets/batch/raw';
const DELETE = 'DELETE /api/v3/secrets/batch/raw';
/** The batch route, as messages name it in this run. */
const BATCH_PATH = sentPathPattern('/api/v3/secrets/batch/raw');
/** What the batches say besides the folder and the secrets (the successor's update names its mode). */
const updateMode = (): Record<string, string> =>
  successorsOnly() ? { mode: 'failOnNotFound' } : {};

const { server, inputs } = useProjectServer({ 'env-slug': 'dev', 'secret-path': FOLDER });

/** A folder holding these secrets, created for the test. */
function seed(secrets: Record<string, string>, folder = FOLDER): void {
  server().state.addFolder({ environment: 'dev', path: folder });
  for (const [key, value] of Object.entries(secrets)) {
    server().state.setSecret({ environment: 'dev', path: folder, key, value });
  }
}

/** What the folder holds now, by key. */
function held(s: FakeServer = server(), folder = FOLDER): Record<string, string> {
  const env = s.state.environment(PROJECT_ID, 'dev')!;
  const found = s.state.folder(env.id, folder);
  if (!found) return {};
  return Object.fromEntries(
    s.state.secretsIn(found.id).map((secret) => [secret.key, secret.value]),
  );
}

/** Runs `set` and checks, whatever the outcome, that no given value leaked. */
async function set(
  secrets: string,
  values: readonly string[],
  extra: Record<string, string> = {},
  who: Identity = 'member',
): Promise<ActionRun> {
  const run = await runStep({
    mode: 'in-process',
    action: 'secrets',
    inputs: inputs({ operation: 'set', secrets, ...extra }, who),
  });
  expectNoLeaks(run, values);
  return run;
}

function bodyOf(s: FakeServer, call: string): Record<string, unknown> {
  const request = legacyView(s).find((r) => `${r.method} ${r.path}` === call);
  expect(request, call).toBeDefined();
  return request!.body as Record<string, unknown>;
}

describe('secrets: set', () => {
  it('creates new keys, updates changed ones, leaves equal ones alone: one listing, two batches', async () => {
    seed({ SAME: 'same-value-1', CHANGED: 'old-value-2' });
    const run = await set('SAME=same-value-1\nCHANGED=new-value-2\nNEW=new-value-3', [
      'same-value-1',
      'new-value-2',
      'new-value-3',
      'old-value-2', // the listing's values are never shown either
    ]);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, UPDATE, REVOKE]);
    // The folder's own values as stored: no imports, no expanded references, no sub-folders.
    const listing = legacyView(server())[1]!;
    expect(listing.query).toMatchObject({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      secretPath: FOLDER,
      include_imports: 'false',
      recursive: 'false',
      expandSecretReferences: 'false',
    });
    const place = { [projectField()]: PROJECT_ID, environment: 'dev', secretPath: FOLDER };
    expect(bodyOf(server(), CREATE)).toEqual({
      ...place,
      secrets: [{ secretKey: 'NEW', secretValue: 'new-value-3' }],
    });
    expect(bodyOf(server(), UPDATE)).toEqual({
      ...place,
      ...updateMode(),
      secrets: [{ secretKey: 'CHANGED', secretValue: 'new-value-2' }],
    });
    expect(held()).toEqual({ SAME: 'same-value-1', CHANGED: 'new-value-2', NEW: 'new-value-3' });
    expect(json(run, 'created')).toEqual(['NEW']);
    expect(json(run, 'updated')).toEqual(['CHANGED']);
    expect(json(run, 'unchanged')).toEqual(['SAME']);
    expect(run.outputs.count).toBe('3');
    expect(run.outputs.deleted).toBeUndefined();
    expect(run.summary).toMatch(/\| Created \| 1 \| `NEW` \|/);
    expect(run.summary).toMatch(/\| Updated \| 1 \| `CHANGED` \|/);
    expect(run.summary).toMatch(/\| Unchanged \| 1 \| `SAME` \|/);
    expect(run.stdout).toContain('Set 3 secrets in dev:/ci: 1 created, 1 updated, 1 unchanged.');
  });

  it('a second run of the same step writes nothing: everything is unchanged', async () => {
    seed({});
    const text = 'A=alpha-value\nB="multi\\nline value"\n';
    expectSuccess(await set(text, ['alpha-value', 'multi\nline value']));
    const before = calls(server()).length;
    const again = await set(text, ['alpha-value', 'multi\nline value']);
    expectSuccess(again);
    expect(calls(server()).slice(before)).toEqual([LOGIN, LIST, REVOKE]);
    expect(json(again, 'created')).toEqual([]);
    expect(json(again, 'updated')).toEqual([]);
    expect(json(again, 'unchanged')).toEqual(['A', 'B']);
  });

  it('stores multi-line and quoted values exactly, and finds them unchanged when read back', async () => {
    seed({});
    const pem = '-----BEGIN KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX\n-----END KEY-----';
    const expected = {
      PEM: pem,
      ESCAPED: 'line one\nline two\n',
      LITERAL: 'a "b" $HOME `c` # not a comment \\n',
      TICKS: 'it\'s "quoted"',
      PLAIN: 'postgres://u:p@h/db?x=1&y=2',
      UNICODE: 'päßwörd 🔐',
      EMPTY: '',
    };
    const text = [
      `PEM='${pem}'`,
      'ESCAPED="line one\\nline two\\n"',
      `export LITERAL='${expected.LITERAL}'`,
      `TICKS=\`${expected.TICKS}\``,
      `PLAIN=${expected.PLAIN} # a comment`,
      `UNICODE="${expected.UNICODE}"`,
      'EMPTY=',
    ].join('\n');
    const values = Object.values(expected);
    const run = await set(text, values);
    expectSuccess(run);
    expect(held()).toEqual(expected);
    expect(json(run, 'created')).toEqual(Object.keys(expected));
    for (const value of values.filter((v) => v.trim() !== '')) {
      expect(run.masks, value).toContain(value);
    }
    expect(run.masks).toContain('MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX');

    const again = await set(text, values);
    expectSuccess(again);
    expect(json(again, 'unchanged')).toEqual(Object.keys(expected));
  });

  it('registers every value, and each line of a multi-line one, before the first request', async () => {
    server().faults.add({ match: { path: '/api/v1/auth/universal-auth/login' }, kind: 'reset' });
    seed({});
    const run = await set("K1='first-line-secret\nsecond-line-secret'\nK2=plain-secret-value", [
      'first-line-secret\nsecond-line-secret',
      'plain-secret-value',
    ]);
    expectSuccess(run);
    const lines = run.stdout.split(/\r?\n/);
    const firstAfterRequest = lines.findIndex(
      (line) => line.startsWith('::debug::') || /trying again/.test(line),
    );
    expect(firstAfterRequest).toBeGreaterThan(0);
    for (const mask of [
      'first-line-secret\nsecond-line-secret',
      'first-line-secret',
      'second-line-secret',
      'plain-secret-value',
    ]) {
      const index = run.lines.findIndex(
        (line) => line.command?.command === 'add-mask' && line.command.data === mask,
      );
      expect(index, mask).toBeGreaterThanOrEqual(0);
      expect(index, mask).toBeLessThan(firstAfterRequest);
    }
  });

  onLegacyRoutes(
    'takes project-slug without a lookup: the listing and the batch take the slug',
    async () => {
      seed({ OLD: 'x-old-value' });
      const { 'project-id': _id, ...rest } = inputs({ operation: 'set', secrets: 'NEW=new-value' });
      const run = await runStep({
        mode: 'in-process',
        action: 'secrets',
        inputs: { ...rest, 'project-slug': PROJECT_SLUG },
      });
      expectSuccess(run);
      expect(calls(server())).toEqual([LOGIN, LIST, CREATE, REVOKE]);
      expect(server().requests[1]!.query.workspaceSlug).toBe(PROJECT_SLUG);
      expect(bodyOf(server(), CREATE)).toMatchObject({ projectSlug: PROJECT_SLUG });
      expect(bodyOf(server(), CREATE)).not.toHaveProperty('workspaceId');
      expect(held()).toEqual({ OLD: 'x-old-value', NEW: 'new-value' });
    },
  );

  // The successors take a project id only (backend/src/server/routes/v4/secret-router.ts): the
  // slug is read once, and the listing and the batch take the id.
  onSuccessorRoutes(
    'takes project-slug: read once, the listing and the batch take its id',
    async () => {
      seed({ OLD: 'x-old-value' });
      const { 'project-id': _id, ...rest } = inputs({ operation: 'set', secrets: 'NEW=new-value' });
      const run = await runStep({
        mode: 'in-process',
        action: 'secrets',
        inputs: { ...rest, 'project-slug': PROJECT_SLUG },
      });
      expectSuccess(run);
      expect(calls(server())).toEqual([
        LOGIN,
        `GET /api/v2/workspace/${PROJECT_SLUG}`,
        LIST,
        CREATE,
        REVOKE,
      ]);
      expect(legacyView(server())[2]!.query.projectId).toBe(PROJECT_ID);
      expect(bodyOf(server(), CREATE)).toMatchObject({ projectId: PROJECT_ID });
      expect(bodyOf(server(), CREATE)).not.toHaveProperty('projectSlug');
      expect(held()).toEqual({ OLD: 'x-old-value', NEW: 'new-value' });
    },
  );

  it('splits batches that would pass the body cap, and keeps each body under it', async () => {
    seed({});
    const big = (c: string): string => c.repeat(200 * 1024);
    const values = [big('a'), big('b'), big('c'), big('d'), 'small-value'];
    const text = values.map((v, i) => `K${i}=${v}`).join('\n');
    const run = await set(text, values);
    expectSuccess(run);
    const creates = legacyView(server()).filter((r) => `${r.method} ${r.path}` === CREATE);
    expect(creates).toHaveLength(2);
    for (const request of creates)
      expect(request.rawBody.length).toBeLessThanOrEqual(BATCH_BODY_CAP);
    expect(Object.keys(held()).sort()).toEqual(['K0', 'K1', 'K2', 'K3', 'K4']);
    expect(json(run, 'created')).toEqual(['K0', 'K1', 'K2', 'K3', 'K4']);
  });

  onLegacyRoutes(
    'a key that holds `::` is plain text everywhere: log, summary, outputs',
    async () => {
      seed({});
      const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-ws-'));
      const key = '::warning::pwned';
      writeFileSync(path.join(dir, 's.json'), JSON.stringify({ [key]: 'hostile-key-value' }));
      const run = await runStep({
        mode: 'in-process',
        action: 'secrets',
        inputs: inputs({ operation: 'set', 'secrets-file': 's.json' }),
        workspace: dir,
      });
      expectSuccess(run);
      expect(run.warnings).toEqual([]);
      expect(json(run, 'created')).toEqual([key]);
      expect(held()).toEqual({ [key]: 'hostile-key-value' });
    },
  );

  // The successor refuses a key with `:` or `/` (SecretNameSchema, backend/src/server/lib/
  // schemas.ts, on the batch routes of backend/src/server/routes/v4/secret-router.ts): one error
  // in the server's words, the key never a workflow command, nothing written.
  onSuccessorRoutes(
    'a key that holds `::` is refused by the successor, and stays plain text',
    async () => {
      seed({});
      const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-ws-'));
      const key = '::warning::pwned';
      writeFileSync(path.join(dir, 's.json'), JSON.stringify({ [key]: 'hostile-key-value' }));
      const run = await runStep({
        mode: 'in-process',
        action: 'secrets',
        inputs: inputs({ operation: 'set', 'secrets-file': 's.json' }),
        workspace: dir,
      });
      expectFailure(
        run,
        /create secrets failed \(POST \/api\/v4\/secrets\/batch\): HTTP 422: secrets\.0\.secretKey: Secret name cannot contain colon or forward slash\./,
      );
      expect(run.warnings).toEqual([]);
      expect(held()).toEqual({});
    },
  );
});

describe('secrets: set refuses before any request', () => {
  it.each([
    [
      'a repeated key, named with its lines',
      'A=1\nB=2\nA=3',
      /`A` \(lines 1, 3\): given more than once/,
    ],
    [
      'a value the server would trim',
      "PADDED=' padded-secret '",
      /`PADDED` \(line 1\): the value starts or ends with blanks/,
    ],
    ['two line breaks at the end', 'TWO="two-breaks\\n\\n"', /`TWO`.*would trim/],
    [
      'a malformed line, by number only',
      'A=1\nthis-is-a-secret-value\n',
      /line 2 is not `KEY=value`/,
    ],
    [
      'an unclosed quote',
      "A='open-secret-value\nB=2",
      /line 1 opens a single quote that is never closed/,
    ],
  ])('%s', async (_name, text, pattern) => {
    const run = await set(text, []);
    expectInputError(run, server(), 'secrets');
    expect(run.errors[0]).toMatch(pattern);
    expect(run.errors[0]).not.toMatch(/padded-secret|two-breaks|this-is-a-secret|open-secret/);
  });

  it('lists every bad key in one error, each with its reason, and masks their values first', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-ws-'));
    const file = {
      ' LEADING': 'value-one-1',
      '': 'value-two-2',
      ['K'.repeat(101)]: 'value-three-3',
      'BAD\tTAB': 'value-four-4',
      GOOD: 'value-five-5',
      TRAILING: 'value-six-6 ',
    };
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(file));
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': '/bad.json' }),
      workspace: dir,
    });
    expectInputError(run, server(), 'secrets-file');
    const error = run.errors[0]!;
    expect(error).toMatch(/5 secrets cannot be set as given \(nothing was written\)/);
    expect(error).toContain('` LEADING`: the key starts or ends with a blank');
    expect(error).toContain('``: the key is empty');
    expect(error).toContain('the key is 101 characters long (at most 100)');
    expect(error).toContain('"BAD\\tTAB": the key holds a control character');
    expect(error).toContain('`TRAILING`: the value starts or ends with blanks');
    expect(error).not.toContain('GOOD');
    for (const value of Object.values(file)) {
      expect(error).not.toContain(value.trim());
      expect(run.masks).toContain(value);
    }
    expectNoLeaks(run, Object.values(file));
  });

  it.each([
    ['env-slug', 'env-slug'],
    ['a connection input (client-id)', 'client-id'],
  ])('masks the values before any other input can fail: %s', async (_name, missing) => {
    const all: Record<string, string> = inputs({
      operation: 'set',
      secrets: 'A=masked-before-the-error',
    });
    const rest = Object.fromEntries(Object.entries(all).filter(([name]) => name !== missing));
    const run = await runStep({ mode: 'in-process', action: 'secrets', inputs: rest });
    expectInputError(run, server(), missing);
    const at = (command: string, data?: string): number =>
      run.lines.findIndex(
        (line) =>
          line.command?.command === command && (data === undefined || line.command.data === data),
      );
    expect(at('add-mask', 'masked-before-the-error')).toBeGreaterThanOrEqual(0);
    expect(at('add-mask', 'masked-before-the-error')).toBeLessThan(at('error'));
  });

  it('refuses a value no request can carry (over 1 MiB)', async () => {
    const value = 'x'.repeat(1024 * 1024);
    const run = await set(`HUGE=${value}`, [value]);
    expectInputError(run, server(), 'secrets');
    expect(run.errors[0]).toMatch(/`HUGE` \(line 1\): the value is too large/);
  });

  it.each([
    ['neither input', {}, /needs `secrets`.*or `secrets-file`/],
    [
      'both inputs',
      { secrets: 'A=1', 'secrets-file': 'x.env' },
      /only one of `secrets` and `secrets-file`/,
    ],
    [
      '`keys`, which belongs to delete',
      { secrets: 'A=1', keys: 'A' },
      /`keys` does not apply to `operation: set`/,
    ],
    ['an empty text', { secrets: '# only a comment' }, /no `KEY=value` found/],
  ])('%s', async (_name, extra, pattern) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', ...extra }),
    });
    expectFailure(run, pattern);
    expect(server().requests).toEqual([]);
  });

  it('refuses a folder name the server cannot look up', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', secrets: 'A=1', 'secret-path': '/my.app' }),
    });
    expectInputError(run, server(), 'secret-path');
  });
});

describe('secrets: set from secrets-file', () => {
  function workspace(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-ws-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it('reads a dotenv file in the workspace', async () => {
    seed({});
    const dir = workspace({
      'config/ci.env': "# generated\nDB_URL=postgres://x\nCERT='l1-line-one\nl2-line-two'\n",
    });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'config/ci.env' }),
      workspace: dir,
    });
    expectSuccess(run);
    expect(held()).toEqual({ DB_URL: 'postgres://x', CERT: 'l1-line-one\nl2-line-two' });
    expectNoLeaks(run, ['postgres://x', 'l1-line-one\nl2-line-two']);
  });

  it('reads a JSON object of strings, any key the server can hold', async () => {
    seed({});
    const values = { 'my key.with-odd chars': 'json-value-1', MULTI: 'a\nb\n' };
    const dir = workspace({ 'values.JSON': JSON.stringify(values) });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'values.JSON' }),
      workspace: dir,
    });
    expectSuccess(run);
    expect(held()).toEqual(values);
    expectNoLeaks(run, Object.values(values));
  });

  it("reads an absolute path in the runner's temporary folder, where earlier steps put files", async () => {
    seed({});
    const temp = mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'));
    const file = path.join(temp, 'preview.json');
    writeFileSync(file, JSON.stringify({ DATABASE_URL: 'postgres://temp-file-value' }));
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': file }),
      env: { RUNNER_TEMP: temp },
    });
    expectSuccess(run);
    expect(held()).toEqual({ DATABASE_URL: 'postgres://temp-file-value' });
    expectNoLeaks(run, ['postgres://temp-file-value']);
  });

  it('takes any other absolute path as one in the workspace', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    writeFileSync(path.join(outside, 'x.env'), 'A=outside-value');
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': path.join(outside, 'x.env') }),
      workspace: workspace({}),
    });
    expectInputError(run, server(), 'secrets-file');
    expect(run.errors[0]).toMatch(
      /no such file \(an absolute path outside the workspace and `\$RUNNER_TEMP` is taken as one in the workspace\)/,
    );
  });

  it('refuses numbers and booleans in JSON, naming the keys, never the values', async () => {
    const dir = workspace({ 's.json': '{"PORT": 54329876, "DEBUG": true, "OK": "fine"}' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 's.json' }),
      workspace: dir,
    });
    expectInputError(run, server(), 'secrets-file');
    expect(run.errors[0]).toMatch(/`PORT` is a number, `DEBUG` is a boolean. Quote them/);
    expect(run.errors[0]).not.toContain('54329876');
    expect(run.masks).toContain('54329876');
  });

  it('refuses a key given twice in JSON (the parser would keep the last without a word)', async () => {
    const dir = workspace({
      's.json':
        '{"TOKEN": "first-value", "NESTED_LOOKALIKE": "\\"TOKEN\\": no", "TOKEN" : "second-value"}',
    });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 's.json' }),
      workspace: dir,
    });
    expectInputError(run, server(), 'secrets-file');
    expect(run.errors[0]).toMatch(/`TOKEN` is given more than once; give each key once\./);
    expect(run.errors[0]).not.toMatch(/first-value|second-value|NESTED_LOOKALIKE/);
  });

  it('says where JSON is broken, never quoting it', async () => {
    const dir = workspace({
      'comma.json': '{\n  "A": "first-secret-text"\n  "B": "x"\n}',
      'token.json': '{\n  "A": "x",\n  "B": broken-secret-text\n}',
    });
    const comma = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'comma.json' }),
      workspace: dir,
    });
    expectInputError(comma, server(), 'secrets-file');
    expect(comma.errors[0]).toMatch(/\(comma.json\): not valid JSON \(line 3, column 3\)\./);
    expect(comma.errors[0]).not.toContain('first-secret');
    // The parser's own message quotes the text here: none of it is shown.
    const token = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'token.json' }),
      workspace: dir,
    });
    expectInputError(token, server(), 'secrets-file');
    expect(token.errors[0]).toMatch(/\(token.json\): not valid JSON\. A `.json` file holds/);
    expect(token.errors[0]).not.toContain('broken');
  });

  it('refuses a symbolic link in the checkout that leads outside the workspace', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    writeFileSync(path.join(outside, 'creds.env'), 'STOLEN=outside-secret-value');
    const dir = workspace({});
    symlinkSync(path.join(outside, 'creds.env'), path.join(dir, 'secrets.env'));
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'secrets.env' }),
      workspace: dir,
    });
    expectInputError(run, server(), 'secrets-file');
    expect(run.errors[0]).toMatch(/`secrets.env` leads outside the workspace/);
    // Nothing: the file was never read (and the connection's inputs are read after these).
    expect(run.masks).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a named pipe without waiting on it',
    async () => {
      const dir = workspace({});
      execFileSync('mkfifo', [path.join(dir, 'pipe.env')]);
      const run = await runStep({
        mode: 'in-process',
        action: 'secrets',
        inputs: inputs({ operation: 'set', 'secrets-file': 'pipe.env' }),
        workspace: dir,
      });
      expectInputError(run, server(), 'secrets-file');
      expect(run.errors[0]).toMatch(/not a regular file/);
    },
  );

  it('refuses a path that climbs out of the workspace, and a missing file', async () => {
    const dir = workspace({});
    const climb = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': '../x.env' }),
      workspace: dir,
    });
    expectInputError(climb, server(), 'secrets-file');
    const missing = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'set', 'secrets-file': 'nope.env' }),
      workspace: dir,
    });
    expectInputError(missing, server(), 'secrets-file');
    expect(missing.errors[0]).toMatch(/no such file/);
  });
});

describe('secrets: set, refused by the server', () => {
  it('names an unknown environment', async () => {
    const run = await set('A=some-value', ['some-value'], {
      'env-slug': 'nope',
      'secret-path': '/',
    });
    expectFailure(
      run,
      new RegExp(
        String.raw`create secrets failed \(POST ${BATCH_PATH}\): HTTP 404: Folder with path '\/' in environment with slug 'nope' not found\. Check \`env-slug\``,
      ),
    );
  });

  it('names a missing folder and says how to create it', async () => {
    const run = await set('A=some-value', ['some-value'], { 'secret-path': '/nope/deeper' });
    expectFailure(
      run,
      /HTTP 404: Folder with path '\/nope\/deeper' in environment with slug 'dev' not found\. The folder.*`folders` sub-action/,
    );
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, REVOKE]);
  });

  it('fails for a viewer, whose role may not write; nothing changes', async () => {
    seed({ A: 'old-value-a' });
    const run = await set('A=new-value-a', ['new-value-a'], {}, 'viewer');
    expectFailure(
      run,
      /update secrets failed .*HTTP 403: You are not allowed to edit on secrets\..*role/,
    );
    expect(held()).toEqual({ A: 'old-value-a' });
  });

  it('succeeds for a viewer when nothing needs writing', async () => {
    seed({ A: 'same-value-a' });
    const run = await set('A=same-value-a', ['same-value-a'], {}, 'viewer');
    expectSuccess(run);
    expect(json(run, 'unchanged')).toEqual(['A']);
  });

  it('says exactly what was written when the second batch fails', async () => {
    seed({ CHANGED: 'old-value-c', SAME: 'same-value-s' });
    server().faults.add({
      match: { method: 'PATCH', path: '/api/v3/secrets/batch/raw' },
      times: 2,
      kind: { status: 500 },
    });
    const run = await set(
      'NEW1=new-value-1\nCHANGED=new-value-c\nSAME=same-value-s\nNEW2=new-value-2',
      ['new-value-1', 'new-value-c', 'new-value-2', 'same-value-s'],
    );
    expectFailure(
      run,
      new RegExp(
        String.raw`^update secrets failed \(PATCH ${BATCH_PATH}\): HTTP 500: Something went wrong after 2 attempts\. Written before this failure \(the server has no transaction across requests\): created \`NEW1\`, \`NEW2\`\. Looking at the folder after each lost answer showed this was not applied: update of \`CHANGED\`\. Running the step again lists the folder again and writes only what is left to do\. `,
      ),
    );
    expect(held()).toEqual({
      CHANGED: 'old-value-c',
      SAME: 'same-value-s',
      NEW1: 'new-value-1',
      NEW2: 'new-value-2',
    });

    // The re-run finishes the job: only the update is left.
    const before = calls(server()).length;
    const again = await set(
      'NEW1=new-value-1\nCHANGED=new-value-c\nSAME=same-value-s\nNEW2=new-value-2',
      ['new-value-1', 'new-value-c', 'new-value-2', 'same-value-s'],
    );
    expectSuccess(again);
    expect(calls(server()).slice(before)).toEqual([LOGIN, LIST, UPDATE, REVOKE]);
    expect(json(again, 'updated')).toEqual(['CHANGED']);
    expect(json(again, 'unchanged')).toEqual(['NEW1', 'SAME', 'NEW2']);
  });

  it('names the keys of every batch when a later batch of the same kind fails', async () => {
    seed({});
    const big = (c: string): string => c.repeat(300 * 1024);
    server().faults.add({
      match: { method: 'POST', path: '/api/v3/secrets/batch/raw' },
      kind: { delayMs: 0 },
    });
    server().faults.add({
      match: { method: 'POST', path: '/api/v3/secrets/batch/raw' },
      times: 2,
      kind: { status: 500 },
    });
    const values = [big('a'), big('b'), big('c')];
    const run = await set(values.map((v, i) => `K${i}=${v}`).join('\n'), values);
    expectFailure(
      run,
      /HTTP 500.*created `K0`\. Looking at the folder after each lost answer showed this was not applied: create of `K1`\. Not written: create of `K2`\./,
    );
    expect(Object.keys(held())).toEqual(['K0']);
  });
});

// A write whose answer is lost (a proxy's 5xx, a reset, a timeout) may have been applied: the
// step looks at the folder before anything else, counts what it finds stored as asked as its
// own work, and writes only what is still missing. Never blind, never "someone else".
describe('secrets: a write whose answer was lost', () => {
  const BATCH = '/api/v3/secrets/batch/raw';
  const lost = (method: string, kind: FaultKind, applied: boolean, times = 1): void =>
    server().faults.add({ match: { method, path: BATCH }, kind, applied, times });
  const logLines = (run: ActionRun): string[] =>
    run.lines.filter((line) => line.command === undefined).map((line) => line.raw);
  /** The folder's values, listed as the placeholder to the member (no permission to read them). */
  const hideFolder = (): void =>
    server().state.hideValues({
      principalId: MEMBER_IDENTITY_ID,
      environment: 'dev',
      path: FOLDER,
    });

  it('set: a batch create applied behind a proxy that answered 503 is confirmed by looking, not sent again', async () => {
    seed({ CHANGED: 'old-value-c' });
    lost('POST', { status: 503 }, true);
    const run = await set('NEW=new-value-n\nCHANGED=new-value-c', ['new-value-n', 'new-value-c']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, UPDATE, REVOKE]);
    expect(held()).toEqual({ NEW: 'new-value-n', CHANGED: 'new-value-c' });
    expect(json(run, 'created')).toEqual(['NEW']);
    expect(json(run, 'updated')).toEqual(['CHANGED']);
    expect(json(run, 'unchanged')).toEqual([]);
    const log = logLines(run).join('\n');
    expect(log).toMatch(/create secrets: the answer was lost \(HTTP 503\)/);
    expect(log).toMatch(/dev:\/ci: created `NEW` \(the answer was lost; confirmed by looking/);
    expect(run.stdout).not.toMatch(/someone else/);
    expect(run.warnings).toEqual([]);
  });

  it('set: a batch create that a proxy refused with 502 before the server saw it is sent again after looking', async () => {
    seed({ CHANGED: 'old-value-c' });
    lost('POST', { status: 502 }, false);
    const run = await set('NEW=new-value-n\nCHANGED=new-value-c', ['new-value-n', 'new-value-c']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, CREATE, UPDATE, REVOKE]);
    expect(held()).toEqual({ NEW: 'new-value-n', CHANGED: 'new-value-c' });
    expect(json(run, 'created')).toEqual(['NEW']);
    expect(json(run, 'updated')).toEqual(['CHANGED']);
    expect(logLines(run).join('\n')).toMatch(
      /not stored as asked: `NEW`; the create was not applied\./,
    );
  });

  it('set: a batch update applied before the connection was reset is confirmed by comparing values', async () => {
    seed({ A: 'old-value-a', B: 'old-value-b' });
    lost('PATCH', 'reset', true);
    const run = await set('A=new-value-a\nB=new-value-b', ['new-value-a', 'new-value-b']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, UPDATE, LIST, REVOKE]);
    expect(json(run, 'updated')).toEqual(['A', 'B']);
    expect(json(run, 'created')).toEqual([]);
    expect(held()).toEqual({ A: 'new-value-a', B: 'new-value-b' });
  });

  it('set: a batch update that never reached the server is not repeated blind: it is sent again after looking', async () => {
    seed({ A: 'old-value-a' });
    lost('PATCH', { status: 500 }, false);
    const run = await set('A=new-value-a', ['new-value-a']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, UPDATE, LIST, UPDATE, REVOKE]);
    expect(json(run, 'updated')).toEqual(['A']);
  });

  it('set: the batches after a lost answer are still sent, each key counted once', async () => {
    seed({});
    const big = (c: string): string => c.repeat(300 * 1024);
    const values = [big('a'), big('b'), big('c')];
    lost('POST', { status: 504 }, true);
    const run = await set(values.map((v, i) => `K${i}=${v}`).join('\n'), values);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, CREATE, CREATE, REVOKE]);
    expect(json(run, 'created')).toEqual(['K0', 'K1', 'K2']);
    expect(Object.keys(held()).sort()).toEqual(['K0', 'K1', 'K2']);
  });

  it('set: when every answer is lost and nothing is stored, it fails saying exactly that', async () => {
    seed({ CHANGED: 'old-value-c' });
    lost('POST', { status: 503 }, false, 1000);
    const run = await set('NEW=new-value-n\nCHANGED=new-value-c', ['new-value-n', 'new-value-c'], {
      retries: '2',
    });
    expectFailure(
      run,
      new RegExp(
        String.raw`^create secrets failed \(POST ${BATCH_PATH}\): HTTP 503: non-JSON response \(text\/html\) after 3 attempts\. Nothing was written before this failure\. Looking at the folder after each lost answer showed this was not applied: create of \`NEW\`\. Not written: update of \`CHANGED\`\.`,
      ),
    );
    expect(calls(server())).toEqual([
      LOGIN,
      LIST,
      CREATE,
      LIST,
      CREATE,
      LIST,
      CREATE,
      LIST,
      REVOKE,
    ]);
    expect(held()).toEqual({ CHANGED: 'old-value-c' });
    expect(run.stdout).not.toMatch(/someone else/);
  });

  it('set: a lost update of a value hidden from the identity cannot be told by looking: sent again, never "not applied"', async () => {
    seed({ A: 'old-value-a' });
    hideFolder();
    lost('PATCH', { status: 503 }, true);
    const run = await set('A=new-value-a', ['new-value-a']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, UPDATE, LIST, UPDATE, REVOKE]);
    expect(json(run, 'updated')).toEqual(['A']);
    expect(held()).toEqual({ A: 'new-value-a' });
    const log = logLines(run).join('\n');
    expect(log).toMatch(
      /dev:\/ci: cannot tell whether the update of `A` was applied: its value is hidden from these credentials\. Writing the same value again changes nothing, so it is sent again\./,
    );
    expect(log).not.toMatch(/not stored as asked|was not applied/);
  });

  it('set: a lost create whose key is now listed hidden: cannot tell, written again as an update', async () => {
    seed({});
    hideFolder();
    lost('POST', { status: 503 }, true);
    const run = await set('NEW=new-value-n', ['new-value-n']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, UPDATE, REVOKE]);
    expect(held()).toEqual({ NEW: 'new-value-n' });
    // What this run's answered request did: the create's own answer was lost.
    expect(json(run, 'updated')).toEqual(['NEW']);
    expect(json(run, 'created')).toEqual([]);
    const log = logLines(run).join('\n');
    expect(log).toMatch(
      /dev:\/ci: cannot tell whether the create of `NEW` was applied: its value is hidden from these credentials\. It exists now, so the value is written again as an update, which changes nothing if the create landed\./,
    );
    expect(log).not.toMatch(/not stored as asked|was not applied/);
  });

  it('set: every answer lost for a hidden value: the error says looking cannot tell, and that it may have been applied', async () => {
    seed({ A: 'old-value-a', B: 'old-value-b' });
    hideFolder();
    lost('PATCH', { status: 503 }, true, 1000);
    const run = await set('A=new-value-a\nB=new-value-b', ['new-value-a', 'new-value-b'], {
      retries: '1',
    });
    expectFailure(
      run,
      /^update secrets failed \(PATCH .*\): HTTP 503: .*after 2 attempts\. Nothing was written before this failure\. No answer from the server itself, and the stored values are hidden from these credentials \(they lack the permission to read values\), so looking cannot tell whether this was applied: update of `A`, `B`\./,
    );
    expect(run.errors[0]).not.toMatch(/showed this was not applied/);
    expect(run.errors[0]).toMatch(/It may have been carried out before its answer was lost/);
  });

  it("set: an earlier request that lands after the look is counted as this run's own, never blamed on someone else", async () => {
    seed({ CHANGED: 'old-value-c' });
    // The first create's connection is reset before the server acts, and the look finds nothing;
    // then, as the create is sent again, the first one lands (as a slow server would apply it).
    lost('POST', 'reset', false);
    let landed = false;
    const landsLate = new (class extends RegExp {
      override test(path: string): boolean {
        if (path === BATCH && !landed) {
          landed = true;
          server().state.setSecret({
            environment: 'dev',
            path: FOLDER,
            key: 'NEW',
            value: 'new-value-n',
          });
        }
        return false;
      }
    })('');
    server().faults.add({ match: { method: 'POST', path: landsLate }, kind: 'reset' });
    const run = await set('NEW=new-value-n\nCHANGED=new-value-c', ['new-value-n', 'new-value-c']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, CREATE, LIST, UPDATE, REVOKE]);
    expect(json(run, 'created')).toEqual(['NEW']);
    expect(json(run, 'updated')).toEqual(['CHANGED']);
    expect(run.stdout).not.toMatch(/someone else/);
  });

  it('set: the look is a read, retried as reads are', async () => {
    seed({});
    lost('POST', { status: 503 }, true);
    // The listing after the lost answer (the second listing) meets a 502 once.
    let listings = 0;
    const secondListing = new (class extends RegExp {
      override test(path: string): boolean {
        return path === '/api/v3/secrets/raw' && ++listings === 2;
      }
    })('');
    server().faults.add({ match: { method: 'GET', path: secondListing }, kind: { status: 502 } });
    const run = await set('NEW=new-value-n', ['new-value-n']);
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, LIST, LIST, REVOKE]);
    expect(json(run, 'created')).toEqual(['NEW']);
    expect(logLines(run).join('\n')).toMatch(/list secrets of dev:\/ci: HTTP 502; trying again/);
  });

  it('set: when looking fails too, the error says the batch may or may not have been applied', async () => {
    seed({});
    // The first listing gets through; every later one fails.
    let listings = 0;
    const laterListings = new (class extends RegExp {
      override test(path: string): boolean {
        return path === '/api/v3/secrets/raw' && ++listings > 1;
      }
    })('');
    lost('POST', { status: 503 }, true);
    server().faults.add({
      match: { method: 'GET', path: laterListings },
      kind: { status: 500 },
      times: 1000,
    });
    const run = await set('NEW=new-value-n', ['new-value-n']);
    expectFailure(
      run,
      new RegExp(
        String.raw`^create secrets failed \(POST ${BATCH_PATH}\): HTTP 503: .*Nothing was written before this failure\. No answer from the server itself, and looking at the folder failed too \(list secrets of dev:\/ci failed .*HTTP 500: Something went wrong after 2 attempts\), so this batch may or may not have been applied: create of \`NEW\`\..*It may have been carried out before its answer was lost: check what the server holds before running the step again\.`,
      ),
    );
    expect(run.stdout).not.toMatch(/someone else/);
  });

  it('delete: a batch delete applied behind a proxy that answered 503 is confirmed by looking', async () => {
    seed({ A: 'value-a-1', B: 'value-b-2', KEEP: 'value-k-3' });
    lost('DELETE', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nB' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, DELETE, LIST, REVOKE]);
    expect(json(run, 'deleted')).toEqual(['A', 'B']);
    expect(held()).toEqual({ KEEP: 'value-k-3' });
    expect(run.stdout).not.toMatch(/someone else/);
    expect(run.notices).toEqual([]);
  });

  it('delete: a batch delete that never reached the server is sent again after looking', async () => {
    seed({ A: 'value-a-1', B: 'value-b-2' });
    lost('DELETE', 'reset', false);
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, DELETE, LIST, DELETE, REVOKE]);
    expect(json(run, 'deleted')).toEqual(['A']);
    expect(held()).toEqual({ B: 'value-b-2' });
  });
});

// Newer servers answer a write in an environment under a secret approval policy with
// `{"approval": {...}}` and write nothing (see the fake's approval mode, and its source in
// backend/src/server/routes/v3/deprecated-secret-router.ts of Infisical/infisical).
describe('secrets: a write answered with a change request', () => {
  const WAITS =
    /the environment has a secret approval policy, so the server opened change request `change-[0-9a-f]{8}`, id [0-9a-f-]{36}, status open instead of writing; nothing was written\./;

  it('set: fails saying the change waits for approval, with its id and slug; nothing is reported written', async () => {
    seed({ CHANGED: 'old-value-c' });
    server().state.requireApproval('dev');
    const run = await set('NEW=new-value-n\nCHANGED=new-value-c', ['new-value-n', 'new-value-c']);
    expectFailure(
      run,
      new RegExp(String.raw`^create secrets waits for approval \(POST ${BATCH_PATH}\): `),
    );
    expect(run.errors[0]).toMatch(WAITS);
    const [request] = server().state.approvalRequests;
    expect(run.errors[0]).toContain(`\`${request!.slug}\`, id ${request!.id}`);
    expect(run.errors[0]).toMatch(
      /Nothing was written before this failure\. Waiting for approval in change request .*: create of `NEW`\. Not sent: update of `CHANGED`\. Once a reviewer approves and merges the change request/,
    );
    expect(run.errors[0]).not.toMatch(/domain|no `secrets`/);
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, REVOKE]);
    expect(server().state.approvalRequests.map((r) => [r.operation, r.keys])).toEqual([
      ['create', ['NEW']],
    ]);
    expect(held()).toEqual({ CHANGED: 'old-value-c' });
    expect(run.summary).toBe('');
  });

  it('set in several batches: stops at the first, naming the keys that wait and those not sent', async () => {
    seed({});
    server().state.requireApproval('dev');
    const big = (c: string): string => c.repeat(300 * 1024);
    const values = [big('a'), big('b'), big('c')];
    const run = await set(values.map((v, i) => `K${i}=${v}`).join('\n'), values);
    expectFailure(
      run,
      /Waiting for approval in change request `change-[0-9a-f]{8}`, id [0-9a-f-]{36}, status open: create of `K0`\. Not sent: create of `K1`, `K2`\./,
    );
    expect(calls(server())).toEqual([LOGIN, LIST, CREATE, REVOKE]);
    expect(server().state.approvalRequests).toHaveLength(1);
    expect(held()).toEqual({});
  });

  it('delete: fails saying the deletion waits for approval; nothing is reported deleted', async () => {
    seed({ A: 'value-a-1' });
    server().state.requireApproval('dev');
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A' }),
    });
    expectFailure(
      run,
      new RegExp(String.raw`^delete secrets waits for approval \(DELETE ${BATCH_PATH}\): `),
    );
    expect(run.errors[0]).toMatch(WAITS);
    expect(run.errors[0]).toMatch(/: delete of `A`\./);
    expect(held()).toEqual({ A: 'value-a-1' });
  });

  it('another environment without a policy is written as usual', async () => {
    server().state.requireApproval('prod');
    seed({});
    const run = await set('NEW=new-value-n', ['new-value-n']);
    expectSuccess(run);
    expect(json(run, 'created')).toEqual(['NEW']);
  });
});

describe('secrets: delete', () => {
  it('deletes the keys in one batch after one listing', async () => {
    seed({ A: 'value-a-1', B: 'value-b-2', KEEP: 'value-k-3' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nB' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([LOGIN, LIST, DELETE, REVOKE]);
    expect(bodyOf(server(), DELETE)).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      secretPath: FOLDER,
      secrets: [{ secretKey: 'A' }, { secretKey: 'B' }],
    });
    expect(held()).toEqual({ KEEP: 'value-k-3' });
    expect(json(run, 'deleted')).toEqual(['A', 'B']);
    expect(run.outputs.count).toBe('2');
    expect(run.outputs.created).toBeUndefined();
    expect(run.summary).toMatch(/\| Deleted \| 2 \| `A`, `B` \|/);
    expectNoLeaks(run, ['value-a-1', 'value-b-2', 'value-k-3']);
  });

  it('fails by default when a key is missing, naming it, and deletes nothing', async () => {
    seed({ A: 'value-a-1' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nGONE' }),
    });
    expectFailure(
      run,
      /1 of the 2 keys to delete is not in dev:\/ci: `GONE`\. Nothing was deleted\. Set `if-missing: skip`/,
    );
    expect(calls(server())).toEqual([LOGIN, LIST, REVOKE]);
    expect(held()).toEqual({ A: 'value-a-1' });
  });

  it('with if-missing: skip, gives a notice and deletes the others; a second run succeeds', async () => {
    seed({ A: 'value-a-1', B: 'value-b-2' });
    const first = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nGONE', 'if-missing': 'skip' }),
    });
    expectSuccess(first);
    expect(first.notices).toEqual([
      expect.stringMatching(/`GONE`; skipped \(`if-missing: skip`\)/),
    ]);
    expect(json(first, 'deleted')).toEqual(['A']);
    expect(held()).toEqual({ B: 'value-b-2' });

    const before = calls(server()).length;
    const again = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nGONE', 'if-missing': 'skip' }),
    });
    expectSuccess(again);
    expect(calls(server()).slice(before)).toEqual([LOGIN, LIST, REVOKE]);
    expect(json(again, 'deleted')).toEqual([]);
    expect(again.notices).toEqual([
      expect.stringMatching(/None of the 2 keys to delete is in dev:\/ci: `A`, `GONE`; skipped/),
    ]);
  });

  it('says the folder may not exist when it lists nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A', 'secret-path': '/nope' }),
    });
    expectFailure(
      run,
      /The key to delete is not in dev:\/nope \(the folder is empty or does not exist\): `A`/,
    );
  });

  it.each([
    ['no keys', {}, 'keys', /needs `keys`/],
    ['a key twice', { keys: 'A\nA' }, 'keys', /`A`: given more than once/],
    ['a key too long', { keys: 'K'.repeat(101) }, 'keys', /101 characters long/],
    [
      'secrets, which belong to set',
      { keys: 'A', secrets: 'A=1' },
      'secrets',
      /does not apply to `operation: delete`/,
    ],
    ['an unknown if-missing', { keys: 'A', 'if-missing': 'maybe' }, 'if-missing', /`fail`, `skip`/],
  ])('refuses %s before any request', async (_name, extra, input, pattern) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', ...extra }),
    });
    expectInputError(run, server(), input);
    expect(run.errors[0]).toMatch(pattern);
  });

  it('fails for a viewer; nothing is deleted', async () => {
    seed({ A: 'value-a-1' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A' }, 'viewer'),
    });
    expectFailure(
      run,
      /delete secrets failed .*HTTP 403: You are not allowed to delete on secrets/,
    );
    expect(held()).toEqual({ A: 'value-a-1' });
  });
});

describe('secrets: the built bundle, as the runner runs it', () => {
  const pem =
    '-----BEGIN KEY-----\nbuilt-bundle-line-one\nbuilt-bundle-line-two\n-----END KEY-----\n';
  const values = ['built-new-value', 'built-changed-value', pem];
  const text = `NEW=built-new-value\nCHANGED=built-changed-value\nPEM="${pem.replace(/\n/g, '\\n')}"`;

  it('set: creates and updates, and a second run writes nothing', async () => {
    seed({ CHANGED: 'built-old-value' });
    const run = await runStep({
      mode: 'built',
      action: 'secrets',
      inputs: inputs({ operation: 'set', secrets: text }),
    });
    expectSuccess(run);
    expectNoLeaks(run, values);
    expect(held()).toEqual({ NEW: 'built-new-value', CHANGED: 'built-changed-value', PEM: pem });
    expect(json(run, 'created')).toEqual(['NEW', 'PEM']);
    expect(json(run, 'updated')).toEqual(['CHANGED']);
    expect(run.summary).toContain('| Created | 2 | `NEW`, `PEM` |');

    const before = calls(server()).length;
    const again = await runStep({
      mode: 'built',
      action: 'secrets',
      inputs: inputs({ operation: 'set', secrets: text }),
    });
    expectSuccess(again);
    expectNoLeaks(again, values);
    expect(calls(server()).slice(before)).toEqual([LOGIN, LIST, REVOKE]);
    expect(json(again, 'unchanged')).toEqual(['NEW', 'CHANGED', 'PEM']);
  });

  it('set: a failure between batches is one error line saying what was written', async () => {
    seed({ CHANGED: 'built-old-value' });
    server().faults.add({
      match: { method: 'PATCH', path: '/api/v3/secrets/batch/raw' },
      times: 2,
      kind: { status: 500 },
    });
    const run = await runStep({
      mode: 'built',
      action: 'secrets',
      inputs: inputs({ operation: 'set', secrets: text }),
    });
    expectFailure(
      run,
      /created `NEW`, `PEM`\. Looking at the folder after each lost answer showed this was not applied: update of `CHANGED`\./,
    );
    expectNoLeaks(run, values);
  });

  it('delete behind a proxy that forwards the batch and answers 503: deleted, confirmed by looking, exit 0', async () => {
    seed({ A: 'built-value-a', B: 'built-value-b' });
    const proxy = await startReverseProxy({
      upstream: server().url,
      loseAnswer: (request) =>
        request.method === 'DELETE' && request.path === sentPath('/api/v3/secrets/batch/raw')
          ? { status: 503, headers: { 'content-type': 'text/html' }, body: '<html>503</html>' }
          : undefined,
    });
    try {
      const run = await runStep({
        mode: 'built',
        action: 'secrets',
        inputs: inputs({ domain: proxy.url, operation: 'delete', keys: 'A\nB' }),
      });
      expectSuccess(run);
      expectNoLeaks(run, ['built-value-a', 'built-value-b']);
      expect(json(run, 'deleted')).toEqual(['A', 'B']);
      expect(held()).toEqual({});
      expect(run.stdout).toMatch(/deleted `A`, `B` \(the answer was lost; confirmed by looking/);
      expect(run.stdout).not.toMatch(/someone else/);
      expect(calls(server())).toEqual([LOGIN, LIST, DELETE, LIST, REVOKE]);
    } finally {
      await proxy.close();
    }
  });

  it('delete: deletes the keys that exist, skipping a missing one', async () => {
    seed({ A: 'built-value-a', B: 'built-value-b' });
    const run = await runStep({
      mode: 'built',
      action: 'secrets',
      inputs: inputs({ operation: 'delete', keys: 'A\nGONE', 'if-missing': 'skip' }),
    });
    expectSuccess(run);
    expectNoLeaks(run, ['built-value-a', 'built-value-b']);
    expect(json(run, 'deleted')).toEqual(['A']);
    expect(run.notices).toHaveLength(1);
    expect(held()).toEqual({ B: 'built-value-b' });
  });
});
