// `recursive` against a server that matches folders by name prefix: `/ap` also returns `/app`'s
// secrets and `/app`'s import groups, and an import group does not say which folder imports it.
// Only folders at or below the requested path may count, own and imported secrets alike; a
// requested folder that does not exist is the unknown-folder error; and the requests spent on
// telling them apart are counted here.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';

import { runStep, type ActionRun } from '../support/run.ts';
import {
  legacyView,
  mainInputs,
  successorsOnly,
  useFakeServer,
} from '../support/use-fake-server.ts';

const server = useFakeServer();

/** Values seeded in the fake (as on the real server): dev `/app` imports prod `/`. */
const PROD_ONLY = 'prod-value';
const STAGING = {
  STAGING_ONLY: 'from-staging',
  DATABASE_URL: 'postgres://staging-should-be-shadowed',
};

const inputs = (extra: Record<string, string>): Record<string, string> =>
  mainInputs(server().url, { recursive: 'true', ...extra });

/**
 * The requests after the login, in a short form; sorted, since the requests of one path that do
 * not depend on each other are sent together. Named as the legacy routes name them.
 */
function trail(s: FakeServer): string[] {
  return legacyView(s)
    .filter((r) => !r.path.startsWith('/api/v1/auth/'))
    .map((r) => {
      if (r.path === '/api/v3/secrets/raw') {
        return `list ${r.query.secretPath}${r.query.recursive === 'true' ? ' recursive' : ''}`;
      }
      if (r.path === '/api/v1/folders') return `folders ${r.query.path}`;
      return `${r.method} ${r.path}`;
    })
    .sort();
}

const SLUG_LOOKUP = 'GET /api/v2/workspace/gha-test-project';

/**
 * The trail of a run by project slug: against a server with the successor routes only, which
 * take the project's id (backend/src/server/routes/v4/secret-router.ts), the slug is read once
 * more where the legacy listing took it as it is (and once in all: the folder listings share it).
 */
function bySlug(legacyTrail: string[]): string[] {
  return successorsOnly() && !legacyTrail.includes(SLUG_LOOKUP)
    ? [...legacyTrail, SLUG_LOOKUP].sort()
    : legacyTrail;
}

function expectUnknownFolder(result: ActionRun, pattern: RegExp): void {
  expect(result.exitCode).toBe(1);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(pattern);
  expect(result.envEntries).toEqual([]);
  expect(result.outputs).toEqual({});
}

/**
 * dev `/ap` (own AP_OWN, imports staging `/`) with `/ap/sub` (no secret of its own, imports
 * staging `/shared`), beside the seeded `/app` (own APP_SECRET and APP_PORT, imports prod `/`).
 */
function seedSiblings(s: FakeServer): void {
  s.state.setSecret({
    environment: 'staging',
    path: '/shared',
    key: 'SHARED_NESTED',
    value: 'shared-nested-value',
  });
  s.state.setSecret({ environment: 'dev', path: '/ap', key: 'AP_OWN', value: 'ap-own-value' });
  s.state.addImport({
    environment: 'dev',
    path: '/ap',
    from: { environment: 'staging', path: '/' },
  });
  s.state.addImport({
    environment: 'dev',
    path: '/ap/sub',
    from: { environment: 'staging', path: '/shared' },
  });
}

