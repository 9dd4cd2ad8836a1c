// Newer servers let a role list secrets without reading their values, and then send each value
// as a placeholder. From the current server's source (the public Infisical/infisical repository):
// - `backend/src/services/secret/secret-fns.ts`: `INFISICAL_SECRET_VALUE_HIDDEN_MASK` is
//   `<hidden-by-infisical>`;
// - `backend/src/services/secret-v2-bridge/secret-v2-bridge-fns.ts`, `reshapeBridgeSecret`: a
//   value the caller may not read is sent as that mask with `secretValueHidden: true` (a personal
//   secret keeps its value); `backend/src/services/secret-import/secret-import-fns.ts`,
//   `fnSecretsV2FromImports`: imported secrets likewise;
// - `backend/src/ee/services/permission/project-permission.ts`: the secrets permission that
//   allows reading values is `ProjectPermissionSecretActions.ReadValue`, `readValue` ("Read
//   Value"), apart from `describeSecret`, which only lists.
// The placeholder is never exported as if it were the value, nor registered as a mask (it is not
// a secret); `keys` that leave hidden secrets out let the step succeed; `secrets: set` never
// compares a value with the placeholder.
import * as api from '../../src/api/endpoints/index.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { InfisicalClient } from '../../src/api/client.js';
import { createTransport } from '../../src/api/transport.js';
import {
  HIDDEN_VALUE_MASK,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep, runTool, type ActionRun } from '../support/run.ts';
