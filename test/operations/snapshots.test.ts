// The built `snapshots` sub-action: one page (default offset 0, limit 20) or every page.
import { describe, expect, it } from 'vitest';
import { snapshotsAction } from '../../src/operations/snapshots/action.js';
import type { InfisicalClient } from '../../src/api/client.js';
import type { ListSnapshotsQuery, SecretSnapshot } from '../../src/api/endpoints/snapshots.js';
import type { Log } from '../../src/runner/ports.js';
import {
  FOLDER_IDS,
  PROJECT_ID,
  PROJECT_SLUG,
  UNKNOWN_UUID,
} from '../support/fake-server/index.ts';
import {
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  legacyView,
  login,
  useProjectServer,
} from './helpers.ts';
import { ACTION_WORDING, say, type Text } from '../../src/errors/words.js';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer({ 'env-slug': 'dev' });

/** Ids of a folder's snapshots, newest first, as the server orders them. */
function storedIds(folderId: string): string[] {
  return [...server().state.snapshots.values()]
    .filter((s) => s.folderId === folderId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
    .map((s) => s.id);
}

const snapshotRequests = () =>
  legacyView(server()).filter((r) => r.path.endsWith('/secret-snapshots'));

describe('snapshots: list', () => {
  it('lists the 20 newest by default, with count', async () => {
    const run = await runStep({ mode: 'built', action: 'snapshots', inputs: inputs({}) });
    expectSuccess(run);
    const snapshots = json<SecretSnapshot[]>(run, 'snapshots');
    expect(snapshots.map((s) => s.id)).toEqual(storedIds(FOLDER_IDS.devRoot).slice(0, 20));
    expect(run.outputs.count).toBe('20');
    expect(snapshotRequests().map((r) => r.query)).toEqual([
      { environment: 'dev', path: '/', offset: '0', limit: '20' },
    ]);
  });

  it('reads one page at offset and limit, in a sub-folder, for a viewer, with `operation: list`', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs(
        { operation: 'list', 'secret-path': 'app', offset: '1', limit: '5' },
        'viewer',
      ),
    });
    expectSuccess(run);
    expect(json<SecretSnapshot[]>(run, 'snapshots').map((s) => s.id)).toEqual(
      storedIds(FOLDER_IDS.devApp).slice(1, 6),
    );
    expect(run.outputs.count).toBe('1');
  });

  it('with `all`, pages through every snapshot until a short page', async () => {
    const all = storedIds(FOLDER_IDS.devRoot);
    expect(all.length).toBe(45);
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ all: 'true' }),
    });
    expectSuccess(run);
    expect(json<SecretSnapshot[]>(run, 'snapshots').map((s) => s.id)).toEqual(all);
    expect(run.outputs.count).toBe('45');
    expect(snapshotRequests().map((r) => [r.query.offset, r.query.limit])).toEqual([
      ['0', '20'],
      ['20', '20'],
      ['40', '20'],
    ]);
  });

  it('with `all`, starts at offset and asks one more page when the last one is full', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ all: 'true', offset: '5', limit: '10' }),
    });
    expectSuccess(run);
    expect(run.outputs.count).toBe('40');
    expect(snapshotRequests().map((r) => r.query.offset)).toEqual(['5', '15', '25', '35', '45']);
  });

  it('with `all`, stops at 10000 snapshots with a warning, even when the last page is short', async () => {
    server().state.addSnapshots({ environment: 'staging', count: 10_050 });
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ 'env-slug': 'staging', all: 'true', limit: '3000' }),
    });
    expectSuccess(run);
    expect(run.outputs.count).toBe('10000');
    expect(run.warnings).toEqual([
      expect.stringMatching(/Stopped at 10000 snapshots.*`offset` to 10000/),
    ]);
    expect(snapshotRequests()).toHaveLength(4);
  });

  it('with `all`, gives exactly 10000 without a warning when there are no more', async () => {
    // Staging / holds two seeded snapshots.
    server().state.addSnapshots({ environment: 'staging', count: 9_998 });
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ 'env-slug': 'staging', all: 'true', limit: '3000' }),
    });
    expectSuccess(run);
    expect(run.outputs.count).toBe('10000');
    expect(run.warnings).toEqual([]);
  });

  it('resolves project-slug', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        'env-slug': 'prod',
      },
    });
    expectSuccess(run);
    expect(run.outputs.count).toBe('1');
  });

  it('names a folder that does not exist (404)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ 'secret-path': '/nope' }),
    });
    expectFailure(
      run,
      /list secret snapshots failed .*HTTP 404: Folder with path '\/nope' in environment with slug 'dev' not found/,
    );
  });

  it('fails for a project the identity is not in (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'snapshots',
      inputs: inputs({ 'project-id': UNKNOWN_UUID }),
    });
    expectFailure(
      run,
      /HTTP 403.*not a member of the specified project.*Add the machine identity to the project/,
    );
  });

  it.each([
    [{ 'env-slug': '' }, 'env-slug'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: 'next' }, 'offset'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ all: 'yes' }, 'all'],
    [{ operation: 'delete' }, 'operation'],
    [{ 'secret-path': '/a/../b' }, 'secret-path'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({ mode: 'in-process', action: 'snapshots', inputs: inputs(extra) });
    expectInputError(run, server(), input);
  });
});

describe('snapshots: paging guard', () => {
  it('stops with a warning when the server sends a page it sent already (offset ignored)', async () => {
    const page = Array.from({ length: 3 }, (_, i) => ({ id: `s${i}` }) as SecretSnapshot);
    const offsets: number[] = [];
    const warnings: string[] = [];
    const client = {
      call: async (_endpoint: unknown, query: ListSnapshotsQuery) => {
        offsets.push(query.offset);
        return page;
      },
    } as unknown as InfisicalClient;
    const log = {
      warning: (message: Text) => warnings.push(say(message, ACTION_WORDING)),
    } as unknown as Log;
    const read = (name: string): string =>
      ({ 'project-id': PROJECT_ID, 'env-slug': 'dev', all: 'true', limit: '3' })[name] ?? '';
    const context = { mask: () => {}, workspace: process.cwd() };
    const { outputs } = await snapshotsAction.parse(read, context).execute({
      client,
      log,
      mask: () => {},
      projectId: async () => PROJECT_ID,
      handOut: () => undefined,
    });
    expect(outputs.count).toBe(3);
    expect(offsets).toEqual([0, 3]);
    expect(warnings).toEqual([expect.stringMatching(/already sent.*stopped after 3/)]);
  });
});
