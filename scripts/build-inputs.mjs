// What dist/ is built from, as one hash: the sources the bundler reads and what decides how it
// bundles them. `npm run build:dist` records it in dist/.build-inputs; `npm test` rebuilds only
// when the recorded hash is not the sources' (a fresh clone's committed dist/ is fresh, and
// `.ci/run` rebuilds whatever the hash says, then fails when dist/ differs from the commit).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const stampFile = path.join(root, 'dist', '.build-inputs');

const FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
  'scripts/post-entry.cjs',
];

/** The hash of every file the build reads, by path and content, in a fixed order. */
export function buildInputsHash() {
  const sources = readdirSync(path.join(root, 'src'), { recursive: true })
    .map((file) => path.join('src', String(file)).split(path.sep).join('/'))
    .filter((file) => /\.[cm]?[jt]s$|\.json$/.test(file));
  const hash = createHash('sha256');
  for (const file of [...FILES, ...sources.sort()]) {
    // Line endings do not change what is built (a Windows checkout may have CRLF).
    const text = readFileSync(path.join(root, file), 'utf8').replaceAll('\r\n', '\n');
    hash.update(`${file}\0${text.length}\0${text}\0`);
  }
  return hash.digest('hex');
}

/** Whether dist/ was built from the sources as they are now. */
export function distIsFresh() {
  try {
    return readFileSync(stampFile, 'utf8').trim() === buildInputsHash();
  } catch {
    return false;
  }
}
