// The docs' measured figures can only say what was measured: every benchmark table and figure is
// the one its bench/results/<name>.json renders, every size the one dist/ holds (the same check
// as `npm run docs:check`, here after `npm test` has built dist/ afresh), and the markers that
// carry them are where the renderer looks.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RunInfo } from '../../bench/tables/format.ts';
import {
  applyFragments,
  DOC_FILES,
  FRAGMENTS,
  fragmentContext,
  FragmentError,
  MARKER,
  renderDocs,
  type Fragment,
  type FragmentContext,
} from '../../scripts/fragments.ts';
import { builtFiles, CHUNK, renderSizesTable } from '../../scripts/sizes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsDir = path.join(root, 'bench', 'results');
const resultNames = readdirSync(resultsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const readResults = (name: string): RunInfo =>
  JSON.parse(readFileSync(path.join(resultsDir, `${name}.json`), 'utf8')) as RunInfo;

describe('the docs as committed', () => {
  it.each(DOC_FILES)('%s holds the figures bench/results/ and dist/ render', (file) => {
    const doc = renderDocs(root).find((entry) => entry.file === file)!;
    expect(doc.current, `${file}: run \`npm run docs\``).toBe(doc.rendered);
  });

  it('every bundle and every chunk of dist/ is in the sizes table with its byte count', () => {
    const table = DOC_FILES.map((file) => readFileSync(path.join(root, file), 'utf8')).find(
      (text) => text.includes('<!-- size:table:start -->'),
    )!;
    const dist = path.join(root, 'dist');
    const expected = ['dist/lib/index.js', 'dist/post/index.cjs', 'dist/cli/index.js'];
    for (const dir of readdirSync(dist, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const name of readdirSync(path.join(dist, dir.name)).filter((n) => CHUNK.test(n))) {
        expected.push(`dist/${dir.name}/${name}`);
      }
    }
    expect(expected.length).toBeGreaterThan(3);
    for (const file of expected) {
      const bytes = readFileSync(path.join(root, file)).length;
      const grouped = bytes.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      expect(table, file).toMatch(new RegExp(`\\| \`${file}\` +\\| +${grouped} \\|`));
    }
  });

  it('no file outside DOC_FILES holds a marker (a moved table would never be rendered)', () => {
    const markdown: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'build', 'release', 'coverage'].includes(entry.name)) continue;
        if (entry.name.startsWith('.')) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.md')) markdown.push(path.relative(root, full));
      }
    };
    walk(root);
    const outside = markdown
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !(DOC_FILES as readonly string[]).includes(file))
      .filter((file) =>
        new RegExp(MARKER.source).test(readFileSync(path.join(root, file), 'utf8')),
      );
    expect(outside, 'list these files in DOC_FILES (scripts/fragments.ts)').toEqual([]);
  });
});

describe('bench/results/', () => {
  it('holds a file for every fragment rendered from it, and no file nothing renders', () => {
    const used = new Set(
      FRAGMENTS.flatMap((f) =>
        [...f.from.matchAll(/bench\/results\/(\w+)\.json/g)].map((m) => m[1]),
      ),
    );
    expect([...used].sort()).toEqual([...resultNames].sort());
  });

  it.each(resultNames)('%s.json says when, on what and how loaded it was measured', (name) => {
    const results = readResults(name);
    expect(results.date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    expect(results.node).toMatch(/^v\d+\.\d+/);
    expect(Number.isInteger(results.cpus) && results.cpus > 0).toBe(true);
    expect(Number.isInteger(results.runs) && results.runs > 0).toBe(true);
    if (results.loadAverage !== null) {
      expect(results.loadAverage).toHaveLength(2);
      for (const load of results.loadAverage) expect(load).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(resultNames)('every figure rendered from %s.json follows what it holds', (name) => {
    const context = fragmentContext(root);
    const fragments = FRAGMENTS.filter((f) => f.from.includes(`bench/results/${name}.json`));
    // Every measured number changed (by differing factors, so ratios change too), every outcome
    // turned around: each table and figure must change.
    const factors = [1.5, 2.25, 1.1, 3, 1.7];
    let next = 0;
    const scale = (value: unknown, key = ''): unknown => {
      if (typeof value === 'boolean') return !value;
      if (typeof value === 'number') {
        return ['runs', 'cpus'].includes(key) ? value : value * factors[next++ % factors.length]!;
      }
      if (Array.isArray(value)) return value.map((item) => scale(item, key));
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, k === 'loadAverage' ? v : scale(v, k)]),
        );
      }
      return value;
    };
    const scaled: FragmentContext = {
      ...context,
      results: <T extends RunInfo>(n: string) => scale(context.results(n)) as T,
    };
    for (const fragment of fragments) {
      expect(fragment.render(scaled), fragment.id).not.toBe(fragment.render(context));
    }
  });
});

