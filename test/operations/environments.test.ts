// The built `environments` sub-action: create, and delete by id or by slug (looked up in the
// project, read by id or by slug).
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../src/api/endpoints/environments.js';
import {
  ENV_IDS,
  OTHER_PROJECT_ID,
  OTHER_QA_ENV_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  UNKNOWN_UUID,
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
  successorsOnly,
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer();

const slugs = (): string[] =>
  server()
    .state.environmentsOf(PROJECT_ID)
    .map((e) => e.slug);

describe('environments: create', () => {
  it('creates an environment and outputs its id and JSON', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({
        operation: 'create',
        'environment-slug': 'preview-42',
        'environment-name': 'Preview 42',
      }),
    });
    expectSuccess(run);
    const environment = json<Environment>(run, 'environment');
    expect(environment).toMatchObject({
      slug: 'preview-42',
      name: 'Preview 42',
      projectId: PROJECT_ID,
    });
    expect(run.outputs['environment-id']).toBe(environment.id);
    expect(run.outputs.created).toBe('true');
    expect(server().state.environments.get(environment.id)?.slug).toBe('preview-42');
  });

  it('a re-run with if-exists: skip uses the environment it created, with the same outputs and created=false', async () => {
    const create = { operation: 'create', 'environment-slug': 'preview-42', 'if-exists': 'skip' };
    const first = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(create),
    });
    expectSuccess(first);
    expect(first.outputs.created).toBe('true');
    const before = calls(server()).length;
    const again = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(create),
    });
    expectSuccess(again);
    expect(again.outputs['environment-id']).toBe(first.outputs['environment-id']);
    expect(json(again, 'environment')).toEqual(json(first, 'environment'));
    expect(again.outputs.created).toBe('false');
    // One read of the project (its environments), one of the environment: no create.
    expect(calls(server()).slice(before)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v1/workspace/${PROJECT_ID}`,
      `GET /api/v1/workspace/environments/${first.outputs['environment-id']}`,
      REVOKE,
    ]);
    expect(slugs()).toEqual(['dev', 'staging', 'prod', 'preview-42']);
  });

  it('with if-exists: skip and project-slug, one read of the project serves the lookup and the create', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        operation: 'create',
        'environment-slug': 'qa',
        'if-exists': 'skip',
      },
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      `POST /api/v1/workspace/${PROJECT_ID}/environments`,
      REVOKE,
    ]);
    const seeded = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        operation: 'create',
        'environment-slug': 'dev',
        'if-exists': 'skip',
      },
    });
    expectSuccess(seeded);
    expect(seeded.outputs['environment-id']).toBe(ENV_IDS.dev);
    expect(json<Environment>(seeded, 'environment')).toMatchObject({
      slug: 'dev',
      projectId: PROJECT_ID,
      position: 1,
    });
  });

  it("with if-exists: skip, looks only in this project: another project's environment of the same slug is never used", async () => {
    seedOtherProjects(server().state);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'create', 'environment-slug': 'qa', 'if-exists': 'skip' }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['environment-id']).not.toBe(OTHER_QA_ENV_ID);
    expect(json<Environment>(run, 'environment').projectId).toBe(PROJECT_ID);
    expect(server().state.environment(OTHER_PROJECT_ID, 'qa')?.id).toBe(OTHER_QA_ENV_ID);
  });

  it('names the environment after its slug when no name is given, and resolves project-slug', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        operation: 'create',
        'environment-slug': 'qa',
      },
    });
    expectSuccess(run);
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.body).toEqual({ name: 'qa', slug: 'qa' });
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      `POST /api/v1/workspace/${PROJECT_ID}/environments`,
      REVOKE,
    ]);
  });

  it('fails plainly for a slug the project has, found by looking first', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'create', 'environment-slug': 'dev' }),
    });
    expectFailure(
      run,
      /^An environment with slug `dev` already exists\. Set `if-exists: skip` to use it/,
    );
    // Nothing was sent: a create answered by a lost answer could otherwise take it for its own.
    expect(calls(server()).some((c) => c.startsWith('POST ') && !c.includes('/auth/'))).toBe(false);
  });

  it('fails for a viewer (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'create', 'environment-slug': 'qa' }, 'viewer'),
    });
    expectFailure(run, /HTTP 403: You are not allowed to create on environments/);
    expect(slugs()).toEqual(['dev', 'staging', 'prod']);
  });

  it.each([
    [{ operation: 'create' }, 'environment-slug'],
    [{ operation: 'create', 'environment-slug': 'Preview 42' }, 'environment-slug'],
    [{ operation: 'rename', 'environment-slug': 'qa' }, 'operation'],
    [{ operation: 'create', 'environment-slug': 'qa', 'if-exists': 'Replace' }, 'if-exists'],
    [{ operation: 'create', 'environment-slug': 'qa', 'if-missing': 'no' }, 'if-missing'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(extra),
    });
    expectInputError(run, server(), input);
  });
});

describe('environments: delete', () => {
  it('deletes by id', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-id': ENV_IDS.staging }),
    });
    expectSuccess(run);
    expect(run.outputs['environment-id']).toBe(ENV_IDS.staging);
    expect(json<Environment>(run, 'environment').slug).toBe('staging');
    expect(slugs()).toEqual(['dev', 'prod']);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `DELETE /api/v1/workspace/${PROJECT_ID}/environments/${ENV_IDS.staging}`,
      REVOKE,
    ]);
  });

  it('deletes by slug, looking the id up in the project read by id', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-slug': 'prod' }),
    });
    expectSuccess(run);
    expect(run.outputs['environment-id']).toBe(ENV_IDS.prod);
    expect(slugs()).toEqual(['dev', 'staging']);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v1/workspace/${PROJECT_ID}`,
      `DELETE /api/v1/workspace/${PROJECT_ID}/environments/${ENV_IDS.prod}`,
      REVOKE,
    ]);
  });

  it('deletes by slug with project-slug in one lookup', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        operation: 'delete',
        'environment-slug': 'dev',
      },
    });
    expectSuccess(run);
    expect(slugs()).toEqual(['staging', 'prod']);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      `DELETE /api/v1/workspace/${PROJECT_ID}/environments/${ENV_IDS.dev}`,
      REVOKE,
    ]);
  });

  it('names the slugs that exist when the slug is unknown, and deletes nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-slug': 'qa' }),
    });
    expectFailure(
      run,
      /`environment-slug`.*no environment `qa`.*`dev`, `staging`, `prod`.*`if-missing: skip`/,
    );
    expect(slugs()).toEqual(['dev', 'staging', 'prod']);
  });

  it("never deletes another project's environment of the same slug", async () => {
    seedOtherProjects(server().state);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-slug': 'qa', 'if-missing': 'skip' }),
    });
    expectSuccess(run);
    expect(run.notices).toHaveLength(1);
    expect(server().state.environments.get(OTHER_QA_ENV_ID)?.slug).toBe('qa');
  });

  it('a re-run with if-missing: skip succeeds with a notice, by slug and by id', async () => {
    const bySlug = { operation: 'delete', 'environment-slug': 'staging', 'if-missing': 'skip' };
    const first = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(bySlug),
    });
    expectSuccess(first);
    expect(first.outputs['environment-id']).toBe(ENV_IDS.staging);
    expect(first.notices).toEqual([]);
    const again = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(bySlug),
    });
    expectSuccess(again);
    expect(again.notices).toEqual([
      'Environment `staging` does not exist: nothing to delete (`if-missing: skip`).',
    ]);
    expect(again.outputs).toEqual({});
    const byId = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({
        operation: 'delete',
        'environment-id': ENV_IDS.staging,
        'if-missing': 'skip',
      }),
    });
    expectSuccess(byId);
    expect(byId.notices).toEqual([
      `Environment \`${ENV_IDS.staging}\` does not exist: nothing to delete (\`if-missing: skip\`).`,
    ]);
    expect(byId.stdout).toContain('the server answered: Environment with id');
    expect(slugs()).toEqual(['dev', 'prod']);
  });

  it('if-missing: skip still fails for a project that cannot be read', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(
        { operation: 'delete', 'environment-slug': 'dev', 'if-missing': 'skip' },
        'outsider',
      ),
    });
    expectFailure(run, /HTTP 403.*not a member/);
  });

  it('fails plainly for an unknown id (404)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-id': UNKNOWN_UUID }),
    });
    expectFailure(
      run,
      /delete environment failed .*HTTP 404: Environment with id .* not found.*Check `environment-id`/,
    );
  });

  it('fails for a viewer (403) and deletes nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-id': ENV_IDS.dev }, 'viewer'),
    });
    expectFailure(run, /HTTP 403: You are not allowed to delete on environments/);
    expect(slugs()).toEqual(['dev', 'staging', 'prod']);
  });

  it('fails for a project the identity is not in (403 by id)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-slug': 'dev' }, 'outsider'),
    });
    expectFailure(run, /get project failed .*HTTP 403.*not a member of the specified project/);
    expect(slugs()).toEqual(['dev', 'staging', 'prod']);
  });

  // The captured server answers an unknown id with a 500; the successor with the API's 404
  // (backend/src/services/project/project-dal.ts, findProjectById). Neither is retried.
  it('fails at once for an unknown project id (never retried)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({
        'project-id': UNKNOWN_UUID,
        operation: 'delete',
        'environment-slug': 'dev',
      }),
    });
    expectFailure(
      run,
      successorsOnly()
        ? /get project failed .*HTTP 404: Project with ID '[0-9a-f-]{36}' not found\. No project with the id `[0-9a-f-]{36}` is visible to these credentials: check `project-id`, or the identity's project membership\.$/
        : /get project failed .*HTTP 500: .*Failed to find project by id\)\. No project with the id `[0-9a-f-]{36}` is visible to these credentials: check `project-id`, or the identity's project membership\.$/,
    );
    expect(run.errors[0]).not.toMatch(/attempts/);
    expect(
      calls(server()).filter((call) => call.startsWith('GET /api/v1/workspace/')),
    ).toHaveLength(1);
  });

  it.each([
    [{ operation: 'delete' }, 'environment-id'],
    [
      { operation: 'delete', 'environment-id': ENV_IDS.dev, 'environment-slug': 'dev' },
      'environment-slug',
    ],
    [{ operation: 'delete', 'environment-id': 'dev' }, 'environment-id'],
    [{ operation: 'delete', 'environment-slug': 'dev', 'project-id': '' }, 'project-id'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs(extra),
    });
    expectInputError(run, server(), input);
  });
});