describe('recursive: only folders at or below the requested path, imports included', () => {
  it("a missing folder whose name starts another folder is the unknown-folder error, not that folder's imports", async () => {
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/ap' }),
      hidden: [PROD_ONLY],
    });
    expectUnknownFolder(
      result,
      /^Folder `\/ap` not found in environment `dev` of project `gha-test-project`; `\/` has `app`\. Did you mean `\/app`\? Check `secret-path`\.$/,
    );
    // The folder listing that showed `/ap` missing is not asked again to word the error.
    expect(trail(server())).toEqual(
      bySlug(['GET /api/v2/workspace/gha-test-project', 'folders /', 'list /ap recursive']),
    );
  });

  it('the same without imports: the own secrets of `/app` are left out, and `/ap` is unknown', async () => {
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/ap', 'include-imports': 'false' }),
      hidden: [PROD_ONLY],
    });
    expectUnknownFolder(result, /^Folder `\/ap` not found .* Did you mean `\/app`\?/);
  });

  it('a missing folder that is the name prefix of two folders is unknown too', async () => {
    seedSiblings(server());
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/a' }),
      hidden: [PROD_ONLY],
    });
    expectUnknownFolder(
      result,
      /^Folder `\/a` not found in environment `dev`.*`\/` has `app`, `ap`\./,
    );
  });

  it("beside a folder sharing its name prefix: its own secrets, its sub-folders' and their imports, nothing of the other", async () => {
    seedSiblings(server());
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/ap' }),
      hidden: [PROD_ONLY],
    });
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.env).toEqual({
      ...STAGING,
      SHARED_NESTED: 'shared-nested-value',
      AP_OWN: 'ap-own-value',
    });
    // The answer shows `/app` (its own secrets) and `/ap` (AP_OWN): no listing of `/` is needed
    // to know that `/ap` exists and has a sibling. `/ap`'s imports are read from `/ap` alone and
    // from each sub-folder.
    expect(trail(server())).toEqual(
      bySlug(['folders /ap', 'list /ap', 'list /ap recursive', 'list /ap/sub recursive']),
    );
    const details = result.lines.map((l) => l.raw).join('\n');
    expect(details).toMatch(/Left out 2 secrets of folders outside the requested path/);
    expect(details).toMatch(
      /The imports of `\/ap` were read without those of the folders beside it whose names start with `ap`/,
    );
  });

  it('beside a folder that only imports (nothing in the answer shows it): still nothing of it', async () => {
    server().state.setSecret({
      environment: 'dev',
      path: '/svc',
      key: 'SVC_OWN',
      value: 'svc-value',
    });
    server().state.addImport({
      environment: 'dev',
      path: '/svc-legacy',
      from: { environment: 'prod', path: '/' },
    });
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/svc' }),
      hidden: [PROD_ONLY],
    });
    expect(result.exitCode).toBe(0);
    expect(result.env).toEqual({ SVC_OWN: 'svc-value' });
    expect(trail(server())).toEqual(
      bySlug(['folders /', 'folders /svc', 'list /svc', 'list /svc recursive']),
    );
  });

  it('sub-folders whose names share a prefix are listed once, by the shorter name', async () => {
    seedSiblings(server());
    server().state.setSecret({
      environment: 'dev',
      path: '/ap/sub2',
      key: 'SUB2',
      value: 'sub-two',
    });
    server().state.addImport({
      environment: 'dev',
      path: '/ap/other',
      from: { environment: 'prod', path: '/' },
    });
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/ap' }),
      hidden: [PROD_ONLY],
    });
    expect(result.exitCode).toBe(0);
    expect(result.env).toEqual({
      ...STAGING,
      SHARED_NESTED: 'shared-nested-value',
      PROD_ONLY, // imported by /ap/other, which is below /ap
      AP_OWN: 'ap-own-value',
      SUB2: 'sub-two',
    });
    expect(trail(server())).toEqual(
      bySlug([
        'folders /ap',
        'list /ap',
        'list /ap recursive',
        'list /ap/other recursive',
        'list /ap/sub recursive',
      ]),
    );
  });
});

describe('recursive: what it costs without a folder sharing the name prefix', () => {
  it('an answer without imports: one listing', async () => {
    server().state.setSecret({
      environment: 'dev',
      path: '/lib',
      key: 'LIB_KEY',
      value: 'lib-value',
    });
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/lib' }),
      hidden: [PROD_ONLY],
    });
    expect(result.env).toEqual({ LIB_KEY: 'lib-value' });
    expect(trail(server())).toEqual(bySlug(['list /lib recursive']));
  });

  it('the root: one listing, imports and all', async () => {
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/' }),
      hidden: [PROD_ONLY],
    });
    expect(result.exitCode).toBe(0);
    expect(result.env.PROD_ONLY).toBe(PROD_ONLY);
    expect(trail(server())).toEqual(bySlug(['list / recursive']));
  });

  it('an answer with imports: one folder listing of the parent more, shared by the paths under it', async () => {
    server().state.addImport({
      environment: 'dev',
      path: '/web',
      from: { environment: 'staging', path: '/' },
    });
    const result = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/app\n/web' }),
      hidden: [PROD_ONLY],
    });
    expect(result.exitCode).toBe(0);
    expect(result.env).toMatchObject({ PROD_ONLY, APP_PORT: '8080', ...STAGING });
    expect(trail(server())).toEqual(
      bySlug(['folders /', 'list /app recursive', 'list /web recursive']),
    );
  });

  it('folder listings take the project id: taken from an own secret, else looked up once', async () => {
    server().state.addImport({
      environment: 'dev',
      path: '/web',
      from: { environment: 'staging', path: '/' },
    });
    const slugged = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/web' }),
      hidden: [PROD_ONLY],
    });
    expect(slugged.env).toEqual(STAGING);
    expect(trail(server())).toEqual(
      bySlug(['GET /api/v2/workspace/gha-test-project', 'folders /', 'list /web recursive']),
    );
    server().requests.length = 0;
    const byId = await runStep({
      mode: 'in-process',
      inputs: inputs({ 'secret-path': '/web', 'project-slug': '', 'project-id': PROJECT_ID }),
      hidden: [PROD_ONLY],
    });
    expect(byId.env).toEqual(STAGING);
    expect(trail(server())).toEqual(['folders /', 'list /web recursive']);
  });
});