describe('the markers', () => {
  const render = (fragment: Fragment): string =>
    fragment.inline ? `figure of ${fragment.id}` : `| table of ${fragment.id} |`;

  it('renders a table between its own lines and a figure inside its sentence', () => {
    const text = [
      'Before.',
      '<!-- bench:job:start -->',
      'stale',
      'lines',
      '<!-- bench:job:end -->',
      'One <!-- size:lib -->old<!-- /size:lib --> bundle.',
      '',
    ].join('\n');
    const { text: out, ids } = applyFragments(text, 'X.md', render);
    expect(ids).toEqual(['bench:job', 'size:lib']);
    expect(out).toBe(
      [
        'Before.',
        '<!-- bench:job:start -->',
        '<!-- Rendered from bench/results/job.json by `npm run docs`: do not edit by hand. -->',
        '<!-- prettier-ignore-start -->',
        '| table of bench:job |',
        '<!-- prettier-ignore-end -->',
        '<!-- bench:job:end -->',
        'One <!-- size:lib -->figure of size:lib<!-- /size:lib --> bundle.',
        '',
      ].join('\n'),
    );
    expect(applyFragments(out, 'X.md', render).text).toBe(out);
  });

  it.each([
    [
      'an unknown fragment',
      'a <!-- size:nothing -->1<!-- /size:nothing -->',
      /no fragment size:nothing/,
    ],
    [
      'a figure at the start of a line',
      '<!-- size:lib -->1<!-- /size:lib -->',
      /must follow some text/,
    ],
    ['a figure not closed on its line', 'a <!-- size:lib -->1\n<!-- /size:lib -->', /not closed/],
    ['a table written as a figure', 'a <!-- bench:job -->1<!-- /bench:job -->', /is a table/],
    [
      'a figure written as a table',
      '<!-- size:lib:start -->\n<!-- size:lib:end -->',
      /for a sentence/,
    ],
    ['a table not on its own line', 'a <!-- bench:job:start -->\n<!-- bench:job:end -->', /own/],
    ['a table never closed', '<!-- bench:job:start -->\nmore', /not closed/],
    ['an end without a start', 'a <!-- /size:lib --> b', /has no start/],
  ])('%s is one error naming the file and line', (_, text, message) => {
    const call = (): unknown => applyFragments(`intro\n${text}\n`, 'docs/X.md', render);
    expect(call).toThrow(FragmentError);
    expect(call).toThrow(message);
    expect(call).toThrow(/^docs\/X\.md:2: /);
  });

  it('a fragment found in none of DOC_FILES fails the rendering, naming it', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
    for (const dir of ['dist', 'bench']) {
      symlinkSync(path.join(root, dir), path.join(copy, dir), 'junction');
    }
    for (const file of DOC_FILES) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      const text = readFileSync(path.join(root, file), 'utf8');
      writeFileSync(
        path.join(copy, file),
        text.replace(/<!-- bench:aws:start -->[\s\S]*?<!-- bench:aws:end -->\n/g, ''),
      );
    }
    expect(() => renderDocs(copy)).toThrow(/^bench:aws: in none of README\.md/);
  });
});

describe('sizes from dist/', () => {
  it('names each chunk by what it holds, and takes its size from the file', () => {
    const fake = mkdtempSync(path.join(os.tmpdir(), 'sizes-'));
    const files: Record<string, string> = {
      'dist/lib/index.js': 'x'.repeat(1234),
      'dist/lib/7.index.js': 'export const id = 7; // @aws-sdk/credential-provider-node',
      'dist/lib/12.index.js': '// CONCATENATED MODULE: ./src/auth/metadata-request.ts',
      'dist/lib/99.index.js': 'export const id = 99;',
      'dist/post/index.cjs': 'p',
      'dist/cli/index.js': 'c'.repeat(2_500_000),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
      writeFileSync(path.join(fake, file), text);
    }
    const built = builtFiles(fake);
    expect(built.map((f) => f.file)).toEqual([
      'dist/lib/index.js',
      'dist/lib/7.index.js',
      'dist/lib/12.index.js',
      'dist/lib/99.index.js',
      'dist/post/index.cjs',
      'dist/cli/index.js',
    ]);
    expect(built.map((f) => f.role)).toEqual([
      undefined,
      'aws-sdk',
      'cloud-vm',
      undefined,
      undefined,
      undefined,
    ]);
    const table = renderSizesTable(built);
    expect(table).toMatch(/\| `dist\/lib\/index\.js` +\| +1,234 \|/);
    expect(table).toMatch(/\| `dist\/cli\/index\.js` +\| +2,500,000 \|/);
    expect(table).toMatch(/`dist\/lib\/99\.index\.js` .*dynamic `import\(\)`/);
  });
});
