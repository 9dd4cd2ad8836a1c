// The one description of every action (src/spec/) against what it describes: the generated
// action.yml files and README references are fresh, every sub-action has an implementation with
// the same operations, a built entry, and a README (which npm run docs writes when it is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SUB_ACTIONS } from '../../src/operations/registry.js';
import { ACTION_NAMES, SUB_ACTION_NAMES, allInputs } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import { CONNECTION_INPUTS } from '../../src/spec/connection.js';
import { referenceText } from '../../scripts/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = (name: string): string => (name === 'main' ? '' : name);

interface ActionYml {
  inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string; post?: string; 'post-if'?: string };
}
const load = (name: string): ActionYml =>
  parse(readFileSync(path.join(root, folder(name), 'action.yml'), 'utf8')) as ActionYml;

describe('src/spec', () => {
  it('action.yml files and README references are generated from it and up to date', () => {
    const check = spawnSync(
      process.execPath,
      [
        '--import',
        path.join(root, 'scripts', 'ts-resolve.mjs'),
        path.join(root, 'scripts', 'generate.ts'),
        '--check',
      ],
      { encoding: 'utf8', cwd: root },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('every sub-action has exactly one implementation, and nothing else is registered', () => {
    expect(Object.keys(SUB_ACTIONS).sort()).toEqual([...SUB_ACTION_NAMES].sort());
  });

  it.each(SUB_ACTION_NAMES)(
    '%s: the implementation has the operations the spec describes',
    (name) => {
      const spec = ACTION_SPECS[name];
      const operations = SUB_ACTIONS[name].operations;
      expect([...operations]).toEqual(Object.keys(spec.operations ?? {}));
      expect(spec.singleOperation ?? false).toBe(operations.length === 1);
      // `operation` may be left out exactly where there is one.
      expect(load(name).inputs.operation?.required ?? false).toBe(operations.length > 1);
    },
  );

  it.each(ACTION_NAMES)('%s: every input and output of action.yml comes from the spec', (name) => {
    const yml = load(name);
    const inputs = allInputs(ACTION_SPECS[name]);
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.keys(inputs).sort());
    for (const input of Object.keys(CONNECTION_INPUTS)) {
      expect(yml.inputs[input]?.description, `${name}: ${input}`).toBe(
        CONNECTION_INPUTS[input]!.description,
      );
    }
    expect(Object.keys(yml.outputs)).toEqual(Object.keys(ACTION_SPECS[name].outputs));
  });

  it.each(ACTION_NAMES)('%s: runs its built entry, with the post step', (name) => {
    const { runs } = load(name);
    const dist = name === 'main' ? 'dist' : '../dist';
    expect(runs).toEqual({
      using: 'node24',
      main: `${dist}/${name}/index.js`,
      post: `${dist}/post/index.cjs`,
      'post-if': 'always()',
    });
    expect(existsSync(path.resolve(root, folder(name), runs.main)), `${runs.main} is built`).toBe(
      true,
    );
    expect(existsSync(path.resolve(root, folder(name), runs.post!))).toBe(true);
  });

  it.each(SUB_ACTION_NAMES)('%s: its README shows how to use it', (name) => {
    const readme = readFileSync(path.join(root, name, 'README.md'), 'utf8');
    expect(readme).toContain(`OWNER/REPO/${name}@<sha>`);
  });

  it("the root README's table of sub-actions lists every one, and no other", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| \[`([a-z-]+)`\]\(([a-z-]+)\/README\.md\)/gm)].map(
      ([, name, folder]) => {
        expect(folder).toBe(name);
        return name;
      },
    );
    expect([...listed].sort()).toEqual([...SUB_ACTION_NAMES].sort());
  });

  it('the build makes an entry for every action from the same list', () => {
    for (const name of [...SUB_ACTION_NAMES, 'main']) {
      expect(existsSync(path.join(root, 'dist', name, 'index.js')), name).toBe(true);
    }
    expect(existsSync(path.join(root, 'dist', 'post', 'index.cjs')), 'post').toBe(true);
  });
});

describe('a sub-action without a README', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'no-readme-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));
  const between = (text: string): string =>
    text.slice(text.indexOf('<!-- reference:start -->'), text.indexOf('<!-- reference:end -->'));

  it.each(SUB_ACTION_NAMES)(
    '%s: npm run docs writes one, formatted, with an example of its required inputs and the reference',
    async (name) => {
      const spec = ACTION_SPECS[name];
      const readme = await referenceText(name, spec, empty);
      expect(readme).toBeDefined();
      const file = path.join(root, name, 'README.md');
      expect(await format(readme!, { ...(await resolveConfig(file)), filepath: file })).toBe(
        readme,
      );
      expect(readme).toContain(`# ${spec.title}`);
      const [, yaml] = /```yaml\n([\s\S]*?)```/.exec(readme!)!;
      const [step] = parse(yaml!) as { uses: string; with: Record<string, string> }[];
      expect(step!.uses).toBe(`OWNER/REPO/${name}@<sha>`);
      const inputs = allInputs(spec);
      for (const input of Object.keys(step!.with)) expect(inputs).toHaveProperty(input);
      for (const [input, { required }] of Object.entries(inputs)) {
        if (required) expect(step!.with, input).toHaveProperty(input);
      }
      const committed = readFileSync(file, 'utf8');
      expect(between(readme!)).toBe(between(committed));
    },
  );

  it('keeps a README that exists, refreshing only its reference; the main action’s page is never made', async () => {
    mkdirSync(path.join(empty, 'tags'), { recursive: true });
    const own =
      '# Tags\n\nWritten by hand.\n\n<!-- reference:start -->\nold\n<!-- reference:end -->\n';
    writeFileSync(path.join(empty, 'tags', 'README.md'), own);
    const readme = await referenceText('tags', ACTION_SPECS.tags, empty);
    expect(readme).toMatch(/^# Tags\n\nWritten by hand\.\n\n<!-- reference:start -->\n### Inputs/);
    expect(readme).not.toContain('\nold\n');
    expect(await referenceText('main', ACTION_SPECS.main, empty)).toBeUndefined();
  });
});
