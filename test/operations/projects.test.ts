// The built `projects` sub-action: create a project; `project-slug` is the new slug, never looked up.
import { describe, expect, it } from 'vitest';
import type { EnvironmentRef, Project } from '../../src/api/endpoints/projects.js';
import {
  MEMBER_IDENTITY_ID,
  OTHER_ORG_ID,
  OTHER_ORG_PROJECT_ID,
  OTHER_ORG_PROJECT_SLUG,
  PROJECT_ID,
  PROJECT_SLUG,
  seedOtherProjects,
} from '../support/fake-server/index.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  legacyView,
  login,
  REVOKE,
  useFakeServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const server = useFakeServer();

describe('projects: create', () => {
  it('creates a project and outputs its id, slug, JSON and environments', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Customer Acme',
        'project-slug': 'customer-acme',
        description: 'Secrets of Acme',
      },
    });
    expectSuccess(run);
    const project = json<Project>(run, 'project');
    const environments = json<EnvironmentRef[]>(run, 'environments');
    expect(project).toMatchObject({ name: 'Customer Acme', slug: 'customer-acme' });
    expect(run.outputs['project-id']).toBe(project.id);
    expect(run.outputs['project-slug']).toBe('customer-acme');
    expect(run.outputs.created).toBe('true');
    expect(environments.map((e) => e.slug)).toEqual(['dev', 'staging', 'prod']);
    expect(environments).toEqual(project.environments);
    // Created on the server, with the creator as its admin, after a lookup of the slug (so that
    // a project found after a lost answer is known to be this run's).
    const stored = server().state.projects.get(project.id);
    expect(stored).toMatchObject({ slug: 'customer-acme', description: 'Secrets of Acme' });
    expect(server().state.identities.get(MEMBER_IDENTITY_ID)!.projectRoles[project.id]).toBe(
      'admin',
    );
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v2/workspace/customer-acme',
      'POST /api/v2/workspace',
      REVOKE,
    ]);
    expect(legacyView(server())[2]!.body).toEqual({
      projectName: 'Customer Acme',
      slug: 'customer-acme',
      projectDescription: 'Secrets of Acme',
    });
  });

  it('lets the server make the slug when none is given, and accepts `operation: create`', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        operation: 'create',
        'project-name': 'Billing API',
      },
    });
    expectSuccess(run);
    const slug = run.outputs['project-slug']!;
    expect(slug).toMatch(/^billing-api-[0-9a-f]{4}$/);
    expect(server().state.projectBySlug(slug)?.id).toBe(run.outputs['project-id']);
    expect(legacyView(server())[1]!.body).toEqual({ projectName: 'Billing API' });
  });

  it('the new project can be used at once by the next sub-action', async () => {
    const created = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Next',
        'project-slug': 'next-step',
      },
    });
    expectSuccess(created);
    const tags = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: {
        ...login(server()),
        operation: 'list',
        'project-id': created.outputs['project-id']!,
      },
    });
    expectSuccess(tags);
    expect(tags.outputs.count).toBe('0');
  });

  it('refuses a taken slug before sending the create (the server would answer a bare 500)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Again',
        'project-slug': PROJECT_SLUG,
      },
    });
    expectFailure(
      run,
      new RegExp(
        `^A project with slug \`${PROJECT_SLUG}\` already exists\\. Set \`if-exists: skip\` to use it`,
      ),
    );
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      REVOKE,
    ]);
  });

  it('a re-run with if-exists: skip uses the project it created: same outputs, created=false, one lookup', async () => {
    const create = {
      ...login(server()),
      'project-name': 'Payments',
      'project-slug': 'payments',
      'if-exists': 'skip',
    };
    const first = await runStep({ mode: 'in-process', action: 'projects', inputs: create });
    expectSuccess(first);
    expect(first.outputs.created).toBe('true');
    // The lookup before the create: an unknown slug is the server's 500, answered at once.
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v2/workspace/payments',
      'POST /api/v2/workspace',
      REVOKE,
    ]);
    const before = calls(server()).length;
    const again = await runStep({ mode: 'in-process', action: 'projects', inputs: create });
    expectSuccess(again);
    expect(again.outputs.created).toBe('false');
    for (const output of ['project-id', 'project-slug', 'project', 'environments']) {
      expect(again.outputs[output], output).toBe(first.outputs[output]);
    }
    expect(calls(server()).slice(before)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v2/workspace/payments',
      REVOKE,
    ]);
    expect([...server().state.projects.values()].filter((p) => p.slug === 'payments')).toHaveLength(
      1,
    );
  });

  it("with if-exists: skip, finds a project of the caller's organization only", async () => {
    seedOtherProjects(server().state);
    const mine = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Anything',
        'project-slug': PROJECT_SLUG,
        'if-exists': 'skip',
      },
    });
    expectSuccess(mine);
    expect(mine.outputs['project-id']).toBe(PROJECT_ID);
    // The same slug in another organization is not this organization's project: a new one.
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Ours',
        'project-slug': OTHER_ORG_PROJECT_SLUG,
        'if-exists': 'skip',
      },
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['project-id']).not.toBe(OTHER_ORG_PROJECT_ID);
    expect(json<Project>(run, 'project').orgId).not.toBe(OTHER_ORG_ID);
    expect(server().state.projects.get(OTHER_ORG_PROJECT_ID)?.name).toBe('Other Org Project');
  });

  it('with if-exists: skip, fails (and creates nothing) for a project the identity cannot see', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server(), 'outsider'),
        'project-name': 'Again',
        'project-slug': PROJECT_SLUG,
        'if-exists': 'skip',
      },
    });
    expectFailure(run, /get project by slug failed .*HTTP 403.*not a member/);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      REVOKE,
    ]);
  });

  it.each([
    [{ 'project-name': 'X', 'if-exists': 'skip' }, 'project-slug'],
    [{ 'project-name': 'X', 'project-slug': 'x-app', 'if-exists': 'update' }, 'if-exists'],
    [{ 'project-name': '' }, 'project-name'],
    [{ 'project-name': 'X', 'project-slug': 'My App' }, 'project-slug'],
    [{ 'project-name': 'X', 'project-slug': 'my--app' }, 'project-slug'],
    [{ 'project-name': 'X', 'project-slug': '-app' }, 'project-slug'],
    [{ 'project-name': 'X', operation: 'list' }, 'operation'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: { ...login(server()), ...extra },
    });
    expectInputError(run, server(), input);
  });
});
