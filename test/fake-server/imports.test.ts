// Secret imports beyond the captures: cycles, reordering, source changes, deletes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ID, VIEWER_ACCESS_TOKEN, startFakeServer } from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call } from './helpers.ts';

interface ImportView {
  id: string;
  importPath: string;
  position: number;
  importEnv: { slug: string };
}

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer({ rateLimit: false });
});
afterEach(async () => {
  await server.close();
});

const where = { workspaceId: PROJECT_ID, environment: 'dev', path: '/' };

async function create(source: { environment: string; path?: string }, at = where) {
  return call<{ secretImport: ImportView; message: string }>(server, '/api/v1/secret-imports', {
    method: 'POST',
    json: { ...at, import: { path: '/', ...source } },
  });
}

async function listed(): Promise<string[]> {
  const res = await call<{ secretImports: ImportView[] }>(
    server,
    `/api/v1/secret-imports?workspaceId=${PROJECT_ID}&environment=dev&path=%2F`,
  );
  return res.body.secretImports.map((i) => `${i.position}:${i.importEnv.slug}${i.importPath}`);
}

describe('secret imports', () => {
  it('appends new imports and lists them by position', async () => {
    await create({ environment: 'prod' });
    await create({ environment: 'staging', path: '/shared' });
    expect(await listed()).toEqual(['1:staging/', '2:prod/', '3:staging/shared']);
  });

  it('refuses a direct cycle with 400', async () => {
    // staging / already has no imports; make it import dev /, then dev / ← staging / is a cycle.
    server.state.clearImports({ environment: 'dev' });
    server.state.addImport({ environment: 'staging', from: { environment: 'dev' } });
    const res = await create({ environment: 'staging' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Cyclic import not allowed',
      error: 'BadRequest',
    });
    expect((await create({ environment: 'dev' })).status).toBe(400);
  });

  it('moves an import and shifts the others', async () => {
    const prod = (await create({ environment: 'prod' })).body.secretImport;
    await create({ environment: 'staging', path: '/x' });
    const moved = await call<{ secretImport: ImportView }>(
      server,
      `/api/v1/secret-imports/${prod.id}`,
      { method: 'PATCH', json: { ...where, import: { position: 1 } } },
    );
    expect(moved.body.secretImport).toMatchObject({ id: prod.id, position: 1 });
    expect(await listed()).toEqual(['1:prod/', '2:staging/', '3:staging/x']);
    await call(server, `/api/v1/secret-imports/${prod.id}`, {
      method: 'PATCH',
      json: { ...where, import: { position: 3 } },
    });
    expect(await listed()).toEqual(['1:staging/', '2:staging/x', '3:prod/']);
  });

  it('changes the source environment and path, keeping the id', async () => {
    const prod = (await create({ environment: 'prod' })).body.secretImport;
    const res = await call<{ secretImport: ImportView }>(
      server,
      `/api/v1/secret-imports/${prod.id}`,
      { method: 'PATCH', json: { ...where, import: { environment: 'staging', path: '/shared/' } } },
    );
    expect(res.body.secretImport).toMatchObject({
      id: prod.id,
      importPath: '/shared',
      importEnv: { slug: 'staging' },
    });
  });

  it('deletes with a JSON body, closes the gap, and 404s the second time', async () => {
    const [first] = server.state.importsOf(
      [...server.state.folders.values()].find(
        (f) => f.path === '/' && server.state.environments.get(f.envId)?.slug === 'dev',
      )!.id,
    );
    await create({ environment: 'prod' });
    const del = await call(server, `/api/v1/secret-imports/${first!.id}`, {
      method: 'DELETE',
      json: where,
    });
    expect(del.status).toBe(200);
    expect(await listed()).toEqual(['1:prod/']);
    const again = await call(server, `/api/v1/secret-imports/${first!.id}`, {
      method: 'DELETE',
      json: where,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Secret import with folder ID '${first!.id}' not found`);
  });

  it('refuses viewers and unknown folders', async () => {
    const viewer = await call(server, '/api/v1/secret-imports', {
      method: 'POST',
      token: VIEWER_ACCESS_TOKEN,
      json: { ...where, import: { environment: 'prod', path: '/' } },
    });
    expect(viewer.body).toEqual({
      statusCode: 403,
      message: 'You are not allowed to create on secrets',
      error: 'PermissionDenied',
    });
    const missing = await create({ environment: 'prod' }, { ...where, path: '/nope' });
    expect(missing.status).toBe(404);
  });
});
