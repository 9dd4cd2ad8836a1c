// Issue 29, item 7: `#` written plain in the tool's JSON output (only a pair, which starts a CI
// log command, is escaped); counts with one noun, singular for one; `--help` for `--method`
// says the credentials choose it; and with an access token and a leftover client id, the tool
// chooses the token and says so in one line.
import { describe, expect, it } from 'vitest';
import { inertJson } from '../../src/cli/sub-command.js';
import { counted } from '../../src/errors/words.js';
import {
  MEMBER_ACCESS_TOKEN,
  MEMBER_CLIENT_ID,
  MEMBER_CLIENT_SECRET,
  PROJECT_SLUG,
} from '../support/fake-server/index.ts';
import { runTool } from '../support/run.ts';
import { calls, freshServers, loginEnv } from './helpers.ts';

const fresh = freshServers();

describe.concurrent('small things', () => {
  it('`#` is written plain in JSON output; only `##` (a CI log command anywhere in a line) is escaped', async () => {
    const server = await fresh();
    const run = await runTool(['tags', 'list'], { mode: 'in-process', env: loginEnv(server) });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('"color": "#3b82f6"');
    expect(run.stdout).not.toContain('\\u0023');
    const hostile = { name: '##vso[task.setvariable variable=X]1', odd: '###', colour: '#fff' };
    const written = inertJson(hostile);
    expect(written).not.toMatch(/##/);
    expect(written).toContain('"colour": "#fff"');
    expect(JSON.parse(written)).toEqual(hostile);
  });

  it('counts: "The project has 1 tag.", one helper for every count', async () => {
    const server = await fresh();
    const one = await runTool(['tags', 'list'], { mode: 'in-process', env: loginEnv(server) });
    expect(one.lines).toContain('The project has 1 tag.');
    server.state.addTag({ slug: 'second', color: '#000000' });
    const two = await runTool(['tags', 'list'], { mode: 'in-process', env: loginEnv(server) });
    expect(two.lines).toContain('The project has 2 tags.');
    expect([counted(0, 'tag'), counted(1, 'secret import'), counted(3, 'lease')]).toEqual([
      '0 tags',
      '1 secret import',
      '3 leases',
    ]);
  });

  it('`--help` says the credentials choose `--method`', async () => {
    const run = await runTool(['export', '--help'], { mode: 'in-process' });
    expect(run.stdout).toContain(
      '--method VALUE  (default: chosen by the credentials, else universal)',
    );
    expect(run.stdout).not.toContain('(default: universal)');
  });

  it('INFISICAL_TOKEN with a leftover INFISICAL_CLIENT_ID: the token, said in one line', async () => {
    const server = await fresh();
    const base = { INFISICAL_DOMAIN: server.url, INFISICAL_PROJECT_SLUG: PROJECT_SLUG };
    const leftover = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'in-process',
      env: { ...base, INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN, INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID },
    });
    expect(leftover.code, leftover.stderr).toBe(0);
    expect(leftover.lines.filter((line) => line.startsWith('Logging in with'))).toEqual([
      'Logging in with --method token (INFISICAL_TOKEN); also set, and not used: INFISICAL_CLIENT_ID (universal, incomplete without --client-secret). Complete credentials win, then those that need no login; set --method to choose.',
    ]);
    expect(calls(server).filter((c) => c.includes('/auth/'))).toEqual([]);

    // Both complete: the token still (it needs no login), said so.
    const both = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'in-process',
      env: {
        ...base,
        INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN,
        INFISICAL_CLIENT_ID: MEMBER_CLIENT_ID,
        INFISICAL_CLIENT_SECRET: MEMBER_CLIENT_SECRET,
      },
    });
    expect(both.code, both.stderr).toBe(0);
    expect(both.stderr).toContain(
      'Logging in with --method token (INFISICAL_TOKEN); also set, and not used: INFISICAL_CLIENT_ID and INFISICAL_CLIENT_SECRET (universal).',
    );

    // One method's credentials, or --method given: nothing to say.
    const [alone, chosen] = await Promise.all([
      runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
        mode: 'in-process',
        env: loginEnv(server),
      }),
      runTool(['export', '--env-slug', 'dev', '--format', 'json', '--method', 'universal'], {
        mode: 'in-process',
        env: { ...loginEnv(server), INFISICAL_TOKEN: MEMBER_ACCESS_TOKEN },
      }),
    ]);
    for (const run of [alone, chosen]) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('Logging in with');
    }
  });
});
