// Creates, updates and deletes of single resources whose answer is lost (a proxy's 5xx after the
// server acted, a reset, a timeout): never sent again blind. The step looks (one listing or one
// lookup), counts what it finds as its own work (`created` = true, and the log says the answer
// was lost and the state confirmed by looking), and sends again only what is not there.
import { describe, expect, it } from 'vitest';
import {
  DEV_ROOT_IMPORT_ID,
  ENV_IDS,
  FOLDER_IDS,
  PROJECT_ID,
  type FakeServer,
  type FaultKind,
} from '../support/fake-server/index.ts';
import type { ActionRun } from '../support/run-action.ts';
import {
  calls,
  expectFailure,
  expectSuccess,
  json,
  login,
  sentPathPattern,
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });

const LOGIN = 'POST /api/v1/auth/universal-auth/login';
const REVOKE = 'POST /api/v1/auth/token/revoke';

/** The next request to `path` (by method) meets `kind`; `applied`: after the server acted. */
function lose(method: string, path: string | RegExp, kind: FaultKind, applied: boolean): void {
  server().faults.add({ match: { method, path }, kind, applied });
}

/** The plain log lines of a run (no workflow commands). */
const log = (run: ActionRun): string =>
  run.lines
    .filter((line) => line.command === undefined)
    .map((line) => line.raw)
    .join('\n');

const CONFIRMED =
  /the answer was lost \(.+\); looking at what the server holds\.[\s\S]*done \(the answer was lost; confirmed by looking\)/;

const importsOfDevRoot = (s: FakeServer) => s.state.importsOf(FOLDER_IDS.devRoot);

describe('folders', () => {
  it('create: applied behind a proxy that answered 503: created, confirmed by looking, not sent again', async () => {
    lose('POST', '/api/v1/folders', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/preview-7' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([
      LOGIN,
      'GET /api/v1/folders',
      'POST /api/v1/folders',
      'GET /api/v1/folders',
      REVOKE,
    ]);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['folder-id']).toBe(server().state.folder(ENV_IDS.dev, '/preview-7')?.id);
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('create: a reset before the server saw it: looked at, then sent again', async () => {
    lose('POST', '/api/v1/folders', 'reset', false);
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/preview-7' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([
      LOGIN,
      'GET /api/v1/folders',
      'POST /api/v1/folders',
      'GET /api/v1/folders',
      'POST /api/v1/folders',
      REVOKE,
    ]);
    expect(run.outputs.created).toBe('true');
  });

  it('delete: applied before the connection was reset: deleted, confirmed by looking', async () => {
    lose('DELETE', '/api/v1/folders/', 'reset', true);
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app' }),
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([
      LOGIN,
      'DELETE /api/v1/folders/app',
      'GET /api/v1/folders',
      REVOKE,
    ]);
    expect(server().state.folder(ENV_IDS.dev, '/app')).toBeUndefined();
    expect(log(run)).toMatch(CONFIRMED);
    expect(run.notices).toEqual([]);
  });

  it('delete: every answer lost and the folder still there: fails saying so, after the retries', async () => {
    server().faults.add({
      match: { method: 'DELETE', path: '/api/v1/folders/' },
      kind: { status: 502 },
      times: 100,
    });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app', retries: '1' }),
    });
    expectFailure(
      run,
      new RegExp(
        String.raw`^delete folder failed \(DELETE ${sentPathPattern('/api/v1/folders/app')}\): HTTP 502: non-JSON response \(text\/html\) after 2 attempts\. Looking after each lost answer showed it was not applied: nothing changed\.`,
      ),
    );
    expect(run.errors[0]).not.toMatch(/may have been carried out/);
    expect(server().state.folder(ENV_IDS.dev, '/app')).toBeDefined();
  });
});

describe('environments', () => {
  it('create: applied behind a proxy that answered 503: created (not "exists already"), confirmed by looking', async () => {
    lose('POST', `/api/v1/workspace/${PROJECT_ID}/environments`, { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'create', 'environment-slug': 'preview-7' }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['environment-id']).toBe(
      server().state.environment(PROJECT_ID, 'preview-7')?.id,
    );
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('create: the answer lost and looking failing too: one error saying it may have been applied', async () => {
    lose('POST', `/api/v1/workspace/${PROJECT_ID}/environments`, { status: 503 }, true);
    // The look before the create answers (a fault that only passes it on); every later one fails.
    const project = { method: 'GET', path: `/api/v1/workspace/${PROJECT_ID}` };
    server().faults.add({ match: project, kind: { delayMs: 0 } });
    server().faults.add({ match: project, kind: { status: 500 }, times: 100 });
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'create', 'environment-slug': 'preview-8', retries: '1' }),
    });
    expectFailure(
      run,
      /^create environment failed \(POST .*\): HTTP 503: .*Looking afterwards failed too \(.*HTTP 500.*\), so whether it was applied is not known\..*It may have been carried out before its answer was lost/,
    );
    // Sent once: never again without knowing.
    expect(calls(server()).filter((c) => c.startsWith('POST /api/v1/workspace/'))).toHaveLength(1);
  });

  it('delete by id: applied behind a proxy that answered 504: deleted, confirmed by a lookup of the id', async () => {
    lose('DELETE', '/api/v1/workspace/', { status: 504 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'environments',
      inputs: inputs({ operation: 'delete', 'environment-id': ENV_IDS.staging }),
    });
    expectSuccess(run);
    expect(run.outputs['environment-id']).toBe(ENV_IDS.staging);
    expect(server().state.environment(PROJECT_ID, 'staging')).toBeUndefined();
    expect(log(run)).toMatch(CONFIRMED);
  });
});

