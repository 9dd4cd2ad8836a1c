import { InputError } from '../../settings/errors.js';
import { readProject, type ProjectRef } from '../../settings/project.js';
import { defineSubAction } from '../sub-action.js';

/** The colour sent when `tag-color` is empty. */
const DEFAULT_TAG_COLOR = '#bec2c8';

type TagParams = { readonly project: ProjectRef } & (
  | {
      readonly operation: 'create';
      readonly slug: string;
      readonly name?: string;
      readonly color: string;
    }
  | { readonly operation: 'list' }
);

/** `tags`: create a tag in a project (operation 3) or list the project's tags (operation 4). */
export const tagsAction = defineSubAction({
  name: 'tags',
  operations: ['create', 'list'],
  parse(read, operation): TagParams {
    const project = readProject(read);
    if (operation === 'list') return { operation, project };
    const slug = read('tag-slug');
    if (!slug)
      throw new InputError(
        '`operation: create` needs `tag-slug` (lowercase letters, digits and dashes).',
      );
    // The server requires a colour; this is the grey its web interface picks by default.
    return {
      operation: 'create',
      project,
      slug,
      name: read('tag-name') || undefined,
      color: read('tag-color') || DEFAULT_TAG_COLOR,
    };
  },
  async execute(params, { client, projectId }) {
    const project = await projectId(params.project);
    if (params.operation === 'list') {
      const tags = await client.listTags(project);
      return {
        outputs: { tags, count: tags.length },
        message: `The project has ${tags.length} tags.`,
      };
    }
    const tag = await client.createTag(project, {
      slug: params.slug,
      name: params.name,
      color: params.color,
    });
    return { outputs: { 'tag-id': tag.id, tag }, message: `Created tag ${tag.slug} (${tag.id}).` };
  },
});