import { login, mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const VALUES = {
  OWN_HIDDEN: 'own-hidden-value',
  READABLE: 'readable-value',
  IMPORTED_HIDDEN: 'imported-hidden-value',
  IMPORTED_READABLE: 'imported-readable-value',
};

/** dev `/h` (two own secrets) importing staging `/hsrc` (two more); one of each hidden. */
beforeEach(() => {
  const { state } = server();
  state.setSecrets([
    { environment: 'dev', path: '/h', key: 'OWN_HIDDEN', value: VALUES.OWN_HIDDEN },
    { environment: 'dev', path: '/h', key: 'READABLE', value: VALUES.READABLE },
    {
      environment: 'staging',
      path: '/hsrc',
      key: 'IMPORTED_HIDDEN',
      value: VALUES.IMPORTED_HIDDEN,
    },
    {
      environment: 'staging',
      path: '/hsrc',
      key: 'IMPORTED_READABLE',
      value: VALUES.IMPORTED_READABLE,
    },
  ]);
  state.addImport({
    environment: 'dev',
    path: '/h',
    from: { environment: 'staging', path: '/hsrc' },
  });
  state.hideValues({ principalId: MEMBER_IDENTITY_ID, environment: 'dev', key: 'OWN_HIDDEN' });
  state.hideValues({
    principalId: MEMBER_IDENTITY_ID,
    environment: 'staging',
    key: 'IMPORTED_HIDDEN',
  });
});

const inputs = (extra: Record<string, string> = {}) =>
  mainInputs(server().url, { 'secret-path': '/h', ...extra });

function expectNothingExported(run: ActionRun): void {
  expect(run.exitCode).toBe(1);
  expect(run.errors).toHaveLength(1);
  expect(run.envEntries).toEqual([]);
  expect(run.outputs).toEqual({});
  expect(existsSync(path.join(run.workspace, '.env'))).toBe(false);
}

describe('the fake server plays a role without readValue', () => {
  it('lists hidden values, own and imported, as the placeholder with secretValueHidden', async () => {
    const client = new InfisicalClient({
      baseUrl: server().url,
      transport: createTransport(),
      timeoutMs: 5000,
      userAgent: 'hidden-values-test',
    });
    client.useAccessToken(server().issueAccessToken(MEMBER_IDENTITY_ID));
    const listing = await client.call(api.secrets.list, {
      workspaceId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/h',
      includeImports: true,
    });
    const shown = (list: typeof listing.secrets) =>
      Object.fromEntries(list.map((s) => [s.secretKey, [s.secretValue, s.secretValueHidden]]));
    expect(shown(listing.secrets)).toEqual({
      OWN_HIDDEN: [HIDDEN_VALUE_MASK, true],
      READABLE: [VALUES.READABLE, undefined],
    });
    expect(shown(listing.imports![0]!.secrets)).toEqual({
      IMPORTED_HIDDEN: [HIDDEN_VALUE_MASK, true],
      IMPORTED_READABLE: [VALUES.IMPORTED_READABLE, undefined],
    });
  });
});

describe('the main action with hidden values', () => {
  it('fails with one error naming the hidden keys, own and imported, and the permission', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'env,output,file' }),
    });
    expectNothingExported(run);
    const error = run.errors[0]!;
    expect(error).toContain('`OWN_HIDDEN`');
    expect(error).toContain('`IMPORTED_HIDDEN`');
    expect(error).toContain('staging:/hsrc');
    expect(error).not.toMatch(/READABLE/);
    expect(error).toContain('Read Value (`readValue`)');
    expect(error).toContain('`keys`');
    expect(error).not.toContain(HIDDEN_VALUE_MASK);
    // The placeholder is not a secret: never registered as one.
    expect(run.masks).not.toContain(HIDDEN_VALUE_MASK);
    expect(run.masks).toContain(VALUES.READABLE);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, ...Object.values(VALUES)]);
  });

  it('names 20 hidden keys and counts the rest', async () => {
    const { state } = server();
    const many = state.createBulkSecrets({ environment: 'dev', path: '/many', count: 23 });
    for (const { key } of many) {
      state.hideValues({ principalId: MEMBER_IDENTITY_ID, environment: 'dev', key });
    }
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/many' }) });
    expectNothingExported(run);
    const error = run.errors[0]!;
    expect(error).toMatch(
      /^The server hides the values of `BULK_SECRET_\d+` \(in `dev:\/many`\), /,
    );
    expect(new Set(error.match(/`BULK_SECRET_\d+`/g)).size).toBe(20);
    expect(error).toContain('(in `dev:/many`), and 3 more: this identity may list those secrets');
  });

  it('exports the readable secrets when `keys` leaves the hidden ones out', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ keys: 'READABLE\nIMPORTED_READABLE' }),
    });
    expect(run.errors).toEqual([]);
    expect(run.env).toEqual({
      READABLE: VALUES.READABLE,
      IMPORTED_READABLE: VALUES.IMPORTED_READABLE,
    });
    expect(run.masks).not.toContain(HIDDEN_VALUE_MASK);
  });

  it('still fails when `keys` selects a hidden one, naming only that one', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ keys: 'READABLE\nMINE=IMPORTED_HIDDEN' }),
    });
    expectNothingExported(run);
    expect(run.errors[0]).toContain('`IMPORTED_HIDDEN`');
    expect(run.errors[0]).not.toContain('OWN_HIDDEN');
  });

  it('refuses a hidden value for secret-files too', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({
        keys: 'READABLE',
        'secret-files': `OWN_HIDDEN=own.key`,
      }),
    });
    expectNothingExported(run);
    expect(run.errors[0]).toContain('`OWN_HIDDEN`');
    expect(existsSync(path.join(run.workspace, 'own.key'))).toBe(false);
  });
});

describe('secrets: set against hidden stored values', () => {
  it('never compares with the placeholder: the keys are written and reported updated', async () => {
    const { state } = server();
    state.setSecrets([
      { environment: 'dev', path: '/w', key: 'SAME', value: HIDDEN_VALUE_MASK },
      { environment: 'dev', path: '/w', key: 'OTHER', value: 'old' },
    ]);
    state.hideValues({ principalId: MEMBER_IDENTITY_ID, environment: 'dev', path: '/w' });
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      inputs: {
        ...login(server()),
        'project-id': PROJECT_ID,
        operation: 'set',
        'env-slug': 'dev',
        'secret-path': '/w',
        // The same text as the placeholder: equal to what is listed, but nothing says it is stored.
        secrets: `SAME=${HIDDEN_VALUE_MASK}\nOTHER=new-value`,
      },
    });
    expect(run.errors).toEqual([]);
    expect(JSON.parse(run.outputs.updated!)).toEqual(['SAME', 'OTHER']);
    expect(JSON.parse(run.outputs.unchanged!)).toEqual([]);
    expect(run.notices).toHaveLength(1);
    expect(run.notices[0]).toMatch(/`SAME`, `OTHER`.*hidden.*Read Value \(`readValue`\)/);
  });
});

