import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';
import { created, ifExists, ifMissing } from '../../spec/existence.js';

export const IMPORTS_SPEC: ActionSpec = {
  title: 'Infisical Secret Imports',
  description:
    'Create, update, delete or list the secret imports of a folder in an Infisical project.',
  icon: 'link',
  operations: {
    create: 'Add an import of another environment and folder, last (it wins on shared keys).',
    update: 'Change the source or position of an import.',
    delete: 'Remove an import.',
    list: "List the folder's imports in order.",
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': {
          description:
            'Environment of the folder the imports live in (the destination), e.g. `dev`.',
          required: true,
        },
        'secret-path': {
          description: 'Folder the imports live in (the destination).',
          default: '/',
        },
        'import-env-slug': {
          description: 'Environment to import from (`create`, required; `update`, to change it).',
        },
        'import-path': {
          description:
            'Folder to import from (`create`, where it defaults to `/`; `update`, to change it).',
        },
        position: {
          description:
            'New position of the import (`update`); 1 is the first, and the last import wins on a shared key.',
        },
        'secret-import-id': {
          description: 'Id of the import (`update`, `delete`).',
        },
        'if-exists': ifExists(
          'an import of the same `import-env-slug` and `import-path` in this folder',
        ),
        'if-missing': ifMissing('the import'),
      },
    },
  ],
  outputs: {
    'secret-import-id': 'Id of the created (or existing), updated or deleted import.',
    position: 'Position of the import, as the server reports it.',
    'secret-import': 'The created (or existing), updated or deleted import, as JSON.',
    created: created('the import'),
    'secret-imports': "The folder's imports in order, as a JSON list (`list`).",
    count: 'Number of imports listed.',
  },
};
