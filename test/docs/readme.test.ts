// The README is something a user can scan: under 30 KB; it starts with the two set-up commands,
// has the quick start's YAML within its first 60 lines and a contents list of every section; its
// table of the most used inputs agrees with the spec; and every page of docs/ can be reached from
// it, each starting with what it is for and a link back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { allInputs } from '../../src/spec/index.js';
import { ACTION_SPECS } from '../../src/operations/specs.js';
import {
  anchorsOf,
  brokenLink,
  DOCUMENTS,
  parse,
  relativeLinks,
  root,
  slug,
  walk,
  type Node,
} from '../support/doc-links.ts';
import { stepsIn } from '../support/doc-examples.ts';
import { toString } from 'mdast-util-to-string';

const README = 'README.md';
const text = readFileSync(path.join(root, README), 'utf8');
const tree = parse(README);
const blocks = tree.children!;
const lineOf = (node: Node): number => node.position!.start.line;
const endLineOf = (node: Node): number => node.position!.end.line;

/** Pages for the project's developers, not users: they need not link back to the README. */
const DEVELOPER_PAGES = new Set([
  'ARCHITECTURE.md',
  'DEPENDENCIES.md',
  'RELIABILITY.md',
  'development.md',
]);

/** The `##` section of the README with this title: its blocks, up to the next `##`. */
function section(title: string): Node[] {
  const start = blocks.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && toString(node) === title,
  );
  expect(start, `README has no section "## ${title}"`).toBeGreaterThan(-1);
  const end = blocks.findIndex(
    (node, index) => index > start && node.type === 'heading' && node.depth === 2,
  );
  return blocks.slice(start + 1, end === -1 ? undefined : end);
}

describe('README.md', () => {
  it('is under 30 KB', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(30_000);
  });

  it('starts with the two commands that do all set-up: the demo and the tests', () => {
    expect(blocks[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(blocks[1]).toMatchObject({ type: 'code', lang: 'sh' });
    const commands = blocks[1]!.value!.split('\n').map((line) => line.split('#')[0]!.trim());
    expect(commands).toEqual(['npm ci && npm run demo', 'npm ci && npm test']);
  });

  it('has the quick start (Universal Auth and GitHub OIDC) within its first 60 lines', () => {
    const yaml = blocks.filter((node) => node.type === 'code' && node.lang === 'yaml');
    const withInputs = (node: Node): Record<string, unknown>[] =>
      stepsIn(parseYaml(node.value!)).map((step) => step.with ?? {});
    const universal = yaml.find((node) => withInputs(node).some((w) => 'client-secret' in w));
    const oidc = yaml.find((node) => withInputs(node).some((w) => w.method === 'oidc'));
    expect(universal, 'a Universal Auth example').toBeDefined();
    expect(oidc, 'a GitHub OIDC example').toBeDefined();
    expect(endLineOf(universal!)).toBeLessThanOrEqual(60);
    expect(endLineOf(oidc!)).toBeLessThanOrEqual(60);
  });

  it('lists every section after it in its contents, each link to a heading of the README', () => {
    const list = section('Contents').find((node) => node.type === 'list');
    expect(list, 'a list under "## Contents"').toBeDefined();
    const links: string[] = [];
    walk(list!, (node) => {
      if (node.type === 'link') links.push(node.url!);
    });
    const headings = blocks.filter((node) => node.type === 'heading' && node.depth === 2);
    const contents = headings.findIndex((node) => toString(node) === 'Contents');
    const sections = headings.slice(contents + 1).map((node) => `#${slug(toString(node))}`);
    expect(sections.length).toBeGreaterThan(5);
    for (const anchor of sections) expect(links, `contents: ${anchor}`).toContain(anchor);
    for (const link of links) {
      if (link.startsWith('#')) expect(anchorsOf(README)).toContain(link.slice(1));
      else expect(brokenLink(README, link), link).toBeUndefined();
    }
    expect(lineOf(section('Contents')[0]!)).toBeLessThan(100);
  });

  it("summarises the most used inputs with the spec's names and defaults, and links to all", () => {
    const inputs = allInputs(ACTION_SPECS.main);
    const nodes = section('Inputs');
    const table = nodes.find((node) => node.type === 'table');
    expect(table, 'a table under "## Inputs"').toBeDefined();
    const rows = table!.children!.slice(1).map((row) => row.children!.map((c) => toString(c)));
    expect(rows.length).toBeGreaterThan(8);
    for (const [names = '', fallback = ''] of rows) {
      const listed = names.split(/,\s*|\s+or\s+|\s*\/\s*/).filter(Boolean);
      expect(listed.length, names).toBeGreaterThan(0);
      for (const name of listed) {
        expect(inputs[name], `no input ${name}`).toBeDefined();
        const spec = inputs[name]!;
        const expected = spec.default ?? (spec.required ? 'required' : '');
        if (listed.length === 1) expect(fallback, name).toBe(expected);
      }
    }
    const links = nodes.flatMap((node) => {
      const found: string[] = [];
      walk(node, (n) => n.type === 'link' && found.push(n.url!));
      return found;
    });
    expect(links).toContain('docs/reference.md');
  });

  it('reaches every page of docs/ through its links', () => {
    const reached = new Set<string>([README]);
    const queue = [README];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const { url } of relativeLinks(file)) {
        const target = url.split('#')[0]!;
        if (!target.endsWith('.md')) continue;
        const resolved = path.posix.join(path.posix.dirname(file), target);
        if (!reached.has(resolved)) {
          reached.add(resolved);
          queue.push(resolved);
        }
      }
    }
    const pages = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
    for (const page of pages) expect([...reached], page).toContain(`docs/${page}`);
  });
});

