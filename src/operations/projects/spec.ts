import type { ActionSpec } from '../../spec/types.js';
import { created, ifExists } from '../../spec/existence.js';

export const PROJECTS_SPEC: ActionSpec = {
  title: 'Infisical Projects',
  description: 'Create an Infisical project and get its id, slug and environments.',
  icon: 'folder-plus',
  operations: { create: 'Create a project.' },
  singleOperation: true,
  groups: [
    {
      inputs: {
        'project-name': { description: 'Name of the new project.', required: true },
        'project-slug': {
          description:
            'Slug of the NEW project (lowercase letters, digits and single dashes). Left out, the server makes one from the name.',
        },
        description: {
          description: 'Description of the new project (servers that support it).',
        },
        'if-exists': ifExists(
          'a project with this `project-slug` in the organization (`skip` needs `project-slug`)',
        ),
      },
    },
  ],
  outputs: {
    'project-id': 'Id of the new project.',
    'project-slug': 'Slug of the new project.',
    project: 'The new project, as JSON.',
    environments: "The new project's environments (name, slug, id), as a JSON list.",
    created: created('the project'),
  },
};
