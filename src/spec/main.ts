import { PROJECT_INPUTS } from './connection.js';
import type { ActionSpec } from './types.js';

/** The main action (`action.yml` at the repository root): load secrets into the job. */
export const MAIN_SPEC: ActionSpec = {
  title: 'Infisical Secrets',
  description:
    'Load secrets from Infisical (Cloud, EU or self-hosted) into the job, masked, as environment variables, outputs or a file.',
  icon: 'lock',
  connectionFirst: true,
  groups: [
    {
      title: 'Selection',
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': {
          description: 'Slug of the environment, e.g. `dev`.',
          required: true,
        },
        'secret-path': {
          description:
            'Folder path, or several (one per line); a later path overrides an earlier one for the same key.',
          default: '/',
          multiline: true,
        },
        'include-imports': {
          description:
            'Include imported secrets (an own secret beats an imported one; among imports the last wins).',
          default: 'true',
        },
        recursive: {
          description:
            'Include sub-folders; a key found in several folders is reported and the nearest folder wins.',
          default: 'false',
        },
        'expand-references': {
          description: 'Ask the server to expand `${...}` secret references.',
          default: 'true',
        },
        'unresolved-references': {
          description:
            'What to do with a value that still holds a `${...}` reference after the server expanded references (one it could not resolve): `warn` (one warning naming the secrets and the references, never values), `fail` (nothing is exported), or `ignore`.',
          default: 'warn',
          choices: ['warn', 'fail', 'ignore'],
        },
        tags: {
          description:
            'Only secrets carrying these tag slugs (comma or line separated). Imported secrets carry no tags and are left out.',
          multiline: true,
        },
        keys: {
          description:
            'Only these secrets, one per line, as `KEY` or `NAME=KEY` to rename. A listed key that does not exist is an error.',
          multiline: true,
        },
      },
    },
    {
      title: 'Dynamic secrets',
      inputs: {
        'dynamic-secrets': {
          description:
            'Dynamic secrets to lease for the job, one per line: `NAME` (in the folder `/` of `env-slug`), `/folder/NAME`, or either after `PREFIX=`. Each field of a lease is exported like a secret (`DB_USERNAME`; with `APPDB=app-db`, `APPDB_DB_USERNAME`); the post step revokes the leases.',
          toolDescription:
            "A dynamic secret to lease before the command starts (repeat for several): `NAME` (in the folder `/` of `--env-slug`), `/folder/NAME`, or either after `PREFIX=`. Each field of the lease is in the command's environment (`DB_USERNAME`; with `APPDB=app-db`, `APPDB_DB_USERNAME`) and redacted from its output; the lease is revoked when the command ends, whatever the end.",
          multiline: true,
          toolCommands: ['run'],
          flagAliases: ['dynamic-secret'],
        },
        'lease-ttl': {
          description:
            "How long each lease lives unless revoked sooner (`15m`, `2h`); the dynamic secret's default when empty.",
          toolCommands: ['run'],
        },
      },
    },
    {
      title: 'Export',
      inputs: {
        'export-type': {
          description:
            'Where secrets go: `env`, `file`, `output`, `none`, or a comma list such as `env,output`.',
          default: 'env',
          choices: ['env', 'file', 'output', 'none'],
          scope: 'action',
        },
        'file-output-path': {
          description:
            'File for `export-type` `file`, relative to the workspace (`/.env` and `.env` are the same). Written with mode 0600.',
          default: '/.env',
          scope: 'action',
        },
        'file-format': {
          description:
            "Format of the file: `dotenv`, `json`, `yaml` or `shell` (`export K='v'` lines, safe to `source`).",
          default: 'dotenv',
          choices: ['dotenv', 'json', 'yaml', 'shell'],
          scope: 'action',
        },
        'env-prefix': {
          description: 'Prefix for every exported name, e.g. `TF_VAR_`.',
        },
        'secret-files': {
          description:
            "Lines `KEY=path`: also write that secret's value, byte-exact, to a file of its own (a PEM key, a kubeconfig), mode 0600, removed by the post step. `KEY` is the name on the server. A path in `${{ runner.temp }}` stays there; any other path is in the workspace.",
          multiline: true,
          scope: 'action',
        },
        'output-access-token': {
          description: 'Also set the `access-token` output (masked).',
          default: 'false',
          scope: 'action',
        },
        summary: {
          description: 'Write a job summary of which keys came from where (never values).',
          default: 'true',
          scope: 'action',
        },
        'fail-on-empty': {
          description: 'Fail instead of warning when a path yields no secrets.',
          default: 'false',
        },
      },
    },
  ],
  outputs: {
    'secret-count': 'Number of secrets exported.',
    'secrets-json':
      'All exported secrets as one JSON object (with `export-type` `output`), for `fromJSON`.',
    'access-token': 'The access token (with `output-access-token` `true`). Masked.',
  },
};
