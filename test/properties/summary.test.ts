// The job summaries render every name, path and import source inert. Whatever the text (line
// breaks, `## Heading`, links, `<!--`, pipes, backticks, backslashes, U+2028, bidi controls), the
// rendered Markdown has the same structure, read by two real parsers: one heading, one table with
// one row per entry and the same cells, no link, image, HTML, definition or footnote, and each
// name shown as one code span holding the name with its control characters made visible.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderWriteSummary } from '../../src/operations/secrets/summary.js';
import { renderSummary } from '../../src/export/summary.js';
import type { ResolvedSecret, SecretSource } from '../../src/secrets/merge.js';
import type { ExportEntry } from '../../src/secrets/select.js';
import { codeIn, outlines, type Block, type Outline } from '../support/markdown.ts';

/** Pieces of Markdown and HTML that a hostile name could use to change the summary. */
const MARKDOWN_PIECES = [
  '\n',
  '\r',
  '\r\n',
  '\n\n',
  '## Heading',
  '\n# Title\n',
  '\n---\n',
  '\n| --- | --- |\n',
  '|',
  '\\|',
  '\\',
  '\\\\|',
  '`',
  '``',
  '```',
  ' ` ',
  '<!--',
  '-->',
  '<b>',
  '<img src=x onerror=alert(1)>',
  '<https://example.com>',
  '[link](https://example.com)',
  '![image](https://example.com/x.png)',
  '[ref]',
  '[ref]: https://example.com',
  '[^1]',
  '[^1]: note',
  'https://example.com',
  'www.example.com',
  'user@example.com',
  '&amp;',
  '&#96;',
  '&#124;',
  '*',
  '**',
  '_',
  '~~',
  '  ',
  ' ',
  '\t',
  '\0',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\u000b',
  '\u000c',
  '\u007f',
  '\ud800',
  '🔐',
] as const;

/** Any text, hostile pieces mixed with random Unicode (lone surrogates included). */
const hostile: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(fc.constantFrom(...MARKDOWN_PIECES), fc.string({ unit: 'binary', maxLength: 6 })),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

/**
 * What a reader sees for a text: the text, with each backslash doubled and each character that is
 * invisible or breaks a line (C0 and C1 controls, DEL, format characters such as bidi controls,
 * U+2028, U+2029, lone surrogates) written as `\uXXXX`; an empty text as `(empty)`.
 */
function shown(text: string): string {
  if (text === '') return '(empty)';
  const escaped = text.replace(/\\/g, '\\\\').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu, (c) => {
    const code = c.codePointAt(0)!;
    const hex = code.toString(16).toUpperCase();
    return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
  });
  return codeIn(escaped);
}

/** Both parsers agree with each other and with the expected blocks, and saw nothing forbidden. */
function expectOutline(markdown: string, expected: Block[]): void {
  const both = outlines(markdown);
  for (const [parser, outline] of Object.entries(both) as [string, Outline][]) {
    expect({ parser, ...outline }).toEqual({ parser, blocks: expected, forbidden: [] });
  }
}

const source: fc.Arbitrary<SecretSource> = fc.oneof(
  fc.record({ kind: fc.constant('own' as const), path: hostile, folder: hostile }),
  fc.record({
    kind: fc.constant('import' as const),
    path: hostile,
    environment: hostile,
    importPath: hostile,
  }),
);

const entry: fc.Arbitrary<ExportEntry> = fc
  .record({ name: hostile, source, overrode: fc.array(source, { maxLength: 2 }) })
  .map(({ name, source, overrode }) => ({
    name,
    secret: { key: name, value: 'never-shown', source, overrode } satisfies ResolvedSecret,
  }));

const described = (s: SecretSource): string =>
  s.kind === 'own'
    ? shown(s.folder)
    : s.kind === 'import'
      ? `import ${shown(`${s.environment}:${s.importPath}`)}`
      : `lease of ${shown(s.name)}`;

describe('job summary of the main action: names, paths and sources are inert', () => {
  it('has one heading, one paragraph and one row per entry, whatever the text', () => {
    fc.assert(
      fc.property(
        hostile,
        fc.array(hostile, { minLength: 1, maxLength: 3 }),
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        (environment, paths, entries) => {
          const markdown = renderSummary({
            environment,
            paths,
            entries,
            destinations: ['the environment'],
            elapsedMs: 1234,
          });
          const blocks = outlines(markdown).micromark.blocks;
          // The paragraph's own words are checked in the example below; here its place and count.
          const paragraph = blocks[1]?.kind === 'paragraph' ? blocks[1] : undefined;
          expect(paragraph?.inline).toContain(
            `${shown(environment)} ${paths.map((p) => shown(p)).join(', ')}`,
          );
          expectOutline(markdown, [
            { kind: 'heading', level: 3, inline: 'Secrets loaded' },
            { kind: 'paragraph', inline: paragraph?.inline ?? '' },
            {
              kind: 'table',
              rows: [
                ['Name', 'From', 'Overrides'],
                ...entries.map(({ name, secret }) => [
                  shown(name),
                  described(secret.source),
                  secret.overrode.map(described).join(', '),
                ]),
              ],
            },
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a name with line breaks, a heading, a link and an HTML comment stays in its cell', () => {
    const name = 'A\n## Owned\n[click](https://example.com) <!-- hide the rest';
    const later = 'LATER_ROW';
    const markdown = renderSummary({
      environment: 'dev',
      paths: ['/'],
      entries: [name, later].map((n) => ({
        name: n,
        secret: {
          key: n,
          value: 'v',
          source: { kind: 'own', path: '/', folder: '/' },
          overrode: [],
        },
      })),
      destinations: ['the environment'],
      elapsedMs: 0,
    });
    expectOutline(markdown, [
      { kind: 'heading', level: 3, inline: 'Secrets loaded' },
      {
        kind: 'paragraph',
        inline:
          `2 secrets from ${codeIn('dev')} ${codeIn('/')} (2 own, 0 imported, 0 overriding another) in 0.00 s, exported to the environment.`.replace(
            '2 secrets',
            '<strong>2</strong> secrets',
          ),
      },
      {
        kind: 'table',
        rows: [
          ['Name', 'From', 'Overrides'],
          [
            codeIn(
              String.raw`A\u000A## Owned\u000A[click](https://example.com) <!-- hide the rest`,
            ),
            codeIn('/'),
            '',
          ],
          [codeIn(later), codeIn('/'), ''],
        ],
      },
    ]);
  });
});

describe('job summary of the secrets sub-action: keys and the folder are inert', () => {
  it('has one heading and one row per outcome, whatever the keys', () => {
    fc.assert(
      fc.property(
        hostile,
        hostile,
        fc.array(hostile, { maxLength: 4 }),
        fc.array(hostile, { maxLength: 4 }),
        (environment, path, created, unchanged) => {
          const markdown = renderWriteSummary({
            title: 'Secrets set',
            environment,
            path,
            outcomes: [
              ['Created', created],
              ['Unchanged', unchanged],
            ],
          });
          expectOutline(markdown, [
            {
              kind: 'heading',
              level: 3,
              inline: `Secrets set in ${shown(environment)} ${shown(path)}`,
            },
            {
              kind: 'table',
              rows: [
                ['Outcome', 'Count', 'Keys'],
                ['Created', String(created.length), created.map(shown).join(', ')],
                ['Unchanged', String(unchanged.length), unchanged.map(shown).join(', ')],
              ],
            },
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
