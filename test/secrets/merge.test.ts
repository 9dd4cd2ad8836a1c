import { describe, expect, it } from 'vitest';
import type { Secret, SecretList } from '../../src/api/endpoints/secrets.js';
import { isWithin, mergeListings } from '../../src/secrets/merge.js';
import { selectSecrets } from '../../src/secrets/select.js';
import { inspectNames } from '../../src/secrets/names.js';
import { capture } from '../support/captures.ts';

const nonShellNames = (entries: Parameters<typeof inspectNames>[0]) =>
  inspectNames(entries).nonShell;
const caseClashes = (entries: Parameters<typeof inspectNames>[0]) =>
  inspectNames(entries).caseClashes;
const reservedEnvNames = (entries: Parameters<typeof inspectNames>[0]) =>
  inspectNames(entries).reserved;

function secret(key: string, value: string, extra: Partial<Secret> = {}): Secret {
  return {
    workspace: 'w',
    type: 'shared',
    secretKey: key,
    secretValue: value,
    ...extra,
  };
}

const values = (result: ReturnType<typeof mergeListings>): Record<string, string> =>
  Object.fromEntries([...result.secrets].map(([k, s]) => [k, s.value]));

describe('merge precedence', () => {
  it('own secret beats an imported one (the real server returns both)', () => {
    const listing = capture('secrets-raw-ok-include-imports').response.body as SecretList;
    const own = listing.secrets.find((s) => s.secretKey === 'DATABASE_URL')!;
    const imported = listing.imports![0]!.secrets.find((s) => s.secretKey === 'DATABASE_URL')!;
    expect(own.secretValue).not.toBe(imported.secretValue);
    const result = mergeListings([{ path: '/', listing }], { tagsFilter: false });
    expect(result.secrets.get('DATABASE_URL')!.value).toBe(own.secretValue);
    expect(result.secrets.get('DATABASE_URL')!.overrode).toEqual([
      { kind: 'import', path: '/', environment: 'staging', importPath: '/' },
    ]);
    expect(result.secrets.get('STAGING_ONLY')!.source.kind).toBe('import');
  });

  it('among imports the last wins; inside one import the first occurrence wins', () => {
    const listing: SecretList = {
      secrets: [],
      imports: [
        {
          secretPath: '/a',
          environment: 'dev',
          secrets: [secret('K', 'first-import'), secret('ONLY_A', 'a')],
        },
        {
          secretPath: '/b',
          environment: 'dev',
          secrets: [secret('K', 'second-import'), secret('K', 'dup-in-second')],
        },
      ],
    };
    const result = mergeListings([{ path: '/', listing }], { tagsFilter: false });
    expect(values(result)).toEqual({ K: 'second-import', ONLY_A: 'a' });
  });

  it('a later path beats an earlier one, even an own secret of the earlier path', () => {
    const first: SecretList = { secrets: [secret('K', 'from-root'), secret('ROOT', 'r')] };
    const second: SecretList = {
      secrets: [],
      imports: [
        { secretPath: '/', environment: 'prod', secrets: [secret('K', 'from-app-import')] },
      ],
    };
    const result = mergeListings(
      [
        { path: '/', listing: first },
        { path: '/app', listing: second },
      ],
      { tagsFilter: false },
    );
    expect(values(result)).toEqual({ ROOT: 'r', K: 'from-app-import' });
    expect(result.secrets.get('K')!.overrode[0]).toEqual({ kind: 'own', path: '/', folder: '/' });
  });

  it('with recursive, the nearest folder wins, then the alphabetically first, and the collision is reported', () => {
    const listing: SecretList = {
      secrets: [
        secret('K', 'deep', { secretPath: '/a/b' }),
        secret('K', 'zeta', { secretPath: '/z' }),
        secret('K', 'alpha', { secretPath: '/a' }),
        secret('ONE', '1', { secretPath: '/a/b' }),
      ],
      imports: [{ secretPath: '/', environment: 'prod', secrets: [secret('ONE', 'imported')] }],
    };
    const result = mergeListings([{ path: '/', listing }], { tagsFilter: false });
    expect(values(result)).toEqual({ K: 'alpha', ONE: '1' });
    expect(result.collisions).toEqual([{ key: 'K', folders: ['/a', '/z', '/a/b'], winner: '/a' }]);
  });

  it('collisions are reported in the order their keys were first found, whatever overrides what', () => {
    const listing: SecretList = {
      secrets: [
        secret('B', 'b-deep', { secretPath: '/x/y' }),
        secret('A', 'a-deep', { secretPath: '/x/y' }),
        secret('A', 'a-near', { secretPath: '/x' }),
        secret('OUT', 'o', { secretPath: '/other' }),
        secret('B', 'b-near', { secretPath: '/x' }),
        secret('B', 'b-mine', { secretPath: '/x', type: 'personal' }),
      ],
      imports: [{ secretPath: '/', environment: 'prod', secrets: [secret('A', 'imported')] }],
    };
    const result = mergeListings([{ path: '/x', listing }], { tagsFilter: false });
    expect(values(result)).toEqual({ A: 'a-near', B: 'b-mine' });
    expect(result.collisions).toEqual([
      { key: 'B', folders: ['/x', '/x/y'], winner: '/x' },
      { key: 'A', folders: ['/x', '/x/y'], winner: '/x' },
    ]);
    expect(result.secrets.get('A')!.overrode).toEqual([
      { kind: 'import', path: '/x', environment: 'prod', importPath: '/' },
    ]);
    expect(result.outsideSecrets).toBe(1);
  });

  it('a personal secret beats the shared one in the same folder', () => {
    const listing: SecretList = {
      secrets: [secret('K', 'shared'), secret('K', 'mine', { type: 'personal' })],
    };
    expect(values(mergeListings([{ path: '/', listing }], { tagsFilter: false }))).toEqual({
      K: 'mine',
    });
  });

  it('with a tag filter, imported secrets are left out and counted', () => {
    const listing = capture('secrets-raw-ok-include-imports').response.body as SecretList;
    const result = mergeListings([{ path: '/', listing }], { tagsFilter: true });
    expect([...result.secrets.values()].every((s) => s.source.kind === 'own')).toBe(true);
    expect(result.importsDroppedForTags).toBe(
      listing.imports!.reduce((n, g) => n + g.secrets.length, 0),
    );
  });

  it('reports paths that yield nothing, own or imported', () => {
    const empty = capture('secrets-raw-err-bad-path').response.body as SecretList;
    const result = mergeListings(
      [
        { path: '/', listing: { secrets: [secret('A', 'a')] } },
        { path: '/nope', listing: empty },
      ],
      { tagsFilter: false },
    );
    expect(result.emptyPaths).toEqual(['/nope']);
  });

  it('stays linear: 10,000 secrets over 10 imports merge quickly', () => {
    const imports = Array.from({ length: 10 }, (_, i) => ({
      secretPath: `/i${i}`,
      environment: 'dev',
      secrets: Array.from({ length: 1000 }, (_, j) => secret(`K${j}`, `v${i}-${j}`)),
    }));
    const listing: SecretList = {
      secrets: Array.from({ length: 1000 }, (_, j) => secret(`OWN${j}`, 'o')),
      imports,
    };
    const result = mergeListings([{ path: '/', listing }], { tagsFilter: false });
    expect(result.secrets.size).toBe(2000);
    expect(result.secrets.get('K5')!.value).toBe('v9-5');
  });
});

