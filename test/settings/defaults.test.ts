// An input left empty reads as the default its action declares (src/spec/), for every action
// (each operation of each sub-action too) and every command of the tool: the settings read with every input empty (`include-imports: ''`,
// `INFISICAL_TIMEOUT=`) are exactly those read with every input set to its declared default, and
// those hold what the spec declares. Defaults apply in one place (the input reader), so a
// settings module that quietly fell back to something else would fail here.
import { describe, expect, it } from 'vitest';
import { githubRunner } from '../../src/runner/runner.js';
import { readConnection } from '../../src/settings/connection.js';
import { readMainSettings } from '../../src/settings/main.js';
import { readSelection } from '../../src/settings/selection.js';
import { allInputs, type ActionName } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { inputReader } from '../../src/cli/inputs.js';
import { SUB_ACTIONS } from '../../src/operations/registry.js';
import { prepareSubAction } from '../../src/operations/sub-action.js';
import type { SubActionName } from '../../src/spec/names.js';
import { cliCommands, optionsOf } from '../../src/cli/options.js';

const workspace = '/home/runner/work/repo/repo';
const PROJECT = '2f012fb9-be49-43ee-a96f-ea89fa65c1f0';
const IDENTITY = '7e9a1c3e-5b7d-4f9a-8c2e-4a6c8e0b2d59';

/** Every input of an action that declares a default, with it. */
function declaredDefaults(action: ActionName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(allInputs(ACTION_SPECS[action])).flatMap(([name, input]) =>
      input.default === undefined ? [] : [[name, input.default]],
    ),
  );
}

