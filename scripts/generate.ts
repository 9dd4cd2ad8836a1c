// Generates, from the one description of every action (the main action's in src/spec/main.ts, each
// sub-action's in src/operations/<name>/spec.ts, with the shared inputs of src/spec/), each action's `action.yml`,
// the inputs/outputs reference in its README (the main action's in docs/reference.md), between
// `<!-- reference:start -->` and `<!-- reference:end -->`, and src/spec/values.ts, what the code needs of the spec without the
// descriptions (with the version of package.json); writes the limits the docs state in prose from
// the code's constants (scripts/figures.ts); and renders the docs' measured tables and figures
// from bench/results/ and dist/ (scripts/fragments.ts). `--check` changes nothing and fails when a
// file is out of date.
// Run through `npm run docs` (Node 24 strips the types; scripts/ts-resolve.mjs maps .js to .ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import {
  ACTION_NAMES,
  CONNECTION_INPUTS,
  TOOL_INPUTS,
  allInputs,
  operationInput,
} from '../src/spec/index.js';
import { ACTION_SPECS } from '../src/operations/specs.js';
import type { ActionName, ActionSpec, InputSpec, SubActionName } from '../src/spec/index.js';
import { applyFigures, FIGURE_FILES } from './figures.ts';
import { updateFragments } from './fragments.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const START = '<!-- reference:start -->';
const END = '<!-- reference:end -->';
/** Stands for the account that publishes the action (examples: `OWNER/REPO@<sha>`, a copy pinned to a commit); the README says so once. */
export const AUTHOR = 'OWNER';
const COLOR = 'yellow';

/** The folder of an action: the repository root for the main action. */
export const folderOf = (name: ActionName): string => (name === 'main' ? '' : name);

/** The file holding an action's description: the main action's in src/spec/, a sub-action's in its folder. */
export const specFileOf = (name: ActionName): string =>
  name === 'main' ? 'src/spec/main.ts' : `src/operations/${name}/spec.ts`;

/** The file holding an action's reference: its README; the main action's is a page of docs/. */
export const referenceFileOf = (name: ActionName): string =>
  name === 'main' ? path.join('docs', 'reference.md') : path.join(name, 'README.md');

const scalar = (value: string): string =>
  stringify(value, { lineWidth: 0, singleQuote: true }).trimEnd();

function inputLines(inputs: Readonly<Record<string, InputSpec>>): string[] {
  const lines: string[] = [];
  for (const [name, input] of Object.entries(inputs)) {
    lines.push(`  ${name}:`, `    description: ${scalar(input.description)}`);
    lines.push(`    required: ${input.required ? 'true' : 'false'}`);
    if (input.default !== undefined) lines.push(`    default: ${scalar(input.default)}`);
  }
  return lines;
}

