// The built `imports` sub-action against the loopback server: every operation, and the refusals
// users meet (bad input, missing folder, unknown source, cycle, unknown id, viewer role).
import { describe, expect, it } from 'vitest';
import type { SecretImport } from '../../src/api/endpoints/imports.js';
import {
  DEV_APP_IMPORT_ID,
  DEV_ROOT_IMPORT_ID,
  OTHER_DEV_ROOT_IMPORT_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  UNKNOWN_UUID,
  seedOtherProjects,
} from '../support/fake-server/index.ts';
import type { FakeServer } from '../support/fake-server/index.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  legacyView,
  login,
  REVOKE,
  projectField,
  successorsOnly,
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });

/** The imports of a folder as the server holds them now (ids and sources, in order). */
function importsIn(
  s: FakeServer,
  environment: string,
  path: string,
): { id: string; source: string; position: number }[] {
  const env = s.state.environment(PROJECT_ID, environment)!;
  const folder = s.state.folder(env.id, path)!;
  return s.state.importsOf(folder.id).map((imp) => ({
    id: imp.id,
    source: `${s.state.environments.get(imp.importEnvId)!.slug}:${imp.importPath}`,
    position: imp.position,
  }));
}

describe('imports: create', () => {
  it('creates an import last, with its id, position and JSON as outputs', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'import-env-slug': 'prod' }),
    });
    expectSuccess(run);
    const created = json<SecretImport>(run, 'secret-import');
    expect(created).toMatchObject({ importPath: '/', position: 2, importEnv: { slug: 'prod' } });
    expect(run.outputs['secret-import-id']).toBe(created.id);
    expect(run.outputs.position).toBe('2');
    expect(run.outputs.created).toBe('true');
    expect(importsIn(server(), 'dev', '/')).toEqual([
      { id: DEV_ROOT_IMPORT_ID, source: 'staging:/', position: 1 },
      { id: created.id, source: 'prod:/', position: 2 },
    ]);
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.body).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/',
      import: { environment: 'prod', path: '/' },
    });
    expect(run.stdout).toContain('dev:/ now imports prod:/');
  });

  it('resolves project-slug and normalises both paths', async () => {
    server().state.addFolder({ environment: 'staging', path: '/shared' });
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        'env-slug': 'dev',
        operation: 'create',
        'secret-path': 'app/',
        'import-env-slug': 'staging',
        'import-path': 'shared/',
      },
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      'GET /api/v1/secret-imports',
      'POST /api/v1/secret-imports',
      REVOKE,
    ]);
    expect(importsIn(server(), 'dev', '/app').map((i) => i.source)).toEqual([
      'prod:/',
      'staging:/shared',
    ]);
  });

  it('refuses a duplicate by default, naming it (the server would accept one), and creates nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'import-env-slug': 'staging', 'import-path': '/' }),
    });
    expectFailure(run, /An import of `staging:\/` in `dev:\/` already exists.*`if-exists: skip`/);
    expect(calls(server())).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v1/secret-imports',
      REVOKE,
    ]);
    expect(importsIn(server(), 'dev', '/').map((i) => i.source)).toEqual(['staging:/']);
  });

  it('a re-run with if-exists: skip uses the import it created: same outputs, created=false, one lookup', async () => {
    server().state.addFolder({ environment: 'staging', path: '/shared' });
    const create = {
      operation: 'create',
      'secret-path': '/app',
      'import-env-slug': 'staging',
      'import-path': '/shared',
      'if-exists': 'skip',
    };
    const first = await runStep({ mode: 'in-process', action: 'imports', inputs: inputs(create) });
    expectSuccess(first);
    expect(first.outputs.created).toBe('true');
    const before = calls(server()).length;
    const again = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ ...create, 'import-path': 'shared/' }),
    });
    expectSuccess(again);
    expect(again.outputs.created).toBe('false');
    expect(again.outputs['secret-import-id']).toBe(first.outputs['secret-import-id']);
    expect(again.outputs.position).toBe(first.outputs.position);
    expect(json<SecretImport>(again, 'secret-import')).toMatchObject({
      id: first.outputs['secret-import-id'],
      importPath: '/shared',
      importEnv: { slug: 'staging' },
    });
    expect(calls(server()).slice(before)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      'GET /api/v1/secret-imports',
      REVOKE,
    ]);
    expect(importsIn(server(), 'dev', '/app').map((i) => i.source)).toEqual([
      'prod:/',
      'staging:/shared',
    ]);
  });

  it('with if-exists: skip, matches only the same source in the same folder', async () => {
    seedOtherProjects(server().state);
    server().state.addFolder({ environment: 'staging', path: '/shared' });
    const skip = { operation: 'create', 'if-exists': 'skip' };
    // dev / imports staging /: the seeded import, not the other project's of the same source.
    const same = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ ...skip, 'import-env-slug': 'staging' }),
    });
    expectSuccess(same);
    expect(same.outputs['secret-import-id']).toBe(DEV_ROOT_IMPORT_ID);
    expect(same.outputs['secret-import-id']).not.toBe(OTHER_DEV_ROOT_IMPORT_ID);
    // The same source environment at another path is another import.
    const otherPath = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ ...skip, 'import-env-slug': 'staging', 'import-path': '/shared' }),
    });
    expectSuccess(otherPath);
    expect(otherPath.outputs.created).toBe('true');
    // prod / is imported into dev /app, not into dev /: another import too.
    const otherFolder = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ ...skip, 'import-env-slug': 'prod' }),
    });
    expectSuccess(otherFolder);
    expect(otherFolder.outputs.created).toBe('true');
    expect(otherFolder.outputs['secret-import-id']).not.toBe(DEV_APP_IMPORT_ID);
    expect(importsIn(server(), 'dev', '/').map((i) => i.source)).toEqual([
      'staging:/',
      'staging:/shared',
      'prod:/',
    ]);
  });

  it('needs import-env-slug, and says so before logging in', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create' }),
    });
    expectInputError(run, server(), 'import-env-slug');
  });

  it('names the missing destination folder (404)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'secret-path': '/nope', 'import-env-slug': 'prod' }),
    });
    expectFailure(
      run,
      /HTTP 404: Folder with path '\/nope' in environment with slug 'dev' not found.*create it first/,
    );
  });

  it('names the unknown source environment (404)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'import-env-slug': 'nope' }),
    });
    expectFailure(run, /create secret import failed .*HTTP 404.*Check `import-env-slug`/);
  });

  it('refuses a cycle (400) and says how to get out of it', async () => {
    // staging / would import dev /, which already imports staging /.
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ 'env-slug': 'staging', operation: 'create', 'import-env-slug': 'dev' }),
    });
    expectFailure(run, /HTTP 400: Cyclic import not allowed.*cannot form a cycle/);
    expect(importsIn(server(), 'staging', '/')).toEqual([]);
  });

  it('fails for a viewer, whose role may not create imports (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'create', 'import-env-slug': 'prod' }, 'viewer'),
    });
    expectFailure(run, /HTTP 403: You are not allowed to create on secrets/);
    expect(importsIn(server(), 'dev', '/')).toHaveLength(1);
  });
});

