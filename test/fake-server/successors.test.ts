// The fake's route sets: the captured server has no successor route (the `r5-successor-*`
// captures, replayed); `successor-only` answers every legacy route the current server serves from
// deprecated routers with the router's unknown-route 404, exactly as captured (`unknown-route`);
// `current` serves both. Each successor is checked against the fact of the current source that
// it plays (`Infisical/infisical`, files named at each test).
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENV_IDS,
  FOLDER_IDS,
  MEMBER_ACCESS_TOKEN,
  PROJECT_ID,
  PROJECT_SLUG,
  UNKNOWN_UUID,
  startFakeServer,
  type FakeServer,
  type RouteSet,
} from '../support/fake-server/index.ts';
import { IdMap, expectReplayed, replay } from '../support/capture-replay.ts';
import { capture, captureFiles } from '../support/captures.ts';
import { call } from './helpers.ts';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(routes: RouteSet): Promise<FakeServer> {
  server = await startFakeServer({ routes });
  return server;
}

const RATE_LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
const q = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

describe('the captured server has no successor route (r5-successor-* captures)', () => {
  const files = captureFiles().filter((file) => file.startsWith('r5-successor-'));

  it('has the ten captures', () => {
    expect(files).toHaveLength(10);
  });

  it.each(files)('%s: the router 404, replayed byte for byte but the ids', async (file) => {
    const s = await start('legacy');
    const captured = capture(file);
    const ids = new IdMap();
    ids.bind('22c4667d-a357-4cf4-9dac-aa64e28bb88b', PROJECT_ID);
    const path = captured.request.path.replace('gha-test-project', PROJECT_SLUG);
    const live = await replay(
      s,
      { ...captured, request: { ...captured.request, path } },
      {
        ids,
        token: MEMBER_ACCESS_TOKEN,
      },
    );
    expectReplayed(captured, live, ids);
    for (const header of RATE_LIMIT_HEADERS) expect(live.headers.has(header)).toBe(false);
  });
});