/** What reading gives: the settings, or the one error's message. */
function outcome<T>(read: () => T): { settings: T } | { error: string } {
  try {
    return { settings: read() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The inputs of one run of an action: `given` as they are, every other input of the action
 * empty (`mode: 'empty'`) or set to its declared default.
 */
function inputs(
  action: ActionName,
  given: Record<string, string>,
  mode: 'empty' | 'default',
): Record<string, string> {
  const defaults = declaredDefaults(action);
  const all: Record<string, string> = {};
  for (const name of Object.keys(allInputs(ACTION_SPECS[action]))) {
    all[name] = given[name] ?? (mode === 'default' ? (defaults[name] ?? '') : '');
  }
  return all;
}

/** The runner's reader over INPUT_* variables, as the action reads its inputs. */
function runnerReader(values: Record<string, string>): (name: string) => string {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return githubRunner(env, () => {}).input;
}

/** Inputs the runs give: credentials and what each method needs, never a defaulted input. */
const MAIN_RUNS: Record<string, Record<string, string>> = {
  universal: {
    'client-id': 'id',
    'client-secret': 'shh',
    'project-id': PROJECT,
    'env-slug': 'dev',
  },
  azure: { method: 'azure', 'identity-id': IDENTITY, 'project-slug': 'app', 'env-slug': 'dev' },
  // The default token path is no pod's here: both runs fail with the same error naming it.
  kubernetes: {
    method: 'kubernetes',
    'identity-id': IDENTITY,
    'project-id': PROJECT,
    'env-slug': 'dev',
  },
};

describe('the main action: an empty input reads as its declared default', () => {
  const read = (values: Record<string, string>) =>
    outcome(() =>
      readMainSettings({ read: runnerReader(values), mask: () => {}, workspace, runnerTemp: '' }),
    );

  it.each(Object.entries(MAIN_RUNS))(
    '%s: empty inputs give the settings of the defaults',
    (_, given) => {
      const empty = read(inputs('main', given, 'empty'));
      const defaults = read(inputs('main', given, 'default'));
      expect(empty).toEqual(defaults);
    },
  );

  it('the settings hold what the spec declares', () => {
    const spec = declaredDefaults('main');
    const settings = readMainSettings({
      read: runnerReader(inputs('main', MAIN_RUNS.universal!, 'empty')),
      mask: () => {},
      workspace,
    });
    expect(settings).toMatchObject({
      paths: [spec['secret-path']],
      includeImports: spec['include-imports'] === 'true',
      recursive: spec.recursive === 'true',
      expandReferences: spec['expand-references'] === 'true',
      failOnEmpty: spec['fail-on-empty'] === 'true',
      exportTypes: new Set([spec['export-type']]),
      file: {
        displayPath: spec['file-output-path']!.replace(/^\//, ''),
        format: spec['file-format'],
      },
      outputAccessToken: spec['output-access-token'] === 'true',
      summary: spec.summary === 'true',
      connection: {
        baseUrl: spec.domain,
        credentials: { method: spec.method },
        timeoutMs: Number(spec.timeout) * 1000,
        retries: Number(spec.retries),
        clean: spec.clean === 'true',
      },
    });
    const azure = readMainSettings({
      read: runnerReader(inputs('main', MAIN_RUNS.azure!, 'empty')),
      mask: () => {},
      workspace,
    });
    expect(azure.connection.credentials).toMatchObject({ resource: spec['azure-resource'] });
  });
});

describe('the tool: an option given empty reads as its declared default', () => {
  const commands = [...cliCommands().values()];
  /** The tool's reader with every option given as a flag (`--timeout=`, `--timeout=30`). */
  const toolReader = (command: (typeof commands)[number], values: Record<string, string>) =>
    inputReader({ command, flags: new Map(Object.entries(values)), env: {} });
  /** Every option of the command: given, or empty, or its declared default. */
  const optionValues = (
    command: (typeof commands)[number],
    given: Record<string, string>,
    mode: 'empty' | 'default',
  ): Record<string, string> =>
    Object.fromEntries(
      [...optionsOf(command).values()].map((option) => [
        option.name,
        given[option.name] ?? (mode === 'default' ? (option.default ?? '') : ''),
      ]),
    );

  it.each(commands.filter((c) => !c.operations).map((c) => [c.name, c] as const))(
    '%s: the connection, the selection and the tool’s own options',
    (_, command) => {
      const given = MAIN_RUNS.universal!;
      const read = (mode: 'empty' | 'default') => {
        const reader = toolReader(command, optionValues(command, given, mode));
        const own = ['format', 'redact', 'revoke', 'verbose'].filter((name) =>
          optionsOf(command).has(name),
        );
        return outcome(() => ({
          connection: readConnection({ read: reader, mask: () => {}, workspace }),
          selection: readSelection(reader),
          own: Object.fromEntries(own.map((name) => [name, reader(name)])),
        }));
      };
      const empty = read('empty');
      expect(empty).toEqual(read('default'));
      expect(empty).toMatchObject({
        settings: { selection: { includeImports: true, paths: ['/'] } },
      });
    },
  );
});

const UUID = '0b9d2c4e-6f8a-4b1c-9d3e-5f7a9b1c3d5e';
const LOGIN = { 'client-id': 'id', 'client-secret': 'shh' };

/** One run of each operation of each sub-action: the inputs it needs that have no default. */
const SUB_RUNS: readonly (readonly [SubActionName, Record<string, string>])[] = [
  ['imports', { operation: 'create', 'env-slug': 'dev', 'import-env-slug': 'prod' }],
  ['imports', { operation: 'update', 'env-slug': 'dev', 'secret-import-id': UUID, position: '2' }],
  ['imports', { operation: 'delete', 'env-slug': 'dev', 'secret-import-id': UUID }],
  ['imports', { operation: 'list', 'env-slug': 'dev' }],
  ['tags', { operation: 'create', 'tag-slug': 'team' }],
  ['tags', { operation: 'list' }],
  ['projects', { 'project-name': 'App' }],
  ['environments', { operation: 'create', 'environment-slug': 'qa' }],
  ['environments', { operation: 'delete', 'environment-slug': 'qa' }],
  ['memberships', { operation: 'list', 'organization-id': UUID }],
  ['memberships', { operation: 'delete', 'organization-id': UUID, 'membership-id': UUID }],
  ['snapshots', { 'env-slug': 'dev' }],
  ['identities', { 'target-identity-id': UUID }],
  ['folders', { operation: 'create', 'env-slug': 'dev', 'folder-path': '/a/b' }],
  ['folders', { operation: 'delete', 'env-slug': 'dev', 'folder-path': '/a/b' }],
  ['folders', { operation: 'list', 'env-slug': 'dev' }],
  ['secrets', { operation: 'set', 'env-slug': 'dev', secrets: 'A=1' }],
  ['secrets', { operation: 'delete', 'env-slug': 'dev', keys: 'A' }],
  ['dynamic-secrets', { operation: 'lease-create', 'env-slug': 'dev', 'dynamic-secret': 'db' }],
  ['dynamic-secrets', { operation: 'lease-renew', 'env-slug': 'dev', 'lease-id': UUID }],
  ['dynamic-secrets', { operation: 'lease-revoke', 'env-slug': 'dev', 'lease-id': UUID }],
  ['dynamic-secrets', { operation: 'lease-list', 'env-slug': 'dev', 'dynamic-secret': 'db' }],
];

describe('sub-actions: an empty input reads as its declared default', () => {
  const prepared = (name: SubActionName, read: (input: string) => string) =>
    outcome(() => {
      const { connection, operation, params } = prepareSubAction(SUB_ACTIONS[name], read, {
        mask: () => {},
        workspace,
      });
      return { connection, operation, params };
    });
  const runs: (readonly [string, SubActionName, Record<string, string>])[] = SUB_RUNS.map(
    ([name, given]) =>
      [
        `${name} ${given.operation ?? ''}`.trim(),
        name,
        { ...LOGIN, 'project-id': PROJECT, ...given },
      ] as const,
  );

  it('every operation of every sub-action has a run', () => {
    const covered = new Set(runs.map(([label]) => label));
    for (const name of Object.keys(SUB_ACTIONS) as SubActionName[]) {
      const operations = Object.keys(ACTION_SPECS[name].operations ?? {});
      for (const operation of operations) {
        expect(
          covered.has(`${name} ${operation}`) || (operations.length === 1 && covered.has(name)),
          `${name} ${operation}`,
        ).toBe(true);
      }
    }
  });

  it.each(runs)('the action, %s', (_, name, given) => {
    const empty = prepared(name, runnerReader(inputs(name, given, 'empty')));
    expect(empty).toEqual(prepared(name, runnerReader(inputs(name, given, 'default'))));
    expect(empty).toHaveProperty('settings');
  });

  it.each(runs)('the tool, %s', (_, name, given) => {
    const command = cliCommands().get(name)!;
    const { operation = '', ...rest } = given;
    const read = (mode: 'empty' | 'default') => {
      const values = Object.fromEntries(
        [...optionsOf(command).values()].map((option) => [
          option.name,
          rest[option.name] ?? (mode === 'default' ? (option.default ?? '') : ''),
        ]),
      );
      return inputReader({
        command,
        flags: new Map(Object.entries(values)),
        env: {},
        fixed: { operation },
      });
    };
    const empty = prepared(name, read('empty'));
    expect(empty).toEqual(prepared(name, read('default')));
    expect(empty).toHaveProperty('settings');
  });
});
