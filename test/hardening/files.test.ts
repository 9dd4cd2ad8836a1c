// The secrets file: readable by its owner only (0600) from the moment it exists, written whole
// (never half), never through a planted symlink, and removed by the post step.
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { obtainedToken } from '../support/run-action.ts';
import { runStep, runPostStep } from '../support/run.ts';

const server = useFakeServer();

const posix = process.platform !== 'win32';
const inputs = (extra: Record<string, string>): Record<string, string> => ({
  ...mainInputs(server().url),
  'export-type': 'file',
  // SPECIAL_CHARS has no safe dotenv form; the other secrets of dev / do.
  keys: 'API_KEY\nDATABASE_URL\nMULTILINE_SECRET\nSTAGING_ONLY',
  ...extra,
});
const workspace = (): string => mkdtempSync(path.join(os.tmpdir(), 'workspace-'));

describe('the secrets file', () => {
  it.each(['dotenv', 'json', 'yaml', 'shell'])(
    '%s: mode 0600, no temporary file left, removed by the post step',
    async (format) => {
      const run = await runStep({
        mode: 'in-process',
        inputs: inputs({ 'file-format': format, 'file-output-path': 'deep/er/secrets.out' }),
      });
      expect(run.exitCode).toBe(0);
      const dir = path.join(run.workspace, 'deep', 'er');
      const file = path.join(dir, 'secrets.out');
      expect(readdirSync(dir)).toEqual(['secrets.out']);
      if (posix) expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toContain('dev-api-key-123');
      const post = await runPostStep(run, { mode: 'in-process', inputs: inputs({}) });
      expect(post.exitCode).toBe(0);
      expect(existsSync(file)).toBe(false);
      expectNoLeaks(run, [MEMBER_CLIENT_SECRET, 'dev-api-key-123', obtainedToken(run)!]);
      expectNoLeaks(post, [MEMBER_CLIENT_SECRET, obtainedToken(run)!]);
    },
  );

  it('an existing world-readable file is replaced by a 0600 one', async () => {
    const dir = workspace();
    const file = path.join(dir, '.env');
    writeFileSync(file, 'OLD=1\n', { mode: 0o644 });
    const run = await runStep({ mode: 'in-process', inputs: inputs({}), workspace: dir });
    expect(run.exitCode).toBe(0);
    if (posix) expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('OLD=1');
  });

  it.skipIf(!posix)('a symlink planted at the path is replaced, its target untouched', async () => {
    const dir = workspace();
    const victim = path.join(mkdtempSync(path.join(os.tmpdir(), 'victim-')), 'victim.txt');
    writeFileSync(victim, 'untouched\n', { mode: 0o644 });
    symlinkSync(victim, path.join(dir, '.env'));
    const run = await runStep({ mode: 'in-process', inputs: inputs({}), workspace: dir });
    expect(run.exitCode).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(lstatSync(path.join(dir, '.env')).isSymbolicLink()).toBe(false);
    expect(statSync(path.join(dir, '.env')).mode & 0o777).toBe(0o600);
  });

  it('a path outside the workspace is refused before any request', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'file-output-path': '../outside.env' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(
      /^Input `file-output-path` must name a file inside the workspace/,
    );
    expect(server().requests).toEqual([]);
  });
});