describe('successor-only: the legacy routes are gone, as a server without them answers', () => {
  const unknownRoute = capture('unknown-route.json').response;

  it.each([
    ['GET', `/api/v3/secrets/raw?${q({ workspaceId: PROJECT_ID, environment: 'dev' })}`],
    ['POST', '/api/v3/secrets/batch/raw'],
    ['GET', `/api/v1/folders?${q({ workspaceId: PROJECT_ID, environment: 'dev', path: '/' })}`],
    ['DELETE', '/api/v1/folders/app'],
    ['GET', `/api/v1/secret-imports?${q({ workspaceId: PROJECT_ID, environment: 'dev' })}`],
    ['POST', '/api/v2/workspace'],
    ['GET', `/api/v2/workspace/${PROJECT_SLUG}`],
    ['GET', `/api/v1/workspace/${PROJECT_ID}`],
    ['GET', `/api/v1/workspace/${PROJECT_ID}/tags`],
    ['GET', `/api/v1/workspace/environments/${ENV_IDS.dev}`],
    ['GET', `/api/v1/workspace/${PROJECT_ID}/secret-snapshots?environment=dev`],
  ])('%s %s: the router 404, as captured, and logged as retired', async (method, path) => {
    const s = await start('successor-only');
    const res = await call(s, path, { method, json: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(404);
    // Same keys in the same order as the capture, the URL (query included) in the message.
    expect(Object.keys(res.body as object)).toEqual(Object.keys(unknownRoute.body as object));
    expect(res.body).toEqual({
      message: `Route ${method}:${path} not found`,
      error: 'Not Found',
      statusCode: 404,
    });
    for (const header of RATE_LIMIT_HEADERS) expect(res.headers.has(header)).toBe(false);
    expect(s.requests.at(-1)).toMatchObject({ retired: true, status: 404 });
  });

  it('logins, the identity lookup and memberships have no successor and stay', async () => {
    const s = await start('successor-only');
    const answers = [
      await call(s, `/api/v1/auth/universal-auth/identities/${UNKNOWN_UUID}`),
      await call(s, '/api/v1/auth/token/renew', { method: 'POST', json: {}, token: null }),
      await call(s, `/api/v2/organizations/${UNKNOWN_UUID}/memberships`),
    ];
    // Each is the API's own answer (its status, whatever it is), never the router's.
    for (const answer of answers) expect(answer.body?.error).not.toBe('Not Found');
    expect(s.requests.some((r) => r.retired)).toBe(false);
  });

  it('a fault scripted on a legacy path is played on its successor, never on a retired request', async () => {
    const s = await start('successor-only');
    s.faults.add({ match: { path: '/api/v3/secrets/raw' }, kind: { status: 503 } });
    const legacy = await call(s, `/api/v3/secrets/raw?${q({ workspaceId: PROJECT_ID })}`);
    expect(legacy.status).toBe(404);
    const successor = await call(
      s,
      `/api/v4/secrets?${q({ projectId: PROJECT_ID, environment: 'dev' })}`,
    );
    expect(successor.status).toBe(503);
    expect(s.requests.at(-1)).toMatchObject({
      legacyPath: '/api/v3/secrets/raw',
      fault: 'status 503',
    });
  });
});

describe('current: both sets, the legacy routes unchanged', () => {
  it('answers the legacy listing and its successor with the same secrets', async () => {
    const s = await start('current');
    const legacy = await call(
      s,
      `/api/v3/secrets/raw?${q({ workspaceId: PROJECT_ID, environment: 'dev' })}`,
    );
    const successor = await call(
      s,
      `/api/v4/secrets?${q({ projectId: PROJECT_ID, environment: 'dev' })}`,
    );
    expect(legacy.status).toBe(200);
    expect(successor.status).toBe(200);
    const keys = (body: { secrets: { secretKey: string }[] }) =>
      body.secrets.map((x) => x.secretKey);
    expect(keys(successor.body)).toEqual(keys(legacy.body));
    // The legacy listing of this server version does not carry the flag.
    expect(legacy.body.secrets[0]).not.toHaveProperty('secretValueHidden');
  });
});

// backend/src/server/routes/v4/secret-router.ts
describe('GET /api/v4/secrets', () => {
  it('takes projectId and answers the listing, every item with secretValueHidden', async () => {
    const s = await start('successor-only');
    const res = await call(
      s,
      `/api/v4/secrets?${q({ projectId: PROJECT_ID, environment: 'dev', secretPath: '/', include_imports: 'true' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.secrets.length).toBeGreaterThan(0);
    for (const secret of res.body.secrets) expect(secret.secretValueHidden).toBe(false);
    for (const group of res.body.imports) {
      for (const secret of group.secrets) expect(secret.secretValueHidden).toBe(false);
    }
  });

  it('reads no slug: without projectId it is "Missing project id or environment" (400)', async () => {
    const s = await start('successor-only');
    const res = await call(
      s,
      `/api/v4/secrets?${q({ workspaceSlug: PROJECT_SLUG, workspaceId: PROJECT_ID, environment: 'dev' })}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Missing project id or environment');
  });
});

// backend/src/server/routes/v4/secret-router.ts; SecretNameSchema in
// backend/src/server/lib/schemas.ts; validation failures are 422 (plugins/error-handler.ts).
describe('/api/v4/secrets/batch', () => {
  const batch = (method: string, json: unknown) => (s: FakeServer) =>
    call(s, '/api/v4/secrets/batch', { method, json });
  const place = { projectId: PROJECT_ID, environment: 'dev', secretPath: '/' };

  it('creates with projectId, and refuses a projectSlug alone (422: projectId required)', async () => {
    const s = await start('successor-only');
    const created = await batch('POST', {
      ...place,
      secrets: [{ secretKey: 'V4_NEW', secretValue: 'v4-value' }],
    })(s);
    expect(created.status).toBe(200);
    expect(created.body.secrets[0].secretKey).toBe('V4_NEW');
    const bySlug = await batch('POST', {
      projectSlug: PROJECT_SLUG,
      environment: 'dev',
      secretPath: '/',
      secrets: [{ secretKey: 'V4_OTHER', secretValue: 'v' }],
    })(s);
    expect(bySlug.status).toBe(422);
    expect(bySlug.body.error).toBe('ValidationFailure');
  });

  it('refuses a key with `:` or `/` before writing anything', async () => {
    const s = await start('successor-only');
    const res = await batch('POST', {
      ...place,
      secrets: [
        { secretKey: 'FINE', secretValue: 'v' },
        { secretKey: 'a/b', secretValue: 'v' },
      ],
    })(s);
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual([
      {
        code: 'custom',
        message: 'Secret name cannot contain colon or forward slash.',
        path: ['secrets', 1, 'secretKey'],
      },
    ]);
    expect(s.state.secretsIn(FOLDER_IDS.devRoot).map((x) => x.key)).not.toContain('FINE');
  });

  it('updates with mode failOnNotFound (the default): a missing key fails the whole batch', async () => {
    const s = await start('successor-only');
    const res = await batch('PATCH', {
      ...place,
      mode: 'failOnNotFound',
      secrets: [
        { secretKey: 'API_KEY', secretValue: 'changed' },
        { secretKey: 'NOT_THERE', secretValue: 'v' },
      ],
    })(s);
    expect(res.status).toBe(404);
    const updated = await batch('PATCH', {
      ...place,
      secrets: [{ secretKey: 'API_KEY', secretValue: 'changed' }],
    })(s);
    expect(updated.status).toBe(200);
    expect(updated.body.secrets[0]).toMatchObject({
      secretKey: 'API_KEY',
      secretValueHidden: false,
    });
  });
});

// backend/src/server/routes/v2/secret-folder-router.ts and
// backend/src/services/secret-folder/secret-folder-service.ts
describe('/api/v2/folders', () => {
  it('lists with projectId; path is required', async () => {
    const s = await start('successor-only');
    const res = await call(
      s,
      `/api/v2/folders?${q({ projectId: PROJECT_ID, environment: 'dev', path: '/' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.folders.map((f: { name: string }) => f.name)).toContain('app');
    const noPath = await call(
      s,
      `/api/v2/folders?${q({ projectId: PROJECT_ID, environment: 'dev' })}`,
    );
    expect(noPath.status).toBe(422);
  });

  it('creates with missing parents, answers the path; a create of an existing folder is a 400', async () => {
    const s = await start('successor-only');
    const json = { projectId: PROJECT_ID, environment: 'dev', path: '/a/b', name: 'leaf' };
    const res = await call(s, '/api/v2/folders', { method: 'POST', json });
    expect(res.status).toBe(200);
    expect(res.body.folder).toMatchObject({ name: 'leaf', path: '/a/b/leaf' });
    const again = await call(s, '/api/v2/folders', { method: 'POST', json });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Folder with name 'leaf' already exists in path '/a/b'");
    const badName = await call(s, '/api/v2/folders', {
      method: 'POST',
      json: { ...json, name: 'a.b' },
    });
    expect(badName.status).toBe(422);
  });

  it('deletes a folder that holds anything only with forceDelete', async () => {
    const s = await start('successor-only');
    const json = { projectId: PROJECT_ID, environment: 'dev', path: '/' };
    const refused = await call(s, '/api/v2/folders/app', { method: 'DELETE', json });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Cannot delete folder "app" because it contains resources. Use forceDelete=true to delete it forcefully.',
    );
    expect(s.state.folders.has(FOLDER_IDS.devApp)).toBe(true);
    const deleted = await call(s, '/api/v2/folders/app', {
      method: 'DELETE',
      json: { ...json, forceDelete: true },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.folder.id).toBe(FOLDER_IDS.devApp);
    expect(s.state.folders.has(FOLDER_IDS.devApp)).toBe(false);
  });
});

// backend/src/server/routes/v2/secret-import-router.ts
describe('/api/v2/secret-imports', () => {
  it('lists and creates with projectId, with the same answers', async () => {
    const s = await start('successor-only');
    const list = await call(
      s,
      `/api/v2/secret-imports?${q({ projectId: PROJECT_ID, environment: 'dev', path: '/' })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.secretImports[0].importEnv.slug).toBe('staging');
    const created = await call(s, '/api/v2/secret-imports', {
      method: 'POST',
      json: {
        projectId: PROJECT_ID,
        environment: 'dev',
        path: '/',
        import: { environment: 'prod', path: '/' },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.secretImport).toMatchObject({ importPath: '/', position: 2 });
  });
});

// backend/src/server/routes/v1/project-router.ts, project-env-router.ts, secret-tag-router.ts;
// backend/src/services/project/project-dal.ts; backend/src/ee/routes/v1/project-router.ts
describe('/api/v1/projects', () => {
  it("by id: {project}; an unknown id is the API's 404", async () => {
    const s = await start('successor-only');
    const res = await call(s, `/api/v1/projects/${PROJECT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({ id: PROJECT_ID, slug: PROJECT_SLUG });
    const unknown = await call(s, `/api/v1/projects/${UNKNOWN_UUID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      message: `Project with ID '${UNKNOWN_UUID}' not found`,
      error: 'NotFound',
    });
  });

  it("by slug: the bare project; an unknown slug is the API's 404", async () => {
    const s = await start('successor-only');
    const res = await call(s, `/api/v1/projects/slug/${PROJECT_SLUG}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: PROJECT_ID, slug: PROJECT_SLUG });
    expect(res.body.environments).toHaveLength(3);
    const unknown = await call(s, '/api/v1/projects/slug/no-such-project');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Project with slug 'no-such-project' not found");
  });

  it('creates a project: {project}', async () => {
    const s = await start('successor-only');
    const res = await call(s, '/api/v1/projects', {
      method: 'POST',
      json: { projectName: 'Successor', slug: 'successor-made' },
    });
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({ name: 'Successor', slug: 'successor-made' });
  });

  it('tags: {tags}, {tag}; the create reads slug and color', async () => {
    const s = await start('successor-only');
    const created = await call(s, `/api/v1/projects/${PROJECT_ID}/tags`, {
      method: 'POST',
      json: { slug: 'successor-tag', color: '#000000', name: 'ignored' },
    });
    expect(created.status).toBe(200);
    expect(created.body.tag).toMatchObject({ slug: 'successor-tag', color: '#000000' });
    const list = await call(s, `/api/v1/projects/${PROJECT_ID}/tags`);
    expect(list.body.tags.map((t: { slug: string }) => t.slug)).toContain('successor-tag');
    const bySlug = await call(s, `/api/v1/projects/${PROJECT_ID}/tags/slug/successor-tag`);
    expect(bySlug.body.tag).toMatchObject({ slug: 'successor-tag', name: 'successor-tag' });
  });

  it('environments: projectId in the place of workspace; read by id under the project', async () => {
    const s = await start('successor-only');
    const created = await call(s, `/api/v1/projects/${PROJECT_ID}/environments`, {
      method: 'POST',
      json: { name: 'QA', slug: 'qa' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      message: 'Successfully created new environment',
      projectId: PROJECT_ID,
      environment: expect.objectContaining({ slug: 'qa' }),
    });
    const id = created.body.environment.id as string;
    const read = await call(s, `/api/v1/projects/${PROJECT_ID}/environments/${id}`);
    expect(read.body.environment).toMatchObject({ id, slug: 'qa' });
    const deleted = await call(s, `/api/v1/projects/${PROJECT_ID}/environments/${id}`, {
      method: 'DELETE',
    });
    expect(deleted.body).toMatchObject({ projectId: PROJECT_ID, environment: { id } });
  });

  it('snapshots: the same query and answer under the project', async () => {
    const s = await start('successor-only');
    s.state.addSnapshots({ environment: 'dev', path: '/', count: 3 });
    const res = await call(
      s,
      `/api/v1/projects/${PROJECT_ID}/secret-snapshots?${q({ environment: 'dev', path: '/', offset: '0', limit: '2' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.secretSnapshots).toHaveLength(2);
  });
});
