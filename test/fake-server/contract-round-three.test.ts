// Contract test of the captures of recursive listings and where imports come from (files `r3-*`
// and `r4-*`) and of references the server could not expand (`r7-refs-*`), each round taken on
// a re-seeded server, so its project id is paired with the fake's first: each is replayed
// against a fresh fake set up like its capture session; status, rate-limit class and body must
// match. Secrets and import groups are compared in key order: ids differ in a replay, and the
// server gives import groups of equal position in its database's order.
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_ACCESS_TOKEN, PROJECT_ID, startFakeServer } from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { IdMap, expectReplayed, replay } from '../support/capture-replay.ts';
import { capture, captureFiles } from '../support/captures.ts';

/** Project ids of the re-seeded servers of each round. */
const PROJECTS: Record<string, string> = {
  r3: '20d3fd17-9058-481f-8010-5b905aa664d0',
  r4: '22c4667d-a357-4cf4-9dac-aa64e28bb88b',
  r7: 'a73ea129-01fd-44c3-b114-62cb65716186',
};

/** Throwaway environment of the third round: `/ap` (imports staging `/`) beside `/app` (prod `/`). */
function siblingEnvironment(s: FakeServer): void {
  s.state.addEnvironment({ projectId: PROJECT_ID, slug: 'capture-r31398', name: 'Capture r31398' });
  const at = (path: string) => ({ environment: 'capture-r31398', path });
  s.state.setSecret({ ...at('/ap'), key: 'AP_OWN', value: 'ap-own-value' });
  s.state.setSecret({ ...at('/app'), key: 'APP_OWN', value: 'app-own-value' });
  s.state.addImport({ ...at('/ap'), from: { environment: 'staging', path: '/' } });
  s.state.addImport({ ...at('/app'), from: { environment: 'prod', path: '/' } });
}

/**
 * Fourth round, dev `/recursive-t`: `/ap` (RAP_OWN, imports staging `/`), `/ap/sub` (imports
 * staging `/shared` only) and `/app` (imports prod `/` only); staging `/shared` holds
 * SHARED_NESTED, as in the seeded data of that server.
 */
function nestedFolders(s: FakeServer): void {
  s.state.setSecret({
    environment: 'staging',
    path: '/shared',
    key: 'SHARED_NESTED',
    value: 'shared-nested-value',
  });
  s.state.addFolder({ environment: 'dev', path: '/recursive-t/ap/sub' });
  s.state.addFolder({ environment: 'dev', path: '/recursive-t/app' });
  s.state.setSecret({
    environment: 'dev',
    path: '/recursive-t/ap',
    key: 'RAP_OWN',
    value: 'recursive-ap-own-value',
  });
  const from = (environment: string, path: string) => ({ from: { environment, path } });
  s.state.addImport({ environment: 'dev', path: '/recursive-t/ap', ...from('staging', '/') });
  s.state.addImport({
    environment: 'dev',
    path: '/recursive-t/ap/sub',
    ...from('staging', '/shared'),
  });
  s.state.addImport({ environment: 'dev', path: '/recursive-t/app', ...from('prod', '/') });
}

/** Seventh round, dev `/unresolved-refs`: references that resolve and ones that do not. */
function unresolvedReferences(s: FakeServer): void {
  const refs = {
    PLAIN: 'plain-value',
    MISSING_REF: '${NO_SUCH_KEY}-tail',
    CROSS_REF: 'pre-${prod.NO_SUCH_FOLDER.KEY}',
    GOOD_REF: '${PLAIN}-ok',
  };
  for (const [key, value] of Object.entries(refs)) {
    s.state.setSecret({ environment: 'dev', path: '/unresolved-refs', key, value });
  }
}

const CASES: Record<string, ((s: FakeServer) => void) | undefined> = {
  // Other folders of dev `/` at the time, made by other test runs.
  'r3-folders-list-dev-root.json': (s) => {
    for (const name of ['acc-empty-1', 'acc-empty-2', 'acc-empty-3'])
      s.state.addFolder({ environment: 'dev', path: `/${name}` });
    for (const name of ['acc-perf-1', 'acc-perf-2', 'acc-perf-3'])
      s.state.addFolder({ environment: 'dev', path: `/${name}` });
  },
  'r3-folders-list-sibling-prefix.json': siblingEnvironment,
  'r3-secret-imports-list-app.json': undefined,
  'r3-secrets-raw-recursive-prefix-match-include-imports.json': undefined,
  'r3-secrets-raw-recursive-sibling-prefix-include-imports.json': siblingEnvironment,
  'r3-secrets-raw-sibling-prefix-include-imports-not-recursive.json': siblingEnvironment,
  'r4-folders-list-nested-parent.json': nestedFolders,
  'r4-folders-list-nested-path.json': nestedFolders,
  'r4-secrets-raw-nested-not-recursive.json': nestedFolders,
  'r4-secrets-raw-recursive-import-only-sibling.json': nestedFolders,
  'r4-secrets-raw-recursive-missing-prefix-of-two.json': nestedFolders,
  'r4-secrets-raw-recursive-sub-folder.json': nestedFolders,
  'r7-refs-secrets-raw-not-expanded.json': unresolvedReferences,
  'r7-refs-secrets-raw-unresolved.json': unresolvedReferences,
};

type Item = { secretKey?: string; environment?: string; secretPath?: string };
const keyOf = (item: Item): string =>
  `${item.environment}\u0000${item.secretPath}\u0000${item.secretKey}`;
const sorted = <T extends Item>(list: T[]): T[] =>
  [...list].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

/** A listing with its secrets, its import groups and each group's secrets in key order. */
function inKeyOrder(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('secrets' in body)) return body;
  const listing = body as { secrets: Item[]; imports?: (Item & { secrets: Item[] })[] };
  return {
    ...listing,
    secrets: sorted(listing.secrets),
    ...(listing.imports && {
      imports: sorted(
        listing.imports.map((group) => ({ ...group, secrets: sorted(group.secrets) })),
      ),
    }),
  };
}

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('fake server replays the captures of recursive listings and imports', () => {
  it('has a case for every capture of those rounds', () => {
    expect(Object.keys(CASES).sort()).toEqual(captureFiles().filter((f) => /^r[347]-/.test(f)));
  });

  it.each(Object.keys(CASES))('%s', async (file) => {
    server = await startFakeServer();
    CASES[file]?.(server);
    const ids = new IdMap();
    ids.bind(PROJECTS[file.slice(0, 2)]!, PROJECT_ID);
    const live = await replay(server, file, { ids, token: MEMBER_ACCESS_TOKEN });
    expectReplayed(capture(file), live, ids, { normalise: inKeyOrder });
  });
});