describe('imports', () => {
  it('create: applied behind a proxy that answered 503: one import, created, never a duplicate', async () => {
    server().state.clearImports({ environment: 'dev', path: '/' });
    lose('POST', '/api/v1/secret-imports', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'import-env-slug': 'prod', 'import-path': '/' }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    const prod = importsOfDevRoot(server()).filter((imp) => imp.importEnvId === ENV_IDS.prod);
    expect(prod).toHaveLength(1);
    expect(run.outputs['secret-import-id']).toBe(prod[0]!.id);
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('update: applied before the connection was reset: confirmed by the fields it holds', async () => {
    lose('PATCH', '/api/v1/secret-imports/', 'reset', true);
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({
        operation: 'update',
        'secret-import-id': DEV_ROOT_IMPORT_ID,
        'import-env-slug': 'prod',
      }),
    });
    expectSuccess(run);
    expect(json<{ importEnv: { slug: string } }>(run, 'secret-import').importEnv.slug).toBe('prod');
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('delete: applied behind a proxy that answered 503: deleted, confirmed by the listing', async () => {
    lose('DELETE', '/api/v1/secret-imports/', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'delete', 'secret-import-id': DEV_ROOT_IMPORT_ID }),
    });
    expectSuccess(run);
    expect(run.outputs['secret-import-id']).toBe(DEV_ROOT_IMPORT_ID);
    expect(server().state.imports.has(DEV_ROOT_IMPORT_ID)).toBe(false);
    expect(log(run)).toMatch(CONFIRMED);
  });
});

describe('tags and projects', () => {
  it('tags create: applied behind a proxy that answered 503: created, not "already exist"', async () => {
    lose('POST', `/api/v1/workspace/${PROJECT_ID}/tags`, { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': 'preview-7' }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['tag-id']).toBe(server().state.tagBySlug(PROJECT_ID, 'preview-7')?.id);
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('tags create: a first request that lands after the look is this run\'s, not "already exist"', async () => {
    const TAGS = `/api/v1/workspace/${PROJECT_ID}/tags`;
    lose('POST', TAGS, 'reset', false);
    // As the create is sent again, the first one lands (a slow server applying it late).
    let landed = false;
    const landsLate = new (class extends RegExp {
      override test(path: string): boolean {
        if (path === TAGS && !landed) {
          landed = true;
          server().state.addTag({ slug: 'preview-7', projectId: PROJECT_ID });
        }
        return false;
      }
    })('');
    server().faults.add({ match: { method: 'POST', path: landsLate }, kind: 'reset' });
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': 'preview-7' }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(log(run)).toMatch(/refused \(HTTP 400\) after an earlier answer was lost/);
    expect(log(run)).toMatch(/confirmed by looking/);
  });

  it('projects create: applied behind a proxy that answered 503: created, one project', async () => {
    lose('POST', '/api/v2/workspace', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: {
        ...login(server()),
        'project-name': 'Preview',
        'project-slug': 'preview-seven',
      },
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    const made = [...server().state.projects.values()].filter((p) => p.slug === 'preview-seven');
    expect(made).toHaveLength(1);
    expect(run.outputs['project-id']).toBe(made[0]!.id);
    expect(log(run)).toMatch(CONFIRMED);
  });

  it('projects create without a slug: nothing to look for, so the error says it may have been created', async () => {
    lose('POST', '/api/v2/workspace', { status: 503 }, true);
    const run = await runStep({
      mode: 'in-process',
      action: 'projects',
      inputs: { ...login(server()), 'project-name': 'Preview' },
    });
    expectFailure(
      run,
      new RegExp(
        String.raw`create project failed \(POST ${sentPathPattern('/api/v2/workspace')}\): HTTP 503: .*It may have been carried out before its answer was lost: check what the server holds before running the step again\.`,
      ),
    );
    expect(calls(server())).toEqual([LOGIN, 'POST /api/v2/workspace', REVOKE]);
  });
});
