// The job summary the built action writes (GITHUB_STEP_SUMMARY, the file the runner renders as
// Markdown) keeps its structure whatever the secrets' names, folders and import sources: a name
// holding line breaks, `## Heading`, a link and `<!--` adds no heading, no link and hides no row.
// The rendering itself is property-tested in `test/properties/summary.test.ts`; this runs the
// bundle, where the file and the process boundary are the point.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET, PROJECT_ID } from '../support/fake-server/index.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { codeIn, outlines } from '../support/markdown.ts';
import { runStep } from '../support/run.ts';
import { login, mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const HOSTILE = 'A\n## Owned\n[click](https://example.com) <!-- hide | `the` rest';
/** How the summary shows it: line breaks written out, in one code span. */
const HOSTILE_SHOWN = codeIn(
  'A\\u000A## Owned\\u000A[click](https://example.com) <!-- hide | `the` rest',
);

describe('the job summary written by the built action', () => {
  it('keeps one heading and one row per secret with a hostile name, folder and import', async () => {
    const { state } = server();
    state.setSecrets([
      { environment: 'dev', path: '/odd', key: HOSTILE, value: 'hostile-name-value' },
      { environment: 'dev', path: '/odd', key: 'AFTER', value: 'after-value' },
    ]);
    state.setSecret({
      environment: 'staging',
      path: '/src',
      key: 'IMPORTED',
      value: 'imported-value',
    });
    state.addImport({
      environment: 'dev',
      path: '/odd',
      from: { environment: 'staging', path: '/src' },
    });
    const run = await runStep({
      mode: 'built',
      inputs: mainInputs(server().url, {
        'secret-path': '/odd',
        'export-type': 'file',
        'file-format': 'json',
      }),
    });
    expect(run.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expectNoLeaks(run, [
      MEMBER_CLIENT_SECRET,
      'hostile-name-value',
      'after-value',
      'imported-value',
    ]);
    for (const outline of Object.values(outlines(run.summary))) {
      expect(outline.forbidden).toEqual([]);
      expect(outline.blocks.filter((b) => b.kind === 'heading')).toEqual([
        { kind: 'heading', level: 3, inline: 'Secrets loaded' },
      ]);
      const tables = outline.blocks.flatMap((b) => (b.kind === 'table' ? [b.rows] : []));
      expect(tables).toHaveLength(1);
      const [header, ...rows] = tables[0]!;
      expect(header).toEqual(['Name', 'From', 'Overrides']);
      // The server lists by id, so in no fixed order.
      expect(rows.sort()).toEqual(
        [
          [codeIn('IMPORTED'), `import ${codeIn('staging:/src')}`, ''],
          [HOSTILE_SHOWN, codeIn('/odd'), ''],
          [codeIn('AFTER'), codeIn('/odd'), ''],
        ].sort(),
      );
    }
  });
});

describe('the job summary of the secrets sub-action', () => {
  it('keeps one row per outcome with keys holding pipes, backticks and backslashes', async () => {
    const keys = ['PIPE|KEY', 'TICK`KEY', 'SLASH\\|KEY', '<!--X'];
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'summary-ws-'));
    const values = Object.fromEntries(keys.map((key, i) => [key, `value-${i}`]));
    writeFileSync(path.join(workspace, 'secrets.json'), JSON.stringify(values));
    const run = await runStep({
      mode: 'in-process',
      action: 'secrets',
      workspace,
      inputs: {
        ...login(server()),
        'project-id': PROJECT_ID,
        operation: 'set',
        'env-slug': 'dev',
        'secret-path': '/',
        'secrets-file': 'secrets.json',
      },
    });
    expect(run.errors).toEqual([]);
    for (const outline of Object.values(outlines(run.summary))) {
      expect(outline.forbidden).toEqual([]);
      expect(outline.blocks).toEqual([
        { kind: 'heading', level: 3, inline: `Secrets set in ${codeIn('dev')} ${codeIn('/')}` },
        {
          kind: 'table',
          rows: [
            ['Outcome', 'Count', 'Keys'],
            [
              'Created',
              '4',
              [
                codeIn('PIPE|KEY'),
                codeIn('TICK`KEY'),
                codeIn('SLASH\\\\|KEY'),
                codeIn('<!--X'),
              ].join(', '),
            ],
            ['Updated', '0', ''],
            ['Unchanged', '0', ''],
          ],
        },
      ]);
    }
  });
});
