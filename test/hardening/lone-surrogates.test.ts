// A value that is not valid Unicode (a lone surrogate, `"a\ud800b"` in the server's JSON) cannot
// reach every destination the same way: UTF-8 (GITHUB_ENV, outputs, dotenv files) would write
// U+FFFD where JSON keeps `\ud800`. One error names the key, on every export path, and nothing is
// exported or altered.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { runStep, runTool } from '../support/run.ts';
import { mainInputs, useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const LONE = 'a\ud800b';

beforeEach(() => {
  server().state.setSecrets([
    { environment: 'dev', path: '/u', key: 'AAA_FINE', value: 'fine-value' },
    { environment: 'dev', path: '/u', key: 'LONE_SURROGATE', value: LONE },
  ]);
});

const toolEnv = (): Record<string, string> => ({
  INFISICAL_DOMAIN: server().url,
  INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
  INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
  INFISICAL_PROJECT_SLUG: PROJECT_SLUG,
});

describe('a lone surrogate in a value', () => {
  it.each(['env', 'output', 'file', 'env,output,file'])(
    'export-type %s: one error naming the key, nothing exported',
    async (type) => {
      const run = await runStep({
        mode: 'in-process',
        inputs: mainInputs(server().url, {
          'secret-path': '/u',
          'export-type': type,
          'file-format': 'json',
        }),
      });
      expect(run.exitCode).toBe(1);
      expect(run.errors).toHaveLength(1);
      expect(run.errors[0]).toMatch(/^"LONE_SURROGATE" is not valid Unicode/);
      expect(run.errors[0]).not.toContain('AAA_FINE');
      expect(run.envEntries).toEqual([]);
      expect(run.outputs).toEqual({});
      expect(existsSync(path.join(run.workspace, '.env'))).toBe(false);
    },
  );

  it('secret-files: refused too', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, {
        'secret-path': '/u',
        keys: 'AAA_FINE',
        'secret-files': 'LONE_SURROGATE=lone.txt',
      }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors[0]).toMatch(/^"LONE_SURROGATE" is not valid Unicode/);
    expect(existsSync(path.join(run.workspace, 'lone.txt'))).toBe(false);
  });

  it('is fine when keys leaves it out', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: mainInputs(server().url, { 'secret-path': '/u', keys: 'AAA_FINE' }),
    });
    expect(run.errors).toEqual([]);
    expect(run.env).toEqual({ AAA_FINE: 'fine-value' });
  });

  it.each(['json', 'dotenv', 'yaml', 'shell', 'docker', 'dotenv-export'])(
    'infisical-ci export --format %s: one error line, nothing printed',
    async (format) => {
      const run = await runTool(
        ['export', '--env-slug', 'dev', '--secret-path', '/u', '--format', format],
        { mode: 'in-process', env: toolEnv() },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      const errors = run.lines.filter((line) => line.startsWith('error:'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('"LONE_SURROGATE" is not valid Unicode');
      expect(errors[0]).toContain('--keys');
    },
  );

  it('infisical-ci run: one error line, the command never starts', async () => {
    const run = await runTool(
      [
        'run',
        '--env-slug',
        'dev',
        '--secret-path',
        '/u',
        '--',
        process.execPath,
        '-e',
        'console.log("ran")',
      ],
      { mode: 'in-process', env: toolEnv() },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.lines.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringContaining('"LONE_SURROGATE" is not valid Unicode'),
    ]);
  });
});
