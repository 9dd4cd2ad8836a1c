// Every YAML example in the documentation works as written: it parses, each step that uses one of
// our actions names an action that exists and only inputs it has, and no `run:` script splices
// an expression (`${{ ... }}`) into the shell — outputs reach scripts through `env:` (script
// injection: a membership's user name or a server's slug must never become shell code).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ACTION_NAMES, ACTION_SPECS, allInputs } from '../../src/spec/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'fixtures', 'coverage']);

function markdownFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

/** Every object in a parsed document that looks like a workflow step. */
function stepsIn(value: unknown): Step[] {
  if (Array.isArray(value)) return value.flatMap(stepsIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = 'uses' in record || 'run' in record ? [record as Step] : [];
    return [...own, ...Object.values(record).flatMap(stepsIn)];
  }
  return [];
}

const examples = markdownFiles().flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((match, index) => ({
    where: `${path.relative(root, file)} example ${index + 1}`,
    yaml: match[1]!,
  }));
});

const inputsOf = new Map(
  ACTION_NAMES.map((name) => [
    name === 'main' ? '' : `/${name}`,
    new Set(Object.keys(allInputs(ACTION_SPECS[name]))),
  ]),
);

describe('documentation examples', () => {
  it('there are examples to check', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples)(
    '$where parses, uses real actions and inputs, splices nothing into a script',
    ({ yaml }) => {
      const documents = parseAllDocuments(yaml);
      for (const document of documents) {
        expect(document.errors.map((e) => e.message)).toEqual([]);
        for (const step of stepsIn(document.toJS())) {
          if (typeof step.run === 'string') expect(step.run).not.toMatch(/\$\{\{/);
          const ours = /^OWNER\/infisical-secrets-action(\/[a-z-]+)?@v1$/.exec(step.uses ?? '');
          if (!ours) continue;
          const inputs = inputsOf.get(ours[1] ?? '');
          expect(inputs, `no action ${step.uses}`).toBeDefined();
          for (const input of Object.keys(step.with ?? {})) {
            expect(inputs!.has(input), `${step.uses} has no input \`${input}\``).toBe(true);
          }
        }
      }
    },
  );
});
