// scripts/release.ts: what the release workflow reads from a tag before it publishes anything.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  changelogSection,
  checkBin,
  checkPackage,
  isNewestInMajor,
  parseTag,
} from '../../scripts/release.ts';

describe('parseTag', () => {
  it('reads vX.Y.Z and names the major tag', () => {
    expect(parseTag('v1.2.3')).toEqual({ version: '1.2.3', major: 'v1' });
    expect(parseTag('v10.0.0')).toEqual({ version: '10.0.0', major: 'v10' });
  });

  it.each(['1.2.3', 'v1', 'v1.2', 'v1.2.3-rc.1', 'v01.2.3', 'v1.2.3 ', 'release'])(
    'refuses %j, saying what a release tag looks like',
    (tag) => {
      expect(() => parseTag(tag)).toThrow(/is not a release tag: push a tag like v1\.2\.3/);
    },
  );
});

describe('checkPackage', () => {
  it('accepts the tagged version', () => {
    expect(() => checkPackage({ version: '1.2.3', private: true }, '1.2.3')).not.toThrow();
  });

  it('refuses another version, with the fix', () => {
    expect(() => checkPackage({ version: '1.2.2', private: true }, '1.2.3')).toThrow(
      'package.json says version 1.2.2 but the tag says 1.2.3: set "version": "1.2.3"',
    );
  });

  it('a public package needs its repository for npm provenance', () => {
    expect(() => checkPackage({ version: '1.0.0' }, '1.0.0')).toThrow(/needs "repository"/);
    const repository = { url: 'git+https://github.com/owner/name.git' };
    expect(() => checkPackage({ version: '1.0.0', repository }, '1.0.0')).not.toThrow();
  });
});

describe('checkBin', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));

  it('accepts this package: the command-line tool is built, runnable and published', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(pkg.bin).toEqual({ 'infisical-ci': 'dist/cli/index.js' });
    expect(() => checkBin(pkg, root)).not.toThrow();
  });

  it('refuses a bin that is missing, has no #! line, is not executable or not published', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bin-'));
    mkdirSync(path.join(dir, 'dist'));
    const file = path.join(dir, 'dist', 'cli.js');
    const pkg = { bin: { tool: 'dist/cli.js' }, files: ['dist/'] };
    expect(() => checkBin(pkg, dir)).toThrow(/is dist\/cli\.js, which is missing/);
    writeFileSync(file, 'console.log(1);\n');
    expect(() => checkBin(pkg, dir)).toThrow(/must start with '#!\/usr\/bin\/env node'/);
    writeFileSync(file, '#!/usr/bin/env node\nconsole.log(1);\n');
    if (process.platform !== 'win32') {
      chmodSync(file, 0o644);
      expect(() => checkBin(pkg, dir)).toThrow(/must be executable/);
    }
    chmodSync(file, 0o755);
    expect(() => checkBin(pkg, dir)).not.toThrow();
    expect(() => checkBin({ ...pkg, files: ['README.md'] }, dir)).toThrow(
      /not in package\.json's "files"/,
    );
  });
});

describe('changelogSection', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '## [1.1.0] - 2026-12-01',
    '',
    '### Added',
    '- Something.',
    '',
    '## [1.0.0] - 2026-11-01',
    '',
    '- First.',
    '',
    '[1.1.0]: https://example.invalid/compare/v1.0.0...v1.1.0',
    '[1.0.0]: https://example.invalid/releases/tag/v1.0.0',
    '',
  ].join('\n');

  it('is the section of the version, up to the next one', () => {
    expect(changelogSection(changelog, '1.1.0')).toBe('### Added\n- Something.');
  });

  it('leaves out the link definitions that close the file', () => {
    expect(changelogSection(changelog, '1.0.0')).toBe('- First.');
  });

  it('does not take 1.0.0 for 1.0.0.1 or 1x0x0', () => {
    const tricky = '## [1x0x0]\n- no\n## 1.0.0.1\n- no\n';
    expect(() => changelogSection(tricky, '1.0.0')).toThrow(/no section for 1\.0\.0/);
  });

  it('refuses a missing or empty section, saying how to add it', () => {
    expect(() => changelogSection(changelog, '2.0.0')).toThrow(
      'CHANGELOG.md has no section for 2.0.0: rename "## [Unreleased]" to "## [2.0.0] - YYYY-MM-DD"',
    );
    expect(() => changelogSection('## [1.0.0]\n\n## [0.9.0]\n- x', '1.0.0')).toThrow(/is empty/);
  });
});

describe('isNewestInMajor', () => {
  const tags = ['v1', 'v1.0.0', 'v1.1.0', 'v1.1.1', 'v2.0.0', 'v2.0.0-rc.1', 'nightly'];

  it('moves the major tag for the newest release of its line', () => {
    expect(isNewestInMajor('1.1.1', tags)).toBe(true);
    expect(isNewestInMajor('1.2.0', tags)).toBe(true);
    expect(isNewestInMajor('2.0.0', tags)).toBe(true);
  });

  it('does not move it back for a fix to an older minor', () => {
    expect(isNewestInMajor('1.0.1', tags)).toBe(false);
  });

  it('compares numbers, not text (1.10.0 is newer than 1.9.0)', () => {
    expect(isNewestInMajor('1.10.0', ['v1.9.0'])).toBe(true);
    expect(isNewestInMajor('1.9.0', ['v1.10.0'])).toBe(false);
  });
});

it('the command fails with one ::error:: line on a bad tag', () => {
  const script = fileURLToPath(new URL('../../scripts/release.ts', import.meta.url));
  const run = spawnSync(process.execPath, [script, 'v1.2'], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe("::error::'v1.2' is not a release tag: push a tag like v1.2.3.");
  expect(run.stdout).toBe('');
});

describe('the release workflow attaches the standalone executables', () => {
  interface Job {
    needs?: string | string[];
    permissions?: Record<string, string>;
    strategy?: { matrix: { include: { target: string; runner: string }[] } };
    steps: { uses?: string; run?: string }[];
  }
  const workflow = parse(
    readFileSync(
      fileURLToPath(new URL('../../.github/workflows/release.yml', import.meta.url)),
      'utf8',
    ),
  ) as { jobs: Record<string, Job> };
  const { binaries, assets } = workflow.jobs;
  const runs = (job: Job | undefined): string =>
    (job?.steps ?? []).map((step) => step.run ?? '').join('\n');

  it('builds each platform on its own runner with npm run build:binary, with no write permission', () => {
    expect(binaries?.needs).toBe('verify');
    const targets = binaries!.strategy!.matrix.include.map((entry) => entry.target);
    expect(targets.sort()).toEqual([
      'linux-arm64',
      'linux-x64',
      'macos-arm64',
      'macos-x64',
      'windows-x64',
    ]);
    expect(runs(binaries)).toContain('npm run build:binary');
    expect(binaries!.permissions).toBeUndefined();
  });

  it('uploads them with a SHA256SUMS file once the release exists, running no package code', () => {
    expect(assets?.needs).toEqual(['release', 'binaries']);
    expect(assets!.permissions).toEqual({ contents: 'write' });
    expect(runs(assets)).toContain('sha256sum infisical-ci-* > SHA256SUMS');
    expect(runs(assets)).toMatch(/gh release upload "\$TAG" infisical-ci-\* SHA256SUMS --clobber/);
    expect(runs(assets)).not.toMatch(/\bnpm\b|\bnode\b/);
    expect(assets!.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))).toEqual([]);
  });
});
