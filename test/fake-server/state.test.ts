// The state API, snapshots paging, memberships, projects and environments.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_USER_TOKEN,
  FakeState,
  INVITED_MEMBERSHIP_ID,
  MEMBER_ACCESS_TOKEN,
  ORG_ID,
  PROJECT_ID,
  startFakeServer,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import { call, keyValues, listPath } from './helpers.ts';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer({ rateLimit: false });
});
afterEach(async () => {
  await server.close();
});

describe('state API', () => {
  it('sets, replaces and deletes secrets; creates folders and tags on the way', async () => {
    server.state.setSecret({ environment: 'dev', key: 'API_KEY', value: 'rotated' });
    server.state.setSecret({
      environment: 'staging',
      path: 'deep/er/',
      key: 'MULTI',
      value: 'a\nb "c" ${d} % é',
      comment: 'odd',
      tags: ['fresh-tag'],
    });
    expect(keyValues((await call(server, listPath())).body.secrets).API_KEY).toBe('rotated');
    const deep = await call(server, listPath({ environment: 'staging', secretPath: '/deep/er' }));
    expect(deep.body.secrets[0]).toMatchObject({
      secretKey: 'MULTI',
      secretValue: 'a\nb "c" ${d} % é',
      secretComment: 'odd',
      secretPath: '/deep/er',
      tags: [{ slug: 'fresh-tag', name: 'fresh-tag' }],
    });
    expect(server.state.deleteSecret({ environment: 'dev', key: 'API_KEY' })).toBe(true);
    expect(keyValues((await call(server, listPath())).body.secrets).API_KEY).toBeUndefined();
  });

  it('creates many secrets quickly', () => {
    const created = server.state.createBulkSecrets({ environment: 'prod', count: 10_000 });
    expect(created).toHaveLength(10_000);
    expect(created[0]!.key).toBe('BULK_SECRET_00001');
  });

  it('resets to the seed, or to nothing', async () => {
    server.state.setSecret({ environment: 'dev', key: 'TEMP', value: 'x' });
    server.state.reset();
    expect(keyValues((await call(server, listPath())).body.secrets).TEMP).toBeUndefined();
    server.state.reset({ seed: false });
    expect(server.state.projects.size).toBe(0);
    expect((await call(server, listPath())).status).toBe(401);
  });

  it('starts empty with seed: false and can be built up', () => {
    const state = new FakeState({ seed: false });
    expect(state.identities.size).toBe(0);
    expect(() => state.setSecret({ environment: 'dev', key: 'A', value: 'b' })).toThrow(
      /no project/,
    );
  });
});

describe('snapshots', () => {
  const page = (query: string) =>
    call(server, `/api/v1/workspace/${PROJECT_ID}/secret-snapshots?environment=dev&${query}`);

  it('pages through all 45 dev / snapshots, newest first, 20 by default', async () => {
    const pages = [await page(''), await page('offset=20'), await page('offset=40')];
    expect(pages.map((p) => p.body.secretSnapshots.length)).toEqual([20, 20, 5]);
    const times = pages.flatMap((p) =>
      p.body.secretSnapshots.map((s: { createdAt: string }) => s.createdAt),
    );
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(45);
    expect((await page('offset=45')).body.secretSnapshots).toEqual([]);
  });

  it('filters by path', async () => {
    const app = await page('path=%2Fapp');
    expect(app.body.secretSnapshots).toHaveLength(2);
  });
});

describe('memberships', () => {
  const path = `/api/v2/organizations/${ORG_ID}/memberships/${INVITED_MEMBERSHIP_ID}`;

  it('does nothing for a machine identity: 200, empty body, no content-type', async () => {
    const res = await call(server, path, { method: 'DELETE', token: MEMBER_ACCESS_TOKEN });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-type')).toBeNull();
    expect(server.state.orgMemberships.has(INVITED_MEMBERSHIP_ID)).toBe(true);
    const deleted = await call(server, path, { method: 'DELETE', token: ADMIN_USER_TOKEN });
    expect(deleted.body.membership.id).toBe(INVITED_MEMBERSHIP_ID);
    expect(server.state.orgMemberships.has(INVITED_MEMBERSHIP_ID)).toBe(false);
  });
});

describe('projects and environments', () => {
  it('creates a project whose creator can use it at once', async () => {
    const created = await call(server, '/api/v2/workspace', {
      method: 'POST',
      json: { projectName: 'My Project' },
    });
    expect(created.status).toBe(200);
    const project = created.body.project;
    expect(project.slug).toMatch(/^my-project-[0-9a-f]{4}$/);
    expect(project.environments.map((e: { slug: string }) => e.slug)).toEqual([
      'dev',
      'staging',
      'prod',
    ]);
    const list = await call(
      server,
      `/api/v3/secrets/raw?workspaceId=${project.id}&environment=dev`,
    );
    expect(list.body).toEqual({ secrets: [] });
  });

  it('creates and deletes an environment by id; its imports go with it', async () => {
    const env = await call(server, `/api/v1/workspace/${PROJECT_ID}/environments`, {
      method: 'POST',
      json: { name: 'QA', slug: 'qa' },
    });
    expect(env.body.environment).toMatchObject({ slug: 'qa', position: 4 });
    server.state.addImport({ environment: 'dev', from: { environment: 'qa' } });
    const del = await call(
      server,
      `/api/v1/workspace/${PROJECT_ID}/environments/${env.body.environment.id}`,
      { method: 'DELETE' },
    );
    expect(del.body.message).toBe('Successfully deleted environment');
    const listing = await call(server, listPath({ include_imports: 'true' }));
    expect(listing.body.imports).toHaveLength(1);
  });
});
