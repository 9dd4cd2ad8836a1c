// The layers of src/ run one way: the folders in one declared order, bottom first, each importing
// only folders below it (every kind of import counts: `import type`, re-exports, dynamic
// `import()`); the adapters (the action's entries, the tool, the post step) never import each
// other; no file imports another in a circle. docs/ARCHITECTURE.md shows the same order and what
// each folder really imports, so it cannot drift. The tooling (bench/, scripts/) has no circle
// either, and bench/ never imports scripts/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, isDescription, specifiers, toolingGraph } from './imports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = path.join(root, 'src');

/** The layers, bottom first; folders of one layer (the adapters) never import each other. */
const LAYERS: readonly (readonly string[])[] = [
  ['early'],
  ['spec'],
  ['errors'],
  ['runner'],
  ['api'],
  ['auth'],
  ['secrets'],
  ['export'],
  ['settings'],
  ['core'],
  ['operations'],
  ['actions', 'cli', 'post'],
  ['index.ts'],
];

const RANK = new Map(LAYERS.flatMap((folders, rank) => folders.map((f) => [f, rank] as const)));

/** The folder of a file of src/: its first segment (sub-folders belong to it), or `index.ts`. */
const folderOf = (file: string): string => file.split('/')[0]!;

/** The post step's bundle stays small: it imports only tiny modules of these. */
const POST_MAY_IMPORT = [/^runner\//, /^export\/paths\.ts$/, /^spec\/values\.ts$/, /^early\//];

const graph = importGraph(src);
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => [from, to] as const));

/** Each folder → the other folders it imports, in layer order. */
function folderImports(): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (a === b) continue;
    out.set(a, (out.get(a) ?? new Set()).add(b));
  }
  const order = LAYERS.flat();
  return new Map(
    [...out].map(([folder, set]) => [
      folder,
      [...set].sort((x, y) => order.indexOf(x) - order.indexOf(y)),
    ]),
  );
}

describe('the layers of src/', () => {
  it('every file is in a declared layer', () => {
    const outside = [...graph.keys()].filter((file) => !RANK.has(folderOf(file)));
    expect(outside, 'files in no declared layer').toEqual([]);
  });

  it('each folder imports only folders below it, and the adapters never import each other', () => {
    const upward = edges
      .filter(([from, to]) => {
        const a = folderOf(from);
        const b = folderOf(to);
        return a !== b && !((RANK.get(b) ?? Infinity) < (RANK.get(a) ?? -Infinity));
      })
      .map(([from, to]) => `${from} → ${to}`);
    expect(upward, 'imports of a folder at the same level or above').toEqual([]);
  });

  it('no file imports another in a circle (sub-folders and type imports included)', () => {
    const cycle = findCycle(graph);
    expect(cycle?.join(' → '), 'an import cycle').toBeUndefined();
  });

  it('outside the descriptions and the tool, code imports no description (only the spec’s values and names)', () => {
    const descriptions = edges
      .filter(([from, to]) => isDescription(to) && !isDescription(from) && folderOf(from) !== 'cli')
      .map(([from, to]) => `${from} → ${to}`);
    expect(descriptions, 'imports of the descriptions').toEqual([]);
  });

  it('the post step imports only tiny low modules (the rest it loads lazily)', () => {
    const heavy = edges
      .filter(([from, to]) => folderOf(from) === 'post' && folderOf(to) !== 'post')
      .filter(([, to]) => !POST_MAY_IMPORT.some((allowed) => allowed.test(to)))
      .map(([from, to]) => `${from} → ${to}`);
    expect(heavy).toEqual([]);
  });

  it('docs/ARCHITECTURE.md shows the declared order and what each folder imports', () => {
    const doc = readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');
    const start = doc.indexOf('<!-- layers:start -->');
    const end = doc.indexOf('<!-- layers:end -->');
    expect(start, 'the layers:start and layers:end markers').toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    // Each row: layer, folder, what it holds (free text), what it imports.
    const shown = doc
      .slice(start, end)
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Layer') && !/^\| -/.test(line))
      .map((line) => {
        const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
        return [cells[0], cells[1], cells[3]].join(' | ');
      });
    expect(shown, 'rows of the layer table: layer | folder | imports').toEqual(expectedRows());
  });
});

/** The layer table's rows, top first: layer number, folder, and the folders it imports. */
function expectedRows(): string[] {
  const imports = folderImports();
  const rows: string[] = [];
  for (let rank = LAYERS.length - 1; rank >= 0; rank--) {
    for (const folder of LAYERS[rank]!) {
      const name = folder.endsWith('.ts') ? `\`src/${folder}\`` : `\`src/${folder}/\``;
      const uses = (imports.get(folder) ?? []).map((f) => `\`${f}\``).join(', ') || '–';
      rows.push(`${rank + 1} | ${name} | ${uses}`);
    }
  }
  return rows;
}

describe('the tooling', () => {
  const tooling = toolingGraph(root);

  it('no file of bench/ or scripts/ imports another in a circle', () => {
    expect(findCycle(tooling)?.join(' → '), 'an import cycle').toBeUndefined();
  });

  it('bench/ never imports scripts/, which renders the docs from what the benchmarks wrote', () => {
    const upward = [...tooling]
      .flatMap(([from, targets]) => targets.map((to) => [from, to] as const))
      .filter(([from, to]) => from.startsWith('bench/') && to.startsWith('scripts/'))
      .map(([from, to]) => `${from} → ${to}`);
    expect(upward).toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds every kind of import, and only module specifiers', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export { c } from './c.js';",
      "export type * from './d.js';",
      "import './e.js';",
      "const f = await import('./f.js');",
      "type G = typeof import('./g.js');",
      'const h = import(`./h.js`);',
      "const name = './not-a-module.js';",
      'const i = import(name);',
    ].join('\n');
    expect(specifiers(text)).toEqual([
      './a.js',
      './b.js',
      './c.js',
      './d.js',
      './e.js',
      './f.js',
      './g.js',
      './h.js',
    ]);
  });

  it('reports a cycle as the path that closes it', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['d.ts', 'b.ts']],
      ['d.ts', []],
    ]);
    expect(findCycle(cyclic)).toEqual(['b.ts', 'c.ts', 'b.ts']);
    expect(
      findCycle(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toBeUndefined();
  });
});
