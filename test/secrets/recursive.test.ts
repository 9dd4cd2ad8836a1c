// keepWithinPath on the real server's answers: recursive listings that prefix-match folders beside
// the requested one, and the folder listings and listings that tell whose imports are whose.
import { describe, expect, it } from 'vitest';
import type { SecretList } from '../../src/api/endpoints/secrets.js';
import { mergeListings } from '../../src/secrets/merge.js';
import { keepWithinPath, type FolderLookups } from '../../src/secrets/recursive.js';
import { capture } from '../support/captures.ts';

const body = <T>(name: string): T => capture(name).response.body as T;
const listing = (name: string): SecretList => body<SecretList>(name);
const names = (name: string): string[] =>
  body<{ folders: { name: string }[] }>(name).folders.map((f) => f.name);

/** Lookups answering from captures; every call is recorded. */
function lookups(
  folders: Record<string, string[]>,
  lists: Record<string, SecretList>,
): FolderLookups & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    folderNames: (path) => {
      calls.push(`folders ${path}`);
      const found = folders[path];
      if (!found) throw new Error(`no folder listing of ${path}`);
      return Promise.resolve(found);
    },
    list: (path, recursive) => {
      const key = `${path}${recursive ? ' recursive' : ''}`;
      calls.push(`list ${key}`);
      const found = lists[key];
      if (!found) throw new Error(`no listing of ${key}`);
      return Promise.resolve(found);
    },
  };
}

const groups = (list: SecretList): string[] =>
  (list.imports ?? []).map((g) => `${g.environment}:${g.secretPath}`);
const values = (list: SecretList, path: string): Record<string, string> =>
  Object.fromEntries(
    [...mergeListings([{ path, listing: list }], { tagsFilter: false }).secrets].map(([k, s]) => [
      k,
      s.value,
    ]),
  );

describe('keepWithinPath (recursive listings against the real server)', () => {
  it("a folder beside the path that only imports: its import is left out, the sub-folder's kept", async () => {
    const answer = listing('r4-secrets-raw-recursive-import-only-sibling');
    expect(groups(answer)).toContain('prod:/'); // what the server gives
    const ask = lookups(
      {
        '/recursive-t': names('r4-folders-list-nested-parent'),
        '/recursive-t/ap': names('r4-folders-list-nested-path'),
      },
      {
        '/recursive-t/ap': listing('r4-secrets-raw-nested-not-recursive'),
        '/recursive-t/ap/sub recursive': listing('r4-secrets-raw-recursive-sub-folder'),
      },
    );
    const kept = await keepWithinPath('/recursive-t/ap', answer, ask);
    expect(kept.besidePrefix).toBe(true);
    expect(kept.parentFolders).toEqual(['ap', 'app']);
    // The sub-folder's imports first, the path's own last (it is the nearest).
    expect(groups(kept.listing)).toEqual(['staging:/shared', 'staging:/']);
    expect(values(kept.listing, '/recursive-t/ap')).toEqual({
      SHARED_NESTED: 'shared-nested-value',
      STAGING_ONLY: 'from-staging',
      DATABASE_URL: 'postgres://staging-should-be-shadowed',
      RAP_OWN: 'recursive-ap-own-value',
    });
    expect(ask.calls.sort()).toEqual([
      'folders /recursive-t',
      'folders /recursive-t/ap',
      'list /recursive-t/ap',
      'list /recursive-t/ap/sub recursive',
    ]);
  });

  it('a missing folder whose name starts two others keeps no import, and says what its parent has', async () => {
    const answer = listing('r4-secrets-raw-recursive-missing-prefix-of-two');
    const ask = lookups({ '/recursive-t': names('r4-folders-list-nested-parent') }, {});
    const kept = await keepWithinPath('/recursive-t/a', answer, ask);
    expect(kept.listing.imports).toEqual([]);
    expect(kept.parentFolders).toEqual(['ap', 'app']);
    const merged = mergeListings([{ path: '/recursive-t/a', listing: kept.listing }], {
      tagsFilter: false,
    });
    expect(merged.emptyPaths).toEqual(['/recursive-t/a']);
    expect(ask.calls).toEqual(['folders /recursive-t']);
  });

  it('dev /ap, missing, beside /app which imports prod /: no import kept', async () => {
    const answer = listing('r3-secrets-raw-recursive-prefix-match-include-imports');
    const ask = lookups({ '/': names('r3-folders-list-dev-root') }, {});
    const kept = await keepWithinPath('/ap', answer, ask);
    expect(kept.listing.imports).toEqual([]);
    expect(values(kept.listing, '/ap')).toEqual({});
  });

  it('own secrets inside and outside the path: no listing of the parent, the imports read again', async () => {
    const answer = listing('r3-secrets-raw-recursive-sibling-prefix-include-imports');
    expect(groups(answer)).toEqual(['staging:/', 'prod:/']);
    const ask = lookups(
      { '/ap': [] },
      { '/ap': listing('r3-secrets-raw-sibling-prefix-include-imports-not-recursive') },
    );
    const kept = await keepWithinPath('/ap', answer, ask);
    expect(groups(kept.listing)).toEqual(['staging:/']);
    expect(values(kept.listing, '/ap')).toEqual({
      STAGING_ONLY: 'from-staging',
      DATABASE_URL: 'postgres://staging-should-be-shadowed',
      AP_OWN: 'ap-own-value',
    });
    expect(ask.calls.sort()).toEqual(['folders /ap', 'list /ap']);
  });

  it('without a folder beside it sharing the name prefix, the answer is kept whole', async () => {
    const answer = listing('r3-secrets-raw-recursive-prefix-match-include-imports');
    const ask = lookups({ '/': names('r3-folders-list-dev-root') }, {});
    const kept = await keepWithinPath('/app', answer, ask);
    expect(kept.listing).toBe(answer);
    expect(kept.besidePrefix).toBeUndefined();
    expect(ask.calls).toEqual(['folders /']);
  });
});
