// The client against servers with and without the legacy routes: it keeps the legacy routes
// while a server has them, and once one is answered with the router's unknown-route 404 it sends
// that call again on its successor, once, and every later call there. The successors, their
// fields and answers are those of the current source of `Infisical/infisical`, as the fake plays
// them (test/support/fake-server/routes/successors.ts names the file of each); the 2024-10 server
// has none of them (test/fixtures/captures/r5-successor-*).
import * as api from '../../src/api/endpoints/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalPendingError } from '../../src/api/approval.js';
import { InfisicalClient } from '../../src/api/client.js';
import { one, withId } from '../../src/api/answers.js';
import { endpoint } from '../../src/api/endpoint.js';
import { ApiError } from '../../src/errors/api.js';
import { createTransport } from '../../src/api/transport.js';
import type { SecretWriteLocation } from '../../src/api/endpoints/secrets.js';
import {
  ENV_IDS,
  FOLDER_IDS,
  MEMBER_IDENTITY_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  TAG_SLUG,
  UNKNOWN_UUID,
  startFakeServer,
  type FakeServer,
  type RouteSet,
} from '../support/fake-server/index.ts';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-server.ts';

let server: FakeServer | undefined;
let scripted: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  await scripted?.close();
  server = scripted = undefined;
});

async function connect(
  routes: RouteSet,
  onSuccessors?: () => void,
): Promise<{ s: FakeServer; client: InfisicalClient }> {
  server = await startFakeServer({ routes });
  const client = new InfisicalClient({
    baseUrl: server.url,
    transport: createTransport(),
    timeoutMs: 5000,
    userAgent: 'successor-routes-test',
    retry: { sleep: async () => {}, random: () => 0.5 },
    onSuccessors,
  });
  client.useAccessToken(server.issueAccessToken(MEMBER_IDENTITY_ID));
  return { s: server, client };
}

/** `METHOD /path` of each request, with `(404)` on those the router refused. */
const sent = (s: FakeServer): string[] =>
  s.requests.map((r) => `${r.method} ${r.path}${r.retired ? ' (404)' : ''}`);

const listing = (path = '/') => ({
  workspaceSlug: PROJECT_SLUG,
  environment: 'dev',
  secretPath: path,
  includeImports: true,
  expandSecretReferences: true,
});

/** The error a call fails with (the test fails if it succeeds). */
async function failure<E = ApiError>(call: Promise<unknown>): Promise<E> {
  try {
    await call;
  } catch (error) {
    return error as E;
  }
  throw new Error('the call succeeded');
}

const byKey = (list: { secretKey: string; secretValue: string }[]) =>
  Object.fromEntries(list.map((s) => [s.secretKey, s.secretValue]));

describe('a server that has the legacy routes: nothing changes', () => {
  it.each<RouteSet>(['legacy', 'current'])('%s: every call on its legacy route', async (routes) => {
    const { s, client } = await connect(routes);
    await client.call(api.secrets.list, listing());
    await client.call(api.folders.list, { workspaceId: PROJECT_ID, environment: 'dev', path: '/' });
    await client.call(api.tags.list, PROJECT_ID);
    await client.call(api.projects.get, PROJECT_ID);
    expect(sent(s)).toEqual([
      'GET /api/v3/secrets/raw',
      'GET /api/v1/folders',
      `GET /api/v1/workspace/${PROJECT_ID}/tags`,
      `GET /api/v1/workspace/${PROJECT_ID}`,
    ]);
  });
});

describe('a project read by its id', () => {
  it.each<RouteSet>(['legacy', 'successor-only'])(
    '%s: once per run, whoever asks (the listing, the slug the leases need)',
    async (routes) => {
      const { s, client } = await connect(routes);
      const [first, second] = await Promise.all([
        client.projectById(PROJECT_ID),
        client.projectById(PROJECT_ID),
      ]);
      expect(first.slug).toBe(PROJECT_SLUG);
      expect(second).toBe(first);
      expect(await client.projectSlug(PROJECT_ID, undefined)).toBe(PROJECT_SLUG);
      const reads = sent(s).filter((line) => line.includes(PROJECT_ID) && !line.endsWith('(404)'));
      expect(reads).toHaveLength(1);
    },
  );
});