/** The action.yml text of one action. */
export function renderActionYml(name: ActionName, spec: ActionSpec): string {
  const dist = name === 'main' ? 'dist' : '../dist';
  const lines = [
    `# Generated from ${specFileOf(name)} by \`npm run docs\`: edit the description there, not here.`,
    `name: ${scalar(spec.title)}`,
    `author: ${AUTHOR}`,
    `description: ${scalar(spec.description)}`,
    'branding:',
    `  icon: ${spec.icon}`,
    `  color: ${COLOR}`,
    '',
    'inputs:',
  ];
  const connection = [
    `  # Connection and authentication (shared by every action)`,
    ...inputLines(CONNECTION_INPUTS),
  ];
  if (spec.connectionFirst) lines.push(...connection, '');
  const operation = operationInput(spec);
  if (operation) lines.push(...inputLines({ operation }));
  for (const group of spec.groups) {
    if (group.title) lines.push(`  # ${group.title}`);
    lines.push(...inputLines(group.inputs), '');
  }
  if (!spec.connectionFirst) lines.push(...connection, '');
  lines.push('outputs:');
  for (const [output, description] of Object.entries(spec.outputs)) {
    lines.push(`  ${output}:`, `    description: ${scalar(description)}`);
  }
  lines.push(
    '',
    'runs:',
    '  using: node24',
    `  main: ${dist}/${name}/index.js`,
    `  post: ${dist}/post/index.cjs`,
    '  post-if: always()',
    '',
  );
  return lines.join('\n');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();

/** The README reference of one action: every input and output in tables. */
export function renderReference(spec: ActionSpec): string {
  const lines = ['### Inputs', '', '| Input | Default | Description |', '| --- | --- | --- |'];
  for (const [name, input] of Object.entries(allInputs(spec))) {
    const fallback =
      input.default === undefined ? (input.required ? '**required**' : '') : `\`${input.default}\``;
    lines.push(`| \`${name}\` | ${fallback} | ${cell(input.description)} |`);
  }
  lines.push('', '### Outputs', '', '| Output | Description |', '| --- | --- |');
  for (const [name, description] of Object.entries(spec.outputs))
    lines.push(`| \`${name}\` | ${cell(description)} |`);
  return lines.join('\n');
}

/**
 * The README of a sub-action that has none yet: its title and description, an example with the
 * inputs it requires, and the reference's markers (filled in next). Written once, when the file
 * is missing, for its author to go on with (what to know about the server, more examples).
 */
export async function renderNewReadme(name: SubActionName, spec: ActionSpec): Promise<string> {
  const own = Object.entries(allInputs(spec)).filter(([input]) => !(input in CONNECTION_INPUTS));
  const operations = Object.keys(spec.operations ?? {});
  const example = [
    `- uses: ${AUTHOR}/REPO/${name}@<sha>`,
    '  with:',
    '    client-id: ${{ vars.INFISICAL_CLIENT_ID }}',
    '    client-secret: ${{ secrets.INFISICAL_CLIENT_SECRET }}',
    ...(operations.length > 1 ? [`    operation: ${operations[0]}`] : []),
    ...own
      .filter(
        ([input, spec]) => input === 'project-slug' || (spec.required && input !== 'operation'),
      )
      .map(([input]) => `    ${input}: ${input === 'project-slug' ? 'my-app' : `'<${input}>'`}`),
  ];
  const text = [
    `# ${spec.title}`,
    '',
    `${spec.description} Every action's connection and login inputs are described in the [README](../README.md).`,
    '',
    '## Examples',
    '',
    '```yaml',
    ...example,
    '```',
    '',
    '## Reference',
    '',
    '<!-- prettier-ignore-start -->',
    START,
    END,
    '<!-- prettier-ignore-end -->',
    '',
  ].join('\n');
  const file = path.join(root, referenceFileOf(name));
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/**
 * An action's reference file as it should be, in the repository at `dir`: the file with its
 * reference refreshed; for a sub-action that has none, a new README. Undefined when the main
 * action's page is missing.
 */
export async function referenceText(
  name: ActionName,
  spec: ActionSpec,
  dir = root,
): Promise<string | undefined> {
  const file = referenceFileOf(name);
  const readme = existsSync(path.join(dir, file))
    ? readFileSync(path.join(dir, file), 'utf8')
    : name === 'main'
      ? undefined
      : await renderNewReadme(name, spec);
  return readme === undefined ? undefined : withReference(readme, spec, file);
}

function withReference(readme: string, spec: ActionSpec, file: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: missing ${START} ... ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${renderReference(spec)}\n${readme.slice(end)}`;
}

/**
 * The facts of one input that the code reads at run time (its default; for a credential, that
 * it is one and whether it takes several lines), as TypeScript; the others are types.
 */
function inputValue(input: InputSpec): string | undefined {
  const facts = [
    input.default !== undefined && `default: ${JSON.stringify(input.default)}`,
    input.secret && 'secret: true',
    input.secret && input.multiline && 'multiline: true',
  ].filter(Boolean);
  return facts.length > 0 ? `{ ${facts.join(', ')} }` : undefined;
}

const key = (name: string): string => (/^[a-z]+$/.test(name) ? name : `'${name}'`);
const union = (names: readonly string[]): string => names.map((name) => `'${name}'`).join(' | ');

/**
 * src/spec/values.ts: every action's input and output names, required and multi-line inputs (as
 * types: they cost the bundle nothing), the defaults and credentials, the main action's outputs
 * and the version.
 */
export async function renderValues(version: string): Promise<string> {
  const facts = (inputs: Readonly<Record<string, InputSpec>>, indent: string): string[] =>
    Object.entries(inputs).flatMap(([name, input]) => {
      const value = inputValue(input);
      return value ? [`${indent}${key(name)}: ${value},`] : [];
    });
  const actions = ACTION_NAMES.map((name) => {
    const lines: string[] = [];
    let spread = false;
    for (const [input, value] of Object.entries(allInputs(ACTION_SPECS[name]))) {
      if (CONNECTION_INPUTS[input] === value) {
        if (!spread) lines.push('    ...CONNECTION,');
        spread = true;
      } else {
        lines.push(...facts({ [input]: value }, '    '));
      }
    }
    return `  ${key(name)}: {\n${lines.join('\n')}\n  },`;
  }).join('\n');
  const inputNames = ACTION_NAMES.map((name) => {
    const own = Object.keys(allInputs(ACTION_SPECS[name])).filter((n) => !(n in CONNECTION_INPUTS));
    return `  ${key(name)}: ${union(own)} | ConnectionInput;`;
  }).join('\n');
  const outputNames = ACTION_NAMES.map(
    (name) => `  ${key(name)}: ${union(Object.keys(ACTION_SPECS[name].outputs))};`,
  ).join('\n');
  const text = `// Generated from the spec and package.json by \`npm run docs\`: edit those, not this file.
// What the code needs of the spec, without the descriptions (they stay in src/spec/ and each
// sub-action's spec.ts, for the generator and the command-line tool's help).
import type { ActionName } from './names.js';

/** The product's version (package.json), sent in the user agent. */
export const VERSION = '${version}';

/** The connection and authentication inputs, the same for every action. */
export type ConnectionInput = ${union(Object.keys(CONNECTION_INPUTS))};

/** Each action's input names: reading an input by any other name is a compile error. */
export interface ActionInputs {
${inputNames}
}

/** Each action's output names. */
export interface ActionOutputs {
${outputNames}
}

export type InputName<A extends ActionName> = ActionInputs[A];
export type OutputName<A extends ActionName> = ActionOutputs[A];
export type MainInput = InputName<'main'>;
export type MainOutput = OutputName<'main'>;

/**
 * What the code reads of an input at run time besides its name (which inputs are required or
 * take several lines are the types above: no code reads them at run time).
 */
export interface InputValue {
  /** The default (text); an input left empty reads as it. */
  readonly default?: string;
  /**
   * A credential: a one-line one is masked whole the moment it is read, a multi-line one
   * (\`multiline\`) value by value by its reader; the tool warns when one is given as a flag.
   */
  readonly secret?: true;
  /** Set on a credential that takes several lines. */
  readonly multiline?: true;
}

export type InputValues<N extends string> = Readonly<Partial<Record<N, InputValue>>>;

const CONNECTION = {
${facts(CONNECTION_INPUTS, '  ').join('\n')}
} as const;

/** The connection inputs with a default or a credential, by name. */
export const CONNECTION_VALUES: InputValues<ConnectionInput> = CONNECTION;

/** Each action's inputs with a default or a credential, by name. */
export const INPUT_VALUES: { readonly [A in ActionName]: InputValues<InputName<A>> } = {
${actions}
};

/** The main action's outputs: no secret may take one of their names. */
export const MAIN_OUTPUTS: readonly MainOutput[] = [${union(Object.keys(ACTION_SPECS.main.outputs)).replace(/ \| /g, ', ')}];

/** The command-line tool's own options (\`scope: tool\`). */
export type ToolInput = ${union(Object.keys(TOOL_INPUTS))};

/** The tool's own options with a default, by name. */
export const TOOL_VALUES: InputValues<ToolInput> = {
${facts(TOOL_INPUTS, '  ').join('\n')}
};

/** The values of each input that takes a fixed list, by input. */
export const CHOICES = {
${choices()}
} as const;
`;
  const file = path.join(root, VALUES);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** Every input with a fixed list of values, as TypeScript lines: `name: ['a', 'b'],`. */
function choices(): string {
  const inputs = [
    CONNECTION_INPUTS,
    TOOL_INPUTS,
    ...ACTION_NAMES.map((n) => allInputs(ACTION_SPECS[n])),
  ];
  const lines = new Map<string, string>();
  for (const group of inputs) {
    for (const [name, input] of Object.entries(group) as [string, InputSpec][]) {
      if (input.choices)
        lines.set(name, `  ${key(name)}: [${input.choices.map((c) => `'${c}'`).join(', ')}],`);
    }
  }
  return [...lines.values()].join('\n');
}

/**
 * Inputs whose description does not name each of their values (\`value\`): the description is
 * what users read, so a value added to the list must be described there too.
 */
export function undescribedChoices(): string[] {
  const inputs = [
    CONNECTION_INPUTS,
    TOOL_INPUTS,
    ...ACTION_NAMES.map((n) => allInputs(ACTION_SPECS[n])),
  ];
  return inputs.flatMap((group) =>
    (Object.entries(group) as [string, InputSpec][]).flatMap(([name, input]) =>
      (input.choices ?? [])
        .filter((choice) => !input.description.includes(`\`${choice}\``))
        .map((choice) => `${name}: \`${choice}\``),
    ),
  );
}

