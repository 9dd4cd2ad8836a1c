// The docs' measured figures, rendered between markers so that they can only say what was
// measured: each table and figure from what a benchmark last wrote to bench/results/<name>.json
// (the date, Node, CPUs and load average of the run with it), and the sizes of the built files
// from dist/ itself. `npm run docs` rewrites them (every `npm run bench*` runs it after its
// benchmark), `npm run docs:check` (and a test) fails when one differs.
//
// The markers may sit in any file of DOC_FILES: moving a table to another page is moving its
// markers and, for a new page, adding it to the list.
//   a table:              <!-- bench:job:start -->            (each marker on its own line)
//                         <!-- bench:job:end -->
//   a figure in a line:   one <!-- size:lib -->341 KB<!-- /size:lib --> bundle
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunInfo } from '../bench/tables/format.ts';
import { renderAwsExtra, renderAwsTable, type AwsResults } from '../bench/tables/aws.ts';
import { renderCliTable, renderExecutableSize, type CliResults } from '../bench/tables/cli.ts';
import {
  renderEncodingSummary,
  renderEncodingTable,
  type EncodingResults,
} from '../bench/tables/encoding.ts';
import { renderJobTable, renderJobVsOfficial, type JobResults } from '../bench/tables/job.ts';
import { renderMainTable, type MainResults } from '../bench/tables/main.ts';
import {
  renderProxyBehaviour,
  renderProxyNodeSaving,
  renderProxyTable,
  renderProxyUndiciCost,
  type ProxyResults,
} from '../bench/tables/proxy.ts';
import { renderRedactTable, type RedactResults } from '../bench/tables/redact.ts';
import {
  renderToolkitCost,
  renderToolkitTable,
  type ToolkitResults,
} from '../bench/tables/toolkit.ts';
import {
  builtFiles,
  bundleSize,
  chunkSize,
  folderSize,
  renderSizesTable,
  type BuiltFile,
} from './sizes.ts';

/** The files whose markers are rendered: the one list to change when a table moves. */
export const DOC_FILES = [
  'README.md',
  'docs/DEPENDENCIES.md',
  'docs/cli.md',
  'docs/authentication.md',
  'docs/how-it-works.md',
  'docs/performance.md',
] as const;

/** What a fragment is rendered from: the results files (read once) and dist/. */
export interface FragmentContext {
  results<T extends RunInfo>(name: string): T;
  builtFiles(): BuiltFile[];
  folderSize(folder: string): string;
}

export interface Fragment {
  /** `bench:<name>` (from bench/results/) or `size:<name>` (from dist/). */
  id: string;
  /** A figure inside a sentence, or a block of its own (a table with its caption). */
  inline: boolean;
  /** What it is rendered from, named in the block's comment. */
  from: string;
  render(context: FragmentContext): string;
}

const results = 'bench/results/';
const libBytes = (context: FragmentContext): number =>
  context.builtFiles().find((file) => file.file === 'dist/lib/index.js')!.bytes;

