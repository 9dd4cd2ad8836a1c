// The `folders` sub-action against the loopback server: create (with missing parents, and the
// lookup that tells a new folder from an existing one), delete, list, re-runs with `if-exists` /
// `if-missing`, and the refusals users meet (bad names, unknown environment, viewer role).
import { describe, expect, it } from 'vitest';
import type { Folder } from '../../src/api/endpoints/folders.js';
import {
  ENV_IDS,
  FOLDER_IDS,
  PROJECT_ID,
  PROJECT_SLUG,
  type FakeServer,
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
  projectField,
  successorsOnly,
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });

/** The id of the folder at `path` in dev, or undefined. */
const folderAt = (s: FakeServer, path: string, env: keyof typeof ENV_IDS = 'dev') =>
  s.state.folder(ENV_IDS[env], path)?.id;

const LOGIN = 'POST /api/v1/auth/universal-auth/login';

describe('folders: create', () => {
  it('creates a folder and its missing parents in two requests, with created=true (the built bundle)', async () => {
    const run = await runStep({
      mode: 'built',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/previews/pr-42' }),
    });
    expectSuccess(run);
    const folder = json<Folder>(run, 'folder');
    expect(folder).toMatchObject({ name: 'pr-42', parentId: folderAt(server(), '/previews') });
    expect(run.outputs['folder-id']).toBe(folder.id);
    expect(run.outputs.created).toBe('true');
    expect(folderAt(server(), '/previews/pr-42')).toBe(folder.id);
    expect(calls(server())).toEqual([LOGIN, 'GET /api/v1/folders', 'POST /api/v1/folders', REVOKE]);
    expect(legacyView(server())[1]!.query).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/previews',
    });
    expect(legacyView(server())[2]!.body).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/previews',
      name: 'pr-42',
    });
  });

  it('a re-run with if-exists: skip uses the existing folder: same id, created=false, one lookup', async () => {
    const first = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/previews/pr-42' }),
    });
    expectSuccess(first);
    const before = calls(server()).length;
    const again = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({
        operation: 'create',
        'folder-path': 'previews/pr-42/',
        'if-exists': 'skip',
      }),
    });
    expectSuccess(again);
    expect(again.outputs['folder-id']).toBe(first.outputs['folder-id']);
    expect(json<Folder>(again, 'folder').id).toBe(first.outputs['folder-id']);
    expect(again.outputs.created).toBe('false');
    expect(again.stdout).toContain('exists already');
    expect(calls(server()).slice(before)).toEqual([LOGIN, 'GET /api/v1/folders', REVOKE]);
  });

  it('a re-run with the default if-exists: fail refuses, naming the folder and the fix, and sends no create', async () => {
    server().state.addFolder({ environment: 'dev', path: '/previews/pr-42' });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/previews/pr-42' }),
    });
    expectFailure(
      run,
      /Folder `\/previews\/pr-42` in environment `dev` already exists.*`if-exists: skip`/,
    );
    expect(calls(server())).toEqual([LOGIN, 'GET /api/v1/folders', REVOKE]);
  });

  it('never takes a folder of the same name under another parent or in another environment', async () => {
    const archived = server().state.addFolder({ environment: 'dev', path: '/archive/pr-42' });
    const staging = server().state.addFolder({ environment: 'staging', path: '/previews/pr-42' });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({
        operation: 'create',
        'folder-path': '/previews/pr-42',
        'if-exists': 'skip',
      }),
    });
    expectSuccess(run);
    expect(run.outputs.created).toBe('true');
    expect(run.outputs['folder-id']).not.toBe(archived.id);
    expect(run.outputs['folder-id']).not.toBe(staging.id);
    expect(folderAt(server(), '/previews/pr-42')).toBe(run.outputs['folder-id']);
  });

  it('resolves project-slug once', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        'env-slug': 'dev',
        operation: 'create',
        'folder-path': 'services',
      },
    });
    expectSuccess(run);
    expect(calls(server())).toEqual([
      LOGIN,
      `GET /api/v2/workspace/${PROJECT_SLUG}`,
      'GET /api/v1/folders',
      'POST /api/v1/folders',
      REVOKE,
    ]);
    expect(folderAt(server(), '/services')).toBe(run.outputs['folder-id']);
  });

  it('fails naming an unknown environment, before creating anything', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({
        operation: 'create',
        'env-slug': 'prdo',
        'folder-path': '/x',
        'if-exists': 'skip',
      }),
    });
    expectFailure(run, /HTTP 404: Environment with slug 'prdo' not found.*Check `env-slug`/);
    expect(calls(server())).toEqual([LOGIN, 'GET /api/v1/folders', REVOKE]);
  });

  it('fails for a viewer, whose role may read but not create folders (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': '/previews/pr-42' }, 'viewer'),
    });
    expectFailure(run, /create folder failed .*HTTP 403: You are not allowed to create on secrets/);
    expect(folderAt(server(), '/previews')).toBeUndefined();
  });

  it.each([
    [{ 'folder-path': '/previews/pr 42' }, 'folder-path'],
    [{ 'folder-path': '/previews/../prod' }, 'folder-path'],
    [{ 'folder-path': '/previews//pr-42' }, 'folder-path'],
    [{ 'folder-path': '/prévisions' }, 'folder-path'],
    [{ 'folder-path': `/${'a'.repeat(256)}` }, 'folder-path'],
    [{ 'folder-path': '/' }, 'folder-path'],
    [{ 'folder-path': '' }, 'folder-path'],
    [{ 'folder-path': '/x', 'secret-path': '/previews' }, 'secret-path'],
    [{ 'folder-path': '/x', 'if-exists': 'ignore' }, 'if-exists'],
    [{ 'folder-path': '/x', 'if-missing': 'yes' }, 'if-missing'],
    [{ 'folder-path': '/x', 'env-slug': '' }, 'env-slug'],
    [{ 'folder-path': '/x', 'project-id': '' }, 'project-id'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', ...extra }),
    });
    expectInputError(run, server(), input);
  });

  it('accepts a name of 255 characters', async () => {
    const name = 'a'.repeat(255);
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'create', 'folder-path': name }),
    });
    expectSuccess(run);
    expect(folderAt(server(), `/${name}`)).toBe(run.outputs['folder-id']);
  });
});