describe('imports: update', () => {
  it('moves an import, reporting the position the server gives', async () => {
    const second = server().state.addImport({
      environment: 'dev',
      path: '/',
      from: { environment: 'prod', path: '/' },
    });
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'update', 'secret-import-id': second.id, position: '1' }),
    });
    expectSuccess(run);
    expect(run.outputs['secret-import-id']).toBe(second.id);
    expect(run.outputs.position).toBe('1');
    expect(json<SecretImport>(run, 'secret-import').position).toBe(1);
    expect(importsIn(server(), 'dev', '/').map((i) => i.source)).toEqual(['prod:/', 'staging:/']);
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.body).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/',
      import: { position: 1 },
    });
  });

  it('changes the source environment and path', async () => {
    server().state.addFolder({ environment: 'prod', path: '/eu' });
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({
        operation: 'update',
        'secret-import-id': DEV_ROOT_IMPORT_ID,
        'import-env-slug': 'prod',
        'import-path': '/eu',
      }),
    });
    expectSuccess(run);
    expect(importsIn(server(), 'dev', '/')).toEqual([
      { id: DEV_ROOT_IMPORT_ID, source: 'prod:/eu', position: 1 },
    ]);
  });

  it('says "Secret import not found" plainly for an unknown id (400)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'update', 'secret-import-id': UNKNOWN_UUID, position: '1' }),
    });
    expectFailure(run, /HTTP 400: Secret import not found.*Check `secret-import-id`/);
  });

  it.each([
    [{}, 'secret-import-id'],
    [{ 'secret-import-id': 'import-1', position: '1' }, 'secret-import-id'],
    [{ 'secret-import-id': DEV_ROOT_IMPORT_ID }, 'import-env-slug'],
    [{ 'secret-import-id': DEV_ROOT_IMPORT_ID, position: 'first' }, 'position'],
    [{ 'secret-import-id': DEV_ROOT_IMPORT_ID, position: '0' }, 'position'],
    [{ 'secret-import-id': DEV_ROOT_IMPORT_ID, 'import-path': '../up' }, 'import-path'],
  ])('refuses bad input %j before any request (%s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'update', ...extra }),
    });
    expectInputError(run, server(), input);
  });
});

