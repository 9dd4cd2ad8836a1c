// Supply-chain and permission rules for .github/workflows, checked on every test run (no network:
// the files are parsed with `yaml`). Pinning by full commit SHA means a moved or compromised tag
// cannot change what runs; least permissions mean a compromised step can do little.
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

const read = (file: string): { text: string; doc: Workflow } => {
  const text = readFileSync(path.join(DIR, file), 'utf8');
  return { text, doc: parse(text) as Workflow };
};

describe.each(FILES)('%s', (file) => {
  const { text, doc } = read(file);
  const steps = Object.values(doc.jobs).flatMap((job) => job.steps ?? []);

  it('sets least permissions: contents read at the top, id-token write only where OIDC runs', () => {
    expect(doc.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(doc.jobs)) {
      if (job.permissions === undefined) continue;
      expect(typeof job.permissions).toBe('object');
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>)) {
        if (level === 'write') expect(scope).toBe('id-token');
        else expect(['read', 'none']).toContain(level);
      }
      if ((job.permissions as Record<string, string>)['id-token'] === 'write') {
        const oidc = (job.steps ?? []).some((s) => s.with?.method === 'oidc');
        expect(oidc, 'id-token: write without an oidc step').toBe(true);
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
  expect(FILES.sort()).toEqual(expect.arrayContaining(['check-dist.yml', 'ci.yml', 'e2e.yml']));
});