describe('folders: delete', () => {
  it('deletes a folder with everything in it, by name in its parent, in one request', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app' }),
    });
    expectSuccess(run);
    expect(run.outputs['folder-id']).toBe(FOLDER_IDS.devApp);
    expect(json<Folder>(run, 'folder').name).toBe('app');
    expect(run.outputs.created).toBeUndefined();
    expect(folderAt(server(), '/app')).toBeUndefined();
    expect(server().state.secretsIn(FOLDER_IDS.devApp)).toEqual([]);
    expect(calls(server())).toEqual([LOGIN, 'DELETE /api/v1/folders/app', REVOKE]);
    expect(legacyView(server())[1]!.body).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/',
      // The successor refuses a folder that holds anything unless told to delete it all
      // (backend/src/services/secret-folder/secret-folder-service.ts, deleteFolder).
      ...(successorsOnly() ? { forceDelete: true } : {}),
    });
  });

  it.each(['fail', 'skip'])(
    'deletes a folder whose name is too long for a URL by its id (if-missing: %s)',
    async (ifMissing) => {
      const name = 'n'.repeat(150);
      const target = server().state.addFolder({ environment: 'dev', path: `/${name}` });
      const run = await runStep({
        mode: 'in-process',
        action: 'folders',
        inputs: inputs({ operation: 'delete', 'folder-path': `/${name}`, 'if-missing': ifMissing }),
      });
      expectSuccess(run);
      expect(run.notices).toEqual([]);
      expect(run.outputs['folder-id']).toBe(target.id);
      expect(folderAt(server(), `/${name}`)).toBeUndefined();
      expect(calls(server())).toEqual([
        LOGIN,
        'GET /api/v1/folders',
        `DELETE /api/v1/folders/${target.id}`,
        REVOKE,
      ]);
    },
  );

  it('deletes a nested folder and leaves its parent and namesakes elsewhere', async () => {
    const target = server().state.addFolder({ environment: 'dev', path: '/previews/pr-42' });
    const namesake = server().state.addFolder({ environment: 'dev', path: '/archive/pr-42' });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': 'previews/pr-42' }),
    });
    expectSuccess(run);
    expect(run.outputs['folder-id']).toBe(target.id);
    expect(folderAt(server(), '/previews/pr-42')).toBeUndefined();
    expect(folderAt(server(), '/previews')).toBeDefined();
    expect(folderAt(server(), '/archive/pr-42')).toBe(namesake.id);
  });

  it('looks a folder named like an id up first (the server would take the name as an id)', async () => {
    const name = '6f1c2b7e-0c35-4d1f-9f0e-3a0f0c2f9b11';
    const folder = server().state.addFolder({ environment: 'dev', path: `/${name}` });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': name }),
    });
    expectSuccess(run);
    expect(run.outputs['folder-id']).toBe(folder.id);
    expect(calls(server())).toEqual([
      LOGIN,
      'GET /api/v1/folders',
      `DELETE /api/v1/folders/${folder.id}`,
      REVOKE,
    ]);
  });

  it('fails for a missing folder by default (404), pointing to if-missing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/nope' }),
    });
    expectFailure(
      run,
      /delete folder failed .*HTTP 404: .*not found.*Check `folder-path`.*`if-missing: skip`/,
    );
  });

  it('a re-run with if-missing: skip succeeds with a notice and no outputs', async () => {
    const first = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app', 'if-missing': 'skip' }),
    });
    expectSuccess(first);
    expect(first.notices).toEqual([]);
    const again = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app', 'if-missing': 'skip' }),
    });
    expectSuccess(again);
    expect(again.notices).toEqual([
      'Folder `/app` in environment `dev` does not exist: nothing to delete (`if-missing: skip`).',
    ]);
    expect(again.outputs).toEqual({});
  });

  it.each([
    ['a missing parent', { 'folder-path': '/nope/pr-42' }],
    ['an environment deleted already', { 'folder-path': '/app', 'env-slug': 'pr-42' }],
  ])('with if-missing: skip, %s is nothing to delete', async (_what, extra) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'if-missing': 'skip', ...extra }),
    });
    expectSuccess(run);
    expect(run.notices).toHaveLength(1);
    expect(run.notices[0]).toMatch(/does not exist: nothing to delete/);
    expect(folderAt(server(), '/app')).toBe(FOLDER_IDS.devApp);
  });

  it('fails naming an unknown environment by default', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', 'folder-path': '/app', 'env-slug': 'prdo' }),
    });
    expectFailure(run, /HTTP 404: Environment with slug 'prdo' not found.*Check `env-slug`/);
  });

  it('fails for a viewer (403) and deletes nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs(
        { operation: 'delete', 'folder-path': '/app', 'if-missing': 'skip' },
        'viewer',
      ),
    });
    expectFailure(run, /HTTP 403: You are not allowed to delete on secrets/);
    expect(folderAt(server(), '/app')).toBe(FOLDER_IDS.devApp);
  });

  it.each([
    [{ 'folder-path': '/' }, 'folder-path'],
    [{ 'folder-path': '/app/..' }, 'folder-path'],
    [{ 'folder-path': '/app', 'secret-path': '/' }, 'secret-path'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'delete', ...extra }),
    });
    expectInputError(run, server(), input);
  });
});

