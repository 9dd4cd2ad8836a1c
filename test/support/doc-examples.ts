// The YAML examples of every Markdown file of the repository, and the workflow steps in them:
// read by the tests that check the examples parse and use real inputs, and that they re-run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

export interface DocExample {
  /** `README.md example 3`: the file and the example's number in it. */
  where: string;
  /**
   * The name given by a `<!-- example: NAME -->` line just before the block: a whole workflow
   * that a test of its own runs job by job.
   */
  name?: string;
  yaml: string;
}

/** Every ```yaml block of every Markdown file, in file order. */
export function docExamples(): DocExample[] {
  return markdownFiles().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:<!-- example: ([\w-]+) -->\s*)?```ya?ml\n([\s\S]*?)```/g)].map(
      (match, index) => ({
        where: `${path.relative(root, file)} example ${index + 1}`,
        ...(match[1] ? { name: match[1] } : {}),
        yaml: match[2]!,
      }),
    );
  });
}

/** The documentation example marked `<!-- example: NAME -->` (fails when there is none). */
export function namedExample(name: string): DocExample {
  const found = docExamples().filter((example) => example.name === name);
  if (found.length !== 1) throw new Error(`${found.length} examples are named ${name}`);
  return found[0]!;
}

/** Every object in a parsed document that looks like a workflow step, in document order. */
export function stepsIn(value: unknown): Step[] {
  if (Array.isArray(value)) return value.flatMap(stepsIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = 'uses' in record || 'run' in record ? [record as Step] : [];
    return [...own, ...Object.values(record).flatMap(stepsIn)];
  }
  return [];
}

/** `OWNER/REPO/<name>@<sha>` (a copy pinned to a commit): `<name>` ('' for the main action), else undefined. */
export function ourAction(uses: string | undefined): string | undefined {
  const match = /^OWNER\/REPO(?:\/([a-z-]+))?@<sha>$/.exec(uses ?? '');
  return match ? (match[1] ?? '') : undefined;
}
