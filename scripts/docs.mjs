// Generates the inputs and outputs reference of each README from its action.yml, between
// `<!-- reference:start -->` and `<!-- reference:end -->`, so the docs cannot drift.
// `node scripts/docs.mjs --check` fails when a README is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const START = '<!-- reference:start -->';
const END = '<!-- reference:end -->';

/** Folders with an action.yml and a README.md: the main action and each sub-action. */
export const ACTION_DIRS = [
  '',
  'imports',
  'tags',
  'projects',
  'environments',
  'memberships',
  'snapshots',
  'identities',
];

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n+/g, ' ')
    .trim();

function reference(action) {
  const lines = ['### Inputs', '', '| Input | Default | Description |', '| --- | --- | --- |'];
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    const fallback =
      spec.default === undefined ? (spec.required ? '**required**' : '') : `\`${spec.default}\``;
    lines.push(`| \`${name}\` | ${fallback} | ${cell(spec.description)} |`);
  }
  lines.push('', '### Outputs', '', '| Output | Description |', '| --- | --- |');
  for (const [name, spec] of Object.entries(action.outputs ?? {}))
    lines.push(`| \`${name}\` | ${cell(spec.description)} |`);
  return lines.join('\n');
}

let stale = 0;
for (const dir of ACTION_DIRS) {
  const yml = path.join(root, dir, 'action.yml');
  const readme = path.join(root, dir, 'README.md');
  if (!existsSync(yml) || !existsSync(readme)) continue;
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) {
    console.error(`${path.join(dir, 'README.md')}: missing ${START} ... ${END} markers`);
    stale++;
    continue;
  }
  const next = `${text.slice(0, start + START.length)}\n${reference(parse(readFileSync(yml, 'utf8')))}\n${text.slice(end)}`;
  if (next === text) continue;
  if (check) {
    console.error(
      `${path.join(dir, 'README.md')} is out of date with its action.yml: run 'npm run docs'.`,
    );
    stale++;
  } else {
    writeFileSync(readme, next);
    console.log(`Updated ${path.join(dir, 'README.md')}`);
  }
}
process.exit(stale > 0 ? 1 : 0);