describe('folders: list', () => {
  it('lists the folders directly inside secret-path (default /), with count', async () => {
    server().state.addFolder({ environment: 'dev', path: '/app/api/v1' });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list' }, 'viewer'),
    });
    expectSuccess(run);
    expect(json<Folder[]>(run, 'folders').map((f) => [f.name, f.id])).toEqual([
      ['app', FOLDER_IDS.devApp],
    ]);
    expect(run.outputs.count).toBe('1');
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.query).toEqual({
      [projectField()]: PROJECT_ID,
      environment: 'dev',
      path: '/',
    });
  });

  it('lists a sub-folder; an existing empty one lists as empty after one more request', async () => {
    server().state.addFolder({ environment: 'dev', path: '/previews/pr-1' });
    server().state.addFolder({ environment: 'dev', path: '/previews/pr-2' });
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list', 'secret-path': 'previews' }),
    });
    expectSuccess(run);
    expect(json<Folder[]>(run, 'folders').map((f) => f.name)).toEqual(['pr-1', 'pr-2']);
    expect(run.outputs.count).toBe('2');
    const empty = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list', 'secret-path': '/app' }),
    });
    expectSuccess(empty);
    expect(empty.outputs.count).toBe('0');
    expect(json(empty, 'folders')).toEqual([]);
  });

  it('fails for a folder that does not exist, instead of listing nothing', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list', 'secret-path': '/nope' }),
    });
    expectFailure(run, /`secret-path`: there is no folder `\/nope` in environment `dev`/);
  });

  it('fails naming an unknown environment', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list', 'env-slug': 'prdo' }),
    });
    expectFailure(run, /Environment with slug 'prdo' not found.*Check `env-slug`/);
  });

  it.each([
    [{ 'secret-path': '/a b' }, 'secret-path'],
    [{ operation: '' }, 'operation'],
    [{ operation: 'move' }, 'operation'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({
      mode: 'in-process',
      action: 'folders',
      inputs: inputs({ operation: 'list', ...extra }),
    });
    expectInputError(run, server(), input);
  });
});
