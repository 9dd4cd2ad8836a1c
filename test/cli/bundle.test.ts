// Two bundles: the action's (what GitHub downloads for every job) carries nothing of the
// command-line tool, which is a program of its own.
import { readFileSync, statSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CONNECTION_INPUTS } from '../../src/spec/connection.js';

const read = (file: string): string =>
  readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');

it('the action bundle has neither the tool nor the input descriptions behind its --help', () => {
  const action = read('lib/index.js');
  const tool = read('cli/index.js');
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