export const FRAGMENTS: readonly Fragment[] = [
  {
    id: 'bench:job',
    inline: false,
    from: `${results}job.json`,
    render: (c) => renderJobTable(c.results<JobResults>('job')),
  },
  {
    id: 'bench:job-vs-official',
    inline: true,
    from: `${results}job.json`,
    render: (c) => renderJobVsOfficial(c.results<JobResults>('job')),
  },
  {
    id: 'bench:main',
    inline: false,
    from: `${results}main.json`,
    render: (c) => renderMainTable(c.results<MainResults>('main')),
  },
  {
    id: 'bench:aws',
    inline: false,
    from: `${results}aws.json`,
    render: (c) => renderAwsTable(c.results<AwsResults>('aws')),
  },
  {
    id: 'bench:aws-extra',
    inline: true,
    from: `${results}aws.json`,
    render: (c) => renderAwsExtra(c.results<AwsResults>('aws')),
  },
  {
    id: 'bench:cli',
    inline: false,
    from: `${results}cli.json`,
    render: (c) => renderCliTable(c.results<CliResults>('cli')),
  },
  {
    id: 'bench:cli-executable',
    inline: true,
    from: `${results}cli.json`,
    render: (c) => renderExecutableSize(c.results<CliResults>('cli')),
  },
  {
    id: 'bench:redact',
    inline: false,
    from: `${results}redact.json`,
    render: (c) => renderRedactTable(c.results<RedactResults>('redact')),
  },
  {
    id: 'bench:toolkit',
    inline: false,
    from: `${results}toolkit.json`,
    render: (c) => renderToolkitTable(c.results<ToolkitResults>('toolkit')),
  },
  {
    id: 'bench:toolkit-cost',
    inline: true,
    from: `${results}toolkit.json and dist/`,
    render: (c) => renderToolkitCost(c.results<ToolkitResults>('toolkit'), libBytes(c)),
  },
  {
    id: 'bench:proxy',
    inline: false,
    from: `${results}proxy.json`,
    render: (c) => renderProxyTable(c.results<ProxyResults>('proxy')),
  },
  {
    id: 'bench:proxy-behaviour',
    inline: false,
    from: `${results}proxy.json`,
    render: (c) => renderProxyBehaviour(c.results<ProxyResults>('proxy')),
  },
  {
    id: 'bench:proxy-node-saving',
    inline: true,
    from: `${results}proxy.json`,
    render: (c) => renderProxyNodeSaving(c.results<ProxyResults>('proxy')),
  },
  {
    id: 'bench:proxy-undici-cost',
    inline: true,
    from: `${results}proxy.json and dist/`,
    render: (c) => renderProxyUndiciCost(c.results<ProxyResults>('proxy'), libBytes(c)),
  },
  {
    id: 'bench:encoding',
    inline: false,
    from: `${results}encoding.json`,
    render: (c) => renderEncodingTable(c.results<EncodingResults>('encoding')),
  },
  {
    id: 'bench:encoding-summary',
    inline: true,
    from: `${results}encoding.json`,
    render: (c) => renderEncodingSummary(c.results<EncodingResults>('encoding')),
  },
  {
    id: 'size:table',
    inline: false,
    from: 'dist/',
    render: (c) => renderSizesTable(c.builtFiles()),
  },
  ...(
    [
      ['size:lib', (c) => bundleSize(c.builtFiles(), 'dist/lib/index.js')],
      ['size:post', (c) => bundleSize(c.builtFiles(), 'dist/post/index.cjs')],
      ['size:cli-entry', (c) => bundleSize(c.builtFiles(), 'dist/cli/index.js')],
      ['size:cli-package', (c) => c.folderSize('dist/cli')],
      ['size:early', (c) => c.folderSize('dist/early')],
      ['size:aws-sdk', (c) => chunkSize(c.builtFiles(), 'aws-sdk')],
      ['size:cloud-vm', (c) => chunkSize(c.builtFiles(), 'cloud-vm')],
    ] as [string, (c: FragmentContext) => string][]
  ).map(([id, render]) => ({ id, inline: true, from: 'dist/', render })),
];

/** Reads bench/results/ and dist/ under `root`, each at most once. */
export function fragmentContext(root: string): FragmentContext {
  const cache = new Map<string, RunInfo>();
  let files: BuiltFile[] | undefined;
  return {
    results<T extends RunInfo>(name: string): T {
      if (!cache.has(name)) {
        const file = path.join(root, 'bench', 'results', `${name}.json`);
        cache.set(name, JSON.parse(readFileSync(file, 'utf8')) as RunInfo);
      }
      return cache.get(name) as T;
    },
    builtFiles: () => (files ??= builtFiles(root)),
    folderSize: (folder) => folderSize(root, folder),
  };
}

/** Any marker of a fragment: `<!-- id:start -->`, `<!-- id:end -->`, `<!-- id -->`, `<!-- /id -->`. */
export const MARKER = /<!-- (\/?)((?:bench|size):[a-z0-9-]+)(?::(start|end))? -->/g;

/** A fault in a file's markers: one line saying where and what to do. */
export class FragmentError extends Error {}

