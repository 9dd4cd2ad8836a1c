// The built `tags` sub-action: create (the server requires a colour) and list.
import { describe, expect, it } from 'vitest';
import type { WorkspaceTag } from '../../src/api/endpoints/tags.js';
import {
  OTHER_PROJECT_ID,
  OTHER_TAG_ID,
  PROJECT_ID,
  PROJECT_SLUG,
  TAG_ID,
  TAG_SLUG,
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
  useProjectServer,
} from './helpers.ts';
import { runStep } from '../support/run.ts';

const { server, inputs } = useProjectServer();

describe('tags: create', () => {
  it('creates a tag with its colour; the next list has it', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': 'deploy', 'tag-color': '#5e6ad2' }),
    });
    expectSuccess(run);
    const tag = json<WorkspaceTag>(run, 'tag');
    expect(tag).toMatchObject({ slug: 'deploy', color: '#5e6ad2', projectId: PROJECT_ID });
    expect(run.outputs['tag-id']).toBe(tag.id);
    expect(run.outputs.created).toBe('true');
    const list = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'list' }),
    });
    expect(json<WorkspaceTag[]>(list, 'tags').map((t) => t.slug)).toContain('deploy');
  });

  it("sends the web interface's grey when no colour is given (the server requires one)", async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: {
        ...login(server()),
        'project-slug': PROJECT_SLUG,
        operation: 'create',
        'tag-slug': 'plain',
      },
    });
    expectSuccess(run);
    // The last request is the revoke that ends the step.
    expect(legacyView(server()).at(-2)!.body).toEqual({ slug: 'plain', color: '#bec2c8' });
    expect(calls(server())[1]).toBe(`GET /api/v2/workspace/${PROJECT_SLUG}`);
  });

  it('fails plainly for a slug the project has, found by looking first', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': TAG_SLUG }),
    });
    expectFailure(run, /^Tag `gha-tag` already exists\. Set `if-exists: skip` to use it/);
    expect(calls(server()).some((c) => c.startsWith('POST ') && !c.includes('/auth/'))).toBe(false);
  });

  it('a re-run with if-exists: skip uses the tag it created: same id, created=false, one lookup', async () => {
    const create = { operation: 'create', 'tag-slug': 'deploy', 'if-exists': 'skip' };
    const first = await runStep({ mode: 'in-process', action: 'tags', inputs: inputs(create) });
    expectSuccess(first);
    expect(first.outputs.created).toBe('true');
    const before = calls(server()).length;
    const again = await runStep({ mode: 'in-process', action: 'tags', inputs: inputs(create) });
    expectSuccess(again);
    expect(again.outputs['tag-id']).toBe(first.outputs['tag-id']);
    expect(json<WorkspaceTag>(again, 'tag')).toMatchObject({
      id: first.outputs['tag-id'],
      slug: 'deploy',
    });
    expect(again.outputs.created).toBe('false');
    expect(calls(server()).slice(before)).toEqual([
      'POST /api/v1/auth/universal-auth/login',
      `GET /api/v1/workspace/${PROJECT_ID}/tags/slug/deploy`,
      REVOKE,
    ]);
    expect(
      server()
        .state.tagsOf(PROJECT_ID)
        .filter((t) => t.slug === 'deploy'),
    ).toHaveLength(1);
  });

  it("with if-exists: skip, looks only in this project: another project's tag of the same slug is never used", async () => {
    seedOtherProjects(server().state);
    // The other project has `gha-tag` (its own) and `release`; this one has only `gha-tag`.
    server().state.addTag({ projectId: OTHER_PROJECT_ID, slug: 'release' });
    const mine = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': TAG_SLUG, 'if-exists': 'skip' }),
    });
    expectSuccess(mine);
    expect(mine.outputs['tag-id']).toBe(TAG_ID);
    const theirs = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: {
        ...inputs({ operation: 'create', 'tag-slug': TAG_SLUG, 'if-exists': 'skip' }),
        'project-id': OTHER_PROJECT_ID,
      },
    });
    expectSuccess(theirs);
    expect(theirs.outputs['tag-id']).toBe(OTHER_TAG_ID);
    const release = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': 'release', 'if-exists': 'skip' }),
    });
    expectSuccess(release);
    expect(release.outputs.created).toBe('true');
    expect(json<WorkspaceTag>(release, 'tag').projectId).toBe(PROJECT_ID);
    expect(server().state.tagBySlug(PROJECT_ID, 'release')?.id).toBe(release.outputs['tag-id']);
  });

  it('lowercases the slug as the server does: `Deploy-Prod` is created, and found, as `deploy-prod`', async () => {
    const create = () =>
      runStep({
        mode: 'in-process',
        action: 'tags',
        inputs: inputs({ operation: 'create', 'tag-slug': 'Deploy-Prod', 'if-exists': 'skip' }),
      });
    const first = await create();
    expectSuccess(first);
    expect(json(first, 'tag')).toMatchObject({ slug: 'deploy-prod' });
    const again = await create();
    expectSuccess(again);
    expect(again.outputs.created).toBe('false');
    expect(again.outputs['tag-id']).toBe(first.outputs['tag-id']);
  });

  it('fails for a viewer (403)', async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'create', 'tag-slug': 'deploy' }, 'viewer'),
    });
    expectFailure(run, /HTTP 403: You are not allowed to create on tags/);
  });

  it.each([
    [{ operation: 'create' }, 'tag-slug'],
    [{}, 'operation'],
    [{ operation: 'delete' }, 'operation'],
    [{ operation: 'create', 'tag-slug': 'x', 'if-exists': 'overwrite' }, 'if-exists'],
    // The server refuses what its slugify would change: the message names the input here.
    [{ operation: 'create', 'tag-slug': 'release_candidate' }, 'tag-slug'],
    [{ operation: 'create', 'tag-slug': '-deploy' }, 'tag-slug'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runStep({ mode: 'in-process', action: 'tags', inputs: inputs(extra) });
    expectInputError(run, server(), input);
  });
});

describe('tags: list', () => {
  it("lists the project's tags with count", async () => {
    const run = await runStep({
      mode: 'in-process',
      action: 'tags',
      inputs: inputs({ operation: 'list' }, 'viewer'),
    });
    expectSuccess(run);
    expect(json<WorkspaceTag[]>(run, 'tags').map((t) => t.id)).toEqual([TAG_ID]);
    expect(run.outputs.count).toBe('1');
  });
});