describe('a project read by its slug', () => {
  it.each<RouteSet>(['legacy', 'successor-only'])(
    '%s: once per run, whoever asks; a failed read is not kept',
    async (routes) => {
      const { s, client } = await connect(routes);
      const [first, second] = await Promise.all([
        client.projectBySlug(PROJECT_SLUG),
        client.projectBySlug(PROJECT_SLUG),
      ]);
      expect(first.id).toBe(PROJECT_ID);
      expect(second).toBe(first);
      expect((await client.projectBySlug(PROJECT_SLUG)).id).toBe(PROJECT_ID);
      const reads = () =>
        sent(s).filter(
          (line) => /\/workspace\/|\/projects\/slug\//.test(line) && !line.endsWith('(404)'),
        );
      expect(reads()).toHaveLength(1);
      await failure(client.projectBySlug('no-such-project'));
      await failure(client.projectBySlug('no-such-project'));
      expect(reads()).toHaveLength(3);
      // Settling a lost create needs the server's own answer: never the one kept.
      await client.find(api.projects.bySlug, PROJECT_SLUG);
      expect(reads()).toHaveLength(4);
    },
  );
});

describe('a server with the successors only', () => {
  it('lists on GET /api/v4/secrets after the 404, the slug read once, the same secrets', async () => {
    const legacy = await connect('legacy');
    const expected = await legacy.client.call(api.secrets.list, listing());
    await legacy.s.close();
    const { s, client } = await connect('successor-only');
    const got = await client.call(api.secrets.list, listing());
    expect(byKey(got.secrets)).toEqual(byKey(expected.secrets));
    expect((got.imports ?? []).map((g) => byKey(g.secrets))).toEqual(
      (expected.imports ?? []).map((g) => byKey(g.secrets)),
    );
    expect(sent(s)).toEqual([
      'GET /api/v3/secrets/raw (404)',
      `GET /api/v1/projects/slug/${PROJECT_SLUG}`,
      'GET /api/v4/secrets',
    ]);
    // v4/secret-router.ts: projectId (no slug), the listing's options as they were.
    expect(s.requests[2]!.query).toEqual({
      projectId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/',
      include_imports: 'true',
      expandSecretReferences: 'true',
    });
  });

  it('after the first 404 every call goes straight to its successor; the slug is not read again', async () => {
    const { s, client } = await connect('successor-only');
    await client.call(api.secrets.list, listing());
    s.requests.length = 0;
    await client.call(api.secrets.list, listing('/app'));
    await client.projectBySlug(PROJECT_SLUG);
    await client.call(api.folders.list, { workspaceId: PROJECT_ID, environment: 'dev', path: '/' });
    expect(sent(s)).toEqual(['GET /api/v4/secrets', 'GET /api/v2/folders']);
  });

  it('listings in flight together: each meets one 404 and is sent again once; one slug read', async () => {
    let switched = 0;
    const { s, client } = await connect('successor-only', () => switched++);
    const paths = ['/', '/app', '/'];
    const results = await Promise.all(
      paths.map((path) => client.call(api.secrets.list, listing(path))),
    );
    // Three 404s, one switch: the log says it once.
    expect(switched).toBe(1);
    await client.call(api.secrets.list, listing('/app'));
    expect(switched).toBe(1);
    expect(results.map((r) => r.secrets.length)).toEqual([5, 2, 5]);
    const count = (call: string) => sent(s).filter((c) => c === call).length;
    expect(count('GET /api/v3/secrets/raw (404)')).toBe(3);
    expect(count(`GET /api/v1/projects/slug/${PROJECT_SLUG}`)).toBe(1);
    expect(count('GET /api/v4/secrets')).toBe(4);
    expect(s.requests).toHaveLength(8);
    // The router's 404s cost no rate-limit count: the listings' class is untouched by them.
    expect(s.requests.filter((r) => r.retired).every((r) => r.status === 404)).toBe(true);
  });

  it('a write answered with the 404 was not applied: sent again on the successor once, stored once', async () => {
    const { s, client } = await connect('successor-only');
    const at: SecretWriteLocation = {
      projectSlug: PROJECT_SLUG,
      environment: 'dev',
      secretPath: '/app',
    };
    const written = await client.call(api.secrets.create, {
      location: at,
      secrets: [{ secretKey: 'NEW', secretValue: 'new-v' }],
    });
    expect(written.map((w) => w.secretKey)).toEqual(['NEW']);
    expect(sent(s)).toEqual([
      'POST /api/v3/secrets/batch/raw (404)',
      `GET /api/v1/projects/slug/${PROJECT_SLUG}`,
      'POST /api/v4/secrets/batch',
    ]);
    expect(s.requests[2]!.body).toEqual({
      projectId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/app',
      secrets: [{ secretKey: 'NEW', secretValue: 'new-v' }],
    });
    const stored = s.state.secretsIn(FOLDER_IDS.devApp).filter((x) => x.key === 'NEW');
    expect(stored).toHaveLength(1);
  });

  it('a batch update says mode failOnNotFound: a missing key fails it whole, nothing created', async () => {
    const { s, client } = await connect('successor-only');
    const at: SecretWriteLocation = {
      workspaceId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/',
    };
    const error = await failure(
      client.call(api.secrets.update, {
        location: at,
        secrets: [
          { secretKey: 'API_KEY', secretValue: 'x' },
          { secretKey: 'MISSING', secretValue: 'y' },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toMatchObject({
      status: 404,
      path: '/api/v4/secrets/batch',
      answeredBy: 'api',
    });
    expect(s.requests.at(-1)!.body).toMatchObject({ mode: 'failOnNotFound' });
    expect(s.state.secretsIn(FOLDER_IDS.devRoot).some((x) => x.key === 'MISSING')).toBe(false);
  });

  it('a change request on the successor is the approval error, naming the route sent', async () => {
    const { s, client } = await connect('successor-only');
    s.state.requireApproval('dev');
    const at: SecretWriteLocation = {
      workspaceId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/',
    };
    const error = await failure<ApprovalPendingError>(
      client.call(api.secrets.delete, {
        location: at,
        secrets: ['API_KEY'].map((secretKey) => ({ secretKey })),
      }),
    );
    expect(error).toBeInstanceOf(ApprovalPendingError);
    expect(error.message).toMatch(
      /^delete secrets waits for approval \(DELETE \/api\/v4\/secrets\/batch\): /,
    );
    expect(s.state.approvalRequests).toHaveLength(1);
  });

  it('a successor write whose answer was lost is in doubt, as on the legacy route', async () => {
    const { s, client } = await connect('successor-only');
    s.faults.add({
      match: { method: 'POST', path: '/api/v3/secrets/batch/raw' },
      kind: { status: 503 },
      applied: true,
    });
    const at: SecretWriteLocation = {
      workspaceId: PROJECT_ID,
      environment: 'dev',
      secretPath: '/',
    };
    const error = await failure(
      client.call(api.secrets.create, {
        location: at,
        secrets: [{ secretKey: 'LOST', secretValue: 'v' }],
      }),
    );
    expect(error.details).toMatchObject({
      status: 503,
      path: '/api/v4/secrets/batch',
      mayHaveBeenApplied: true,
      attempts: 1,
    });
    expect(sent(s)).toEqual(['POST /api/v3/secrets/batch/raw (404)', 'POST /api/v4/secrets/batch']);
  });

  it('folders: projectId; a delete says forceDelete and removes a folder with secrets in it', async () => {
    const { s, client } = await connect('successor-only');
    const at = { workspaceId: PROJECT_ID, environment: 'dev', path: '/' };
    const names = (await client.call(api.folders.list, at)).map((f) => f.name);
    expect(names).toEqual(['app']);
    const deleted = await client.call(api.folders.delete, { at: at, name: 'app' });
    expect(deleted.id).toBe(FOLDER_IDS.devApp);
    expect(s.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v2/folders/app',
      body: { projectId: PROJECT_ID, environment: 'dev', path: '/', forceDelete: true },
    });
    const created = await client.call(api.folders.create, { at: at, name: 'made' });
    expect(created.name).toBe('made');
  });

  it('imports: projectId, the same answers', async () => {
    const { s, client } = await connect('successor-only');
    const at = { workspaceId: PROJECT_ID, environment: 'dev', path: '/' };
    const made = await client.call(api.imports.create, {
      ...at,
      import: { environment: 'prod', path: '/' },
    });
    const moved = await client.call(api.imports.update, {
      id: made.id,
      request: { ...at, import: { position: 1 } },
    });
    expect(moved.position).toBe(1);
    expect((await client.call(api.imports.list, at)).map((i) => i.importEnv.slug)).toEqual([
      'prod',
      'staging',
    ]);
    await client.call(api.imports.delete, { id: made.id, request: at });
    expect(
      s.requests
        .filter((r) => !r.retired)
        .every((r) => !('workspaceId' in ((r.body ?? r.query) as object))),
    ).toBe(true);
  });

  it('projects, tags, environments and snapshots under /api/v1/projects, as the legacy types', async () => {
    const { s, client } = await connect('successor-only');
    const project = await client.call(api.projects.get, PROJECT_ID);
    expect(project).toMatchObject({ id: PROJECT_ID, slug: PROJECT_SLUG });
    expect(project.environments.map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);
    expect((await client.call(api.tags.list, PROJECT_ID)).map((t) => t.slug)).toEqual([TAG_SLUG]);
    expect(
      await client.find(api.tags.bySlug, { projectId: PROJECT_ID, slug: TAG_SLUG }),
    ).toMatchObject({ slug: TAG_SLUG });
    expect(
      await client.find(api.tags.bySlug, { projectId: PROJECT_ID, slug: 'no-such-tag' }),
    ).toBeUndefined();
    const tag = await client.call(api.tags.create, {
      projectId: PROJECT_ID,
      ...{ slug: 'fresh', color: '#000000', name: 'N' },
    });
    expect(tag.slug).toBe('fresh');
    const created = await client.call(api.environments.create, {
      projectId: PROJECT_ID,
      ...{ name: 'QA', slug: 'qa' },
    });
    expect(created).toMatchObject({ workspace: PROJECT_ID, environment: { slug: 'qa' } });
    expect(
      await client.call(api.environments.get, {
        projectId: PROJECT_ID,
        environmentId: ENV_IDS.dev,
      }),
    ).toMatchObject({ slug: 'dev' });
    const gone = await client.call(api.environments.delete, {
      projectId: PROJECT_ID,
      environmentId: created.environment.id,
    });
    expect(gone).toMatchObject({ workspace: PROJECT_ID, environment: { slug: 'qa' } });
    s.state.addSnapshots({ environment: 'dev', path: '/snap', count: 2 });
    const snapshots = await client.call(api.snapshots.list, {
      projectId: PROJECT_ID,
      ...{
        environment: 'dev',
        path: '/snap',
        offset: 0,
        limit: 20,
      },
    });
    expect(snapshots).toHaveLength(2);
    const made = await client.call(api.projects.create, { projectName: 'Made', slug: 'made-here' });
    expect(made.slug).toBe('made-here');
    expect(await client.find(api.projects.bySlug, 'no-such-project')).toBeUndefined();
    expect(sent(s).filter((c) => c.endsWith('(404)'))).toEqual([
      `GET /api/v1/workspace/${PROJECT_ID} (404)`,
    ]);
    // The successor reads a tag's slug and color only.
    const tagCreate = s.requests.find((r) => r.method === 'POST' && r.path.endsWith('/tags'))!;
    expect(tagCreate.body).toEqual({ slug: 'fresh', color: '#000000' });
  });

  it('an unknown project id is the API 404 of the successor, never retried', async () => {
    const { s, client } = await connect('successor-only');
    const error = await failure(client.call(api.projects.get, UNKNOWN_UUID));
    expect(error.details).toMatchObject({ status: 404, answeredBy: 'api', attempts: 1 });
    expect(s.requests).toHaveLength(2);
  });
});

describe('a server with neither route (another kind of server)', () => {
  it('sends the successor once after the 404, then fails with the router 404, no more', async () => {
    scripted = await startScriptedServer();
    const routeNotFound = (method: string, url: string) => ({
      status: 404,
      body: { message: `Route ${method}:${url} not found`, error: 'Not Found', statusCode: 404 },
    });
    scripted.reply(
      routeNotFound('GET', '/api/v3/secrets/raw'),
      routeNotFound('GET', '/api/v1/projects/slug/x'),
    );
    const client = new InfisicalClient({
      baseUrl: scripted.url,
      transport: createTransport(),
      timeoutMs: 5000,
      userAgent: 'successor-routes-test',
    });
    const error = await failure(
      client.call(api.secrets.list, { ...listing(), workspaceSlug: 'x' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.details).toMatchObject({
      kind: 'projects:get-by-slug',
      status: 404,
      answeredBy: 'router',
      path: '/api/v1/projects/slug/x',
    });
    expect(scripted.requests.map((r) => r.path)).toEqual([
      '/api/v3/secrets/raw',
      '/api/v1/projects/slug/x',
    ]);
  });

  it("a 404 that is not the router's (a proxy page) is an error, never a reason to switch", async () => {
    scripted = await startScriptedServer();
    scripted.reply({
      status: 404,
      headers: { 'content-type': 'text/html' },
      raw: '<html>404</html>',
    });
    let switched = 0;
    const client = new InfisicalClient({
      baseUrl: scripted.url,
      transport: createTransport(),
      timeoutMs: 5000,
      userAgent: 'successor-routes-test',
      onSuccessors: () => switched++,
    });
    const error = await failure(client.call(api.secrets.list, listing()));
    expect(error.details).toMatchObject({ status: 404, answeredBy: 'other' });
    expect(switched).toBe(0);
    expect(scripted.requests).toHaveLength(1);
  });
});

describe('a third generation of routes (how to add one: docs/ARCHITECTURE.md)', () => {
  const generation = (n: number) => ({
    route: () => ({ method: 'GET' as const, path: `/api/v${n}/probe` }),
    answer: one<{ id: string }>('probe', withId),
  });
  const probe = endpoint({
    kind: 'probe:get',
    label: 'probe',
    safeToRepeat: true,
    generations: [generation(1), generation(2), generation(3)],
  });

  it('is reached after two unknown-route 404s, once each, and later calls start there', async () => {
    scripted = await startScriptedServer();
    const routeNotFound = (url: string) => ({
      status: 404,
      body: { message: `Route GET:${url} not found`, error: 'Not Found', statusCode: 404 },
    });
    scripted.reply(
      routeNotFound('/api/v1/probe'),
      routeNotFound('/api/v2/probe'),
      { status: 200, body: { probe: { id: 'a' } } },
      { status: 200, body: { probe: { id: 'b' } } },
    );
    let moves = 0;
    const client = new InfisicalClient({
      baseUrl: scripted.url,
      transport: createTransport(),
      timeoutMs: 5000,
      userAgent: 'successor-routes-test',
      onSuccessors: () => moves++,
    });
    client.useAccessToken('token');
    expect(await client.call(probe, {})).toEqual({ id: 'a' });
    expect(await client.call(probe, {})).toEqual({ id: 'b' });
    expect(scripted.requests.map((r) => r.path)).toEqual([
      '/api/v1/probe',
      '/api/v2/probe',
      '/api/v3/probe',
      '/api/v3/probe',
    ]);
    expect(moves).toBe(2);
  });
});
