// Supply-chain and permission rules for .github/workflows, checked on every test run (no network:
// the files are parsed with `yaml`). Pinning by full commit SHA means a moved or compromised tag
// cannot change what runs; least permissions mean a compromised step can do little.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

/** The write scopes a job may hold, each with the steps that need it. */
const WRITE_NEEDS: Record<string, { why: string; test: (steps: Step[]) => boolean }> = {
  'id-token': {
    why: 'without an oidc step or an npm publish with provenance',
    test: (steps) =>
      steps.some(
        (s) => s.with?.method === 'oidc' || /\bnpm publish\b.*--provenance/.test(s.run ?? ''),
      ),
  },
  'security-events': {
    why: 'without a CodeQL analysis to upload',
    test: (steps) => steps.some((s) => s.uses?.startsWith('github/codeql-action/analyze@')),
  },
  contents: {
    why: 'without a release to create or assets to upload',
    test: (steps) => steps.some((s) => /\bgh release (create|upload)\b/.test(s.run ?? '')),
  },
};

const read = (file: string): { text: string; doc: Workflow } => {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  return { text, doc: parse(text) as Workflow };
};

describe.each(FILES)('%s', (file) => {
  const { text, doc } = read(file);
  const steps = Object.values(doc.jobs).flatMap((job) => job.steps ?? []);

  it('sets least permissions: contents read at the top, a write only where a step needs it', () => {
    expect(doc.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(doc.jobs)) {
      if (job.permissions === undefined) continue;
      expect(typeof job.permissions).toBe('object');
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>)) {
        if (level !== 'write') {
          expect(['read', 'none']).toContain(level);
          continue;
        }
        const needs = WRITE_NEEDS[scope];
        expect(needs, `${name}: ${scope}: write is never needed here`).toBeDefined();
        expect(needs!.test(job.steps ?? []), `${name}: ${scope}: write ${needs!.why}`).toBe(true);
      }
    }
  });

  it('pins every third-party action by full commit SHA, with its version in a comment', () => {
    const lines = text.split(/\r?\n/).filter((line) => /^\s*-?\s*uses:/.test(line));
    expect(lines.length).toBe(steps.filter((s) => s.uses).length);
    for (const line of lines) {
      const uses = /uses:\s*(\S+)/.exec(line)![1]!;
      if (uses.startsWith('./')) continue; // this repository, at the commit under test
      expect(uses, line).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(line, `${uses}: add # vX.Y.Z`).toMatch(/#\s*v\d+\.\d+\.\d+\s*$/);
    }
  });

  it('keeps the checkout token out of the workspace and untrusted input out of scripts', () => {
    for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
      expect(step.with?.['persist-credentials']).toBe(false);
    }
    for (const step of steps.filter((s) => s.run)) {
      // Event text (titles, branch names, bodies) pasted into a script is a command injection.
      expect(step.run).not.toMatch(/\$\{\{\s*github\.(event|head_ref)/);
    }
    expect(JSON.stringify(doc.on)).not.toContain('pull_request_target');
  });
});

it('the workflows this project relies on exist', () => {
  expect(FILES.sort()).toEqual(
    expect.arrayContaining(['check-dist.yml', 'ci.yml', 'codeql.yml', 'e2e.yml', 'release.yml']),
  );
});

it('Dependabot keeps the npm packages and the pinned actions current, weekly', () => {
  const config = parse(readFileSync(path.join(DIR, '..', 'dependabot.yml'), 'utf8')) as {
    updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[];
  };
  const weekly = config.updates
    .filter((u) => u.directory === '/' && u.schedule.interval === 'weekly')
    .map((u) => u['package-ecosystem']);
  expect(weekly.sort()).toEqual(['github-actions', 'npm']);
});

it('.gitattributes keeps LF on every system (the Windows CI job relies on it) and folds dist/', () => {
  const attributes = (file: string): string =>
    execFileSync('git', ['check-attr', 'eol', 'linguist-generated', 'diff', '--', file], {
      cwd: path.join(DIR, '..', '..'),
      encoding: 'utf8',
    });
  expect(attributes('src/index.ts')).toContain('src/index.ts: eol: lf');
  expect(attributes('dist/lib/index.js')).toContain('dist/lib/index.js: eol: lf');
  expect(attributes('dist/lib/index.js')).toContain('linguist-generated: true');
  expect(attributes('dist/lib/index.js')).toContain('diff: unset');
});