describe('pages of docs/', () => {
  const pages = readdirSync(path.join(root, 'docs')).filter(
    (name) => name.endsWith('.md') && !DEVELOPER_PAGES.has(name),
  );

  it('include the pages the README points to for the details', () => {
    for (const page of [
      'authentication.md',
      'network.md',
      'preview-environments.md',
      'performance.md',
      'reference.md',
      'cli.md',
    ]) {
      expect(pages).toContain(page);
    }
  });

  it.each(pages)('docs/%s starts with its title, what it is for, and a link back', (page) => {
    const file = `docs/${page}`;
    const [title, intro] = parse(file).children!;
    expect(title).toMatchObject({ type: 'heading', depth: 1 });
    expect(intro!.type).toBe('paragraph');
    const links: string[] = [];
    walk(intro!, (node) => node.type === 'link' && links.push(node.url!));
    expect(
      links.some((url) => url.split('#')[0] === '../README.md'),
      `${file}: its first paragraph links to ../README.md`,
    ).toBe(true);
  });
});

describe('the advice for pull requests from forks', () => {
  const GUARD = 'if: github.event.pull_request.head.repo.full_name == github.repository';

  /** Each paragraph (or table row) of the documentation that speaks of pull requests from forks. */
  const mentions = DOCUMENTS.filter((file) => file !== 'CHANGELOG.md').flatMap((file) => {
    const found: { where: string; text: string }[] = [];
    walk(parse(file), (node) => {
      if (!['paragraph', 'tableRow'].includes(node.type)) return;
      const text = toString(node).replace(/\s+/g, ' ');
      if (/\bfrom (?:a )?forks?\b/i.test(text))
        found.push({ where: `${file}:${lineOf(node)}`, text });
    });
    return found;
  });

  it('is given where the docs speak of logging in and of preview environments', () => {
    const files = new Set(mentions.map(({ where }) => where.split(':')[0]));
    for (const file of ['README.md', 'SECURITY.md', 'docs/preview-environments.md']) {
      expect([...files]).toContain(file);
    }
  });

  it.each(mentions.map((m) => [m.where, m.text] as const))(
    '%s: skip with `if:`, never another method',
    (_, text) => {
      expect(text).toContain(GUARD);
      expect(text).toMatch(/no secrets and no OIDC token/);
      expect(text).not.toMatch(/method: \w+/);
    },
  );
});
