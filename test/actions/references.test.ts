// `unresolved-references`: a value that still holds a `${...}` reference after the server
// expanded references (one it could not resolve stays as written: the kit's r7-refs-* captures)
// gets one warning naming the secrets and the references, never the values (`warn`), one error
// and nothing exported (`fail`), or nothing (`ignore`). A newer server refuses the whole listing
// when a reference may not be read (403): one more listing without expansion names the secrets
// that hold references. The same for the command-line tool.
import { describe, expect, it } from 'vitest';
import type { FakeServer } from '../support/fake-server/index.ts';
import { runStep, runTool } from '../support/run.ts';
import { calls, mainInputs, useFakeServer } from '../support/use-fake-server.ts';
import { loginEnv } from '../cli/helpers.ts';

const server = useFakeServer();

/** dev `/refs`, as the kit's `/unresolved-refs` (r7-refs-secrets-raw-unresolved). */
const REFS = {
  PLAIN: 'plain-value',
  MISSING_REF: '${NO_SUCH_KEY}-tail',
  CROSS_REF: 'pre-${prod.NO_SUCH_FOLDER.KEY}',
  GOOD_REF: '${PLAIN}-ok',
};
/** What the server gives with expansion. */
const EXPANDED = { ...REFS, GOOD_REF: 'plain-value-ok' };
const VALUES = [...Object.values(REFS), EXPANDED.GOOD_REF];

function seed(s: FakeServer): void {
  for (const [key, value] of Object.entries(REFS)) {
    s.state.setSecret({ environment: 'dev', path: '/refs', key, value });
  }
}

const inputs = (extra: Record<string, string> = {}) =>
  mainInputs(server().url, { 'secret-path': '/refs', ...extra });

const LISTINGS = 'GET /api/v3/secrets/raw';
const WARNING =
  /^`CROSS_REF` \(`prod\.NO_SUCH_FOLDER\.KEY`\), `MISSING_REF` \(`NO_SUCH_KEY`\) hold references the server could not expand: exported as written\. Check that each referenced secret exists, under that name and folder, and that these credentials may read it \(`unresolved-references: fail` fails instead, `unresolved-references: ignore` says nothing\)\.$/;

describe('unresolved-references', () => {
  it('warns once by default, naming the secrets and the references, and exports them as written', async () => {
    seed(server());
    const run = await runStep({ mode: 'built', inputs: inputs(), hidden: VALUES });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toMatch(WARNING);
    expect(run.env).toEqual(EXPANDED);
  });

  it('`fail`: one error, nothing exported', async () => {
    seed(server());
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'unresolved-references': 'fail' }),
      hidden: VALUES,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toEqual([
      expect.stringMatching(
        /^`CROSS_REF` \(`prod\.NO_SUCH_FOLDER\.KEY`\), `MISSING_REF` \(`NO_SUCH_KEY`\) hold references the server could not expand\. .* or set `unresolved-references: warn` to export them as written\. Nothing was exported\.$/,
      ),
    ]);
    expect(run.env).toEqual({});
    expect(run.outputs).toEqual({});
  });

  it('`ignore`, or no expansion asked for: nothing said', async () => {
    seed(server());
    const [ignored, unexpanded] = await Promise.all([
      runStep({
        mode: 'in-process',
        inputs: inputs({ 'unresolved-references': 'ignore' }),
        hidden: VALUES,
      }),
      runStep({
        mode: 'in-process',
        inputs: inputs({ 'expand-references': 'false', 'unresolved-references': 'fail' }),
        hidden: VALUES,
      }),
    ]);
    expect(ignored.warnings).toEqual([]);
    expect(ignored.env).toEqual(EXPANDED);
    expect(unexpanded.warnings).toEqual([]);
    expect(unexpanded.env).toEqual(REFS);
  });

  it('counts only what is exported: a reference outside `keys` says nothing', async () => {
    seed(server());
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ keys: 'PLAIN\nGOOD=GOOD_REF', 'unresolved-references': 'fail' }),
      hidden: VALUES,
    });
    expect(run.exitCode).toBe(0);
    expect(run.warnings).toEqual([]);
    expect(run.env).toEqual({ PLAIN: 'plain-value', GOOD: 'plain-value-ok' });
  });

  it('a bad value is a usage error naming the values', async () => {
    const run = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'unresolved-references': 'maybe' }),
    });
    expect(run.errors).toEqual([
      'Input `unresolved-references` must be one of `warn`, `fail`, `ignore`, not `maybe`.',
    ]);
    expect(calls(server())).toEqual([]);
  });

  it('a listing refused for a reference (a newer server, 403): one more listing names the secrets that hold one', async () => {
    seed(server());
    server().state.refuseReferences = true;
    const run = await runStep({ mode: 'in-process', inputs: inputs(), hidden: VALUES });
    expect(run.exitCode).toBe(1);
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toMatch(/HTTP 403: Failed to expand one or more secret references/);
    expect(run.errors[0]).toMatch(
      /The secrets of that folder with references: `CROSS_REF` \(`prod\.NO_SUCH_FOLDER\.KEY`\), `GOOD_REF` \(`PLAIN`\), `MISSING_REF` \(`NO_SUCH_KEY`\)\. These credentials may not read a secret they reference: give them read access to it, or set `expand-references: false` to get the references as written\./,
    );
    const listings = server().requests.filter((r) => `${r.method} ${r.path}` === LISTINGS);
    expect(listings.map((r) => r.query.expandSecretReferences)).toEqual(['true', 'false']);
    expect(run.env).toEqual({});
  });
});

describe('unresolved-references in the command-line tool', () => {
  const env = () => ({ ...loginEnv(server()), INFISICAL_SECRET_PATH: '/refs' });

  it('warns on standard error; --unresolved-references fail fails; the 403 names the holders', async () => {
    seed(server());
    const warned = await runTool(['export', '--env-slug', 'dev', '--format', 'json'], {
      mode: 'in-process',
      env: env(),
      hidden: VALUES,
    });
    expect(warned.code, warned.stderr).toBe(0);
    expect(JSON.parse(warned.stdout)).toEqual(EXPANDED);
    const warnings = warned.lines.filter((line) => line.startsWith('warning: '));
    expect(warnings).toEqual([
      expect.stringContaining(
        'warning: `CROSS_REF` (`prod.NO_SUCH_FOLDER.KEY`), `MISSING_REF` (`NO_SUCH_KEY`) hold references the server could not expand: exported as written.',
      ),
    ]);
    expect(warnings[0]).toContain('(`--unresolved-references fail` fails instead');

    const failed = await runTool(
      ['export', '--env-slug', 'dev', '--unresolved-references', 'fail'],
      { mode: 'in-process', env: env(), hidden: VALUES },
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toMatch(
      /^error: .*hold references the server could not expand\. .*`--unresolved-references warn`.*Nothing was exported\.$/m,
    );

    server().state.refuseReferences = true;
    const refused = await runTool(['export', '--env-slug', 'dev'], {
      mode: 'in-process',
      env: env(),
      hidden: VALUES,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/`MISSING_REF` \(`NO_SUCH_KEY`\)/);
    expect(refused.stderr).toMatch(/`--no-expand-references`/);
  });
});
