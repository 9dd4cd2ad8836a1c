// Every sub-action's action.yml: the main action's connection inputs exactly, an entry that the
// build made, and a README whose generated reference is up to date.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SUB_ACTIONS } from '../../../src/actions/sub/registry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface InputSpec {
  description?: string;
  required?: boolean;
  default?: unknown;
}
interface ActionYml {
  name: string;
  description: string;
  inputs: Record<string, InputSpec>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string; post?: string; 'post-if'?: string };
}

const load = (dir: string): ActionYml =>
  parse(readFileSync(path.join(root, dir, 'action.yml'), 'utf8')) as ActionYml;

/** The main action's connection and authentication inputs (the block before `project-slug`). */
const CONNECTION = [
  'domain',
  'method',
  'client-id',
  'client-secret',
  'identity-id',
  'oidc-audience',
  'jwt',
  'kubernetes-token-path',
  'access-token',
  'api-key',
  'extra-headers',
  'ca-certificate',
  'timeout',
  'retries',
  'clean',
];

const NAMES = Object.keys(SUB_ACTIONS);

describe('sub-action action.yml files', () => {
  it('cover every registered sub-action, and the build makes an entry for each', () => {
    expect(NAMES.sort()).toEqual([
      'environments',
      'identities',
      'imports',
      'memberships',
      'projects',
      'snapshots',
      'tags',
    ]);
    const build = readFileSync(path.join(root, 'scripts', 'build.mjs'), 'utf8');
    for (const name of NAMES) expect(build).toContain(`'${name}'`);
  });

  it('the main action has exactly the connection inputs the list names', () => {
    const main = load('');
    for (const name of CONNECTION) expect(main.inputs[name], name).toBeDefined();
  });

  it.each(NAMES)(
    "%s: the main action's connection inputs, same defaults and required flags",
    (name) => {
      const main = load('');
      const action = load(name);
      for (const input of CONNECTION) {
        const mine = action.inputs[input];
        const theirs = main.inputs[input]!;
        expect(mine, `${name}: input ${input}`).toBeDefined();
        expect(
          { required: mine!.required ?? false, default: mine!.default },
          `${name}: input ${input}`,
        ).toEqual({
          required: theirs.required ?? false,
          default: theirs.default,
        });
        expect(mine!.description).toBe(theirs.description);
      }
    },
  );

  it.each(NAMES)(
    '%s: every input and output is described; runs the built entry with the post step',
    (name) => {
      const action = load(name);
      expect(action.name).toBeTruthy();
      expect(action.description).toBeTruthy();
      for (const [input, spec] of Object.entries(action.inputs))
        expect(spec.description, `input ${input}`).toBeTruthy();
      expect(Object.keys(action.outputs).length).toBeGreaterThan(0);
      for (const [output, spec] of Object.entries(action.outputs))
        expect(spec.description, `output ${output}`).toBeTruthy();
      expect(action.runs).toEqual({
        using: 'node24',
        main: `../dist/${name}/index.js`,
        post: '../dist/post/index.js',
        'post-if': 'always()',
      });
      expect(
        existsSync(path.resolve(root, name, action.runs.main)),
        `${name}: ${action.runs.main} is built`,
      ).toBe(true);
      expect(existsSync(path.resolve(root, name, action.runs.post!))).toBe(true);
    },
  );

  it.each(NAMES)('%s: `operation` is required exactly where there are several', (name) => {
    const several = SUB_ACTIONS[name]!.operations !== undefined;
    const operation = load(name).inputs.operation;
    expect(operation, `${name} has an operation input`).toBeDefined();
    expect(operation!.required ?? false).toBe(several);
  });

  it("every README's reference matches its action.yml", () => {
    const check = spawnSync(process.execPath, [path.join(root, 'scripts', 'docs.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    for (const name of NAMES) {
      const readme = readFileSync(path.join(root, name, 'README.md'), 'utf8');
      expect(readme).toContain(`your-org/infisical-secrets-action/${name}@v1`);
      expect(readme).toMatch(/<!-- reference:start -->\n### Inputs[\s\S]*<!-- reference:end -->/);
    }
  });
});
