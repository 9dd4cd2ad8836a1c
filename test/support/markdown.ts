// Reads a job summary with two real Markdown parsers, as GitHub renders it (CommonMark with the
// GFM tables, autolinks, strikethrough and footnotes), and reduces each to the same outline: the
// blocks in order, the headings' and table cells' inline content, and every construct a name must
// never start (links, images, HTML, definitions, footnotes). Two parsers, because they disagree on
// corner cases (a backslash before a table's `|`), and the summary must be inert for both.
import MarkdownIt from 'markdown-it';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** A block: a heading (its level and inline content), a paragraph, or a table (its cells). */
export type Block =
  | { kind: 'heading'; level: number; inline: string }
  | { kind: 'paragraph'; inline: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'other'; type: string };

export interface Outline {
  readonly blocks: Block[];
  /** Constructs that were not written as such: links, images, HTML, definitions, footnotes. */
  readonly forbidden: string[];
}

/**
 * Inline content as one string: text as it is, inline code as `⟦code⟧`, emphasis and the like as
 * `<type>…</type>`, so that a name that started any construct shows in the comparison.
 */
const CODE_OPEN = '⟦';
const CODE_CLOSE = '⟧';

/** What an inline code span holding `text` reads as in an outline. */
export const codeIn = (text: string): string => CODE_OPEN + text + CODE_CLOSE;

const FORBIDDEN_MDAST = new Set([
  'link',
  'linkReference',
  'image',
  'imageReference',
  'html',
  'definition',
  'footnoteReference',
  'footnoteDefinition',
  'break',
]);

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
}

/** The outline as micromark (the `remark` family's parser) reads it, with GFM. */
export function outlineMicromark(markdown: string): Outline {
  const tree = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  }) as MdNode;
  const forbidden: string[] = [];
  const inline = (nodes: readonly MdNode[] = []): string =>
    nodes
      .map((node) => {
        if (FORBIDDEN_MDAST.has(node.type)) forbidden.push(node.type);
        if (node.type === 'text') return node.value ?? '';
        if (node.type === 'inlineCode') return codeIn(node.value ?? '');
        return `<${node.type}>${inline(node.children)}</${node.type}>`;
      })
      .join('');
  const blocks = (tree.children ?? []).map((node): Block => {
    if (FORBIDDEN_MDAST.has(node.type)) forbidden.push(node.type);
    if (node.type === 'heading')
      return { kind: 'heading', level: node.depth ?? 0, inline: inline(node.children) };
    if (node.type === 'paragraph') return { kind: 'paragraph', inline: inline(node.children) };
    if (node.type === 'table') {
      return {
        kind: 'table',
        rows: (node.children ?? []).map((row) =>
          (row.children ?? []).map((c) => inline(c.children)),
        ),
      };
    }
    return { kind: 'other', type: node.type };
  });
  return { blocks, forbidden };
}

const FORBIDDEN_MARKDOWN_IT = new Set([
  'link_open',
  'image',
  'html_inline',
  'html_block',
  'hardbreak',
  'softbreak',
]);

const markdownIt = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof markdownIt.parse>[number];

/** The outline as markdown-it reads it (CommonMark, GFM tables, autolink literals). */
export function outlineMarkdownIt(markdown: string): Outline {
  const tokens = markdownIt.parse(markdown, {});
  const forbidden: string[] = [];
  const inline = (token: Token | undefined): string => {
    const parts: string[] = [];
    for (const child of token?.children ?? []) {
      if (FORBIDDEN_MARKDOWN_IT.has(child.type)) forbidden.push(child.type);
      if (child.type === 'text') parts.push(child.content);
      else if (child.type === 'code_inline') parts.push(codeIn(child.content));
      else if (child.type.endsWith('_open')) parts.push(`<${child.type.slice(0, -5)}>`);
      else if (child.type.endsWith('_close')) parts.push(`</${child.type.slice(0, -6)}>`);
      else parts.push(`<${child.type}/>`);
    }
    return parts.join('');
  };
  const blocks: Block[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (FORBIDDEN_MARKDOWN_IT.has(token.type)) forbidden.push(token.type);
    if (token.type === 'heading_open') {
      blocks.push({
        kind: 'heading',
        level: Number(token.tag.slice(1)),
        inline: inline(tokens[i + 1]),
      });
      i += 2;
    } else if (token.type === 'paragraph_open') {
      blocks.push({ kind: 'paragraph', inline: inline(tokens[i + 1]) });
      i += 2;
    } else if (token.type === 'table_open') {
      const rows: string[][] = [];
      for (i++; tokens[i]!.type !== 'table_close'; i++) {
        const t = tokens[i]!;
        if (t.type === 'tr_open') rows.push([]);
        if (t.type === 'th_open' || t.type === 'td_open') rows.at(-1)!.push(inline(tokens[i + 1]));
      }
      blocks.push({ kind: 'table', rows });
    } else if (token.nesting !== -1 && token.type !== 'inline') {
      blocks.push({ kind: 'other', type: token.type });
    }
  }
  return { blocks, forbidden };
}

/** Both parsers' outlines. */
export function outlines(markdown: string): { micromark: Outline; markdownIt: Outline } {
  return { micromark: outlineMicromark(markdown), markdownIt: outlineMarkdownIt(markdown) };
}
