import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';
import { created, ifExists, ifMissing } from '../../spec/existence.js';

export const FOLDERS_SPEC: ActionSpec = {
  title: 'Infisical Folders',
  description:
    'Create (with every missing parent), delete or list the folders of an environment in an Infisical project.',
  icon: 'folder',
  operations: {
    create: 'Create a folder and every missing parent, like `mkdir -p`.',
    delete: 'Delete a folder with everything in it (sub-folders, secrets, imports).',
    list: 'List the folders directly inside `secret-path`.',
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': {
          description: 'Environment of the folders, e.g. `dev`.',
          required: true,
        },
        'folder-path': {
          description:
            'The folder to create or delete (`create`, `delete`), e.g. `/previews/pr-42`; the leading slash is optional. Folder names hold only letters, digits, `-` and `_`.',
        },
        'secret-path': {
          description: 'The folder whose sub-folders to list (`list`; default `/`).',
        },
        'if-exists': ifExists('the folder'),
        'if-missing': ifMissing('the folder'),
      },
    },
  ],
  outputs: {
    'folder-id': 'Id of the created (or existing) or deleted folder.',
    folder: 'The created (or existing) or deleted folder, as JSON (id, name, parentId, ...).',
    created: created('the folder'),
    folders: 'The sub-folders of `secret-path`, as a JSON list (`list`).',
    count: 'Number of folders listed.',
  },
};
