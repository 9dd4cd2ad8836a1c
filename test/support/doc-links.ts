// The documentation's links and headings, read with a Markdown parser (so that code is never
// mistaken for either): which relative link leads nowhere, and the anchors GitHub makes of
// headings. Read by test/docs/links.test.ts and test/docs/readme.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { SUB_ACTION_NAMES } from '../../src/spec/index.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The documentation, relative to the repository. */
export const DOCUMENTS = [
  'README.md',
  'SECURITY.md',
  'CHANGELOG.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...SUB_ACTION_NAMES.map((name) => `${name}/README.md`),
];

export interface Node {
  type: string;
  url?: string;
  value?: string;
  depth?: number;
  /** A code block's language. */
  lang?: string | null;
  position?: { start: { line: number }; end: { line: number } };
  children?: Node[];
}

/** The Markdown tree of a file of the repository. */
export function parse(file: string): Node {
  return fromMarkdown(readFileSync(path.join(root, file), 'utf8'), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  }) as Node;
}

export function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file: one per heading (`-1`, `-2` for repeats), and `<a id>`s. */
export function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walk(parse(file), (node) => {
    if (node.type === 'heading') {
      const base = slug(toString(node));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    } else if (node.type === 'html') {
      for (const m of node.value!.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
    }
  });
  anchorCache.set(file, anchors);
  return anchors;
}

/** The relative links (and link definitions) of a file, with their lines. */
export function relativeLinks(file: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  walk(parse(file), (node) => {
    if (!['link', 'definition', 'image'].includes(node.type)) return;
    const url = node.url ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return;
    links.push({ url, line: node.position?.start.line ?? 0 });
  });
  return links;
}

/** Why a link of `file` leads nowhere, or undefined when it leads somewhere. */
export function brokenLink(file: string, url: string): string | undefined {
  const [target = '', anchor] = url.split('#') as [string, string?];
  const resolved = target === '' ? file : path.posix.join(path.posix.dirname(file), target);
  if (resolved.startsWith('..')) return `${resolved} is outside the repository`;
  if (!existsSync(path.join(root, resolved))) return `${resolved} does not exist`;
  if (anchor === undefined) return undefined;
  if (!resolved.endsWith('.md')) return `${resolved} is not a Markdown page: no #${anchor}`;
  const anchors = anchorsOf(resolved);
  if (anchors.has(decodeURIComponent(anchor))) return undefined;
  return `${resolved} has no heading #${anchor}`;
}