/**
 * `text` (the content of `file`) with every fragment between its markers rendered again, and the
 * ids it holds. `render` gives a fragment's text (a block's body, or a figure for a line).
 */
export function applyFragments(
  text: string,
  file: string,
  render: (fragment: Fragment) => string,
): { text: string; ids: string[] } {
  const ids: string[] = [];
  const marker = new RegExp(MARKER.source, 'g');
  let out = '';
  let at = 0;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const [start, closing, id, edge] = match as unknown as [string, string, string, string?];
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${file}:${line}`;
    const fragment = FRAGMENTS.find((candidate) => candidate.id === id);
    if (!fragment) throw new FragmentError(`${where}: no fragment ${id} (scripts/fragments.ts).`);
    if (closing || edge === 'end') throw new FragmentError(`${where}: ${start} has no start.`);
    const from = match.index + start.length;
    let rendered: string;
    let end: string;
    if (edge === 'start') {
      if (fragment.inline) {
        throw new FragmentError(
          `${where}: ${id} is a figure for a sentence: write <!-- ${id} -->…<!-- /${id} -->.`,
        );
      }
      end = `<!-- ${id}:end -->`;
      const ownLine = (match.index === 0 || text[match.index - 1] === '\n') && text[from] === '\n';
      if (!ownLine) throw new FragmentError(`${where}: ${start} must be on a line of its own.`);
      rendered = [
        '',
        `<!-- Rendered from ${fragment.from} by \`npm run docs\`: do not edit by hand. -->`,
        '<!-- prettier-ignore-start -->',
        render(fragment),
        '<!-- prettier-ignore-end -->',
        '',
      ].join('\n');
    } else {
      if (!fragment.inline) {
        throw new FragmentError(
          `${where}: ${id} is a table: put <!-- ${id}:start --> and <!-- ${id}:end --> on lines of their own.`,
        );
      }
      end = `<!-- /${id} -->`;
      if (!/\S/.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index))) {
        // At the start of a line, `<!--` would begin an HTML block and end the paragraph.
        throw new FragmentError(`${where}: ${start} must follow some text on its line.`);
      }
      rendered = render(fragment);
      if (rendered.includes('\n')) throw new Error(`${id} rendered more than one line.`);
    }
    const close = text.indexOf(end, from);
    const lineEnd = text.indexOf('\n', from);
    if (close < 0 || (fragment.inline && lineEnd >= 0 && close > lineEnd)) {
      const same = fragment.inline ? ' on the same line' : '';
      throw new FragmentError(`${where}: ${start} is not closed by ${end}${same}.`);
    }
    out += text.slice(at, from) + rendered + end;
    at = close + end.length;
    marker.lastIndex = at;
    ids.push(id);
  }
  return { text: out + text.slice(at), ids };
}

/** Each file of DOC_FILES under `root` as it is and as rendered from the results and dist/. */
export function renderDocs(root: string): { file: string; current: string; rendered: string }[] {
  const context = fragmentContext(root);
  const placed = new Set<string>();
  const docs = DOC_FILES.filter((file) => existsSync(path.join(root, file))).map((file) => {
    const current = readFileSync(path.join(root, file), 'utf8');
    const { text, ids } = applyFragments(current, file, (fragment) => fragment.render(context));
    for (const id of ids) placed.add(id);
    return { file, current, rendered: text };
  });
  const lost = FRAGMENTS.filter((fragment) => !placed.has(fragment.id)).map((f) => f.id);
  if (lost.length > 0) {
    throw new FragmentError(
      `${lost.join(', ')}: in none of ${DOC_FILES.join(', ')}. Put the markers back, list the file they moved to in DOC_FILES, or drop the fragment from scripts/fragments.ts.`,
    );
  }
  return docs;
}

/** The files whose fragments are out of date; with `write`, rewritten. */
export function updateFragments(root: string, { write }: { write: boolean }): string[] {
  const stale = renderDocs(root).filter((doc) => doc.rendered !== doc.current);
  if (write) {
    for (const doc of stale) writeFileSync(path.join(root, doc.file), doc.rendered);
  }
  return stale.map((doc) => doc.file);
}