/** The tool's login to the fake server as the member, by its variables. */
const toolEnv = (): Record<string, string> => ({
  INFISICAL_DOMAIN: server().url,
  INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
  INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
  INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
});

// A listing item flagged hidden that carries a real value (what servers send for a personal
// secret, and what a server bug or a changed placeholder would send): the flag wins.
describe('a value flagged hidden that carries a real value', () => {
  const CARRIED = 'carried-but-flagged-value';
  beforeEach(() => {
    const { state } = server();
    state.setSecrets([
      { environment: 'dev', path: '/k', key: 'FLAGGED', value: CARRIED },
      { environment: 'dev', path: '/k', key: 'PLAIN', value: VALUES.READABLE },
    ]);
    state.hideValues({
      principalId: MEMBER_IDENTITY_ID,
      environment: 'dev',
      key: 'FLAGGED',
      keepValue: true,
    });
  });

  it('the action exports nothing: one error names the key; the value is masked, never shown', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/k', 'export-type': 'env,output,file' }),
    });
    expectNothingExported(run);
    expect(run.errors[0]).toContain('`FLAGGED` (in `dev:/k`)');
    expect(run.errors[0]).not.toContain('PLAIN');
    expect(run.masks).toContain(CARRIED);
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, CARRIED]);
  });

  it('infisical-ci export prints nothing of it: one error line naming the key', async () => {
    const run = await runTool(
      ['export', '--env-slug', 'dev', '--secret-path', '/k', '--format', 'json'],
      {
        mode: 'in-process',
        env: toolEnv(),
        hidden: [CARRIED],
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const errors = run.lines.filter((line) => line.startsWith('error:'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('`FLAGGED` (in `dev:/k`)');
    expect(errors[0]).toContain('--keys');
  });

  it('infisical-ci run never starts the command with it', async () => {
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--secret-path',
        '/k',
        '--',
        process.execPath,
        '-e',
        'process.stdout.write(String(process.env.FLAGGED))',
      ],
      { mode: 'in-process', env: toolEnv(), hidden: [CARRIED] },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.lines.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringContaining('`FLAGGED` (in `dev:/k`)'),
    ]);
  });
});

// Only the winner's flag counts: hidden in one listing but won by a readable value is exported;
// a hidden winner over a readable value is refused.
describe('a key hidden in one place and readable in another', () => {
  beforeEach(() => {
    const { state } = server();
    state.setSecrets([
      { environment: 'dev', path: '/w1', key: 'SHARED', value: 'own-readable-value' },
      { environment: 'staging', path: '/s1', key: 'SHARED', value: 'imported-hidden-value' },
      { environment: 'dev', path: '/w2', key: 'SHARED', value: 'own-hidden-value' },
      { environment: 'staging', path: '/s2', key: 'SHARED', value: 'imported-readable-value' },
    ]);
    state.addImport({
      environment: 'dev',
      path: '/w1',
      from: { environment: 'staging', path: '/s1' },
    });
    state.addImport({
      environment: 'dev',
      path: '/w2',
      from: { environment: 'staging', path: '/s2' },
    });
    state.hideValues({ principalId: MEMBER_IDENTITY_ID, environment: 'staging', path: '/s1' });
    state.hideValues({ principalId: MEMBER_IDENTITY_ID, environment: 'dev', path: '/w2' });
  });

  it('exports the readable own value that beats a hidden import', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/w1' }) });
    expect(run.errors).toEqual([]);
    expect(run.env).toEqual({ SHARED: 'own-readable-value' });
  });

  it('refuses a hidden own value that beats a readable import', async () => {
    const run = await runStep({ mode: 'in-process', inputs: inputs({ 'secret-path': '/w2' }) });
    expectNothingExported(run);
    expect(run.errors[0]).toContain('`SHARED` (in `dev:/w2`)');
  });
});
