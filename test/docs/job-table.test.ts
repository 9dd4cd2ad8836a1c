// The README's table of the whole job (main and post step) says what the benchmark measured: it
// is rendered from bench/results/job.json, which `npm run bench` writes. And the size it gives
// for the post step's own bundle is the built file's.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { readResults, renderJobTable, withJobTable } from '../../bench/table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = (): string => readFileSync(path.join(root, 'README.md'), 'utf8');

it("README.md's job table is the one bench/results/job.json renders", () => {
  const text = readme();
  expect(withJobTable(text, readResults()), 'run `npm run bench:table`').toBe(text);
});

it('the table changes with any figure of the results', () => {
  const results = readResults();
  const table = renderJobTable(results);
  expect(readme()).toContain(table);
  const changed = structuredClone(results);
  changed.scenarios[1]!.ms.main += 25;
  expect(renderJobTable(changed)).not.toBe(table);
});

it("the README's size of the post step's bundle is the built file's", () => {
  const stated = [...readme().matchAll(/its own (\d+) KB bundle/g)].map((m) => Number(m[1]));
  expect(stated.length).toBeGreaterThan(0);
  const actual = statSync(path.join(root, 'dist', 'post', 'index.js')).size / 1000;
  for (const kb of stated)
    expect(Math.abs(kb - actual) / actual, `${kb} KB vs ${actual} KB`).toBeLessThan(0.1);
});
