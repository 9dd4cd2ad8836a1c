import { PROJECT_INPUTS } from '../../spec/connection.js';
import type { ActionSpec } from '../../spec/types.js';

export const DYNAMIC_SECRETS_SPEC: ActionSpec = {
  title: 'Infisical Dynamic Secret Leases',
  description:
    'Lease a dynamic secret of an Infisical project (a database user, cloud keys) for later steps or jobs, renew, revoke or list its leases.',
  icon: 'clock',
  operations: {
    'lease-create':
      "Lease `dynamic-secret`: outputs `lease-id`, `expire-at` and each field of the lease (masked). Nothing revokes it but `lease-revoke` or its expiry: the main action's `dynamic-secrets` revokes its leases itself.",
    'lease-renew': 'Extend the lease `lease-id` by `lease-ttl` from now.',
    'lease-revoke':
      'Revoke the lease `lease-id`, and read it back: the step fails if the server kept it.',
    'lease-list': 'List the leases of `dynamic-secret`.',
  },
  positionals: {
    'lease-create': 'dynamic-secret',
    'lease-list': 'dynamic-secret',
    'lease-renew': 'lease-id',
    'lease-revoke': 'lease-id',
  },
  groups: [
    {
      inputs: {
        ...PROJECT_INPUTS,
        'env-slug': { description: 'Slug of the environment, e.g. `dev`.', required: true },
        'secret-path': {
          description: 'Folder of the dynamic secret.',
          default: '/',
        },
        'dynamic-secret': {
          description: 'Name of the dynamic secret (`lease-create`, `lease-list`).',
        },
        'lease-ttl': {
          description:
            "How long the lease lives from now (`lease-create`, `lease-renew`), e.g. `30m`, `2h`; the dynamic secret's default when empty.",
        },
        'lease-id': {
          description: 'Id of the lease (`lease-renew`, `lease-revoke`).',
        },
      },
    },
  ],
  outputs: {
    'lease-id': 'Id of the lease (`lease-create`, `lease-renew`, `lease-revoke`).',
    'expire-at':
      'When the lease ends unless renewed or revoked, ISO 8601 (`lease-create`, `lease-renew`).',
    leases: 'The leases, as a JSON list (`lease-list`).',
    count: 'Number of leases listed (`lease-list`).',
  },
};
