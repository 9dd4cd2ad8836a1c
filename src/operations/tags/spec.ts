import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';
import { created, ifExists } from '../../spec/existence.js';

export const TAGS_SPEC: ActionSpec = {
  title: 'Infisical Tags',
  description: "Create a tag in an Infisical project, or list the project's tags.",
  icon: 'tag',
  operations: {
    create: 'Create a tag.',
    list: "List the project's tags.",
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'tag-slug': {
          description:
            'Slug of the new tag (`create`): letters and digits, single dashes between them; lowercased, as the server does.',
        },
        'tag-name': {
          description: 'Display name of the new tag (`create`; older servers only).',
        },
        'tag-color': {
          description:
            'Colour of the new tag, e.g. `#ff0000` (`create`). Without it, the grey `#bec2c8` the web interface picks by default.',
        },
        'if-exists': ifExists('a tag with this `tag-slug` in the project'),
      },
    },
  ],
  outputs: {
    'tag-id': 'Id of the created (or existing) tag.',
    tag: 'The created (or existing) tag, as JSON.',
    created: created('the tag'),
    tags: "The project's tags, as a JSON list (`list`).",
    count: 'Number of tags listed.',
  },
};