/** The generated values module, relative to the repository. */
export const VALUES = 'src/spec/values.ts';

async function main(): Promise<number> {
  let stale = 0;
  const update = (file: string, next: string, source = 'src/spec/'): void => {
    const absolute = path.join(root, file);
    const current = existsSync(absolute) ? readFileSync(absolute, 'utf8') : '';
    if (current === next) return;
    if (check) {
      const state = existsSync(absolute) ? `out of date with ${source}` : 'missing';
      console.error(`${file} is ${state}: run 'npm run docs'.`);
      stale++;
    } else {
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, next);
      console.log(`${current === '' ? 'Wrote' : 'Updated'} ${file}`);
    }
  };
  for (const name of ACTION_NAMES) {
    const spec = ACTION_SPECS[name];
    const folder = folderOf(name);
    update(path.join(folder, 'action.yml'), renderActionYml(name, spec), specFileOf(name));
    const reference = referenceFileOf(name);
    const text = await referenceText(name, spec);
    if (text === undefined) {
      console.error(`${reference} is missing: every action has a reference.`);
      stale++;
      continue;
    }
    update(reference, text, specFileOf(name));
  }
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  update(VALUES, await renderValues(pkg.version));
  for (const missing of undescribedChoices()) {
    console.error(
      `The description of ${missing.split(':')[0]} does not name${missing.slice(missing.indexOf(':') + 1)}.`,
    );
    stale++;
  }
  // The limits and figures stated in prose, from the constants (after the references, which
  // may share a file with them).
  for (const file of FIGURE_FILES) {
    const { text, missing } = applyFigures(readFileSync(path.join(root, file), 'utf8'), file);
    for (const line of missing) console.error(line);
    stale += missing.length;
    update(file, text, 'the limits in the code (scripts/figures.ts)');
  }
  // After the references, which may share a file with figures.
  try {
    for (const file of updateFragments(root, { write: !check })) {
      if (check) {
        console.error(
          `${file}: a measured figure differs from bench/results/ or dist/: run 'npm run docs'.`,
        );
        stale++;
      } else {
        console.log(`Updated ${file}`);
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    stale++;
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit((await main()) > 0 ? 1 : 0);
