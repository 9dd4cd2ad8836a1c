// `.infisical.json` read as a hostile file: its fields checked, its content never quoted, a FIFO
// never waited on; and what it contributes (the project, the environment) only where no flag or
// variable gives one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findProjectFile,
  projectFileDefaults,
  readProjectFile,
  type ProjectDefaultsOptions,
} from '../../src/cli/project-file.js';
import { InputError } from '../../src/errors/input.js';

const posix = process.platform !== 'win32';
const ID = '61b2e68c-eb8f-4c1a-9b21-d1368c152d27';
const folder = (): string => mkdtempSync(path.join(os.tmpdir(), 'project-file-'));

function withFile(content: string | Buffer): string {
  const dir = folder();
  writeFileSync(path.join(dir, '.infisical.json'), content);
  return dir;
}

const defaults = (
  cwd: string,
  given: Record<string, string> = {},
  env: Record<string, string> = {},
  extra: Partial<ProjectDefaultsOptions> = {},
) => projectFileDefaults({ given: (name) => given[name], env, cwd, ...extra });

describe('findProjectFile', () => {
  it('finds the nearest file, in the folder or a parent', () => {
    const root = withFile('{}');
    const deep = path.join(root, 'a', 'b', 'c');
    mkdirSync(deep, { recursive: true });
    expect(findProjectFile(deep)).toBe(path.join(root, '.infisical.json'));
    writeFileSync(path.join(root, 'a', '.infisical.json'), '{}');
    expect(findProjectFile(deep)).toBe(path.join(root, 'a', '.infisical.json'));
  });
});

describe('readProjectFile', () => {
  it('never quotes the file in its errors, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 6, maxLength: 200 }), (text) => {
        const dir = withFile(text);
        try {
          readProjectFile(path.join(dir, '.infisical.json'), dir);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          const message = (error as Error).message;
          // Only the file's name and the fixed explanation: no run of the content.
          for (let i = 0; i + 6 <= text.length; i++) {
            const piece = text.slice(i, i + 6);
            if (/^[\w" ]+$/.test(piece) && /[a-z]{6}/i.test(piece)) continue; // English words
            expect(message.includes(piece), JSON.stringify(piece)).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('takes the official CLI’s file as `infisical init` writes it', () => {
    const dir = withFile(
      JSON.stringify(
        { workspaceId: ID, defaultEnvironment: '', gitBranchToEnvironmentMapping: null },
        null,
        4,
      ),
    );
    expect(readProjectFile(path.join(dir, '.infisical.json'), dir)).toEqual({
      display: '.infisical.json',
      workspaceId: ID,
      branchEnvironments: new Map(),
    });
  });

  it('keeps own keys only: `__proto__` is a branch name like any other', () => {
    const dir = withFile(
      '{"gitBranchToEnvironmentMapping": {"__proto__": "prod", "constructor": "dev"}}',
    );
    const file = readProjectFile(path.join(dir, '.infisical.json'), dir);
    expect([...file.branchEnvironments]).toEqual([
      ['__proto__', 'prod'],
      ['constructor', 'dev'],
    ]);
    expect(({} as Record<string, unknown>).prod).toBeUndefined();
  });

  it.skipIf(!posix)('refuses a FIFO without waiting for a writer', () => {
    const dir = folder();
    execFileSync('mkfifo', [path.join(dir, '.infisical.json')]);
    expect(() => readProjectFile(path.join(dir, '.infisical.json'), dir)).toThrow(
      /is not a regular file/,
    );
  });
});

describe('projectFileDefaults', () => {
  const file = JSON.stringify({
    workspaceId: ID,
    defaultEnvironment: 'dev',
    gitBranchToEnvironmentMapping: { main: 'prod' },
  });

  it('fills in only what no flag or variable gives', () => {
    const dir = withFile(file);
    expect(defaults(dir).values).toEqual({ 'project-id': ID, 'env-slug': 'dev' });
    expect(defaults(dir, { 'project-slug': 'web' }).values).toEqual({ 'env-slug': 'dev' });
    expect(defaults(dir, { 'env-slug': 'x' }, { CI_COMMIT_REF_NAME: 'main' }).values).toEqual({
      'project-id': ID,
    });
    expect(defaults(dir, {}, { CI_COMMIT_REF_NAME: 'main' }).values['env-slug']).toBe('prod');
  });

  it('does not read the file when both are given (a broken one goes unnoticed)', () => {
    const dir = withFile('not json');
    expect(defaults(dir, { 'project-id': ID, 'env-slug': 'dev' })).toEqual({
      values: {},
      notes: [],
    });
    expect(() => defaults(dir, { 'project-id': ID })).toThrow(/is not valid JSON/);
  });

  it('accepts a domain that is the default server, or any when a domain is given', () => {
    for (const domain of [
      'https://app.infisical.com',
      'https://APP.infisical.com/api/',
      'https://app.infisical.com/',
    ]) {
      const dir = withFile(JSON.stringify({ workspaceId: ID, defaultEnvironment: 'dev', domain }));
      expect(defaults(dir).values['project-id'], domain).toBe(ID);
    }
    const dir = withFile(JSON.stringify({ workspaceId: ID, domain: 'https://eu.infisical.com' }));
    expect(() => defaults(dir)).toThrow(/names a server/);
    expect(defaults(dir, { domain: 'https://eu.infisical.com' }).values['project-id']).toBe(ID);
  });
});