describe('imports: delete', () => {
  it('deletes an import; the next list no longer has it', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'delete', 'secret-import-id': DEV_ROOT_IMPORT_ID }),
    });
    expectSuccess(run);
    expect(run.outputs['secret-import-id']).toBe(DEV_ROOT_IMPORT_ID);
    expect(json<SecretImport>(run, 'secret-import').importEnv.slug).toBe('staging');
    const list = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'list' }),
    });
    expectSuccess(list);
    expect(json(list, 'secret-imports')).toEqual([]);
    expect(list.outputs.count).toBe('0');
  });

  it('a re-run with if-missing: skip succeeds with a notice, also when the folder is gone', async () => {
    const remove = {
      operation: 'delete',
      'secret-import-id': DEV_ROOT_IMPORT_ID,
      'if-missing': 'skip',
    };
    const first = await runStep({ mode: 'in-process', action: 'imports', inputs: inputs(remove) });
    expectSuccess(first);
    expect(first.outputs['secret-import-id']).toBe(DEV_ROOT_IMPORT_ID);
    expect(first.notices).toEqual([]);
    const again = await runStep({ mode: 'in-process', action: 'imports', inputs: inputs(remove) });
    expectSuccess(again);
    expect(again.notices).toEqual([
      `Secret import \`${DEV_ROOT_IMPORT_ID}\` in \`dev:/\` does not exist: nothing to delete (\`if-missing: skip\`).`,
    ]);
    expect(again.outputs).toEqual({});
    // A clean-up job may delete the folder first: the import went with it.
    const gone = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({
        ...remove,
        'secret-path': '/previews/pr-42',
        'secret-import-id': UNKNOWN_UUID,
      }),
    });
    expectSuccess(gone);
    expect(gone.notices).toHaveLength(1);
  });

  it('fails plainly when the import was deleted already (404)', async () => {
    server().state.imports.delete(DEV_ROOT_IMPORT_ID);
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'delete', 'secret-import-id': DEV_ROOT_IMPORT_ID }),
    });
    expectFailure(
      run,
      /HTTP 404: Secret import with folder ID '.*' not found.*Check `secret-import-id`.*`if-missing: skip`/,
    );
  });

  it('fails for a viewer (403) and leaves the import', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'delete', 'secret-import-id': DEV_ROOT_IMPORT_ID }, 'viewer'),
    });
    expectFailure(run, /HTTP 403: You are not allowed to delete on secrets/);
    expect(importsIn(server(), 'dev', '/')).toHaveLength(1);
  });
});

describe('imports: list', () => {
  it("lists a folder's imports in order, with count", async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: inputs({ operation: 'list', 'secret-path': '/app' }, 'viewer'),
    });
    expectSuccess(run);
    const list = json<SecretImport[]>(run, 'secret-imports');
    expect(list.map((i) => [i.importEnv.slug, i.importPath, i.position])).toEqual([
      ['prod', '/', 1],
    ]);
    expect(run.outputs.count).toBe('1');
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.query).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/app',
    });
  });

  it.each([
    [{ operation: '' }, 'operation'],
    [{ operation: 'move' }, 'operation'],
    [{ operation: 'list', 'env-slug': '' }, 'env-slug'],
    [{ operation: 'list', 'project-id': '' }, 'project-slug'],
    [{ operation: 'list', 'project-slug': PROJECT_SLUG }, 'project-slug'],
    [{ operation: 'list', 'if-exists': 'maybe' }, 'if-exists'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({ mode: 'in-process', action: 'imports', inputs: inputs(extra) });
    expectInputError(run, server(), input);
  });

  // The captured server answers an unknown slug with a 500; the successor with the API's 404
  // (backend/src/services/project/project-dal.ts, findProjectBySlug). Neither is retried.
  it('fails at once for an unknown project slug (never retried)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'imports',
      inputs: {
        ...login(server()),
        'project-slug': 'no-such-project',
        'env-slug': 'dev',
        operation: 'list',
      },
    });
    expectFailure(
      run,
      successorsOnly()
        ? /get project by slug failed .*HTTP 404: Project with slug 'no-such-project' not found\. No project with the slug `no-such-project` is visible to these credentials: check `project-slug`, or the identity's project membership\.$/
        : /get project by slug failed .*HTTP 500: .*Failed to find project by slug\)\. No project with the slug `no-such-project` is visible to these credentials: check `project-slug`, or the identity's project membership\.$/,
    );
    expect(run.errors[0]).not.toMatch(/attempts/);
    expect(calls(server()).filter((call) => call.includes('/no-such-project'))).toHaveLength(1);
  });
});
