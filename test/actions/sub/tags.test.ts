// The built `tags` sub-action: create (the server requires a colour) and list.
import { describe, expect, it } from 'vitest';
import type { WorkspaceTag } from '../../../src/api/types.js';
import { PROJECT_ID, PROJECT_SLUG, TAG_ID, TAG_SLUG } from '../../support/fake-server/index.ts';
import {
  calls,
  expectFailure,
  expectInputError,
  expectSuccess,
  json,
  login,
  runSub,
  useFakeServer,
} from './helpers.ts';

const server = useFakeServer();

function inputs(
  extra: Record<string, string>,
  who: 'member' | 'viewer' = 'member',
): Record<string, string> {
  return { ...login(server(), who), 'project-id': PROJECT_ID, ...extra };
}

describe('tags: create', () => {
  it('creates a tag with its colour; the next list has it', async () => {
    const run = await runSub(
      'tags',
      inputs({ operation: 'create', 'tag-slug': 'deploy', 'tag-color': '#5e6ad2' }),
    );
    expectSuccess(run);
    const tag = json<WorkspaceTag>(run, 'tag');
    expect(tag).toMatchObject({ slug: 'deploy', color: '#5e6ad2', projectId: PROJECT_ID });
    expect(run.outputs['tag-id']).toBe(tag.id);
    const list = await runSub('tags', inputs({ operation: 'list' }));
    expect(json<WorkspaceTag[]>(list, 'tags').map((t) => t.slug)).toContain('deploy');
  });

  it("sends the web interface's grey when no colour is given (the server requires one)", async () => {
    const run = await runSub('tags', {
      ...login(server()),
      'project-slug': PROJECT_SLUG,
      operation: 'create',
      'tag-slug': 'plain',
    });
    expectSuccess(run);
    expect(server().requests.at(-1)!.body).toEqual({ slug: 'plain', color: '#bec2c8' });
    expect(calls(server())[1]).toBe(`GET /api/v2/workspace/${PROJECT_SLUG}`);
  });

  it('fails plainly for a slug the project has (400)', async () => {
    const run = await runSub('tags', inputs({ operation: 'create', 'tag-slug': TAG_SLUG }));
    expectFailure(
      run,
      /create tag failed .*HTTP 400: Tag already exist.*already has a tag with this `tag-slug`/,
    );
  });

  it('fails for a viewer (403)', async () => {
    const run = await runSub(
      'tags',
      inputs({ operation: 'create', 'tag-slug': 'deploy' }, 'viewer'),
    );
    expectFailure(run, /HTTP 403: You are not allowed to create on tags/);
  });

  it.each([
    [{ operation: 'create' }, 'tag-slug'],
    [{}, 'operation'],
    [{ operation: 'delete' }, 'operation'],
  ])('refuses %j before any request (names %s)', async (extra, input) => {
    const run = await runSub('tags', inputs(extra));
    expectInputError(run, server(), input);
  });
});

describe('tags: list', () => {
  it("lists the project's tags with count", async () => {
    const run = await runSub('tags', inputs({ operation: 'list' }, 'viewer'));
    expectSuccess(run);
    expect(json<WorkspaceTag[]>(run, 'tags').map((t) => t.id)).toEqual([TAG_ID]);
    expect(run.outputs.count).toBe('1');
  });
});
