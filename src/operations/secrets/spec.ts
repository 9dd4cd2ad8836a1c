import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';

export const SECRETS_SPEC: ActionSpec = {
  title: 'Infisical Secrets Writer',
  description:
    'Set (create or update) or delete secrets in a folder of an Infisical project, writing only what changes; keys, never values, in the outputs and the summary.',
  icon: 'lock',
  operations: {
    set: 'Create the keys the folder lacks and update those whose value differs; the others are left alone.',
    delete: 'Delete keys from the folder.',
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': { description: 'Environment of the folder, e.g. `dev`.', required: true },
        'secret-path': {
          description: 'Folder to write in; it must exist (writes never create folders).',
          default: '/',
        },
        secrets: {
          description:
            'Secrets to set, as dotenv text: `KEY=value` lines, `#` comments; values in single quotes or backticks are literal, in double quotes `\\n` is a line break; quoted values may span lines (`set`; or `secrets-file`).',
          multiline: true,
          secret: true,
        },
        'secrets-file': {
          description:
            'A file of secrets to set, in the workspace (or `$RUNNER_TEMP`): dotenv, or a JSON object of string values when its name ends in `.json` (`set`; or `secrets`).',
          toolDescription:
            'A file of secrets to set, its path as given (a relative one from the working folder): dotenv, or a JSON object of string values when its name ends in `.json` (`set`; or `secrets`).',
        },
        keys: {
          description: 'Keys to delete, one per line (`delete`).',
          multiline: true,
        },
        'if-missing': {
          description:
            '`fail` (the default: nothing is deleted when a key is missing) or `skip` (a missing key is done already: a notice, and the others are deleted) (`delete`).',
          default: 'fail',
        },
      },
    },
  ],
  outputs: {
    created: 'Keys created, as a JSON list (`set`).',
    updated: 'Keys whose value was changed, as a JSON list (`set`).',
    unchanged:
      'Keys that already held the value given and were not written, as a JSON list (`set`).',
    deleted: 'Keys deleted, as a JSON list (`delete`).',
    count:
      'Number of keys given (in `secrets` or `secrets-file` for `set`, in `keys` for `delete`).',
  },
};