describe('selection and names', () => {
  const merged = mergeListings(
    [
      {
        path: '/',
        listing: {
          secrets: [secret('A', '1'), secret('DATABASE_URL', 'db'), secret('my-key', 'x')],
        },
      },
    ],
    { tagsFilter: false },
  ).secrets;

  it('selects, renames and prefixes', () => {
    expect(
      selectSecrets(
        merged,
        [
          { name: 'DB', key: 'DATABASE_URL' },
          { name: 'A', key: 'A' },
        ],
        'TF_VAR_',
      ).map((e) => [e.name, e.secret.value]),
    ).toEqual([
      ['TF_VAR_DB', 'db'],
      ['TF_VAR_A', '1'],
    ]);
    expect(selectSecrets(merged, undefined, 'P_').map((e) => e.name)).toEqual([
      'P_A',
      'P_DATABASE_URL',
      'P_my-key',
    ]);
  });

  it('fails naming every listed key that does not exist', () => {
    expect(() =>
      selectSecrets(
        merged,
        [
          { name: 'X', key: 'MISSING' },
          { name: 'A', key: 'A' },
          { name: 'Y', key: 'ALSO_MISSING' },
        ],
        '',
      ),
    ).toThrow(/`MISSING`, `ALSO_MISSING`/);
  });

  it('finds names a shell cannot use, case clashes and names the runner refuses', () => {
    const entries = [
      'GOOD',
      'my-key',
      'my.key',
      '1LEADING',
      'Path',
      'PATH',
      'GITHUB_TOKEN',
      'GITHUB_SHA',
      'NODE_OPTIONS',
    ].map((name) => ({
      name,
      secret: merged.get('A')!,
    }));
    expect(nonShellNames(entries)).toEqual(['my-key', 'my.key', '1LEADING']);
    expect(caseClashes(entries)).toEqual([['Path', 'PATH']]);
    expect(reservedEnvNames(entries)).toEqual(['GITHUB_SHA']);
  });
});

describe('isWithin: folders at or below a path, segment by segment', () => {
  it.each([
    ['/app', '/app', true],
    ['/app/api', '/app', true],
    ['/app', '/ap', false],
    ['/apple', '/app', false],
    ['/anything', '/', true],
    ['/', '/', true],
    ['/app', '/app/', true],
  ])('%s in %s: %s', (folder, path, inside) => {
    expect(isWithin(folder, path)).toBe(inside);
  });
});
