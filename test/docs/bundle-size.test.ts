// The README's figures for the bundle GitHub downloads stay true as the code grows: each "N KB"
// it gives for `dist/lib/index.js` is within 10% of the built file.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

it("the README's bundle size is the built bundle's", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const stated = [
    ...readme.matchAll(/one (\d+) KB bundle/g),
    ...readme.matchAll(/`dist\/lib\/index\.js` \(about (\d+) KB/g),
  ].map((match) => Number(match[1]));
  expect(stated).toHaveLength(2);
  const actual = statSync(path.join(root, 'dist', 'lib', 'index.js')).size / 1000;
  for (const kb of stated)
    expect(Math.abs(kb - actual) / actual, `${kb} KB vs ${actual} KB`).toBeLessThan(0.1);
});
