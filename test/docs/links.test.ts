// Every relative link of the documentation leads somewhere: README.md, SECURITY.md, CHANGELOG.md,
// the pages of docs/ and the sub-actions' READMEs link to files that exist, and an anchor
// (`page.md#heading`, `#heading`) names a heading of the page it points to, as GitHub makes
// anchors of headings.
import { describe, expect, it } from 'vitest';
import { brokenLink, DOCUMENTS, relativeLinks, slug } from '../support/doc-links.ts';

describe('relative links of the documentation', () => {
  it('reads every page, and finds links in them', () => {
    expect(DOCUMENTS).toContain('docs/cli.md');
    expect(DOCUMENTS).toContain('secrets/README.md');
    expect(DOCUMENTS.flatMap(relativeLinks).length).toBeGreaterThan(40);
  });

  it.each(DOCUMENTS)('%s: every relative link and anchor resolves', (file) => {
    const broken = relativeLinks(file)
      .map(({ url, line }) => [line, url, brokenLink(file, url)] as const)
      .filter(([, , why]) => why !== undefined)
      .map(([line, url, why]) => `${file}:${line} (${url}): ${why}`);
    expect(broken).toEqual([]);
  });
});

describe('the checker', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('Command-line tool: `infisical-ci` for every other CI')).toBe(
      'command-line-tool-infisical-ci-for-every-other-ci',
    );
    expect(slug('Migrating from `Infisical/secrets-action`')).toBe(
      'migrating-from-infisicalsecrets-action',
    );
    expect(slug('`.infisical.json`')).toBe('infisicaljson');
    expect(slug('AWS IAM (the job’s AWS credentials)')).toBe('aws-iam-the-jobs-aws-credentials');
  });

  it('finds a missing file, a missing anchor, and a link outside the repository', () => {
    expect(brokenLink('README.md', 'SECURITY.md')).toBeUndefined();
    expect(brokenLink('docs/cli.md', '../README.md')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/nothing.md')).toMatch(/does not exist/);
    expect(brokenLink('README.md', '#no-such-heading')).toMatch(/no heading #no-such-heading/);
    expect(brokenLink('docs/cli.md', '../../elsewhere.md')).toMatch(/outside the repository/);
    expect(brokenLink('docs/cli.md', '#infisicaljson')).toBeUndefined();
  });
});
