// A key that would end a GITHUB_ENV / GITHUB_OUTPUT name early (`=`, `<<`, a line break) must
// fail the job: written as is, the runner would read the value's lines as commands of their own
// and set variables the workflow never named, escaping `env-prefix`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_CLIENT_SECRET } from '../support/fake-server/index.ts';
import { useFakeServer, mainInputs } from '../support/use-fake-server.ts';
import { expectNoLeaks } from '../support/leaks.ts';
import { runStep } from '../support/run.ts';

const server = useFakeServer();

const INJECTION = 'BASH_ENV=/tmp/evil.sh';
const inputs = (extra: Record<string, string>): Record<string, string> => ({
  ...mainInputs(server().url),
  'secret-path': '/odd',
  ...extra,
});

describe.each(['X=Y', 'X<<Y', 'X\nBASH_ENV'])('a key %j', (key) => {
  beforeEach(() => {
    server().state.setSecrets([
      { environment: 'dev', path: '/odd', key, value: INJECTION },
      { environment: 'dev', path: '/odd', key: 'PLAIN', value: 'plain-value' },
    ]);
  });

  it.each(['env', 'output'])('fails the job with export-type %s, naming it', async (type) => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': type, 'env-prefix': 'TF_VAR_' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain(JSON.stringify(`TF_VAR_${key}`));
    expect(run.errors[0]).toContain('`keys`');
    expect(readFileSync(run.files.env, 'utf8')).toBe('');
    expect(readFileSync(run.files.output, 'utf8')).toBe('');
    expectNoLeaks(run, [MEMBER_CLIENT_SECRET, INJECTION, 'plain-value']);
  });

  it('is carried by a json file', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'export-type': 'file', 'file-format': 'json' }),
    });
    expect(run.exitCode).toBe(0);
    const file = JSON.parse(readFileSync(path.join(run.workspace, '.env'), 'utf8')) as object;
    expect(file).toEqual({ [key]: INJECTION, PLAIN: 'plain-value' });
  });
});
