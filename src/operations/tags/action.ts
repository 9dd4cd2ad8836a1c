import { tags } from '../../api/endpoints/index.js';
import { counted, ref, words } from '../../errors/words.js';
import type { WorkspaceTag } from '../../api/endpoints/tags.js';
import { InputError } from '../../errors/input.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction, type Outputs } from '../sub-action.js';
import type { OutputName } from '../../spec/values.js';
import {
  alreadyExists,
  ifExistsInput,
  slugInput,
  type Existence,
  USING_EXISTING,
} from '../inputs.js';
import { settledWrite } from '../settle.js';

/** The colour sent when `tag-color` is empty. */
const DEFAULT_TAG_COLOR = '#bec2c8';

type TagParams = { readonly project: ProjectRef } & (
  | {
      readonly operation: 'create';
      readonly slug: string;
      readonly name?: string;
      readonly color: string;
      readonly ifExists: Existence;
    }
  | { readonly operation: 'list' }
);

/** `tags`: create a tag in a project (operation 3) or list the project's tags (operation 4). */
export const tagsAction = defineSubAction({
  name: 'tags',
  operations: ['create', 'list'],
  parse(read, operation): TagParams {
    const project = readProject(read);
    const ifExists = ifExistsInput(read);
    if (operation === 'list') return { operation, project };
    // The server lowercases a tag's slug, then refuses one its slugify would change (it does not
    // lowercase an environment's): the same here, where the input can be named, so the slug
    // looked for first is the one the server stores.
    const slug = slugInput((name) => read(name).toLowerCase(), 'tag-slug');
    if (!slug)
      throw new InputError(
        words`${ref('operation', 'create')} needs ${ref('tag-slug')} (letters, digits and dashes).`,
      );
    // The server requires a colour; this is the grey its web interface picks by default.
    return {
      operation: 'create',
      project,
      slug,
      name: read('tag-name') || undefined,
      color: read('tag-color') || DEFAULT_TAG_COLOR,
      ifExists,
    };
  },
  async execute(params, { client, log, projectId }) {
    const project = await projectId(params.project);
    if (params.operation === 'list') {
      const list = await client.call(tags.list, project);
      return {
        outputs: { tags: list, count: list.length },
        message: `The project has ${counted(list.length, 'tag')}.`,
      };
    }
    // Looked up first, whatever `if-exists` says (in this project only: the route is the
    // project's): a tag found after a lost answer is this run's only if it was not there before.
    const existing = await client.find(tags.bySlug, { projectId: project, slug: params.slug });
    if (existing) {
      if (params.ifExists === 'fail') throw alreadyExists(`Tag \`${params.slug}\``);
      return {
        outputs: single(existing, false),
        message: words`Tag ${existing.slug} exists already (${existing.id}): ${USING_EXISTING}.`,
      };
    }
    // Created by this run whether the answer says so or, lost, a lookup of the slug does.
    const tag = await settledWrite(client, log, {
      what: `create tag \`${params.slug}\``,
      send: () =>
        client.call(tags.create, {
          projectId: project,
          slug: params.slug,
          name: params.name,
          color: params.color,
        }),
      look: () => client.find(tags.bySlug, { projectId: project, slug: params.slug }),
    });
    return { outputs: single(tag, true), message: `Created tag ${tag.slug} (${tag.id}).` };
  },
});

function single(tag: WorkspaceTag, created: boolean): Outputs<OutputName<'tags'>> {
  return { 'tag-id': tag.id, tag, created };
}
