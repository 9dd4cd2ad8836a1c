// What a spawned run loaded, as the module trace preload (module-trace.mjs) reports it on stderr.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `NODE_OPTIONS` (or a Node argument) that preloads the trace into a spawned run. */
export const MODULE_TRACE_IMPORT = `--import=${pathToFileURL(path.join(root, 'test', 'support', 'module-trace.mjs')).href}`;

/** A JSON line of the trace; the test fails when the run printed none. */
function traced(stderr: string, name: 'MODULES_LOADED' | 'BUILTINS_LOADED'): string[] {
  const line = new RegExp(`${name}=(.*)`).exec(stderr);
  expect(line, stderr).not.toBeNull();
  return JSON.parse(line![1]!) as string[];
}

/** The files under `folder` (relative to the repository) the run loaded, with `/`, in order. */
export function filesLoadedUnder(stderr: string, folder: string): string[] {
  const base = path.join(root, folder);
  return traced(stderr, 'MODULES_LOADED')
    .filter((url) => url.startsWith('file:'))
    .map((url) => path.relative(base, fileURLToPath(url)))
    .filter((file) => !file.startsWith('..'))
    .map((file) => file.split(path.sep).join('/'));
}

/** The public Node modules the run loaded (`http`, `https`, `crypto`...). */
export const builtinsLoaded = (stderr: string): string[] => traced(stderr, 'BUILTINS_LOADED');
