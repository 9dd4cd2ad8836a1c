// Two bundles: the action's (what GitHub downloads for every job) carries nothing of the
// command-line tool, which is a program of its own.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CONNECTION_INPUTS } from '../../src/spec/connection.js';

const read = (file: string): string =>
  readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');

it('the action bundle has neither the tool nor the input descriptions behind its --help', () => {
  const action = read('lib/index.js');
  const tool = readdirSync(new URL('../../dist/cli/', import.meta.url))
    .filter((name) => name.endsWith('.js'))
    .map((name) => read(`cli/${name}`))
    .join('\n');
  for (const { description } of Object.values(CONNECTION_INPUTS)) {
    expect(action).not.toContain(JSON.stringify(description).slice(1, -1));
    expect(tool).toContain(JSON.stringify(description).slice(1, -1));
  }
  // The shared messages hold the tool's words too (`infisical-ci folders create`): the tool's own
  // code is what must not be there, such as its usage errors.
  for (const text of [
    "See 'infisical-ci",
    'class Redactor',
    'INFISICAL_UNIVERSAL_AUTH_CLIENT_ID',
  ]) {
    expect(action).not.toContain(text);
    expect(tool).toContain(text);
  }
});

it('the tool is a program: a #! line for Node, executable', () => {
  expect(read('cli/index.js').startsWith('#!/usr/bin/env node\n')).toBe(true);
  if (process.platform !== 'win32') {
    const mode = statSync(new URL('../../dist/cli/index.js', import.meta.url)).mode;
    expect(mode & 0o111).toBe(0o111);
  }
});

it('the entry is small: the tool is a chunk it loads once the connection is opening', () => {
  const entry = read('cli/index.js');
  // The tool's own code (its usage errors, the redactor) is not in the entry.
  expect(entry).not.toContain("See 'infisical-ci");
  expect(entry).not.toContain('class Redactor');
  expect(entry).toContain('withEarlyConnection');
  expect(statSync(new URL('../../dist/cli/index.js', import.meta.url)).size).toBeLessThan(40_000);
});

it('an entry whose tool cannot be loaded (a damaged install) says so in one line and exits 1', () => {
  // The entry alone, without the chunks beside it.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cli-alone-'));
  for (const name of ['index.js', 'package.json']) {
    copyFileSync(new URL(`../../dist/cli/${name}`, import.meta.url), path.join(folder, name));
  }
  const run = spawnSync(process.execPath, [path.join(folder, 'index.js'), '--version'], {
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: infisical-ci could not load its code \(.*\); reinstall it\.$/);
  expect(run.stderr).not.toMatch(/\n\s+at /);
});
