// Every action.yml in the repository (found on disk, so a new sub-action is checked too) uses a
// branding the Marketplace accepts: an icon outside its list fails publication, and the
// SchemaStore schema that editors and linters use rejects it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BRANDING_COLORS, BRANDING_ICONS } from '../support/branding.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', 'coverage']);

/** Paths of every action.yml / action.yaml under `dir`, relative to the repository root. */
function findActionFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIP.has(entry.name)) found.push(...findActionFiles(relative));
    else if (entry.isFile() && /^action\.ya?ml$/.test(entry.name)) found.push(relative);
  }
  return found;
}

const FILES = findActionFiles('.').sort();

it('finds the main action and every sub-action', () => {
  expect(FILES).toContain('action.yml');
  expect(FILES).toContain(path.join('identities', 'action.yml'));
  expect(FILES.length).toBeGreaterThanOrEqual(8);
});

describe.each(FILES)('%s', (file) => {
  const doc = parse(readFileSync(path.join(root, file), 'utf8')) as {
    branding?: { icon?: string; color?: string };
  };

  it('has a branding icon and colour from the Marketplace lists', () => {
    expect(BRANDING_ICONS.has(doc.branding?.icon ?? ''), `icon ${doc.branding?.icon}`).toBe(true);
    expect(BRANDING_COLORS.has(doc.branding?.color ?? ''), `color ${doc.branding?.color}`).toBe(
      true,
    );
  });
});
