// Generates, from the one description of every action in src/spec/, each action's `action.yml`
// and the inputs/outputs reference in its README (between `<!-- reference:start -->` and
// `<!-- reference:end -->`); and renders the docs' measured tables and figures from
// bench/results/ and dist/ (scripts/fragments.ts). `--check` changes nothing and fails when a
// file is out of date.
// Run through `npm run docs` (Node 24 strips the types; scripts/ts-resolve.mjs maps .js to .ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import {
  ACTION_NAMES,
  ACTION_SPECS,
  CONNECTION_INPUTS,
  allInputs,
  operationInput,
} from '../src/spec/index.js';
import type { ActionName, ActionSpec, InputSpec } from '../src/spec/index.js';
import { updateFragments } from './fragments.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const START = '<!-- reference:start -->';
const END = '<!-- reference:end -->';
/** Stands for the account that publishes the action; the README says so once. */
export const AUTHOR = 'OWNER';
const COLOR = 'yellow';

/** The folder of an action: the repository root for the main action. */
export const folderOf = (name: ActionName): string => (name === 'main' ? '' : name);

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
    '# Generated from src/spec/ by `npm run docs`: edit the description there, not here.',
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
    `  post: ${dist}/post/index.js`,
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

function withReference(readme: string, spec: ActionSpec, file: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: missing ${START} ... ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n${renderReference(spec)}\n${readme.slice(end)}`;
}

function main(): number {
  let stale = 0;
  const update = (file: string, next: string): void => {
    const absolute = path.join(root, file);
    const current = existsSync(absolute) ? readFileSync(absolute, 'utf8') : '';
    if (current === next) return;
    if (check) {
      console.error(`${file} is out of date with src/spec/: run 'npm run docs'.`);
      stale++;
    } else {
      writeFileSync(absolute, next);
      console.log(`Updated ${file}`);
    }
  };
  for (const name of ACTION_NAMES) {
    const spec = ACTION_SPECS[name];
    const folder = folderOf(name);
    update(path.join(folder, 'action.yml'), renderActionYml(name, spec));
    const readme = path.join(folder, 'README.md');
    if (!existsSync(path.join(root, readme))) {
      console.error(`${readme} is missing: every action has a README.`);
      stale++;
      continue;
    }
    update(readme, withReference(readFileSync(path.join(root, readme), 'utf8'), spec, readme));
  }
  // After the references: README.md holds both.
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
  process.exit(main() > 0 ? 1 : 0);
