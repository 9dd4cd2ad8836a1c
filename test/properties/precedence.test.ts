// Merge precedence against a reference model written straight from API-NOTES.md:
// an own secret beats any imported one; among imports the last wins; within one import the
// first occurrence wins; across requested paths a later path wins; with `recursive`, the folder
// nearest the requested path wins (fewest segments, then alphabetical); `tags` drops imports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Secret, SecretList } from '../../src/api/endpoints/secrets.js';
import { mergeListings, type PathListing } from '../../src/secrets/merge.js';

const KEYS = ['A', 'B', 'C', 'D'];

interface OwnSpec {
  key: string;
  folder?: string;
  personal: boolean;
}

const depth = (folder: string): number => folder.split('/').filter(Boolean).length;

/** Folders a recursive listing of `path` can return. */
const foldersUnder = (path: string): string[] => {
  const base = path === '/' ? '' : path;
  return [path, `${base}/x`, `${base}/a`, `${base}/x/y`];
};

const listingsArb = (recursive: boolean): fc.Arbitrary<PathListing[]> =>
  fc
    .uniqueArray(fc.constantFrom('/', '/app', '/b'), { minLength: 1, maxLength: 3 })
    .chain((paths) =>
      fc.tuple(
        ...paths.map((path) =>
          fc.record({
            path: fc.constant(path),
            own: fc.array(
              fc.record({
                key: fc.constantFrom(...KEYS),
                folder: recursive ? fc.constantFrom(...foldersUnder(path)) : fc.constant(undefined),
                personal: fc.constantFrom(false, false, false, true),
              }),
              { maxLength: 6 },
            ),
            imports: fc.array(fc.array(fc.constantFrom(...KEYS), { maxLength: 4 }), {
              maxLength: 3,
            }),
          }),
        ),
      ),
    )
    .map((specs) => {
      // Every value is unique, so a wrong winner cannot go unnoticed.
      let n = 0;
      const value = (): string => `v${n++}`;
      return specs.map(({ path, own, imports }): PathListing => {
        const secrets = own.map((s: OwnSpec) => secret(s.key, value(), s.folder, s.personal));
        const groups = imports.map((keys, i) => ({
          secretPath: `/import-${i}`,
          environment: 'staging',
          secrets: keys.map((key) => secret(key, value())),
        }));
        const listing: SecretList = { secrets, imports: groups };
        return { path, listing };
      });
    });

function secret(key: string, value: string, folder?: string, personal = false): Secret {
  return {
    workspace: 'w',
    type: personal ? 'personal' : 'shared',
    secretKey: key,
    secretValue: value,
    ...(folder ? { secretPath: folder } : {}),
  };
}

interface Model {
  values: Record<string, string>;
  emptyPaths: string[];
  collisionKeys: string[];
  droppedImports: number;
}

/** The rules, applied the plain way: nothing shared with src/secrets/merge.ts. */
function model(listings: PathListing[], tagsFilter: boolean): Model {
  const values: Record<string, string> = {};
  const emptyPaths: string[] = [];
  const collisionKeys: string[] = [];
  let droppedImports = 0;
  for (const { path, listing } of listings) {
    const here = new Map<string, string>();
    for (const group of listing.imports ?? []) {
      if (tagsFilter) {
        droppedImports += group.secrets.length;
        continue;
      }
      const inGroup = new Map<string, string>();
      for (const s of group.secrets)
        if (!inGroup.has(s.secretKey)) inGroup.set(s.secretKey, s.secretValue);
      for (const [key, value] of inGroup) here.set(key, value); // a later import wins
    }
    for (const key of KEYS) {
      const candidates = listing.secrets
        .map((s, index) => ({ s, index, folder: s.secretPath ?? path }))
        .filter(({ s }) => s.secretKey === key);
      if (candidates.length === 0) continue;
      if (new Set(candidates.map((c) => c.folder)).size > 1) collisionKeys.push(key);
      candidates.sort(
        (a, b) =>
          depth(a.folder) - depth(b.folder) ||
          (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0) ||
          Number(b.s.type === 'personal') - Number(a.s.type === 'personal') ||
          a.index - b.index,
      );
      here.set(key, candidates[0]!.s.secretValue); // own beats imported
    }
    if (here.size === 0) emptyPaths.push(path);
    for (const [key, value] of here) values[key] = value; // a later path wins
  }
  return { values, emptyPaths, collisionKeys: collisionKeys.sort(), droppedImports };
}

describe('merge precedence', () => {
  it.each([false, true])('matches the reference model (recursive: %s)', (recursive) => {
    fc.assert(
      fc.property(listingsArb(recursive), fc.boolean(), (listings, tagsFilter) => {
        const merged = mergeListings(listings, { tagsFilter });
        const expected = model(listings, tagsFilter);
        const values = Object.fromEntries([...merged.secrets].map(([key, s]) => [key, s.value]));
        expect(values).toEqual(expected.values);
        for (const [key, s] of merged.secrets) expect(s.key).toBe(key);
        expect(merged.emptyPaths).toEqual(expected.emptyPaths);
        expect(merged.collisions.map((c) => c.key).sort()).toEqual(expected.collisionKeys);
        expect(merged.importsDroppedForTags).toBe(expected.droppedImports);
      }),
      { numRuns: 500 },
    );
  });
});
