import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';
import { created, ifExists, ifMissing } from '../../spec/existence.js';

export const ENVIRONMENTS_SPEC: ActionSpec = {
  title: 'Infisical Environments',
  description: 'Create or delete an environment of an Infisical project.',
  icon: 'layers',
  operations: {
    create: 'Create an environment.',
    delete: 'Delete an environment and every secret in it.',
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'environment-name': {
          description: 'Display name of the new environment (`create`; defaults to the slug).',
        },
        'environment-slug': {
          description:
            'Slug of the new environment (`create`), or of the environment to delete (`delete`, instead of `environment-id`).',
        },
        'environment-id': {
          description: 'Id of the environment to delete (`delete`, instead of `environment-slug`).',
        },
        'if-exists': ifExists('an environment with this `environment-slug` in the project'),
        'if-missing': ifMissing('the environment'),
      },
    },
  ],
  outputs: {
    'environment-id': 'Id of the created (or existing) or deleted environment.',
    environment: 'The created (or existing) or deleted environment, as JSON.',
    created: created('the environment'),
  },
};
