import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';

export const SNAPSHOTS_SPEC: ActionSpec = {
  title: 'Infisical Secret Snapshots',
  description:
    'List the secret snapshots of a folder in an Infisical project, one page or all of them.',
  icon: 'clock',
  operations: { list: "List a folder's snapshots, newest first." },
  singleOperation: true,
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': { description: 'Slug of the environment, e.g. `dev`.', required: true },
        'secret-path': { description: 'Folder whose snapshots to list.', default: '/' },
        offset: { description: 'Index of the first snapshot (newest first).', default: '0' },
        limit: {
          description: 'Number of snapshots to list; with `all`, the size of each page.',
          default: '20',
        },
        all: {
          description: 'List every snapshot from `offset` on, page by page (at most 10000).',
          default: 'false',
        },
      },
    },
  ],
  outputs: {
    snapshots: 'The snapshots, newest first, as a JSON list.',
    count: 'Number of snapshots listed.',
  },
};
