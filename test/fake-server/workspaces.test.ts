// Reading one project by slug (v2) and by id (v1), with its environments.
import { describe, expect, it } from 'vitest';
import {
  ENV_IDS,
  ORG_ID,
  OTHER_ORG_PROJECT_SLUG,
  OUTSIDER_ACCESS_TOKEN,
  PROJECT_ID,
  PROJECT_SLUG,
  UNKNOWN_UUID,
  seedOtherProjects,
} from '../support/fake-server/index.ts';
import { call } from './helpers.ts';
import { useFakeServer } from '../support/use-fake-server.ts';

const server = useFakeServer();

const seededEnvironments = [
  { name: 'Development', slug: 'dev', id: ENV_IDS.dev },
  { name: 'Staging', slug: 'staging', id: ENV_IDS.staging },
  { name: 'Production', slug: 'prod', id: ENV_IDS.prod },
];

describe('GET /api/v2/workspace/:slug', () => {
  it('answers the bare project with its environments', async () => {
    const res = await call(server(), `/api/v2/workspace/${PROJECT_SLUG}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: PROJECT_ID, slug: PROJECT_SLUG });
    expect(res.body.environments).toEqual(seededEnvironments);
  });

  it('answers an unknown slug with a 500, as the captured server() does', async () => {
    const res = await call(server(), '/api/v2/workspace/no-such-project');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong',
      error: 'Failed to find project by slug',
    });
  });

  it("resolves a slug in the caller's organization only; slugs are unique per organization", async () => {
    seedOtherProjects(server().state);
    // Another organization's project: not found, and its slug is free here.
    const theirs = await call(server(), `/api/v2/workspace/${OTHER_ORG_PROJECT_SLUG}`);
    expect(theirs.status).toBe(500);
    expect(theirs.body.error).toBe('Failed to find project by slug');
    const created = await call(server(), '/api/v2/workspace', {
      method: 'POST',
      json: { projectName: 'Ours', slug: OTHER_ORG_PROJECT_SLUG },
    });
    expect(created.status).toBe(200);
    expect(created.body.project).toMatchObject({ slug: OTHER_ORG_PROJECT_SLUG, orgId: ORG_ID });
    const again = await call(server(), '/api/v2/workspace', {
      method: 'POST',
      json: { projectName: 'Twice', slug: OTHER_ORG_PROJECT_SLUG },
    });
    expect(again.status).toBe(500);
    // Two projects with this slug now, one per organization: the caller's is found.
    const mine = await call(server(), `/api/v2/workspace/${OTHER_ORG_PROJECT_SLUG}`);
    expect(mine.body.id).toBe(created.body.project.id);
  });

  it('refuses a caller who is not a member of the project', async () => {
    const res = await call(server(), `/api/v2/workspace/${PROJECT_SLUG}`, {
      token: OUTSIDER_ACCESS_TOKEN,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/not a member of the specified project/);
  });

  it('shows environments added later', async () => {
    server().state.addEnvironment({ projectId: PROJECT_ID, slug: 'preview', name: 'Preview' });
    const res = await call(server(), `/api/v2/workspace/${PROJECT_SLUG}`);
    expect(res.body.environments.map((e: { slug: string }) => e.slug)).toEqual([
      'dev',
      'staging',
      'prod',
      'preview',
    ]);
  });
});

describe('GET /api/v1/workspace/:workspaceId', () => {
  it('answers the project under `workspace`, with its environments', async () => {
    const res = await call(server(), `/api/v1/workspace/${PROJECT_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ id: PROJECT_ID, slug: PROJECT_SLUG });
    expect(res.body.workspace.environments).toEqual(seededEnvironments);
  });

  it('answers an unknown id with a 500, as the captured server() does', async () => {
    const res = await call(server(), `/api/v1/workspace/${UNKNOWN_UUID}`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong',
      error: 'Failed to find project by id',
    });
  });

  it('refuses a caller who is not a member of the project', async () => {
    const res = await call(server(), `/api/v1/workspace/${PROJECT_ID}`, {
      token: OUTSIDER_ACCESS_TOKEN,
    });
    expect(res.status).toBe(403);
  });
});
